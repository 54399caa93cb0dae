import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Col, Form, Input, Radio, Row, Tabs, Upload, notification, type FormProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  changeEmail,
  changePassword,
  changeUserInfo,
  getChangeEmailCode,
  uploadAvatar,
} from '../../api/account';
import { session, useSession, type UserInfo } from '../../stores/session';
import { isWebLink } from '@judge/shared';
import { accountRules, EMAIL_PATTERN } from '../../components/account/rules';
import AvatarCropper, { cropToPng, type CropState } from '../../components/account/AvatarCropper';
import UserAvatar from '../../components/UserAvatar';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  CHANGE_EMAIL_RESEND_S,
  EMAIL_CODE_LENGTH,
  NOTIFICATION_SECONDS,
  PROFILE_FIELD_MAX,
} from '../../constants';
import { toast } from '../../utils/feedback';
import { useCountdown } from '../../utils/useCountdown';
import { useIsMobile } from '../../utils/useIsMobile';
import { useBusy } from '../../utils/useBusy';

/** Avatar file check (groups-accounts-admin.md §5): gif/jpg/jpeg/png/bmp/webp, at most 2 MB. */
export function checkAvatarFile(file: { name: string; size: number }): 'type' | 'size' | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(AVATAR_TYPES as readonly string[]).includes(ext)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

/** A setting tab's form: its title, its fields (`children`) and its primary submit button. */
function SettingForm<V>({
  title,
  submit,
  loading,
  submitTestId,
  children,
  ...form
}: FormProps<V> & {
  title: string;
  submit: string;
  loading: boolean;
  submitTestId?: string;
  children: ReactNode;
}) {
  return (
    <Form<V> layout="vertical" {...form}>
      <h3 className="setting-title">{title}</h3>
      {children}
      <Button type="primary" htmlType="submit" loading={loading} data-testid={submitTestId}>
        {submit}
      </Button>
    </Form>
  );
}

/** A password field; `autoComplete` tells the browser's password manager which one it is. */
function PasswordItem({
  autoComplete,
  ...item
}: {
  name: string;
  label: string;
  rules: Rule[];
  dependencies?: string[];
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <Form.Item {...item}>
      <Input.Password autoComplete={autoComplete} />
    </Form.Item>
  );
}

function ChangePassword() {
  const { t } = useTranslation();
  const rules = accountRules(t);
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [loading, runSubmit] = useBusy();
  const submit = async (v: { oldPassword: string; newPassword: string }) => {
    await runSubmit(async () => {
      await changePassword({ oldPassword: v.oldPassword, newPassword: v.newPassword });
      toast.success(t('Update_Successfully'));
      form.resetFields();
      // The server revokes the old sessions: sign in again with the new password.
      session.clear();
      navigate('/login?redirect=%2Fsetting');
    });
  };
  return (
    <SettingForm
      form={form}
      onFinish={submit}
      data-testid="change-password-form"
      title={t('Change_Password')}
      submit={t('Update_Password')}
      loading={loading}
      submitTestId="change-password-submit"
    >
      <PasswordItem
        name="oldPassword"
        label={t('Old_Password')}
        rules={rules.password}
        autoComplete="current-password"
      />
      <PasswordItem
        name="newPassword"
        label={t('New_Password')}
        dependencies={['oldPassword']}
        rules={[
          ...rules.newPassword,
          ({ getFieldValue }) => ({
            validator: (_, v: string) =>
              v && v === getFieldValue('oldPassword')
                ? Promise.reject(new Error(t('The_new_password_does_not_change')))
                : Promise.resolve(),
          }),
        ]}
        autoComplete="new-password"
      />
      <PasswordItem
        name="againPassword"
        label={t('Confirm_New_Password')}
        dependencies={['newPassword']}
        rules={rules.passwordAgain('newPassword')}
        autoComplete="new-password"
      />
    </SettingForm>
  );
}

