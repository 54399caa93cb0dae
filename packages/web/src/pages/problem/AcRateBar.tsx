// A list row's AC rate as a bar (accepted / total on hover). A module of its own: antd's Progress
// (~5 kB gzip) then loads with the lists that show it, not with the problem page, which imports
// the other small pieces of ./common.
import { Progress, Tooltip } from 'antd';
import { acRate, progressColor } from '@judge/shared';

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
