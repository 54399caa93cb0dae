// The pager under a list of cards or items: absent while everything fits on one page, so a short
// list does not end with a lone "1". Its page size is the caller's fixed one, so it offers no
// size changer (antd shows one past 50 items, which such a list could not follow).
import { Pagination, type PaginationProps } from 'antd';

/** The pager of a list of `total` items, `pageSize` a page; nothing when they fit on one page. */
export function ListPager({
  total,
  pageSize,
  ...pager
}: PaginationProps & { total: number; pageSize: number }) {
  return total > pageSize ? (
    <Pagination total={total} pageSize={pageSize} showSizeChanger={false} {...pager} />
  ) : null;
}
