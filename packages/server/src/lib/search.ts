// Search terms of list calls (problem, training, submission lists...): one rule for all of them.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { badRequest } from './errors.js';

/**
 * The keyword of a list search, trimmed, or undefined for none. Control characters are refused:
 * SQLite's LIKE stops reading a pattern at NUL (`%\0%` became `%`, every problem) and PostgreSQL
 * refuses NUL in text (a server error), so such a keyword is a 400, never "no filter".
 */
export function searchKeyword(raw: string | undefined): string | undefined {
  if (raw == null) return undefined;
  assertNoControl(raw);
  return raw.trim() || undefined;
}

const CONTROL = /[\u0000-\u001f\u007f]/;
function assertNoControl(keyword: string) {
  if (CONTROL.test(keyword)) throw badRequest('Keyword_Invalid');
}

/** `%keyword%` for LIKE with `\` as escape, lower-cased (the columns are compared lower-cased). */
export const likePattern = (keyword: string) =>
  `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The conditions of a keyword search, to be OR-ed: each column (a constant SQL expression of the
 * caller, never user input) contains the keyword, case-insensitive with LIKE wildcards literal;
 * and, for a keyword of at most 9 digits, `idColumn` equals it (a longer number is no id: it would
 * overflow an integer column on PostgreSQL). With `indexed`, a keyword of three characters or more
 * is looked up in a trigram full-text index instead of the columns' LIKE: `indexed` gets it as an
 * FTS5 phrase (quoted, its quotes doubled), which such an index finds as a substring, case-insensitive.
 */
export function keywordConditions<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  keyword: string,
  columns: readonly string[],
  idColumn?: string,
  indexed?: (phrase: string) => Expression<SqlBool>,
): Expression<SqlBool>[] {
  // Callers pass searchKeyword's result; checked again here so that no search path can skip the rule.
  assertNoControl(keyword);
  const conditions: Expression<SqlBool>[] =
    indexed && [...keyword].length >= 3
      ? [indexed(`"${keyword.replaceAll('"', '""')}"`)]
      : columns.map((c) => eb(sql`lower(${sql.raw(c)})`, 'like', sql`${likePattern(keyword)} escape '\\'`));
  if (idColumn && /^\d{1,9}$/.test(keyword)) conditions.push(eb(sql.ref(idColumn), '=', Number(keyword)));
  return conditions;
}
