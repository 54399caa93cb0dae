// A problem's explanations (site.md §2 "Problem detail", §9: 4 a page): its discussions in the
// explanation category, most liked first, shown as the problem page's explanation tab.
import { Link } from 'react-router';
import { Empty, List, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PAGE_SIZES } from '@judge/shared';
import { getExplainList } from '../../api/discussion';
import UserAvatar from '../../components/UserAvatar';
import { ListPager } from '../../components/ListPager';
import { usePagedQuery } from '../../utils/usePagedQuery';
import RoleBadge from '../../components/comment/RoleBadge';
import { discussionCounts } from './discussionCounts';

export default function ExplanationList({ problemId }: { problemId: string }) {
  const { t } = useTranslation();
  const { page, setPage, list } = usePagedQuery(['explanations', problemId], PAGE_SIZES.explanations, (q) =>
    getExplainList({ pid: problemId, ...q }),
  );
  const toDiscussion = (
    <Link to={`/discussion/${encodeURIComponent(problemId)}`}>{t('Problem_Go_Discussion')}</Link>
  );
  if (list.isLoading) return <Skeleton active />;
  if (list.isError) return <Empty description={t('Discussion_Load_Failed')} />;
  const records = list.data?.records ?? [];
  if (!records.length)
    return (
      <Empty
        description={
          <span>
            {t('No_Explanation')} · {toDiscussion}
          </span>
        }
      />
    );
  return (
    <div data-testid="explanation-list">
      <List
        itemLayout="vertical"
        dataSource={records}
        renderItem={(d) => (
          <List.Item key={d.id}>
            <List.Item.Meta
              avatar={<UserAvatar user={{ avatar: d.avatar, username: d.author }} size={32} />}
              title={<Link to={`/discussion-detail/${d.id}`}>{d.title}</Link>}
              description={
                <Space wrap size={[12, 4]}>
                  <span>
                    {d.author}
                    <RoleBadge role={d.role} />
                  </span>
                  {discussionCounts(d)}
                  <span>{dayjs(d.gmtCreate).fromNow()}</span>
                </Space>
              }
            />
            {d.description}
          </List.Item>
        )}
      />
      <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 8 }} wrap>
        {toDiscussion}
        <ListPager
          size="small"
          current={page}
          pageSize={PAGE_SIZES.explanations}
          total={list.data?.total ?? 0}
          onChange={setPage}
        />
      </Space>
    </div>
  );
}
