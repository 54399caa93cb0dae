// The group's problem tab /group/:groupID/problem (groups-accounts-admin.md "Group problems";
// hoj-api-paths §2.4): the caller's solve-status icon, problem id, title, difficulty, tags (shown on
// demand), AC rate; a row opens the problem inside the group. The cells are the site list's own
// (pages/problem/common), 10 a page as every group sub-list. Group admins get Create (the
// back-office problem editor in group mode) and Problem Admin (the back-office problem table in
// group mode, /group/:groupID/problem/admin).
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Checkbox, Empty, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TAG_COLOR } from '@judge/shared';
import { getGroupProblemList } from '../../api/group';
import { getUserProblemStatus, type ProblemRow } from '../../api/problem';
import { GroupTabHeader, useGroupTabList } from '../../components/group/GroupTabList';
import { PagedTable } from '../../components/PagedTable';
import { useSession } from '../../stores/session';
import { DifficultyTag, SolvedIcon } from '../problem/common';
import { AcRateBar } from '../problem/AcRateBar';

export const groupProblemPath = (gid: number, problemId: string) =>
  `/group/${gid}/problem/${encodeURIComponent(problemId)}`;

export default function GroupProblems() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [showTags, setShowTags] = useState(false);
  const { g, list, table } = useGroupTabList('problems', getGroupProblemList);
  const records = list.data?.records ?? [];
  const pids = useMemo(() => records.map((r) => r.pid), [records]);
  const status = useQuery({
    queryKey: ['user-problem-status', pids, user?.uid, g.gid],
    queryFn: () => getUserProblemStatus(pids, g.gid),
    enabled: !!user && pids.length > 0,
  });

  const columns: ColumnsType<ProblemRow> = [
    {
      key: 'status',
      width: 44,
      align: 'center',
      render: (_: unknown, r) => <SolvedIcon status={status.data?.[String(r.pid)]?.status} />,
    },
    // A group problem's id carries the group's short name ("LAB81500GS81500"): room for it, no ellipsis.
    { title: t('Problem_ID'), dataIndex: 'problemId', width: 180 },
    {
      title: t('Problem'),
      dataIndex: 'title',
      render: (title: string, r) => (
        <Link
          to={groupProblemPath(g.gid, r.problemId)}
          className="title-link"
          onClick={(e) => e.stopPropagation()}
          data-testid={`group-problem-link-${r.problemId}`}
        >
          {title}
        </Link>
      ),
    },
    {
      title: t('Problem_Level'),
      dataIndex: 'difficulty',
      width: 110,
      render: (d: number) => <DifficultyTag value={d} />,
    },
    ...(showTags
      ? [
          {
            title: t('Problem_Tags'),
            key: 'tags',
            width: 180,
            render: (_: unknown, r: ProblemRow) => (
              <Space size={4} wrap>
                {r.tags.map((tag) => (
                  <Tag key={tag.id} color={tag.color || DEFAULT_TAG_COLOR}>
                    {tag.name}
                  </Tag>
                ))}
              </Space>
            ),
          },
        ]
      : []),
    {
      title: t('Problem_AC_Rate'),
      key: 'rate',
      width: 150,
      render: (_: unknown, r) => <AcRateBar ac={r.ac} total={r.total} />,
    },
  ];

  return (
    <Card data-testid="group-problems">
      <GroupTabHeader
        title="Problem_List"
        create={{ path: `/group/${g.gid}/problem/create`, testId: 'group-problem-create' }}
        admin={{
          label: 'Group_Problem_Admin',
          path: `/group/${g.gid}/problem/admin`,
          testId: 'group-problem-admin-open',
        }}
        extra={
          <Checkbox
            checked={showTags}
            onChange={(e) => setShowTags(e.target.checked)}
            data-testid="group-problem-show-tags"
          >
            {t('Problem_Show_Tags')}
          </Checkbox>
        }
      />
      {list.isError ? (
        <Empty description={t('Group_Problem_Load_Failed')}>
          <Button onClick={() => void list.refetch()}>{t('Refresh')}</Button>
        </Empty>
      ) : (
        <PagedTable<ProblemRow>
          rowKey="pid"
          {...table}
          empty={t('No_Problem')}
          pages={{ hideOnSinglePage: true }}
          columns={columns}
          // Phones: the table scrolls sideways inside the card instead of widening the page.
          scroll={{ x: showTags ? 810 : 630 }}
          onRow={(r) => ({
            onClick: () => navigate(groupProblemPath(g.gid, r.problemId)),
            style: { cursor: 'pointer' },
          })}
        />
      )}
    </Card>
  );
}
