// The header card of a contest and of its outside boards (hoj-ui §3 "Contest detail shell"): title,
// auth tag, participants and rule, start and end, the progress bar with the elapsed time, and the
// countdown tag coloured by status.
import type { ReactNode } from 'react';
import { Card, Progress, Space, Tag, Tooltip } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTEST_STATUS_INFO, ContestAuth, secondFormat, type ContestStatusValue } from '@judge/shared';
import type { ContestVO } from '../../api/contest';
import { useContestClock } from './clock';
import { ContestAuthTag, RuleButton, fmtTime, useCountdownText } from './tags';
import './contest.css';

export default function ContestHeader({ contest, extra }: { contest: ContestVO; extra?: ReactNode }) {
  const { t } = useTranslation();
  const clock = useContestClock(contest)!;
  const countdown = useCountdownText();
  const color = CONTEST_STATUS_INFO[clock.status as ContestStatusValue]?.color;
  return (
    <Card size="small" className="contest-header" data-testid="contest-header">
      <div className="contest-header-top">
        <Space wrap size={4}>
          <ContestAuthTag auth={contest.auth} />
          {contest.gid ? <Tag color="purple">{t('Group_Contest')}</Tag> : null}
        </Space>
        <Space wrap size={6}>
          {contest.auth !== ContestAuth.PUBLIC && contest.count != null && (
            <Tooltip title={t('Contest_Participants')}>
              <span className="contest-count" data-testid="contest-count">
                <TeamOutlined /> {contest.count}
              </span>
            </Tooltip>
          )}
          <RuleButton type={contest.type} oiScoreType={contest.oiRankScoreType} />
          {extra}
        </Space>
      </div>
      <h1 className="contest-title" data-testid="contest-title">
        {contest.title}
      </h1>
      <div className="contest-times">
        <span>
          {t('Start_At')}: {fmtTime(contest.startTime)}
        </span>
        <span>
          {t('End_At')}: {fmtTime(contest.endTime)}
        </span>
      </div>
      <Tooltip title={secondFormat(clock.elapsed)}>
        <Progress
          percent={clock.progress}
          showInfo={false}
          strokeColor="#09be24"
          size={['100%', 10]}
          data-testid="contest-progress"
        />
      </Tooltip>
      <div className="contest-countdown">
        <Tag
          style={{ color, borderColor: color, background: 'transparent', fontSize: 18, padding: '4px 12px' }}
          data-testid="contest-countdown"
          data-status={clock.status}
        >
          {countdown(clock)}
        </Tag>
      </div>
    </Card>
  );
}
