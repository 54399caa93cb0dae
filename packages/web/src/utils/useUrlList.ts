// A list page whose query lives in the URL (site.md §2: filters and paging survive reload and
// can be shared): reading page and size, patching the query, and the table's pagination.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZE_OPTIONS } from '@judge/shared';

export type QueryPatch = Record<string, string | number | boolean | null | undefined>;

/**
 * The query with `patch` applied: an empty value (null, undefined, '', false) removes its key.
 * Unless `resetPage` is false or the patch sets the page, a change goes back to page 1.
 */
export function patchQuery(params: URLSearchParams, patch: QueryPatch, resetPage = true): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === undefined || v === '' || v === false) next.delete(k);
    else next.set(k, String(v));
  }
  if (resetPage && !('currentPage' in patch)) next.delete('currentPage');
  return next;
}

/**
 * How long a list page fetched from its URL counts as current: a page prefetched on a cold load
 * (pages/problem/listQuery.ts, pages/submission/listQuery.ts) is the mounting page's first answer.
 */
export const URL_LIST_FRESH_MS = 2_000;

/** Page and page size of a list from its URL; the default size stays out of the URL. */
export function pageOf(params: URLSearchParams, defaultLimit: number) {
  return {
    currentPage: Number(params.get('currentPage')) || 1,
    limit: Number(params.get('limit')) || defaultLimit,
  };
}

export function useUrlList(defaultLimit: number) {
  const [params, setParams] = useSearchParams();
  const { currentPage, limit } = pageOf(params, defaultLimit);
  const update = useCallback(
    (patch: QueryPatch, resetPage = true) => setParams(patchQuery(params, patch, resetPage)),
    [params, setParams],
  );
  /** The table's pagination; the default page size stays out of the URL. */
  const pagination = (total: number): TablePaginationConfig => ({
    current: currentPage,
    pageSize: limit,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    onChange: (page, size) =>
      update({ currentPage: page, limit: size === defaultLimit ? null : size }, false),
  });
  return { params, setParams, update, currentPage, limit, pagination };
}
