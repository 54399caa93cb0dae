// Problem detail /problem/:problemID (site.md §2): statement | my submissions | annex | explanation
// on the left, the code panel on the right, in a resizable split whose panes scroll on their own;
// focus mode shows both full screen. The solved state and the links of site.md §2 (discussion,
// submissions, statistics) head the statement.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Card, Popover, Space, Spin, Tabs, Tag } from 'antd';
import {
  BarChartOutlined,
  CheckCircleFilled,
  CommentOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getUserProblemStatus, type ProblemDetail as Detail } from '../../api/problem';
import { useContestProblemPage, useProblemDetailQuery } from '../../components/contest/contestProblem';
import { useWebsiteConfig } from '../../api/useWebsiteConfig';
import type { ApiError } from '../../api/http';
import Statement from './Statement';
import SplitPanes from './SplitPanes';

// The editor pane (its language and theme selects, dialogs, test panel) loads beside the statement
// instead of before it: the statement is the page's content.
const EditorPanel = lazy(() => import('./EditorPanel'));
// A table the reader opens on demand: its chunk (antd's Table) is not part of the first load.
const MySubmissions = lazy(() => import('./MySubmissions'));
const ExplanationList = lazy(() => import('../discussion/ExplanationList'));
// Inside a contest or a training, focus mode shows its problems in a strip.
const ProblemStrip = lazy(() => import('../../components/contest/ProblemStrip'));
const TrainingStrip = lazy(() => import('../../components/solving/TrainingStrip'));
import { useSession } from '../../stores/session';
import { JudgeStatus, judgeStatusInfo } from '@judge/shared';
import LazyResult from '../../components/LazyResult';
import '../../components/solving/solving.css';

