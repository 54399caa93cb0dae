// Columns that several back-office problem tables show alike.
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { ProblemType } from '@judge/shared';

/** A problem's judging type as a tag: OI purple, ACM blue. */
export function problemTypeColumn(t: TFunction, width = 70) {
  return {
    title: t('Problem_Type'),
    dataIndex: 'type',
    width,
    render: (v: number) =>
      v === ProblemType.OI ? <Tag color="purple">OI</Tag> : <Tag color="blue">ACM</Tag>,
  };
}
