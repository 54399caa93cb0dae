// Home (site.md §1, §2; hoj-ui "Home"): welcome card with the carousel, announcements (5 a page),
// last week's submissions chart, latest problems; on the right the exam countdown, recent contests
// and the 7-day AC rank. Every card has its loading, empty and error state.
import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Card, Col, Empty, Result, Row, Spin, Statistic, Tag, Tooltip } from 'antd';
import { LeftOutlined, ReloadOutlined, RightOutlined, TrophyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import { PAGE_SIZES } from '@judge/shared';
import { useWebsiteConfig } from '../../api/useWebsiteConfig';
import { getRecentUpdatedProblems } from '../../api/solving';
import { getCommonAnnouncements } from '../../api/announcement';
import { getHomeCarousel, getRecentContests, getSevenDayRank, getWeekStatistics } from '../../api/home';
import UserAvatar from '../../components/UserAvatar';
import { useSession } from '../../stores/session';
import { toast } from '../../utils/feedback';
import { usePagedQuery } from '../../utils/usePagedQuery';
import './home.css';
import { DATE_MINUTE, DATE_SECOND } from '../../constants';

const SeriesChart = lazy(() => import('../rank/SeriesChart'));
const HomeCarousel = lazy(() => import('./HomeCarousel'));

/** The two fixed exam dates of site.md §1 (China time), counted down in whole days floored at 0. */
export const EXAMS = [
  { key: 'Exam_CSP_First', at: '2025-09-20T00:00:00+08:00' },
  { key: 'Exam_CSP_Second', at: '2025-11-01T00:00:00+08:00' },
] as const;
export const daysUntil = (iso: string, now = Date.now()) =>
  Math.max(0, Math.floor((dayjs(iso).valueOf() - now) / 86_400_000));

/** A card's body by the state of its query: spinner, error with retry, empty, or the content. */
function CardBody<T>({
  q,
  empty,
  children,
}: {
  q: UseQueryResult<T>;
  empty: (d: T) => boolean;
  children: (d: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (q.isLoading) return <Spin style={{ display: 'block' }} />;
  if (q.isError || q.data === undefined)
    return (
      <Result
        status="warning"
        subTitle={t('Home_Load_Failed')}
        extra={
          <Button size="small" onClick={() => q.refetch()}>
            {t('Refresh')}
          </Button>
        }
      />
    );
  if (empty(q.data)) return <Empty description={<span className="empty-text">{t('No_Data')}</span>} />;
  return <>{children(q.data)}</>;
}

/** Welcome card with the carousel (5 s; the configured images, none → no carousel). */
function Welcome() {
  const { t } = useTranslation();
  const { shortName } = useWebsiteConfig();
  const q = useQuery({ queryKey: ['home-carousel'], queryFn: getHomeCarousel, retry: false });
  const images = q.data ?? [];
  return (
    <Card className="home-card home-welcome">
      <h1 className="home-welcome-title">{t('Welcome_to', { name: shortName || 'OJ' })}</h1>
      {images.length ? (
        <Suspense fallback={<Spin style={{ display: 'block' }} />}>
          <HomeCarousel images={images} />
        </Suspense>
      ) : (
        <p>{t('Login_Home_Tagline')}</p>
      )}
    </Card>
  );
}

/** Previous / next with the page number (antd's Pagination would bring its size menu's Select into
 * the home page's first load). Nothing when there is one page. */
function Pager({ page, pages, onChange }: { page: number; pages: number; onChange: (p: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <div className="home-pager" data-testid="home-pager">
      <Button
        size="small"
        icon={<LeftOutlined />}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('Home_Prev_Page')}
      />
      <span>
        {page} / {pages}
      </span>
      <Button
        size="small"
        icon={<RightOutlined />}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
        aria-label={t('Home_Next_Page')}
      />
    </div>
  );
}

/** Site announcements, 5 a page, newest first; a title opens /announcement/:id. */
function Announcements() {
  const { t } = useTranslation();
  const {
    page,
    setPage,
    list: q,
  } = usePagedQuery(['home-announcements'], PAGE_SIZES.announcements, (p) =>
    getCommonAnnouncements(p.currentPage, p.limit),
  );
  return (
    <Card
      title={<span className="home-title">{t('Announcement')}</span>}
      className="home-card"
      data-testid="home-announcements"
      extra={
        <Button
          size="small"
          icon={<ReloadOutlined />}
          onClick={() => q.refetch()}
          loading={q.isFetching && !q.isLoading}
        >
          {t('Refresh')}
        </Button>
      }
    >
      <CardBody q={q} empty={(d) => d.records.length === 0}>
        {(d) => (
          <>
            <ul className="home-announcements">
              {d.records.map((a) => (
                <li key={a.id} data-testid="home-announcement">
                  <Link to={`/announcement/${a.id}`} className="home-announcement-title">
                    {a.title}
                  </Link>
                  <span className="home-announcement-meta">
                    {dayjs(a.gmtCreate).format(DATE_MINUTE)} · {a.username ?? '-'}
                  </span>
                </li>
              ))}
            </ul>
            <Pager page={page} pages={Math.ceil(d.total / PAGE_SIZES.announcements)} onChange={setPage} />
          </>
        )}
      </CardBody>
    </Card>
  );
}

/** "Statistics: Submissions In The Last Week": AC and total per day (hoj-ui colours). */
function WeekChart() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['home-week-statistics'], queryFn: getWeekStatistics });
  return (
    <Card
      title={<span className="home-title">{t('Home_Week_Statistics')}</span>}
      className="home-card"
      data-testid="home-week-chart"
    >
      <CardBody q={q} empty={() => false}>
        {(d) => (
          <Suspense fallback={<Spin style={{ display: 'block' }} />}>
            <SeriesChart
              kind="line"
              height={260}
              categories={d.dateStrList.map((x) => x.slice(5))}
              series={[
                { name: t('Home_AC'), data: d.acCountList, color: '#91cc75' },
                { name: t('Home_Total'), data: d.totalCountList, color: '#73c0de' },
              ]}
            />
          </Suspense>
        )}
      </CardBody>
    </Card>
  );
}

