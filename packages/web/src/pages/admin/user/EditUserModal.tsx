// The edit dialog of one account (AdminEditUserDTO): name, real name, e-mail, role 1000–1008,
// normal/banned, title name and colour, and an optional new password (6–25) that ends the
// user's sessions. The server checks every rule again; the form only helps.
import { useEffect } from 'react';
import { Alert, ColorPicker, Form, Input, Modal, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLE_OPTIONS, ROLE_INFO } from '@judge/shared';
import { editUser, type UserRolesVO } from '../../../api/user-admin';
import { currentLanguage } from '../../../i18n';
import { toast } from '../../../utils/feedback';

interface FormValues {
  username: string;
  realname: string;
  email: string;
  type: number;
  status: number;
  titleName: string;
  titleColor: string;
  setNewPwd: boolean;
  password: string;
}

export default function EditUserModal(props: { user: UserRolesVO | null; onClose: (saved: boolean) => void }) {
  const { user, onClose } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const setNewPwd = Form.useWatch('setNewPwd', form);
  const lang = currentLanguage();

  useEffect(() => {
    if (!user) return;
    form.setFieldsValue({
      username: user.username,
      realname: user.realname ?? '',
      email: user.email ?? '',
      type: user.roles[0]?.id ?? 1002,
      status: user.status,
      titleName: user.titleName ?? '',
      titleColor: user.titleColor ?? '',
      setNewPwd: false,
      password: '',
    });
  }, [user, form]);

  const save = async () => {
    if (!user) return;
    const v = await form.validateFields();
    try {
      await editUser({
        uid: user.uid,
        username: v.username.trim(),
        realname: v.realname || null,
        email: v.email.trim() || null,
        type: v.type,
        status: v.status,
        titleName: v.titleName || null,
        titleColor: v.titleColor || null,
        setNewPwd: v.setNewPwd,
        password: v.setNewPwd ? v.password : null,
      });
      toast.success(t('Update_Successfully'));
      onClose(true);
    } catch {
      /* the HTTP client showed the server's message */
    }
  };

  return (
    <Modal
      open={!!user}
      title={t('UA_Edit_User')}
      okText={t('Save')}
      cancelText={t('Cancel')}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" requiredMark="optional" data-testid="edit-user-form">
        <Form.Item
          name="username"
          label={t('Username')}
          rules={[
            { required: true, whitespace: true, message: t('UA_Username_Required') },
            { max: 20, message: t('UA_Username_Max') },
          ]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="realname" label={t('RealName')} rules={[{ max: 50 }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="email" label={t('UA_Email')} rules={[{ type: 'email', message: t('UA_Email_Format') }]}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="type" label={t('UA_Role')} rules={[{ required: true }]}>
          <Select
            data-testid="edit-user-role"
            options={ADMIN_ROLE_OPTIONS.map((id) => ({ value: id, label: `${ROLE_INFO[id].label[lang]} (${id})` }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('Status')}>
          <Radio.Group
            options={[
              { value: 0, label: t('UA_Status_Normal') },
              { value: 1, label: t('UA_Status_Banned') },
            ]}
          />
        </Form.Item>
        <Form.Item name="titleName" label={t('UA_Title_Name')} rules={[{ max: 20 }]}>
          <Input maxLength={20} data-testid="edit-user-title" />
        </Form.Item>
        <Form.Item
          name="titleColor"
          label={t('UA_Title_Color')}
          getValueFromEvent={(_c: unknown, hex: string) => hex}
        >
          <ColorPicker allowClear showText format="hex" onClear={() => form.setFieldValue('titleColor', '')} />
        </Form.Item>
        <Form.Item name="setNewPwd" label={t('UA_Set_New_Password')} valuePropName="checked">
          <Switch data-testid="edit-user-set-password" />
        </Form.Item>
        {setNewPwd && (
          <>
            <Form.Item
              name="password"
              label={t('UA_New_Password')}
              rules={[
                { required: true, message: t('UA_Password_Length') },
                { min: 6, max: 25, message: t('UA_Password_Length') },
              ]}
            >
              <Input.Password maxLength={25} autoComplete="new-password" data-testid="edit-user-password" />
            </Form.Item>
            <Alert type="info" showIcon title={t('UA_New_Password_Tip')} />
          </>
        )}
      </Form>
    </Modal>
  );
}
