import { Grid } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getUnreadCounts } from '../../api/user';
import TabShell from '../../components/TabShell';
import { MESSAGE_MENU } from '../../components/navbar/menus';

/** Message centre (site.md §2): five boxes as left tabs with unread badges (tabs on top on phones). */
export default function MessageShell() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  const unread = useQuery({ queryKey: ['msg-unread'], queryFn: getUnreadCounts, retry: false }).data;
  return (
    <TabShell
      base="/message"
      vertical={wide}
      header={<div className="message-banner">{t('Message_Center')}</div>}
      tabs={MESSAGE_MENU.map((m) => ({
        key: m.key.replace('/message/', ''),
        label: m.label,
        badge: unread?.[m.count] ?? 0,
      }))}
    />
  );
}
