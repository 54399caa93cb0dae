// The contest registration dialog (site.md §5, §6): the password for private and protected
// contests, and the entry profile (real name, school, class, gender) saved to the account first.
// Real name and school lose their white space, each at most 50 characters, gender must not be
// secret; otherwise "Enter the Confirm Info". The server's refusal (wrong password, the account
// limit, an ended contest) is shown in the dialog as it says it.
import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Select, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContestAuth, ContestStatus, ENTRY_PROFILE_MAX, hasEntryProfile } from '@judge/shared';
import { registerContest, type ContestVO } from '../../api/contest';
import { changeUserInfo } from '../../api/account';
import { session, useSession } from '../../stores/session';
import { toast } from '../../utils/feedback';

/** Class options: grades one to nine, senior one to three, other (site.md §5). */
export const CLASS_OPTIONS = [
  ...Array.from({ length: 9 }, (_, i) => `Grade_${i + 1}`),
  ...Array.from({ length: 3 }, (_, i) => `Senior_${i + 1}`),
  'Class_Other',
];
const strip = (s: string | null | undefined) => (s ?? '').trim();

interface Values {
  password?: string;
  realname: string;
  school: string;
  /** The class (HOJ's `course` field of the profile). */
  course?: string;
  gender?: string;
}

export default function RegisterDialog({
  contest,
  open,
  onClose,
  onRegistered,
}: {
  contest: ContestVO;
  open: boolean;
  onClose: () => void;
  onRegistered: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const needsPassword = contest.auth === ContestAuth.PRIVATE || contest.auth === ContestAuth.PROTECTED;
  const ended = contest.status === ContestStatus.ENDED && !contest.allowEndSubmit;

  useEffect(() => {
    if (!open) return;
    setRefusal(null);
    form.setFieldsValue({
      password: '',
      realname: user?.realname ?? '',
      school: user?.school ?? '',
      course: user?.course && CLASS_OPTIONS.includes(user.course) ? user.course : undefined,
      gender: user?.gender === 'male' || user?.gender === 'female' ? user.gender : undefined,
    });
  }, [open]);

  async function submit() {
    const v = form.getFieldsValue();
    if (ended) {
      setRefusal(t('Contest_has_ended'));
      return;
    }
    if (needsPassword && !v.password?.trim()) {
      toast.error(t('Enter_the_contest_password'));
      return;
    }
    const realname = strip(v.realname);
    const school = strip(v.school);
    if (!hasEntryProfile({ realname, school, course: v.course, gender: v.gender })) {
      toast.error(t('Enter_the_Confirm_Info'));
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const changed =
        user &&
        (realname !== user.realname ||
          school !== user.school ||
          v.course !== user.course ||
          v.gender !== user.gender);
      if (changed) {
        const info = await changeUserInfo({ realname, school, course: v.course, gender: v.gender });
        if (info && session.user)
          session.setUser({ ...session.user, realname, school, course: v.course, gender: v.gender });
      }
      await registerContest(contest.id, v.password ?? '');
      toast.success(t('Register_contest_successfully'));
      onRegistered();
    } catch (e) {
      setRefusal((e as Error).message || t('Server_error_please_refresh_again'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('Contest_Register_Title')}
      okText={t('Register_Btn')}
      cancelText={t('Cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      width={420}
      okButtonProps={{ 'data-testid': 'contest-register-submit' } as ButtonProps}
    >
      <div data-testid="contest-register-dialog">
        {needsPassword && (
          <Alert style={{ marginBottom: 12 }} type="warning" showIcon title={t('To_Enter_Need_Password')} />
        )}
        {ended && <Alert style={{ marginBottom: 12 }} type="error" showIcon title={t('Contest_has_ended')} />}
        <Form form={form} layout="vertical" onFinish={() => void submit()}>
          {needsPassword && (
            <Form.Item name="password" label={t('Contest_Password')} required>
              <Input.Password
                autoComplete="off"
                onPressEnter={() => void submit()}
                data-testid="contest-register-password"
              />
            </Form.Item>
          )}
          <Form.Item label={t('Username')}>
            <Input value={user?.username} disabled />
          </Form.Item>
          <Form.Item name="realname" label={t('RealName')} required>
            <Input maxLength={ENTRY_PROFILE_MAX} data-testid="contest-register-realname" />
          </Form.Item>
          <Form.Item name="school" label={t('School')} required>
            <Input maxLength={ENTRY_PROFILE_MAX} data-testid="contest-register-school" />
          </Form.Item>
          <Form.Item name="course" label={t('Contest_Class')} required>
            <Select
              // 13 short options: all rendered, so every class is reachable without scrolling a virtual list.
              virtual={false}
              listHeight={400}
              options={CLASS_OPTIONS.map((c) => ({ value: c, label: t(c) }))}
              data-testid="contest-register-class"
            />
          </Form.Item>
          <Form.Item name="gender" label={t('Gender')} required>
            <Select
              options={[
                { value: 'male', label: t('Male') },
                { value: 'female', label: t('Female') },
              ]}
              data-testid="contest-register-gender"
            />
          </Form.Item>
        </Form>
        {refusal && <Alert type="error" showIcon title={refusal} data-testid="contest-register-refusal" />}
      </div>
    </Modal>
  );
}
