// Training progress (hoj-ui §1: bar coloured by percentage, text inside, tooltip "ac/total").
import { Progress, Tooltip } from 'antd';

/** Percentage to two decimals; 0 when the training has no problems (groups-accounts-admin.md §1). */
export const percentOf = (ac: number, total: number) =>
  total > 0 ? Math.round((ac / total) * 10000) / 100 : 0;

/** ≤20 grey, ≤40 red, ≤60 orange, ≤80 blue, else green. */
export function progressColor(percent: number): string {
  if (percent <= 20) return '#909399';
  if (percent <= 40) return '#f56c6c';
  if (percent <= 60) return '#e6a23c';
  if (percent <= 80) return '#1989fa';
  return '#67c23a';
}

export function TrainingProgress({ ac, total, testId }: { ac: number; total: number; testId?: string }) {
  const percent = percentOf(ac, total);
  return (
    <Tooltip title={`${ac}/${total}`}>
      <Progress
        percent={percent}
        strokeColor={progressColor(percent)}
        size={['100%', 20]}
        percentPosition={{ align: 'center', type: 'inner' }}
        format={(p) => `${p}%`}
        data-testid={testId}
      />
    </Tooltip>
  );
}
