// A table over one page of a list query (utils/usePagedQuery gives it its props), for site and
// back-office pages alike: it lives outside components/admin so that a site page using it does not
// load the back office's list frame.
import { Empty, Table, type TablePaginationConfig, type TableProps } from 'antd';

/** A table's pagination with one fixed page size. */
export function fixedPages(
  current: number,
  pageSize: number,
  total: number,
  onChange: (page: number) => void,
) {
  return { current, pageSize, total, showSizeChanger: false, onChange };
}

/**
 * A table over one page of a list query: loading while it fetches, its records, the text shown
 * when there are none (or when the query failed; antd's own when `empty` is not given), and one
 * fixed page size (`pages` adds to that pagination). Rows are keyed by `id` unless `rowKey` says otherwise.
 */
export function PagedTable<T extends object>({
  list,
  empty,
  failed,
  page,
  pageSize,
  onPage,
  pages,
  ...table
}: Omit<TableProps<T>, 'loading' | 'dataSource' | 'pagination'> & {
  list: { isFetching: boolean; isError?: boolean; data?: { records: T[]; total: number } };
  empty?: string;
  /** Shown instead of `empty` when the query failed. */
  failed?: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  pages?: TablePaginationConfig;
}) {
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      loading={list.isFetching}
      dataSource={list.data?.records ?? []}
      locale={
        empty === undefined
          ? undefined
          : { emptyText: <Empty description={failed && list.isError ? failed : empty} /> }
      }
      pagination={{ ...fixedPages(page, pageSize, list.data?.total ?? 0, onPage), ...pages }}
      {...table}
    />
  );
}
