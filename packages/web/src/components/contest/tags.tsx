// Small pieces of the contest pages: status and auth tags, the rule button, balloon icon, and the
// countdown text (hoj-ui §1.3).
import { Button, Tag, Tooltip } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/zh-cn';
import {
  CONTEST_AUTH_INFO,
  CONTEST_STATUS_INFO,
  ContestAuth,
  ContestStatus,
  ContestType,
  secondFormat,
  type ContestAuthValue,
  type ContestStatusValue,
} from '@judge/shared';
import { useBilingual } from '../../pages/problem/common';
import type { ContestClock } from './clock';
import { DATE_SECOND } from '../../constants';

dayjs.extend(relativeTime);

const AUTH_COLOR = { success: 'green', error: 'red', warning: 'orange' } as const;
const AUTH_TIP = { 0: 'Public_Tips', 1: 'Private_Tips', 2: 'Protected_Tips' } as const;

export function ContestStatusTag({ status, afterSubmit }: { status: number; afterSubmit?: boolean }) {
  const { t } = useTranslation();
  const label = useBilingual();
  const info = CONTEST_STATUS_INFO[status as ContestStatusValue];
  if (!info) return null;
  return (
    <span className="contest-status-tags">
      <Tag color={info.color} data-testid="contest-status" data-status={status}>
        {label(info.label)}
      </Tag>
      {afterSubmit && status === ContestStatus.ENDED && <Tag color="cyan">{t('Contest_After_Submit')}</Tag>}
    </span>
  );
}

export function ContestAuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation();
  const label = useBilingual();
  const info = CONTEST_AUTH_INFO[auth as ContestAuthValue];
  if (!info) return null;
  return (
    <Tooltip title={t(AUTH_TIP[auth as ContestAuthValue])}>
      <Tag color={AUTH_COLOR[info.tagType]} data-testid="contest-auth">
        {label(info.label)}
      </Tag>
    </Tooltip>
  );
}

export function LockIcon({ auth }: { auth: number }) {
  if (auth === ContestAuth.PUBLIC) return null;
  return (
    <LockOutlined style={{ color: auth === ContestAuth.PRIVATE ? '#d9534f' : '#f0ad4e', marginLeft: 6 }} />
  );
}

export function RuleButton({ type, oiScoreType }: { type: number; oiScoreType?: string | null }) {
  const { t } = useTranslation();
  if (type === ContestType.OI)
    return (
      <Tooltip title={t(oiScoreType === 'Highest' ? 'Contest_OI_Highest_Tips' : 'Contest_OI_Recent_Tips')}>
        <Button size="small" shape="round" className="contest-rule-oi">
          OI
        </Button>
      </Tooltip>
    );
  return (
    <Button size="small" shape="round" type="primary">
      ACM
    </Button>
  );
}

/** The balloon of a contest problem, drawn only when a colour is set (hoj-ui §1.3). */
export function Balloon({ color }: { color: string | null | undefined }) {
  if (!color) return null;
  return (
    <svg className="contest-balloon" viewBox="0 0 16 22" width="14" height="19" aria-hidden>
      <ellipse cx="8" cy="8" rx="7" ry="8" fill={color} stroke="rgba(0,0,0,.25)" />
      <path d="M8 16 L6.5 18 L9.5 18 Z" fill={color} />
      <path d="M8 18 C 7 20, 9 20, 8 22" stroke="#999" fill="none" />
    </svg>
  );
}

/** Countdown text: "-HH:mm:ss", "Start At <in 9 days>" past a week, "Ended" (hoj-ui §1.3). */
export function useCountdownText() {
  const { t, i18n } = useTranslation();
  return (clock: ContestClock) => {
    if (clock.status === ContestStatus.ENDED) return t('Ended');
    if (clock.status === ContestStatus.SCHEDULED && clock.remaining > 7 * 86400)
      return `${t('Start_At')} ${dayjs(clock.start)
        .locale(i18n.language === 'zh-CN' ? 'zh-cn' : 'en')
        .from(dayjs(clock.now))}`;
    return `-${secondFormat(clock.remaining)}`;
  };
}

export const fmtTime = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '--' : dayjs(v).format(DATE_SECOND);
