// The contest list /contest (site.md §2, §9; hoj-ui §3 "Contest list"): rule, status and keyword
// filters kept in the URL (type, status, keyword, currentPage), 10 a page. Each row has a left
// border in its status colour, the title with a lock for private and protected contests, start
// time, duration, rule, auth tag, participants, the countdown and progress of scheduled and running
// contests, and the outside-board button when the contest opens it (disabled while scheduled).
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Empty, Input, Pagination, Progress, Select, Space, Spin, Tooltip } from 'antd';
import {
  CalendarOutlined,
  ClockCircleOutlined,
  TeamOutlined,
  TrophyFilled,
  BarChartOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONTEST_STATUS_INFO,
  ContestAuth,
  ContestStatus,
  ContestType,
  PAGE_SIZES,
  formatDuration,
  type ContestStatusValue,
} from '@judge/shared';
import { getContestList, type ContestVO } from '../../api/contest';
import { useSession } from '../../stores/session';
import { openLoginModal } from '../../stores/ui';
import { toast } from '../../utils/feedback';
import { useBilingual } from '../problem/common';
import { useContestClock } from '../../components/contest/clock';
import {
  ContestAuthTag,
  ContestStatusTag,
  LockIcon,
  RuleButton,
  fmtTime,
  useCountdownText,
} from '../../components/contest/tags';
import '../../components/contest/contest.css';

export const boardPath = (c: Pick<ContestVO, 'id' | 'type'>) =>
  `/contest/${c.type === ContestType.OI ? 'oi' : 'acm'}-scoreboard/${c.id}`;

/** Countdown and progress of a scheduled or running contest (ticks every second). */
function RowClock({ contest }: { contest: ContestVO }) {
  const clock = useContestClock(contest)!;
  const countdown = useCountdownText();
  if (clock.status === ContestStatus.ENDED) return null;
  const color = CONTEST_STATUS_INFO[clock.status as ContestStatusValue].color;
  return (
    <div className="contest-row-clock" data-testid={`contest-clock-${contest.id}`}>
      <span style={{ color }}>{countdown(clock)}</span>
      {clock.status === ContestStatus.RUNNING && (
        <Progress percent={clock.progress} showInfo={false} size="small" strokeColor="#09be24" />
      )}
    </div>
  );
}

