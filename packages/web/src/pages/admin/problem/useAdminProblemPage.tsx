// One page of the back office's problem list with its keyword search (the problem list and the
// export picker both show it, each with its own cache key), or of a group's problems for the same
// table in group mode.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import type { SearchProps } from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import { getAdminProblemList } from '../../../api/admin-problem';
import { getGroupAdminProblemList } from '../../../api/group';
import { SearchBox } from '../../../components/admin/AdminList';

/** `gid`: the group admins' list of that group's problems (no keyword there, as HOJ's call). */
export function useAdminProblemPage(scope: string[] = [], enabled = true, gid: number | null = null) {
  const [search, setSearch] = useState('');
  const [currentPage, setPage] = useState(1);
  const list = useQuery({
    queryKey:
      gid == null
        ? ['admin', 'problems', ...scope, search, currentPage]
        : ['group', gid, 'admin-problems', currentPage],
    queryFn: () =>
      gid == null
        ? getAdminProblemList({ currentPage, limit: PAGE_SIZES.adminLists, keyword: search || undefined })
        : getGroupAdminProblemList({ gid, currentPage, limit: PAGE_SIZES.adminLists }),
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

/** The keyword box above such a list (other props, e.g. a controlled value, pass through). */
export function ProblemSearch({ width, ...props }: SearchProps & { width: number }) {
  const { t } = useTranslation();
  return <SearchBox placeholder={t('Admin_Problem_Search')} width={width} {...props} />;
}
