// Contest announcements (site.md §7, §9): the published ones, newest first, 5 a page; opening one
// marks it read so its notification does not come back.
import { lazy, Suspense } from 'react';
import { Card, Collapse, Empty, Pagination, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import { getContestAnnouncementList } from '../../api/contest';
import { fmtTime } from '../../components/contest/tags';
import { markAnnouncementRead } from '../../components/contest/useUnreadAnnouncements';
import { useSession } from '../../stores/session';
import { useContest } from '../../components/contest/context';
import { usePagedQuery } from '../../utils/usePagedQuery';

const Markdown = lazy(() => import('../../components/Markdown'));

export default function ContestAnnouncements() {
  const { t } = useTranslation();
  const { cid, menuDisabled } = useContest();
  const { user } = useSession();
  const { page, setPage, list } = usePagedQuery(
    ['contest', cid, 'announcements'],
    PAGE_SIZES.contestAnnouncements,
    (q) => getContestAnnouncementList(cid, q.currentPage, q.limit),
    !menuDisabled,
  );
  const records = list.data?.records ?? [];
  return (
    <Card size="small" data-testid="contest-announcements">
      <Spin spinning={list.isFetching}>
        {records.length === 0 && !list.isLoading ? (
          <Empty description={t('No_Announcements')} />
        ) : (
          <Collapse
            onChange={(keys) => {
              if (!user) return;
              for (const k of Array.isArray(keys) ? keys : [keys])
                markAnnouncementRead(user.uid, cid, Number(k));
            }}
            items={records.map((a) => ({
              key: String(a.id),
              label: (
                <span>
                  <strong>{a.title}</strong>
                  <span style={{ color: '#999', marginLeft: 12, fontSize: 12 }}>
                    {a.username ?? ''} · {fmtTime(a.gmtCreate)}
                  </span>
                </span>
              ),
              children: (
                <Suspense fallback={<Spin />}>
                  <Markdown>{a.content ?? ''}</Markdown>
                </Suspense>
              ),
            }))}
          />
        )}
      </Spin>
      {(list.data?.total ?? 0) > PAGE_SIZES.contestAnnouncements && (
        <Pagination
          style={{ marginTop: 12, justifyContent: 'flex-end' }}
          current={page}
          pageSize={PAGE_SIZES.contestAnnouncements}
          total={list.data?.total ?? 0}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </Card>
  );
}