function ContestRow({ contest, onOpen }: { contest: ContestVO; onOpen: (c: ContestVO) => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const clock = useContestClock(contest)!;
  const status = clock.status;
  const color = CONTEST_STATUS_INFO[status as ContestStatusValue].color;
  return (
    <div className="contest-row" style={{ borderLeftColor: color }} data-testid={`contest-row-${contest.id}`}>
      <div className="contest-row-icon">
        <TrophyFilled style={{ color: contest.type === ContestType.OI ? '#ff9900' : '#2d8cf0' }} />
      </div>
      <div className="contest-row-main">
        <div className="contest-row-title">
          <a
            href={`/contest/${contest.id}`}
            onClick={(e) => {
              e.preventDefault();
              onOpen(contest);
            }}
            className="title-link"
            data-testid={`contest-link-${contest.id}`}
          >
            {contest.title}
          </a>
          <LockIcon auth={contest.auth} />
        </div>
        <div className="contest-row-meta">
          <span>
            <CalendarOutlined /> {fmtTime(contest.startTime)}
          </span>
          <span>
            <ClockCircleOutlined />{' '}
            {formatDuration(contest.duration, i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US')}
          </span>
          <RuleButton type={contest.type} oiScoreType={contest.oiRankScoreType} />
          <ContestAuthTag auth={contest.auth} />
          {contest.auth !== ContestAuth.PUBLIC && contest.count != null && (
            <Tooltip title={t('Contest_Participants')}>
              <span>
                <TeamOutlined /> {contest.count}
              </span>
            </Tooltip>
          )}
          {contest.openRank && (
            <Tooltip title={t('Contest_Outside_ScoreBoard')}>
              <Button
                size="small"
                shape="round"
                icon={<BarChartOutlined />}
                disabled={status === ContestStatus.SCHEDULED}
                onClick={() => navigate(boardPath(contest))}
                data-testid={`contest-outside-${contest.id}`}
              >
                {t('Contest_Outside_ScoreBoard')}
              </Button>
            </Tooltip>
          )}
        </div>
      </div>
      <div className="contest-row-side">
        <ContestStatusTag status={status} afterSubmit={contest.allowEndSubmit} />
        <RowClock contest={contest} />
      </div>
    </div>
  );
}

export default function ContestList() {
  const { t } = useTranslation();
  const label = useBilingual();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const typeParam = params.get('type');
  const statusParam = params.get('status');
  const type = typeParam === null || typeParam === '' ? undefined : Number(typeParam);
  const status = statusParam === null || statusParam === '' ? undefined : Number(statusParam);
  const currentPage = Math.max(1, Number(params.get('currentPage')) || 1);
  const setQuery = (next: Record<string, string | number | undefined>) => {
    const merged: Record<string, string | number | undefined> = {
      keyword,
      type,
      status,
      currentPage: 1,
      ...next,
    };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(merged))
      if (v !== undefined && v !== '' && !(k === 'currentPage' && v === 1)) out.set(k, String(v));
    setParams(out);
  };

  const list = useQuery({
    queryKey: ['contests', keyword, type, status, currentPage],
    queryFn: () =>
      getContestList({
        currentPage,
        limit: PAGE_SIZES.contests,
        keyword: keyword || undefined,
        type,
        status,
      }),
    placeholderData: keepPreviousData,
  });

  // Opening a contest needs an account (hoj-ui §3).
  const open = (c: ContestVO) => {
    if (!isAuthenticated) {
      toast.warning(t('Please_login_first'));
      openLoginModal();
      return;
    }
    navigate(`/contest/${c.id}`);
  };

  const heading =
    type === ContestType.OI ? 'OI_Contests' : type === ContestType.ACM ? 'ACM_Contests' : 'All_Contests';
  const records = list.data?.records ?? [];
  return (
    <Card data-testid="contest-list">
      <div className="contest-list-filter">
        <h1 className="panel-title">{t(heading)}</h1>
        <Space wrap>
          <Select
            value={type ?? ''}
            style={{ width: 120 }}
            onChange={(v: number | '') => setQuery({ type: v === '' ? undefined : v })}
            options={[
              { value: '', label: t('Contest_Rule_All') },
              { value: ContestType.ACM, label: 'ACM' },
              { value: ContestType.OI, label: 'OI' },
            ]}
            data-testid="contest-filter-type"
          />
          <Select
            value={status ?? ''}
            style={{ width: 130 }}
            onChange={(v: number | '') => setQuery({ status: v === '' ? undefined : v })}
            options={[
              { value: '', label: t('Contest_Status_All') },
              ...([ContestStatus.SCHEDULED, ContestStatus.RUNNING, ContestStatus.ENDED] as const).map(
                (s) => ({
                  value: s,
                  label: label(CONTEST_STATUS_INFO[s].label),
                }),
              ),
            ]}
            data-testid="contest-filter-status"
          />
          <Input.Search
            allowClear
            key={keyword}
            defaultValue={keyword}
            placeholder={t('Contest_Search_Placeholder')}
            style={{ width: 220 }}
            onSearch={(v) => setQuery({ keyword: v.trim() || undefined })}
            data-testid="contest-filter-keyword"
          />
        </Space>
      </div>
      <Spin spinning={list.isFetching}>
        {list.isError ? (
          <Empty description={t('Contest_Load_Failed')} />
        ) : records.length === 0 && !list.isLoading ? (
          <Empty description={t('No_contest')} data-testid="contest-empty" />
        ) : (
          records.map((c) => <ContestRow key={c.id} contest={c} onOpen={open} />)
        )}
        {list.isLoading && <div style={{ minHeight: 200 }} />}
      </Spin>
      {(list.data?.total ?? 0) > PAGE_SIZES.contests && (
        <Pagination
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
          current={currentPage}
          pageSize={PAGE_SIZES.contests}
          total={list.data?.total ?? 0}
          showSizeChanger={false}
          onChange={(p) => setQuery({ currentPage: p })}
        />
      )}
    </Card>
  );
}
