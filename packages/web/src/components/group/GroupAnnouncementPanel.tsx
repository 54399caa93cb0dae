// The group's shown announcements for members: title, date, author; a click opens the rendered
// content with Back; refresh; 5 a page (groups-accounts-admin.md §2 "Group announcements").
import { useState } from 'react';
import { Alert, Button, Empty, List, Space } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import Markdown from '../Markdown';
import { ListPager } from '../ListPager';
import { usePagedQuery } from '../../utils/usePagedQuery';
import { getGroupAnnouncements, type AnnouncementVO } from '../../api/group';
import { DATE_SECOND } from '../../constants';

const PAGE = 5;

export default function GroupAnnouncementPanel({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<AnnouncementVO | null>(null);
  const {
    page,
    setPage,
    list: q,
  } = usePagedQuery(['group', gid, 'announcements'], PAGE, (p) => getGroupAnnouncements({ gid, ...p }));
  if (open)
    return (
      <div data-testid="group-announcement-detail">
        <Space style={{ marginBottom: 12 }}>
          <Button onClick={() => setOpen(null)}>{t('Back')}</Button>
          <strong>{open.title}</strong>
        </Space>
        <Markdown>{open.content}</Markdown>
      </div>
    );
  return (
    <div data-testid="group-announcements">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <strong>{t('Group_Announcement')}</strong>
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void q.refetch()}>
          {t('Refresh')}
        </Button>
      </Space>
      {q.isError ? (
        <Alert type="error" showIcon title={t('Group_Load_Failed')} />
      ) : (
        <List
          loading={q.isFetching}
          dataSource={q.data?.records ?? []}
          locale={{ emptyText: <Empty description={t('No_Announcements')} /> }}
          renderItem={(a) => (
            <List.Item style={{ cursor: 'pointer' }} onClick={() => setOpen(a)}>
              <List.Item.Meta
                title={<a>{a.title}</a>}
                description={`${dayjs(a.gmtCreate).format(DATE_SECOND)} · ${a.username ?? ''}`}
              />
            </List.Item>
          )}
        />
      )}
      <ListPager
        size="small"
        style={{ marginTop: 8, justifyContent: 'center' }}
        current={page}
        pageSize={PAGE}
        total={q.data?.total ?? 0}
        onChange={setPage}
      />
    </div>
  );
}
