import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { logout } from '../../api/account';
import { session, useSession } from '../../stores/session';
import { toast } from '../../utils/feedback';
import PageLoading from '../../components/PageLoading';

/** /logout: calls logout, clears user and token, goes to / (site.md §2). */
export default function Logout() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token } = useSession();
  useEffect(() => {
    if (!session.token) return;
    logout()
      .catch(() => undefined)
      .finally(() => {
        session.clear();
        queryClient.clear();
        toast.success(t('Log_Out_Successfully'));
      });
  }, [queryClient, t]);
  return token ? <PageLoading /> : <Navigate to="/" replace />;
}
