// The contest's submissions (site.md §5.5, hoj-behaviour §5.5): the server hides what the caller
// may not see (time/memory/length of others while running, sealed results as "?"), the list
// shows "--" for those. Filters in the URL: only mine, status, problem, author; contest admins
// also get "before-contest submissions". Rows in progress are re-checked every 2 s, and the whole
// list refetches when the contest's push channel says a verdict landed.
import { useNavigate } from 'react-router';
import { Card, Space, Switch, Tooltip } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ContestType, PAGE_SIZES, POLLING_MS } from '@judge/shared';
import { checkContestSubmissionsStatus, getContestSubmissions } from '../../api/contest';
import type { SubmissionRow } from '../../api/submission';
import StatusTag from '../../components/solving/StatusTag';
import {
  OnlyMineSwitch,
  SubmissionFilterBar,
  submissionFilters,
  useLiveRows,
} from '../../components/solving/submissionFilters';
import { useBoardEvents } from '../../components/contest/useBoardEvents';
import { useSession } from '../../stores/session';
import { useUrlList } from '../../utils/useUrlList';
import { useInterval } from '../../components/contest/useInterval';
import { useContest } from '../../components/contest/context';
import '../../components/solving/solving.css';
import { SubmissionTable, submissionColumns } from '../../components/solving/submissionColumns';

export default function ContestSubmissions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { cid, contest, admin, menuDisabled } = useContest();
  const { user } = useSession();
  const { params, update, currentPage, limit, pagination } = useUrlList(PAGE_SIZES.submissions);
  const filters = submissionFilters(params);
  const { onlyMine } = filters;
  const before = admin && params.get('beforeContestSubmit') === 'true';
  const query = {
    contestID: cid,
    currentPage,
    limit,
    ...filters.query,
    beforeContestSubmit: before,
    completeProblemID: false,
    containsEnd: false,
  };
  const key = ['contest', cid, 'submissions', query, user?.uid];
  const list = useQuery({
    queryKey: key,
    queryFn: () => getContestSubmissions(query),
    enabled: !menuDisabled,
  });
  const { rows, pending, merge, reset } = useLiveRows(list.data?.records);
  // Rows in progress: re-checked every 2 s (site.md §4) until none is left.
  useInterval(
    () =>
      void checkContestSubmissionsStatus(cid, pending)
        .then(merge)
        .catch(() => undefined),
    pending.length ? POLLING_MS.submissionStatus : null,
  );
  const refresh = () => {
    reset();
    void qc.invalidateQueries({ queryKey: ['contest', cid, 'submissions'] });
  };
  useBoardEvents(cid, !menuDisabled, refresh);

  const oi = contest.type === ContestType.OI;
  const detailPath = (r: SubmissionRow) =>
    `/contest/${cid}/problem/${encodeURIComponent(r.displayId ?? '')}/submission-detail/${r.submitId}`;
  const columns = submissionColumns<SubmissionRow>(t, {
    problemWidth: 200,
    problemId: (r) => r.displayId,
    problemPath: (r) => `/contest/${cid}/problem/${encodeURIComponent(r.displayId ?? '')}`,
    renderStatus: (s, r) => <StatusTag status={s} onClick={() => navigate(detailPath(r))} />,
    score: oi,
    detailPath,
  });

  return (
    <Card size="small" data-testid="contest-submissions">
      <div className="solving-card-header">
        <Space wrap>
          <OnlyMineSwitch
            checked={onlyMine}
            onChange={(v) => update({ onlyMine: v })}
            testId="contest-only-mine"
          />
          {admin && (
            <Tooltip title={t('Contest_Before_Submissions_Tips')}>
              <Switch
                checked={before}
                checkedChildren={t('Contest_Before_Submissions')}
                unCheckedChildren={t('Contest_Before_Submissions')}
                onChange={(v) => update({ beforeContestSubmit: v })}
              />
            </Tooltip>
          )}
        </Space>
        <SubmissionFilterBar
          filters={filters}
          update={update}
          onRefresh={refresh}
          width={180}
          authorDisabled={onlyMine}
        />
      </div>
      <SubmissionTable<SubmissionRow>
        rows={rows}
        loading={list.isLoading}
        columns={columns}
        scrollX={1000}
        ownUid={user?.uid}
        pagination={pagination(list.data?.total ?? 0)}
      />
    </Card>
  );
}
