import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Form, Input } from 'antd';
import { KeyOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { checkUsernameOrEmail, resetPassword } from '../../api/account';
import { accountRules } from '../../components/account/rules';
import { openLoginModal } from '../../stores/ui';
import { toast } from '../../utils/feedback';
import { useBusy } from '../../utils/useBusy';

interface Values {
  username: string;
  code?: string;
  password: string;
  passwordAgain: string;
}

/**
 * /reset-password?username=…&code=… (no login; username read-only; site.md §2, §5). Opened without
 * a code (a site with no public address mails the code and this path, not a link), it asks for the
 * username and the code.
 */
export default function ResetPassword() {
  const { t } = useTranslation();
  const rules = accountRules(t);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [loading, runSubmit] = useBusy();
  const username = params.get('username') ?? '';
  const linkCode = params.get('code') ?? '';

  const exists = async (_: unknown, v: string) => {
    if (!v) return;
    const r = await checkUsernameOrEmail({ username: v }).catch(() => null);
    if (r && !r.username) throw new Error(t('The_username_does_not_exists'));
  };

  const submit = async (v: Values) => {
    await runSubmit(async () => {
      await resetPassword({
        username: v.username.trim(),
        password: v.password,
        code: linkCode || (v.code ?? '').trim(),
      });
      toast.success(t('Your_password_has_been_reset'));
      navigate('/');
      openLoginModal('Login');
    });
  };

  return (
    <Card
      className="reset-password-card"
      title={<span className="panel-title">{t('Dialog_Reset_Password')}</span>}
      data-testid="reset-password"
    >
      <Form onFinish={submit} initialValues={{ username }} size="large" layout="vertical">
        <Form.Item
          name="username"
          label={t('Login_Username')}
          rules={[...rules.username, { validator: exists }]}
          validateTrigger="onBlur"
        >
          {/* From the mailed link the username is fixed: shown disabled, so it looks as read-only as it is. */}
          <Input prefix={<UserOutlined />} disabled={!!linkCode} data-testid="reset-username" />
        </Form.Item>
        {!linkCode && (
          <Form.Item
            name="code"
            label={t('Reset_Code')}
            rules={[{ required: true, whitespace: true, message: t('Reset_Code_Check_Required') }]}
          >
            <Input prefix={<KeyOutlined />} autoComplete="one-time-code" data-testid="reset-code" />
          </Form.Item>
        )}
        <Form.Item name="password" label={t('New_Password')} rules={rules.newPassword}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="passwordAgain"
          label={t('Confirm_New_Password')}
          dependencies={['password']}
          rules={rules.passwordAgain()}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading}>
          {t('Dialog_Reset_Password')}
        </Button>
      </Form>
    </Card>
  );
}
