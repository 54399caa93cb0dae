import { Tooltip } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { DATE_MINUTE, DATE_SECOND } from '../constants';

dayjs.extend(relativeTime);

/**
 * A date shown short, its full time (to the second) on hover: relative ("3 hours ago") by default,
 * or to the minute with `minutes`. The one form lists, cards, comments and messages show a time in.
 */
export default function TimeTip({
  at,
  minutes,
  className,
}: {
  at: string;
  minutes?: boolean;
  className?: string;
}) {
  const d = dayjs(at);
  return (
    <Tooltip title={d.format(DATE_SECOND)}>
      <span className={className}>{minutes ? d.format(DATE_MINUTE) : d.fromNow()}</span>
    </Tooltip>
  );
}
