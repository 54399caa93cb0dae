// One page of the back office's problem list with its keyword search (the problem list and the
// export picker both show it, each with its own cache key).
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZES } from '@judge/shared';
import { getAdminProblemList } from '../../../api/admin-problem';

export function useAdminProblemPage(scope: string[] = [], enabled = true) {
  const [search, setSearch] = useState('');
  const [currentPage, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['admin', 'problems', ...scope, search, currentPage],
    queryFn: () =>
      getAdminProblemList({ currentPage, limit: PAGE_SIZES.adminLists, keyword: search || undefined }),
    placeholderData: keepPreviousData,
    enabled,
  });
  /** A new keyword starts again at page 1. */
  const searchFor = (keyword: string) => {
    setSearch(keyword.trim());
    setPage(1);
  };
  const pagination: TablePaginationConfig = {
    current: currentPage,
    pageSize: PAGE_SIZES.adminLists,
    total: list.data?.total ?? 0,
    showSizeChanger: false,
    onChange: setPage,
  };
  return { list, searchFor, pagination };
}
