// Submission list /status (site.md §2, §4): Mine/All, status, problem id, author; live status of
// rows in progress; root's rejudge column and manual judge / cancel. Inside a group
// (/group/:groupID/status) the same list of the group's submissions, its links kept in the group.
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Popconfirm, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EditOutlined, RedoOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { JudgeStatus, PAGE_SIZES, canAccessAdmin, canAccessSuperAdmin, canRejudge } from '@judge/shared';
import { rejudge, resubmit, type Submission, type SubmissionRow } from '../../api/submission';
import { useSession } from '../../stores/session';
import { patchQuery, useUrlList } from '../../utils/useUrlList';
import { openLoginModal } from '../../stores/ui';
import { toast } from '../../utils/feedback';
import { submissionListArgs, submissionListQuery } from './listQuery';
import { act } from './act';
import ManualJudge from './ManualJudge';
import StatusTag from '../../components/solving/StatusTag';
import {
  OnlyMineSwitch,
  SubmissionFilterBar,
  submissionFilters,
  useLiveRows,
} from '../../components/solving/submissionFilters';
import { useSubmissionWatch } from '../../components/solving/useSubmissionWatch';
import { useIsMobile } from '../../utils/useIsMobile';
import '../../components/solving/solving.css';
import { SubmissionTable, submissionColumns } from '../../components/solving/submissionColumns';

/** The status column moved to second place (after the run id). */
export function moveStatusFirst<T>(columns: ColumnsType<T>): ColumnsType<T> {
  const i = columns.findIndex((c) => 'dataIndex' in c && c.dataIndex === 'status');
  if (i < 0) return columns;
  const rest = columns.filter((_, j) => j !== i);
  return [rest[0], columns[i], ...rest.slice(1)];
}

export default function SubmissionList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { user, actor, isAuthenticated } = useSession();
  const mayRejudge = canRejudge(actor);
  const mobile = useIsMobile();
  const { groupID } = useParams();
  const gid = groupID ? Number(groupID) : undefined;
  const base = gid ? `/group/${gid}` : '';
  const { params, setParams, update, pagination } = useUrlList(PAGE_SIZES.submissions);
  const filters = submissionFilters(params, isAuthenticated);
  // "Only mine" needs a login (site.md §5): a visitor's ?onlyMine=true leaves the URL (the list shows
  // everyone's, without the filter) and the site's login prompt says why.
  const guestOnlyMine = !isAuthenticated && params.get('onlyMine') === 'true';
  useEffect(() => {
    if (!guestOnlyMine) return;
    setParams(patchQuery(params, { onlyMine: null }, false), { replace: true });
    toast.warning(t('Please_login_first'));
    openLoginModal();
  }, [guestOnlyMine, params, setParams, t]);
  const { onlyMine } = filters;
  const list = useQuery(submissionListQuery(submissionListArgs(params, isAuthenticated, gid), user?.uid));
  const { rows, pending, merge, reset } = useLiveRows(list.data?.records);
  useSubmissionWatch(pending, merge);
  const refresh = () => {
    reset();
    void qc.invalidateQueries({ queryKey: ['submission-list'] });
  };
  const patchRow = (s: Submission) => merge({ [String(s.submitId)]: s });

  const allColumns: ColumnsType<SubmissionRow> = [
    ...submissionColumns<SubmissionRow>(t, {
      problemWidth: 220,
      problemId: (r) => r.displayPid,
      problemPath: (r) => `${base}/problem/${encodeURIComponent(r.displayPid)}`,
      renderStatus: (s, r) => {
        const tag = (
          <Space size={4}>
            <StatusTag
              status={s}
              onClick={
                s === JudgeStatus.SUBMITTED_FAILED && r.uid === user?.uid
                  ? undefined
                  : mayRejudge
                    ? undefined
                    : () => navigate(`${base}/submission-detail/${r.submitId}`)
              }
            />
            {r.isManual && (
              <Tooltip title={t('Submission_Manual_By', { name: r.judger ?? '' })}>
                <EditOutlined />
              </Tooltip>
            )}
            {s === JudgeStatus.SUBMITTED_FAILED && r.uid === user?.uid && (
              <Tooltip title={t('Resubmit')}>
                <RedoOutlined
                  data-testid="resubmit"
                  onClick={() => act(resubmit(r.submitId), t('Resubmitted_successfully'), patchRow)}
                />
              </Tooltip>
            )}
          </Space>
        );
        return mayRejudge ? (
          <ManualJudge row={r} isOI={r.score !== null} onDone={patchRow}>
            {tag}
          </ManualJudge>
        ) : (
          tag
        );
      },
      score: true,
      detailPath: (r) => `${base}/submission-detail/${r.submitId}`,
      languageTestId: 'submission-language-link',
      beforeAuthor: [
        {
          title: t('Submission_Judger'),
          dataIndex: 'judger',
          width: 110,
          render: (v: string | null) => v ?? '--',
        },
      ],
    }),
    ...(mayRejudge
      ? [
          {
            title: t('Submission_Option'),
            key: 'rejudge',
            width: 100,
            render: (_: unknown, r: SubmissionRow) => (
              // Rejudging resets a verdict others may have seen: confirm first (site.md §8).
              <Popconfirm
                title={t('Submission_Rejudge_Confirm', { id: r.submitId })}
                onConfirm={() => act(rejudge(r.submitId), t('Rejudge_successfully'), patchRow)}
              >
                <Button size="small" data-testid="rejudge">
                  {t('Rejudge')}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  // On a phone the status comes right after the run id: behind the problem title it was scrolled
  // out of view at 375 px.
  const columns = mobile ? moveStatusFirst(allColumns) : allColumns;

  return (
    <Card data-testid="submission-list">
      <div className="solving-card-header">
        <h1 className="panel-title">{t('NavBar_Status')}</h1>
        <SubmissionFilterBar
          lead={
            isAuthenticated && (
              <OnlyMineSwitch
                checked={onlyMine}
                onChange={(v) => update({ onlyMine: v })}
                testId="only-mine"
              />
            )
          }
          filters={filters}
          update={update}
          onRefresh={refresh}
          width={200}
          problemDisabled={!canAccessSuperAdmin(actor)}
          authorDisabled={onlyMine || !canAccessAdmin(actor)}
        />
      </div>
      <SubmissionTable<SubmissionRow>
        rows={rows}
        loading={list.isLoading}
        columns={columns}
        scrollX={1200}
        ownUid={user?.uid}
        pagination={pagination(list.data?.total ?? 0)}
      />
    </Card>
  );
}