function extraFiles(raw: string | null): Record<string, string> {
  if (!raw) return {};
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const STAT_KEYS = ['ac', 'wa', 'tle', 'mle', 're', 'ce', 'pe', 'se', 'pa'] as const;
const STAT_STATUS: Record<(typeof STAT_KEYS)[number], number> = {
  ac: JudgeStatus.ACCEPTED,
  wa: JudgeStatus.WRONG_ANSWER,
  tle: JudgeStatus.TIME_LIMIT_EXCEEDED,
  mle: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  re: JudgeStatus.RUNTIME_ERROR,
  ce: JudgeStatus.COMPILE_ERROR,
  pe: JudgeStatus.PRESENTATION_ERROR,
  se: JudgeStatus.SYSTEM_ERROR,
  pa: JudgeStatus.PARTIAL_ACCEPTED,
};

/** Submission counts of the problem by verdict (the "statistics" of site.md §2), from the detail. */
function Statistics({ counts }: { counts: Detail['problemCount'] }) {
  const { t } = useTranslation();
  const rate = counts.total ? ((counts.ac / counts.total) * 100).toFixed(1) : '0.0';
  return (
    <table className="problem-stats" data-testid="problem-stats">
      <tbody>
        <tr>
          <td>{t('Problem_Total')}</td>
          <td>{counts.total}</td>
        </tr>
        {STAT_KEYS.filter((k) => k === 'ac' || counts[k] > 0).map((k) => (
          <tr key={k}>
            <td style={{ color: judgeStatusInfo(STAT_STATUS[k])?.rgb }}>
              {judgeStatusInfo(STAT_STATUS[k])?.short}
            </td>
            <td>{counts[k]}</td>
          </tr>
        ))}
        <tr>
          <td>{t('Problem_AC_Rate')}</td>
          <td>{rate}%</td>
        </tr>
      </tbody>
    </table>
  );
}

function ProblemLinks({ detail, solved, gid }: { detail: Detail; solved: boolean; gid?: number }) {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  const pid = encodeURIComponent(detail.problem.problemId);
  // Inside a group its discussion area and its submission list, not the site's.
  const base = gid ? `/group/${gid}` : '';
  const discussion = gid ? config.openGroupDiscussion : config.openPublicDiscussion;
  return (
    <div className="problem-links" data-testid="problem-links">
      {solved && (
        <Tag color="success" icon={<CheckCircleFilled />} data-testid="problem-solved">
          {t('Problem_Solved')}
        </Tag>
      )}
      {discussion && (
        <Link to={`${base}/discussion/${pid}`} data-testid="link-discussion">
          <CommentOutlined /> {t('Problem_Link_Discussion')}
        </Link>
      )}
      <Link to={`${base}/status?problemID=${pid}`} data-testid="link-submissions">
        <UnorderedListOutlined /> {t('Problem_Link_Submissions')}
      </Link>
      <Popover content={<Statistics counts={detail.problemCount} />} trigger="click" placement="bottom">
        <a data-testid="link-statistics" role="button" tabIndex={0}>
          <BarChartOutlined /> {t('Problem_Link_Statistics')}
        </a>
      </Popover>
    </div>
  );
}

export default function ProblemDetail() {
  const { t } = useTranslation();
  const { problemID = '', contestID, groupID, trainingID } = useParams();
  // A group problem (/group/:groupID/problem/:problemID) or a group training's problem.
  const gid = groupID ? Number(groupID) : undefined;
  const qc = useQueryClient();
  const config = useWebsiteConfig();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [localFocus, setFocus] = useState(false);
  const [tab, setTab] = useState('description');
  const [refreshKey, setRefreshKey] = useState(0);
  const [annex, setAnnex] = useState<string | null>(null);
  const q = useProblemDetailQuery(problemID, contestID);
  // In a contest: submit with the cid, no statistics, facts hidden while running (site.md §2).
  const contest = useContestProblemPage(contestID, problemID, q.data);
  // In a contest, a training or a group, focus mode is the problem's full-screen route (site.md §2:
  // it can be linked and reloaded); a site problem has no such route, so there it is local state.
  const routeFocus = !!contestID || !!trainingID || !!gid;
  const onFullScreen = pathname.endsWith('/full-screen');
  const focus = routeFocus ? onFullScreen : localFocus;
  const toggleFocus = () => {
    if (!routeFocus) setFocus((f) => !f);
    else {
      const base = pathname.replace(/\/full-screen$/, '');
      navigate(onFullScreen ? base : `${base}/full-screen`);
    }
  };
  // The training's route, for its strip: everything before `/problem/`.
  const trainingBase = trainingID ? pathname.slice(0, pathname.lastIndexOf('/problem/')) : '';
  const files = useMemo(() => extraFiles(q.data?.problem.userExtraFile ?? null), [q.data]);
  const { user, isAuthenticated } = useSession();
  const numericId = q.data?.problem.id;
  // Solved state on reopening: the user's best verdict on this problem (site.md §2 status icon).
  const mine = useQuery({
    queryKey: ['user-problem-status', numericId === undefined ? [] : [numericId], user?.uid],
    queryFn: () => getUserProblemStatus([numericId!], gid),
    enabled: isAuthenticated && numericId !== undefined && !contest,
  });
  const solved = contest
    ? contest.solved
    : numericId !== undefined && mine.data?.[String(numericId)]?.status === JudgeStatus.ACCEPTED;

  if (q.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (q.isError || !q.data) {
    const status = (q.error as ApiError | null)?.status;
    return <LazyResult status={status === 403 ? '403' : '404'} title={q.error?.message ?? t('No_Data')} />;
  }
  const detail = q.data;
  const names = Object.keys(files);
  const items = [
    {
      key: 'description',
      label: t('Problem_Description_Tab'),
      children: (
        <>
          {!contest && <ProblemLinks detail={detail} solved={solved} gid={gid} />}
          <Statement detail={detail} hideFacts={contest?.hideFacts} />
        </>
      ),
    },
    // Inside a contest the contest's own submission tab lists them (with its visibility rules).
    ...(contest
      ? []
      : [
          {
            key: 'submissions',
            label: t('My_Submissions'),
            children: (
              <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
                <MySubmissions
                  problemId={detail.problem.problemId}
                  type={detail.problem.type}
                  refreshKey={refreshKey}
                />
              </Suspense>
            ),
          },
        ]),
    ...(names.length
      ? [
          {
            key: 'annex',
            label: t('Problem_Annex'),
            children: (
              <div>
                <Space wrap>
                  {names.map((n) => (
                    <Tag.CheckableTag key={n} checked={annex === n} onChange={() => setAnnex(n)}>
                      {n}
                    </Tag.CheckableTag>
                  ))}
                </Space>
                {annex && (
                  <pre className="sample-pre" style={{ marginTop: 12 }}>
                    {files[annex]}
                  </pre>
                )}
              </div>
            ),
          },
        ]
      : []),
    // Explanations are never shown in contests (site.md §2), nor in a group (they are the site's posts).
    ...(config.openPublicDiscussion && !contest && !gid
      ? [
          {
            key: 'explanation',
            label: t('Problem_Explanation'),
            children: (
              <Suspense fallback={null}>
                <ExplanationList problemId={detail.problem.problemId} />
              </Suspense>
            ),
          },
        ]
      : []),
  ];

  return (
    <div
      className={focus ? 'problem-focus problem-detail-page' : 'problem-detail-page'}
      data-testid="problem-detail"
    >
      {contest && focus && (
        <Suspense fallback={null}>
          <ProblemStrip cid={contest.cid} current={problemID} fullScreen />
        </Suspense>
      )}
      {trainingID && focus && (
        <Suspense fallback={null}>
          <TrainingStrip tid={Number(trainingID)} current={problemID} base={trainingBase} />
        </Suspense>
      )}
      <SplitPanes
        left={
          <Card>
            <Tabs activeKey={tab} onChange={setTab} items={items} />
          </Card>
        }
        right={
          <Suspense fallback={<Card loading />}>
            <EditorPanel
              key={detail.problem.problemId}
              detail={detail}
              focus={focus}
              solved={solved}
              contest={contest?.solving}
              onToggleFocus={toggleFocus}
              onFinished={() => {
                setRefreshKey((k) => k + 1);
                void qc.invalidateQueries({ queryKey: ['problem-detail', problemID] });
                void qc.invalidateQueries({ queryKey: ['user-problem-status'] });
                if (contest) void qc.invalidateQueries({ queryKey: ['contest', contest.cid] });
              }}
            />
          </Suspense>
        }
      />
    </div>
  );
}
