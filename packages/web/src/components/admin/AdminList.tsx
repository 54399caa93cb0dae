// The frame of a back-office list page: the card whose toolbar moves above the table on phones,
// the search box, the searched and paged state of a list and its query, its fixed-size pagination, the actions
// column and the small icon buttons of a row (with their name on hover, or after a confirmation)
// and the call that says it worked and refreshes the list.
import { useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { Button, Card, Grid, Input, Popconfirm, Tooltip, type ButtonProps, type TableColumnType } from 'antd';
import type { SearchProps } from 'antd/es/input';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import { toast } from '../../utils/feedback';
import { actionColumn } from '../actionColumn';

// The paged table is the site's too; the back-office pages keep importing it from here.
export { PagedTable, fixedPages } from '../PagedTable';

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

/** A list's search box in its toolbar: clearable, `width` wide (240 unless said). */
export function SearchBox({ width = 240, ...search }: SearchProps & { width?: number | string }) {
  return <Input.Search allowClear style={{ width }} {...search} />;
}

/** What a searched list reads: one page of `limit` rows, filtered by the keyword when there is one. */
export interface ListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
}

/**
 * A searched back-office list of PAGE_SIZES.adminLists a page: the search box (useSearchedPages),
 * the query of the page shown under `key` (the old page stays on screen while the next loads), and
 * `table`, what its PagedTable takes for rows and paging.
 */
export function useSearchedList<T>(
  key: QueryKey,
  read: (q: ListQuery) => Promise<{ records: T[]; total: number }>,
) {
  const { search, currentPage, setPage, searchBox } = useSearchedPages();
  const pageSize = PAGE_SIZES.adminLists;
  const list = useQuery({
    queryKey: [...key, search, currentPage],
    queryFn: () => read({ currentPage, limit: pageSize, keyword: search || undefined }),
    placeholderData: keepPreviousData,
  });
  return { searchBox, setPage, table: { list, page: currentPage, pageSize, onPage: setPage } };
}

/**
 * The actions column of a back-office table: `render(row)` in a column fixed at the right edge, but
 * on phones it scrolls with the row (fixed, it would cover the row on a narrow screen).
 */
export function useOptionColumn() {
  const { t } = useTranslation();
  const narrow = useNarrow();
  return <T,>(width: number, render: (row: T) => ReactNode): TableColumnType<T> => ({
    ...actionColumn(t, render, width),
    fixed: narrow ? undefined : 'right',
  });
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

/** The toolbar's primary button that adds to the list (or opens the form of a new entry). */
export function AddButton(button: ButtonProps) {
  return <Button type="primary" icon={<PlusOutlined />} {...button} />;
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

/** A row's edit button (primary, a pen), named "Edit" unless `tip` says otherwise. */
export function EditButton({ tip, ...button }: ButtonProps & { tip?: string }) {
  const { t } = useTranslation();
  return <TipButton tip={tip ?? t('Edit')} type="primary" icon={<EditOutlined />} {...button} />;
}

/** A row's delete button (danger, a bin) that acts after `confirm`; named "Delete" unless `tip` says otherwise. */
export function DeleteButton({
  tip,
  ...button
}: Omit<ComponentProps<typeof ConfirmButton>, 'tip'> & { tip?: string }) {
  const { t } = useTranslation();
  return <ConfirmButton tip={tip ?? t('Delete')} danger icon={<DeleteOutlined />} {...button} />;
}