const CONTEST_STATUS: Record<number, { key: string; color: string }> = {
  [-1]: { key: 'Home_Contest_Scheduled', color: 'orange' },
  0: { key: 'Home_Contest_Running', color: 'green' },
  1: { key: 'Home_Contest_Ended', color: 'default' },
};
const AUTH_KEY: Record<number, string> = {
  0: 'Home_Contest_Public',
  1: 'Home_Contest_Private',
  2: 'Home_Contest_Protected',
};

const durationText = (seconds: number, t: TFunction) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h >= 24
    ? t('Home_Duration_Days', { d: Math.floor(h / 24), h: h % 24 })
    : t('Home_Duration_Hours', { h, m });
};

/** Recent contests: one mini card each; guests are told to sign in first. */
function RecentContests() {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const q = useQuery({ queryKey: ['home-recent-contests'], queryFn: getRecentContests });
  return (
    <Card
      title={<span className="home-title">{t('Recent_Contest')}</span>}
      className="home-card"
      data-testid="home-recent-contests"
    >
      <CardBody q={q} empty={(d) => d.length === 0}>
        {(d) => (
          <div className="home-contests">
            {d.map((c) => {
              const st = CONTEST_STATUS[c.status] ?? CONTEST_STATUS[1];
              return (
                <div
                  key={c.id}
                  className={`home-contest home-contest-${c.status === 0 ? 'running' : 'scheduled'}`}
                  data-testid="home-contest"
                >
                  <div className="home-contest-head">
                    {/* a real link (keyboard, new tab); guests are stopped with the sign-in message */}
                    <Link
                      to={`/contest/${c.id}`}
                      onClick={(e) => {
                        if (isAuthenticated) return;
                        e.preventDefault();
                        toast.error(t('Please_login_first'));
                      }}
                      className="home-contest-title"
                    >
                      {c.title}
                    </Link>
                    <Tag color={st.color}>{t(st.key)}</Tag>
                  </div>
                  <div className="home-contest-info">
                    <Tag color={c.type === 0 ? 'blue' : 'orange'}>{c.type === 0 ? 'ACM' : 'OI'}</Tag>
                    <Tag>{t(AUTH_KEY[c.auth] ?? 'Home_Contest_Public')}</Tag>
                    <span>{dayjs(c.startTime).format('MM-DD HH:mm')}</span>
                    <span>{durationText(c.duration, t)}</span>
                    <span>{t('Home_Contest_Count', { n: c.count })}</span>
                  </div>
                </div>
              );
            })}
          </div>
        )}
      </CardBody>
    </Card>
  );
}

