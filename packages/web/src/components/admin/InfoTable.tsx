// The read-only "label: value" table of the settings cards (database and Redis, service info):
// bordered, two columns from md up, long values (URLs, paths) wrapping instead of widening the card.
import { Descriptions, type DescriptionsProps } from 'antd';

export function InfoTable({ items }: { items: DescriptionsProps['items'] }) {
  return (
    <Descriptions
      bordered
      size="small"
      style={{ wordBreak: 'break-all' }}
      column={{ xs: 1, md: 2 }}
      items={items}
    />
  );
}
