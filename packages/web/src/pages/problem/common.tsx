// Small pieces shared by the problem pages: difficulty tag, bilingual label, AC-rate bar.
import { Progress, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { acRate, difficultyInfo, progressColor, type Bilingual } from '@judge/shared';

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

export function AcRateBar({ ac, total }: { ac: number; total: number }) {
  const rate = acRate(ac, total);
  const percent = total ? (ac / total) * 100 : 0;
  return (
    <Tooltip title={`${ac}/${total}`}>
      <Progress
        percent={percent}
        size={['100%', 16]}
        strokeColor={progressColor(percent)}
        format={() => rate}
        percentPosition={{ align: 'center', type: 'inner' }}
      />
    </Tooltip>
  );
}
