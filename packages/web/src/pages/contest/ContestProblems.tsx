// The contest's problems (site.md §6, hoj-ui §3): the caller's status (ACM ✓ / —, OI score tag,
// "?" while sealed), display id with the balloon, title, AC, total, AC rate. Without real-time
// permission (sealed, not a contest admin) the counts show "?".
import { Link, useNavigate } from 'react-router';
import { Card, Empty, Table, Tag, Tooltip } from 'antd';
import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ContestType, JudgeStatus, acRate } from '@judge/shared';
import type { ContestProblemRow } from '../../api/contest';
import { Balloon } from '../../components/contest/tags';
import { isSealedNow } from '../../components/contest/clock';
import { useContestProblemStatus, useContestProblems } from '../../components/contest/problems';
import { useSession } from '../../stores/session';
import { useContest } from '../../components/contest/context';

/** OI score tag colours (hoj-ui §3): full #19be6b, zero red on pink, partial blue. */
export function OiScoreTag({ score }: { score: number | null | undefined }) {
  if (score === null || score === undefined) return null;
  const style =
    score >= 100
      ? { background: '#19be6b', color: '#fff', borderColor: '#19be6b' }
      : score <= 0
        ? { background: '#f2dede', color: '#a94442', borderColor: '#f2dede' }
        : { background: '#2d8cf0', color: '#fff', borderColor: '#2d8cf0' };
  return <Tag style={style}>{score}</Tag>;
}

export function MyStatus({ type, status, score }: { type: number; status?: number; score?: number | null }) {
  const { t } = useTranslation();
  if (status === undefined || status === JudgeStatus.NOT_SUBMITTED) return null;
  if (status === JudgeStatus.SUBMITTED_UNKNOWN_RESULT)
    return (
      <Tooltip title={t('Submitted_Not_Result')}>
        <Tag>?</Tag>
      </Tooltip>
    );
  if (type === ContestType.OI) return <OiScoreTag score={score ?? 0} />;
  return status === JudgeStatus.ACCEPTED ? (
    <CheckOutlined style={{ color: '#19be6b', fontSize: 16 }} data-testid="problem-status-ac" />
  ) : (
    <MinusOutlined style={{ color: '#ed3f14', fontSize: 16 }} />
  );
}

export default function ContestProblems() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cid, contest, admin, menuDisabled } = useContest();
  const { user } = useSession();
  const problems = useContestProblems(cid, !menuDisabled);
  const mine = useContestProblemStatus(
    cid,
    problems.data?.map((p) => p.pid),
    user?.uid,
  );
  const realTime = admin || !isSealedNow(contest, Date.now());
  const count = (v: number | null | undefined) => (!realTime || v == null ? '?' : v);
  return (
    <Card size="small" data-testid="contest-problems">
      <Table<ContestProblemRow>
        rowKey="id"
        size="middle"
        loading={problems.isFetching}
        dataSource={problems.data ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: <Empty description={t('No_Contest_Problem')} /> }}
        onRow={(r) => ({
          onClick: () => navigate(`/contest/${cid}/problem/${encodeURIComponent(r.displayId)}`),
          style: { cursor: 'pointer' },
        })}
        columns={[
          {
            title: '',
            key: 'mine',
            width: 60,
            align: 'center',
            render: (_, r) => {
              const s = mine.data?.[String(r.pid)];
              return <MyStatus type={contest.type} status={s?.status} score={s?.score} />;
            },
          },
          {
            title: '#',
            dataIndex: 'displayId',
            width: 90,
            render: (v: string, r) => (
              <span data-testid={`contest-problem-${v}`}>
                <Balloon color={r.color} />
                {v}
              </span>
            ),
          },
          {
            title: t('Title'),
            dataIndex: 'displayTitle',
            render: (v: string, r) => (
              <Link
                to={`/contest/${cid}/problem/${encodeURIComponent(r.displayId)}`}
                className="title-link"
                onClick={(e) => e.stopPropagation()}
              >
                {v}
              </Link>
            ),
          },
          { title: t('Contest_AC'), key: 'ac', width: 80, render: (_, r) => count(r.ac) },
          { title: t('Contest_Total'), key: 'total', width: 80, render: (_, r) => count(r.total) },
          {
            title: t('AC_Rate'),
            key: 'rate',
            width: 100,
            render: (_, r) => (!realTime || r.ac == null || r.total == null ? '?' : acRate(r.ac, r.total)),
          },
        ]}
      />
    </Card>
  );
}
