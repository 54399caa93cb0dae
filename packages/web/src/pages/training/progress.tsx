// Training progress (hoj-ui §1: bar coloured by percentage as the AC-rate bars are, text inside,
// tooltip "ac/total").
import { Progress, Tooltip } from 'antd';
import { progressColor } from '@judge/shared';

/** Percentage to two decimals; 0 when the training has no problems (groups-accounts-admin.md §1). */
export const percentOf = (ac: number, total: number) =>
  total > 0 ? Math.round((ac / total) * 10000) / 100 : 0;

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