function ChangeEmail({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const rules = accountRules(t);
  const [form] = Form.useForm();
  const [loading, runSubmit] = useBusy();
  const [sending, runSend] = useBusy();
  const countdown = useCountdown(CHANGE_EMAIL_RESEND_S);

  const sendCode = async () => {
    const email = String(form.getFieldValue('newEmail') ?? '').trim();
    try {
      await form.validateFields(['newEmail']);
    } catch {
      return;
    }
    await runSend(async () => {
      await getChangeEmailCode(email);
      toast.success(t('Send_successfully'));
      countdown.start();
    });
  };

  const submit = async (v: { password: string; newEmail: string; code: string }) => {
    await runSubmit(
      async () => {
        const r = await changeEmail({
          password: v.password,
          newEmail: v.newEmail.trim(),
          code: v.code.trim(),
        });
        session.setUser({
          ...user,
          ...(r?.userInfo ?? {}),
          email: v.newEmail.trim(),
          roleList: user.roleList,
        });
        toast.success(t('Update_Successfully'));
        form.resetFields();
      },
      () => form.setFieldsValue({ code: '' }),
    );
  };

  return (
    <SettingForm
      form={form}
      onFinish={submit}
      data-testid="change-email-form"
      title={t('Change_Email')}
      submit={t('Update_Email')}
      loading={loading}
    >
      <PasswordItem
        name="password"
        label={t('Current_Password')}
        rules={rules.password}
        autoComplete="current-password"
      />
      <Form.Item label={t('Old_Email')} htmlFor="setting-old-email">
        <Input id="setting-old-email" value={user.email ?? ''} disabled />
      </Form.Item>
      <Form.Item
        name="newEmail"
        label={t('New_Email')}
        rules={[
          ...rules.email,
          {
            validator: (_, v: string) =>
              v && EMAIL_PATTERN.test(v) && v.trim() === user.email
                ? Promise.reject(new Error(t('The_new_email_does_not_change')))
                : Promise.resolve(),
          },
        ]}
      >
        <Input
          suffix={
            <Button size="small" onClick={sendCode} loading={sending} disabled={countdown.running}>
              {countdown.running ? t('Resend_In', { s: countdown.left }) : t('Get_Captcha')}
            </Button>
          }
        />
      </Form.Item>
      <Form.Item name="code" label={t('Captcha')} rules={rules.emailCode}>
        <Input maxLength={EMAIL_CODE_LENGTH} />
      </Form.Item>
    </SettingForm>
  );
}

function AvatarSetting({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [src, setSrc] = useState<string | null>(null);
  const [fileName, setFileName] = useState('avatar.png');
  const [uploading, runUpload] = useBusy();
  const crop = useRef<{ img: HTMLImageElement; crop: CropState } | null>(null);

  const choose = (file: File) => {
    const bad = checkAvatarFile(file);
    if (bad) {
      notification.warning({
        title: t(bad === 'type' ? 'File_type_not_support' : 'Exceed_max_size_limit'),
        description: `${file.name}: ${t(bad === 'type' ? 'File_Type_Tips' : 'File_Exceed_Tips')}`,
        duration: NOTIFICATION_SECONDS,
      });
      return false;
    }
    setFileName(file.name.replace(/\.[^.]+$/, '') + '.png');
    setSrc((prev) => {
      if (prev) URL.revokeObjectURL(prev);
      return URL.createObjectURL(file);
    });
    return false;
  };

  const upload = async () => {
    const chosen = crop.current;
    if (!chosen) return;
    await runUpload(async () => {
      const png = await cropToPng(chosen.img, chosen.crop);
      const info = await uploadAvatar(png, fileName);
      session.setUser({ ...user, ...(info ?? {}), roleList: info?.roleList ?? user.roleList });
      void queryClient.invalidateQueries({ queryKey: ['user-home'] });
      toast.success(t('Upload_Avatar_Successfully'));
      setSrc(null);
    });
  };

  return (
    <div data-testid="avatar-setting">
      <h3 className="setting-title">{t('Avatar_Setting')}</h3>
      <div className="setting-avatar-current">
        <UserAvatar user={user} size={100} />
      </div>
      {src ? (
        <div className="setting-avatar-crop">
          <AvatarCropper src={src} onChange={(img, c) => (crop.current = { img, crop: c })} />
          <div className="setting-avatar-actions">
            <Button onClick={() => setSrc(null)}>{t('Cancel')}</Button>
            <Button type="primary" loading={uploading} onClick={upload} data-testid="avatar-upload">
              {t('Upload')}
            </Button>
          </div>
        </div>
      ) : (
        <Upload.Dragger
          accept={AVATAR_TYPES.map((e) => `.${e}`).join(',')}
          showUploadList={false}
          beforeUpload={choose}
          data-testid="avatar-dragger"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('Avatar_Upload_Tips')}</p>
        </Upload.Dragger>
      )}
    </div>
  );
}

/** The one-line profile fields in form order (name, label key); gender's radio sits after the first five. */
const PROFILE_TEXT_FIELDS = [
  ['realname', 'RealName'],
  ['nickname', 'Nickname'],
  ['school', 'School'],
  ['number', 'Student_Number'],
  ['cfUsername', 'Codeforces_Username'],
  ['blog', 'Blog'],
  ['github', 'Github'],
] as const;
const GENDER_POSITION = 5;

function UserInfoSetting({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [loading, runSubmit] = useBusy();
  const max = (n: number): Rule[] => [{ max: n, message: t('Can_not_exceed', { n }) }];
  /** Blog and GitHub are links: http(s) only, as the server takes them. */
  const link: Rule = {
    validator: (_, v: string) =>
      !v?.trim() || isWebLink(v) ? Promise.resolve() : Promise.reject(new Error(t('Profile_Link_Invalid'))),
  };
  const textField = ([name, label]: (typeof PROFILE_TEXT_FIELDS)[number]) => (
    <Col xs={24} md={12} key={name}>
      <Form.Item
        name={name}
        label={t(label)}
        rules={
          name === 'blog' || name === 'github'
            ? [...max(PROFILE_FIELD_MAX[name]), link]
            : max(PROFILE_FIELD_MAX[name])
        }
      >
        <Input />
      </Form.Item>
    </Col>
  );
  const submit = async (v: Partial<UserInfo>) => {
    await runSubmit(async () => {
      const info = await changeUserInfo(v);
      session.setUser({ ...user, ...v, ...(info ?? {}), roleList: info?.roleList ?? user.roleList });
      void queryClient.invalidateQueries({ queryKey: ['user-home'] });
      toast.success(t('Update_Successfully'));
    });
  };
  return (
    <SettingForm
      onFinish={submit}
      initialValues={{
        realname: user.realname ?? '',
        nickname: user.nickname ?? '',
        school: user.school ?? '',
        number: user.number ?? '',
        cfUsername: user.cfUsername ?? '',
        blog: user.blog ?? '',
        github: user.github ?? '',
        gender: user.gender ?? 'secrecy',
        signature: user.signature ?? '',
      }}
      data-testid="user-info-form"
      title={t('UserInfo_Setting')}
      submit={t('Save')}
      loading={loading}
      submitTestId="user-info-submit"
    >
      <Row gutter={20}>
        {PROFILE_TEXT_FIELDS.slice(0, GENDER_POSITION).map(textField)}
        <Col xs={24} md={12}>
          <Form.Item name="gender" label={t('Gender')}>
            <Radio.Group>
              <Radio value="male">{t('Male')}</Radio>
              <Radio value="female">{t('Female')}</Radio>
              <Radio value="secrecy">{t('Secrecy')}</Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        {PROFILE_TEXT_FIELDS.slice(GENDER_POSITION).map(textField)}
      </Row>
      <Form.Item name="signature" label={t('Signature')} rules={max(PROFILE_FIELD_MAX.signature)}>
        <Input.TextArea rows={6} placeholder={t('Signature_Tips')} />
      </Form.Item>
    </SettingForm>
  );
}

/** /setting: left tabs change password, change e-mail, avatar, user info (site.md §2). */
export default function Setting() {
  const { t } = useTranslation();
  const { user } = useSession();
  const mobile = useIsMobile();
  if (!user) return null;
  return (
    <Card className="setting-card" data-testid="setting">
      <Tabs
        tabPlacement={mobile ? 'top' : 'start'}
        items={[
          { key: 'password', label: t('Change_Password'), children: <ChangePassword /> },
          { key: 'email', label: t('Change_Email'), children: <ChangeEmail user={user} /> },
          { key: 'avatar', label: t('Avatar_Setting'), children: <AvatarSetting user={user} /> },
          { key: 'info', label: t('UserInfo_Setting'), children: <UserInfoSetting user={user} /> },
        ]}
      />
    </Card>
  );
}
