// One contest of a list (site.md §2, §9; hoj-ui §3 "Contest list"; groups-accounts-admin.md "Group
// contests"): a left border in its status colour, the title with a lock for private and protected
// contests, start time, duration, rule, auth tag, participants, the countdown and progress of
// scheduled and running contests, and the outside-board button when the contest opens it (disabled
// while scheduled). The site's list and a group's contest tab both show these rows.
import { useNavigate } from 'react-router';
import { Button, Progress, Tooltip } from 'antd';
import {
  CalendarOutlined,
  ClockCircleOutlined,
  TeamOutlined,
  TrophyFilled,
  BarChartOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CONTEST_STATUS_INFO,
  ContestAuth,
  ContestStatus,
  ContestType,
  formatDuration,
  type ContestStatusValue,
} from '@judge/shared';
import type { ContestVO } from '../../api/contest';
import { useContestClock } from './clock';
import { ContestAuthTag, ContestStatusTag, LockIcon, RuleButton, fmtTime, useCountdownText } from './tags';
import './contest.css';

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

export default function ContestRow({
  contest,
  onOpen,
}: {
  contest: ContestVO;
  onOpen: (c: ContestVO) => void;
}) {
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
