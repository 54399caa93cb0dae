// Paging: `currentPage` + `limit` (HOJ style); page < 1 becomes 1, limit < 1 the default.

export { pageQuery, pageSchema } from '@judge/shared/schemas/page';

export const MAX_PAGE_SIZE = 500;

export function pageOf(q: { currentPage?: number; limit?: number }, defaultLimit: number) {
  const currentPage = !q.currentPage || q.currentPage < 1 ? 1 : q.currentPage;
  const limit = !q.limit || q.limit < 1 ? defaultLimit : Math.min(q.limit, MAX_PAGE_SIZE);
  return { currentPage, limit, offset: (currentPage - 1) * limit };
}
