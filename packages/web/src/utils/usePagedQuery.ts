// The state and query of a paged list, apart from any table: lists of cards and items use it too,
// without loading antd's Table.
import { useState } from 'react';
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
