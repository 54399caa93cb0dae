import { Navigate, useNavigate } from 'react-router';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { canAccessAdmin } from '@judge/shared';
import { useQueryClient } from '@tanstack/react-query';
import { adminLogin } from '../../api/account';
import { ApiError } from '../../api/http';
import { session, useSession } from '../../stores/session';
import { showServerError, toast } from '../../utils/feedback';
import { CredentialFields } from '../../components/account/AccountForms';
import { LanguageMenu } from '../../components/Footer';
import { useBusy } from '../../utils/useBusy';

/** /manage/login: the back-office login (root, admin and problem admin only). */
export default function ManageLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAuthenticated, actor } = useSession();
  const [loading, runSubmit] = useBusy();

  if (isAuthenticated && canAccessAdmin(actor)) return <Navigate to="/manage" replace />;

  const submit = async (v: { username: string; password: string }) => {
    await runSubmit(
      async () => {
        session.signIn(await adminLogin({ username: v.username.trim(), password: v.password }));
        void queryClient.invalidateQueries();
        toast.success(t('Admin_Login_Success'));
        navigate('/manage', { replace: true });
      },
      (e) => {
        if (e instanceof ApiError) showServerError(e.message);
      },
    );
  };

  return (
    <div className="manage-login" data-testid="manage-login">
      <div className="manage-login-box">
        <h2>{t('Welcome_to_Login_Background_Management_System')}</h2>
        <Form onFinish={submit} size="large">
          <CredentialFields />
          <Button type="primary" htmlType="submit" block loading={loading} data-testid="manage-login-submit">
            {t('Login_Btn')}
          </Button>
        </Form>
        <div style={{ marginTop: 12, textAlign: 'right' }}>
          <LanguageMenu placement="bottom" />
        </div>
      </div>
    </div>
  );
}
