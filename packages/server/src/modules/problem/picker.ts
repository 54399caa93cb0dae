// The problem picker of the back office's "add a problem" dialogs (a contest's, a training's): the
// caller narrows `problem` to what may be added; the picker searches title and display id and pages
// the rest newest first, with their total.
import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/types.js';
import type { ProblemRow } from '../../db/rows.js';
import { keywordConditions } from '../../lib/search.js';
import { readPage } from '../../lib/pagination.js';

export async function problemPickerPage(
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  candidates: SelectQueryBuilder<DB, 'problem', {}>,
  keyword: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: ProblemRow[]; total: number }> {
  const qb = keyword
    ? candidates.where((eb) => eb.or(keywordConditions(eb, keyword, ['title', 'problem_id'])))
    : candidates;
  return readPage(qb, (b) => b.selectAll().orderBy('id', 'desc'), page);
}
