// A table over one page of a list query, and that query with its page, for site and back-office
// pages alike: they live outside components/admin so that a site page using them does not load the
// back office's list frame.
import { useState } from 'react';
import { Empty, Table, type TablePaginationConfig, type TableProps } from 'antd';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * One page of a paged list: the page shown (a caller whose filters change sets it back to 1), the
 * query of that page under `[...key, page]` (the previous page stays on screen while the next
 * loads), and `table`, what a PagedTable takes for rows and paging.
 */
export function usePagedQuery<T>(
  key: QueryKey,
  pageSize: number,
  read: (q: { currentPage: number; limit: number }) => Promise<{ records: T[]; total: number }>,
  enabled?: boolean,
) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...key, page],
    queryFn: () => read({ currentPage: page, limit: pageSize }),
    enabled,
    placeholderData: keepPreviousData,
  });
  return { page, setPage, list, table: { list, page, pageSize, onPage: setPage } };
}

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
