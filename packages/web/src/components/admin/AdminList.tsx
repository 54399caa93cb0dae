// The frame of a back-office list page: the card whose toolbar moves above the table on phones,
// the searched and paged state of a list, its fixed-size pagination, the small icon buttons of a
// row (with their name on hover, or after a confirmation) and the call that says it worked and
// refreshes the list.
import { useState, type ChangeEvent, type ReactNode } from 'react';
import {
  Button,
  Card,
  Empty,
  Grid,
  Popconfirm,
  Table,
  Tooltip,
  type ButtonProps,
  type TablePaginationConfig,
  type TableProps,
} from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../utils/feedback';

/** Phones (below antd's `md`): the toolbar leaves the card header, the actions column stops being fixed. */
export function useNarrow() {
  return !Grid.useBreakpoint().md;
}

/** A titled card with a toolbar: in the header on wide screens, above the content on phones (the header has no room for both). */
export function ToolbarCard({
  title,
  toolbar,
  testId,
  children,
}: {
  title: ReactNode;
  toolbar: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const narrow = useNarrow();
  return (
    <Card
      title={<span className="panel-title">{title}</span>}
      extra={narrow ? undefined : toolbar}
      data-testid={testId}
    >
      {narrow && <div style={{ marginBottom: 12 }}>{toolbar}</div>}
      {children}
    </Card>
  );
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
 * A back-office table over one page of a list query: loading while it fetches, its records, the
 * text shown when there are none (or when the query failed), and one fixed page size (`pages` adds
 * to that pagination).
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
  empty: string;
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
      locale={{ emptyText: <Empty description={failed && list.isError ? failed : empty} /> }}
      pagination={{ ...fixedPages(page, pageSize, list.data?.total ?? 0, onPage), ...pages }}
      {...table}
    />
  );
}

/** A list's search box (typed text, searched on Enter, back to page 1) and its page. */
export function useSearchedPages() {
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [currentPage, setPage] = useState(1);
  const searchBox = {
    value: keyword,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setKeyword(e.target.value),
    onSearch: (v: string) => {
      setSearch(v.trim());
      setPage(1);
    },
  };
  return { search, currentPage, setPage, searchBox };
}

/** Runs a back-office call, says `done` (an i18n key) and refreshes the queries under `key`. */
export function useAct(key: QueryKey) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(t(done));
      await queryClient.invalidateQueries({ queryKey: key });
    } catch {
      /* the HTTP client showed the server's message */
    }
  };
}

/** A row's small icon button, named on hover. */
export function TipButton({ tip, ...button }: ButtonProps & { tip: string }) {
  return (
    <Tooltip title={tip}>
      <Button size="small" {...button} />
    </Tooltip>
  );
}

/** A row's small icon button, named on hover, that acts after a confirmation. */
export function ConfirmButton({
  confirm,
  tip,
  onConfirm,
  disabled,
  ...button
}: ButtonProps & { confirm: string; tip: string; onConfirm: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={confirm}
      okText={t('OK')}
      cancelText={t('Cancel')}
      disabled={disabled}
      onConfirm={onConfirm}
    >
      <Tooltip title={tip}>
        <Button size="small" disabled={disabled} {...button} />
      </Tooltip>
    </Popconfirm>
  );
}
