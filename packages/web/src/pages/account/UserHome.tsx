import { lazy, Suspense, useEffect } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Button, Card, Collapse, Empty, Spin, Tabs, Tag, Tooltip } from 'antd';
import { GithubOutlined, LinkOutlined, ManOutlined, ReloadOutlined, WomanOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  getUserCalendarHeatmap,
  getUserHomeInfo,
  type SolvedProblem,
  type UserHomeInfo,
} from '../../api/user';
import { isWebLink } from '@judge/shared';
import { useSession } from '../../stores/session';
import { DAY_MS, DIFFICULTIES } from '../../constants';
import { currentLanguage } from '../../i18n';
import UserAvatar from '../../components/UserAvatar';
import Markdown from '../../components/Markdown';
import { toast } from '../../utils/feedback';

// The heatmap's chart library (ECharts, ~175 kB gzip) loads after the profile, not before it; the
// placeholder keeps the chart's height.
const CalendarHeatmap = lazy(() => import('../../components/CalendarHeatmap'));

const NICKNAME_TAG_COLORS = ['blue', 'success', 'default', 'error', 'warning'];
/** Nickname tag type cycles by name length over five options (hoj-ui §1.5). */
export const nicknameColor = (nickname: string) => NICKNAME_TAG_COLORS[nickname.length % 5];

/** Whole days since registration (floored, never negative). */
export const daysSince = (iso: string | null | undefined, now = Date.now()) =>
  iso ? Math.max(0, Math.floor((now - dayjs(iso).valueOf()) / DAY_MS)) : 0;

const sum = (xs: number[] | undefined) => (xs ?? []).reduce((a, b) => a + b, 0);

function StatCards({ info }: { info: UserHomeInfo }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'UserHome_Days', value: daysSince(info.gmtCreate), color: '#909399' },
    { key: 'UserHome_Submissions', value: info.total ?? 0, color: 'skyblue' },
    { key: 'UserHome_Solved', value: info.solvedList?.length ?? 0, color: '#67c23a' },
    { key: 'UserHome_Score', value: sum(info.scoreList), color: '#e6a23c' },
    { key: 'UserHome_Rating', value: info.rating ?? '--', color: '#dd6161' },
  ];
  return (
    <div className="user-stats" data-testid="user-stats">
      {cards.map((c) => (
        <div className="user-stat" key={c.key} style={{ borderTopColor: c.color }}>
          <div className="user-stat-label">{t(c.key)}</div>
          <div className="user-stat-value" style={{ color: c.color }}>
            {c.value}
          </div>
        </div>
      ))}
    </div>
  );
}

