// Small pieces shared by the problem pages (site and group lists): difficulty tag, bilingual label,
// the caller's solve-status icon (the AC-rate bar is ./AcRateBar).
import { Tag, Tooltip } from 'antd';
import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JudgeStatus, difficultyInfo, judgeStatusInfo, type Bilingual } from '@judge/shared';

export function useBilingual() {
  const { i18n } = useTranslation();
  return (b: Bilingual) => (i18n.language === 'zh-CN' ? b['zh-CN'] : b['en-US']);
}

export function DifficultyTag({ value }: { value: number }) {
  const label = useBilingual();
  const info = difficultyInfo(value);
  if (!info) return <Tag>{value}</Tag>;
  return (
    <Tag color={info.color} style={{ marginInlineEnd: 0 }}>
      {label(info.label)}
    </Tag>
  );
}

/** The caller's best verdict on a list row: a tick when accepted, a dash when tried, nothing else. */
export function SolvedIcon({ status }: { status: number | undefined }) {
  const label = useBilingual();
  if (status === undefined || status === JudgeStatus.NOT_SUBMITTED) return null;
  const info = judgeStatusInfo(status);
  const ac = status === JudgeStatus.ACCEPTED;
  return (
    <Tooltip title={info ? label(info.label) : ''}>
      {ac ? (
        <CheckOutlined style={{ color: info?.rgb }} data-testid="problem-ac-icon" />
      ) : (
        <MinusOutlined style={{ color: info?.rgb }} data-testid="problem-tried-icon" />
      )}
    </Tooltip>
  );
}
