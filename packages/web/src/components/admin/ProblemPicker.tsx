// "Add From Public Problem", the contest's and the training's alike: a dialog over the public
// problems not yet in the contest or training, searched by keyword and paged, each row with its
// own Add button. It stays open after an add, so several can be added in a row.
import { useState, type ReactNode } from 'react';
import { Button, Modal, Space, type TableColumnType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import { PagedTable, SearchBox, useNarrow, useSearchedPages, type ListQuery } from './AdminList';
import { actionColumn } from '../actionColumn';

interface Candidate {
  id: number;
  problemId: string;
}

/** Mount it only while open: the search and page start afresh each time. */
export function ProblemPicker<T extends Candidate>({
  queryKey,
  read,
  columns,
  onPick,
  onClose,
  extra,
  searchPlaceholder,
  testPrefix = '',
  pageSizes,
}: {
  /**
   * Where the candidates are cached, plus the search and page. It must sit under what `onPick`'s
   * refresh invalidates: a problem just added then leaves the list.
   */
  queryKey: QueryKey;
  read: (q: ListQuery) => Promise<{ records: T[]; total: number }>;
  /** The columns before the Add button. */
  columns: TableColumnType<T>[];
  onPick: (p: T) => Promise<unknown>;
  onClose: () => void;
  /** Shown before the search box (the contest's display id). */
  extra?: ReactNode;
  searchPlaceholder: string;
  /** Before the test ids `picker-search` and `pick-<problemId>` ('tp-' for the training's). */
  testPrefix?: string;
  /** Page sizes to choose from; PAGE_SIZES.adminLists only when none. */
  pageSizes?: number[];
}) {
  const { t } = useTranslation();
  const narrow = useNarrow();
  const { search, currentPage, setPage, searchBox } = useSearchedPages();
  const [pageSize, setPageSize] = useState(pageSizes?.[0] ?? PAGE_SIZES.adminLists);
  const list = useQuery({
    queryKey: [...queryKey, search, currentPage, pageSize],
    queryFn: () => read({ currentPage, limit: pageSize, keyword: search || undefined }),
    placeholderData: keepPreviousData,
  });
  return (
    <Modal
      open
      title={t('Add_From_Public_Problem')}
      footer={null}
      width={narrow ? '100%' : 760}
      onCancel={onClose}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        {extra}
        <SearchBox
          placeholder={searchPlaceholder}
          {...searchBox}
          data-testid={`${testPrefix}picker-search`}
        />
      </Space>
      <PagedTable<T>
        size="small"
        list={list}
        empty={t('No_Problem_To_Add')}
        page={currentPage}
        pageSize={pageSize}
        onPage={setPage}
        // With sizes to choose from, a page change may also be a size change.
        pages={{
          showSizeChanger: pageSizes != null,
          pageSizeOptions: pageSizes,
          onChange: (page, size) => {
            setPage(page);
            setPageSize(size);
          },
        }}
        scroll={{ x: 520 }}
        columns={[
          ...columns,
          actionColumn(
            t,
            (p) => (
              <Button
                size="small"
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void onPick(p)}
                data-testid={`${testPrefix}pick-${p.problemId}`}
              >
                {t('Add')}
              </Button>
            ),
            90,
          ),
        ]}
      />
    </Modal>
  );
}
