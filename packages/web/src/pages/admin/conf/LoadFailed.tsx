// What a configuration card shows when its settings could not be read.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export default function LoadFailed(props: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('Conf_Load_Failed')}
      extra={<Button onClick={props.onRetry}>{t('Refresh')}</Button>}
    />
  );
}