const RIBBON = ['#bf2c24', '#e67225', '#e6bf25'];

/** "Rank: Accepted In The Last Week": top 10, ribbons for the first three. */
function SevenDayRank() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['home-seven-day-rank'], queryFn: getSevenDayRank });
  return (
    <Card
      title={<span className="home-title">{t('Recent_7_Days_AC_Rank')}</span>}
      className="home-card"
      data-testid="home-rank"
    >
      <CardBody q={q} empty={(d) => d.length === 0}>
        {(d) => (
          <table className="home-table home-rank">
            <thead>
              <tr>
                <th>#</th>
                <th>{t('User')}</th>
                <th>{t('Home_AC')}</th>
              </tr>
            </thead>
            <tbody>
              {d.map((r, i) => (
                <tr key={r.uid} data-testid="home-rank-row">
                  <td>{i < 3 ? <TrophyOutlined style={{ color: RIBBON[i] }} /> : i + 1}</td>
                  <td className="home-rank-user">
                    <UserAvatar user={r} size={25} />
                    <Link to={`/user-home?username=${encodeURIComponent(r.username)}`}>{r.username}</Link>
                    {r.titleName && <Tag color={r.titleColor ?? undefined}>{r.titleName}</Tag>}
                  </td>
                  <td>{r.ac}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardBody>
    </Card>
  );
}

/** "Latest Problem" (hoj-ui §3): Problem ID, Title, Recent Update (relative, exact on hover). */
export function LatestProblems() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['recent-updated-problems'], queryFn: getRecentUpdatedProblems });
  const rows = q.data ?? [];
  return (
    <Card
      title={<span className="home-title">{t('Latest_Problem')}</span>}
      className="home-card"
      data-testid="home-latest-problems"
    >
      {q.isLoading ? (
        <Spin style={{ display: 'block' }} />
      ) : rows.length === 0 ? (
        <Empty description={<span className="empty-text">{t('No_Data')}</span>} />
      ) : (
        <table className="home-table">
          <thead>
            <tr>
              <th>{t('Problem_ID')}</th>
              <th>{t('Problem_Title')}</th>
              <th>{t('Recent_Update')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => {
              const at = p.gmtModified ?? p.gmtCreate;
              return (
                <tr key={p.id} data-testid="home-latest-problem">
                  <td>
                    <Link to={`/problem/${encodeURIComponent(p.problemId)}`}>{p.problemId}</Link>
                  </td>
                  <td className="home-table-title">
                    <Link to={`/problem/${encodeURIComponent(p.problemId)}`}>{p.title}</Link>
                  </td>
                  <td>
                    {at && (
                      <Tooltip title={dayjs(at).format(DATE_SECOND)}>{dayjs(at).fromNow()}</Tooltip>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** Home (site.md §1): left the welcome, announcements, chart and latest problems; right the rest. */
export default function Home() {
  const { t } = useTranslation();
  return (
    <Row gutter={[{ xs: 0, md: 20 }, 0]} data-testid="home">
      <Col xs={24} md={15}>
        <Welcome />
        <Announcements />
        <WeekChart />
        <LatestProblems />
      </Col>
      <Col xs={24} md={9}>
        <Card title={<span className="home-title">{t('Exam_Countdown')}</span>} className="home-card">
          <Row gutter={10}>
            {EXAMS.map((e) => (
              <Col span={12} key={e.key}>
                <Statistic title={t(e.key)} value={daysUntil(e.at)} suffix={t('Days')} />
              </Col>
            ))}
          </Row>
        </Card>
        <RecentContests />
        <SevenDayRank />
      </Col>
    </Row>
  );
}
