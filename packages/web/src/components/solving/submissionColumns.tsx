// Columns every submission table shows the same way (the site's status list and a contest's
// submissions): the run's time, memory and code length, its author and when it was submitted.
import { Link } from 'react-router';
import { Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import { formatCodeLength, formatMemoryKb, formatTimeMs } from '@judge/shared';

interface Measured {
  time: number | null;
  memory: number | null;
  length: number | null;
}

/** Time, memory and code length of a run. */
export function measureColumns<T extends Measured>(t: TFunction): ColumnsType<T> {
  return [
    {
      title: t('Submission_Time'),
      dataIndex: 'time',
      width: 90,
      render: (v: number | null) => formatTimeMs(v),
    },
    {
      title: t('Submission_Memory'),
      dataIndex: 'memory',
      width: 100,
      render: (v: number | null) => formatMemoryKb(v),
    },
    {
      title: t('Submission_Length'),
      dataIndex: 'length',
      width: 80,
      render: (v: number | null) => formatCodeLength(v),
    },
  ];
}

/** The author (a link to their home). */
export function authorColumn<T extends { username: string }>(t: TFunction): ColumnsType<T>[number] {
  return {
    title: t('Submission_Author'),
    dataIndex: 'username',
    width: 120,
    render: (u: string) => <Link to={`/user-home?username=${encodeURIComponent(u)}`}>{u}</Link>,
  };
}

/** When it was submitted: how long ago, the exact time on hover. */
export function submitTimeColumn<T extends { submitTime: string | null }>(
  t: TFunction,
): ColumnsType<T>[number] {
  return {
    title: t('Submit_Time'),
    dataIndex: 'submitTime',
    width: 130,
    render: (v: string | null) =>
      v ? <Tooltip title={dayjs(v).format('YYYY-MM-DD HH:mm:ss')}>{dayjs(v).fromNow()}</Tooltip> : '--',
  };
}
