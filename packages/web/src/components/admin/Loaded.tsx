// What a back-office card over one read shows: a retry when the read failed, a skeleton until it
// arrives, then its content.
import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** The read failed: say so, with a button that reads again. */
export function LoadFailed(props: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('Conf_Load_Failed')}
      extra={<Button onClick={props.onRetry}>{t('Refresh')}</Button>}
    />
  );
}

/** `children(data)` once `query` has its data; until then the failure with a retry, or a skeleton. */
export function Loaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <Skeleton active />;
  return children(query.data);
}