function SolvedByDifficulty({
  groups,
  solved,
  onRefresh,
}: {
  groups: Record<string, SolvedProblem[]>;
  solved: string[];
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const levels = Object.keys(groups)
    .map(Number)
    .sort((a, b) => a - b)
    .filter((d) => groups[d]?.length);
  if (!solved.length && !levels.length)
    return <Empty description={<span className="empty-text">{t('UserHome_Not_Data')}</span>} />;
  return (
    <div data-testid="solved-problems">
      <Collapse
        items={levels.map((d) => {
          const info = DIFFICULTIES[d];
          return {
            key: String(d),
            label: (
              <span>
                <Tag color={info?.color ?? 'rgb(255,153,0)'}>{info?.label[lng] ?? `unknown [${d}]`}</Tag>
                {t('N_Problems', { n: groups[d].length })}
              </span>
            ),
            children: (
              <div className="solved-buttons">
                {groups[d].map((p) => (
                  <Link key={p.problemId} to={`/problem/${p.problemId}`}>
                    <Button size="small" style={{ color: info?.color, borderColor: info?.color }}>
                      {p.problemId}
                    </Button>
                  </Link>
                ))}
              </div>
            ),
          };
        })}
      />
      <div className="solved-list-title">
        {t('List_of_solved_problems')}{' '}
        <Tooltip title={t('Click_to_refresh')}>
          <ReloadOutlined onClick={onRefresh} style={{ cursor: 'pointer' }} />
        </Tooltip>
      </div>
      <div className="solved-buttons">
        {solved.map((pid) => (
          <Link key={pid} to={`/problem/${pid}`}>
            <Button size="small" shape="round">
              {pid}
            </Button>
          </Link>
        ))}
      </div>
    </div>
  );
}

/** /user-home?uid&username (site.md §2 "User home"). Without a query it shows the signed-in user. */
export default function UserHome() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const { user } = useSession();
  const uid = params.get('uid') ?? undefined;
  const username = params.get('username') ?? undefined;
  const own = !uid && !username;
  const query = own ? { uid: user?.uid } : { uid, username };

  const home = useQuery({
    queryKey: ['user-home', query],
    queryFn: () => getUserHomeInfo(query),
    enabled: !own || !!user,
  });
  const heat = useQuery({
    queryKey: ['user-heatmap', query],
    queryFn: () => getUserCalendarHeatmap(query),
    enabled: !own || !!user,
  });

  useEffect(() => {
    if (own && !user) toast.error(t('Please_login_first'));
  }, [own, user, t]);
  // Back here after signing in, with the query kept (?l=…), as the route guard does for the others.
  if (own && !user)
    return (
      <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />
    );
  if (home.isLoading) return <Spin style={{ display: 'block', margin: 60 }} />;
  const info = home.data;
  if (!info) return <Empty description={<span className="empty-text">{t('No_Data')}</span>} />;

  return (
    <div className="user-home" data-testid="user-home">
      <div className="user-home-avatar">
        <UserAvatar user={info} size={130} />
      </div>
      <Card className="user-home-card">
        <div className="user-home-head">
          {info.recentLoginTime && (
            <Tag color="green" variant="outlined">
              {t('Recently_launched')}
              {dayjs(info.recentLoginTime).fromNow()}
            </Tag>
          )}
          <h2 className="user-home-name">
            {info.username}
            {info.gender === 'male' && <ManOutlined className="gender-male" aria-label={t('Male')} />}
            {info.gender === 'female' && <WomanOutlined className="gender-female" aria-label={t('Female')} />}
            {info.titleName && (
              <Tag color={info.titleColor ?? undefined} style={{ marginLeft: 8 }}>
                {info.titleName}
              </Tag>
            )}
            {info.nickname && <Tag color={nicknameColor(info.nickname)}>{info.nickname}</Tag>}
          </h2>
          {info.school && <div className="user-home-school">{info.school}</div>}
          <div className="user-home-links">
            {/* Only an http(s) URL becomes a link: a stored `javascript:` one is not shown. */}
            {isWebLink(info.github) && (
              <a href={info.github} target="_blank" rel="noopener noreferrer">
                <GithubOutlined /> GitHub
              </a>
            )}
            {isWebLink(info.blog) && (
              <a href={info.blog} target="_blank" rel="noopener noreferrer">
                <LinkOutlined /> {t('Blog')}
              </a>
            )}
          </div>
        </div>
        <StatCards info={info} />
        <div className="user-home-heatmap">
          <h3>{t('Thermal_energy_table_submitted_in_the_last_year')}</h3>
          <Suspense fallback={<div style={{ height: 160 }} />}>
            <CalendarHeatmap endDate={heat.data?.endDate} data={heat.data?.dataList ?? []} />
          </Suspense>
        </div>
        <Tabs
          items={[
            {
              key: 'profile',
              label: t('Personal_Profile'),
              children: info.signature ? (
                <Markdown>{info.signature}</Markdown>
              ) : (
                <p className="not-set">{t('Not_set_yet')}</p>
              ),
            },
            {
              key: 'solved',
              label: t('Solved_Problems'),
              children: (
                <SolvedByDifficulty
                  groups={info.solvedGroupByDifficulty ?? {}}
                  solved={info.solvedList ?? []}
                  onRefresh={() => void home.refetch()}
                />
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
