import { Card, Empty } from 'antd';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '../router/meta';

/** Title card and empty state for a screen whose feature lands with its own issue. */
export default function FeaturePage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const meta = matches[matches.length - 1]?.handle as RouteMeta | undefined;
  return (
    <Card className="feature-page">
      <h1 className="panel-title">{t(meta?.title ?? 'No_Data')}</h1>
      <Empty description={<span className="empty-text">{t('No_Data')}</span>} />
    </Card>
  );
}
