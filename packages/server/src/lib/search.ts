// Search terms of list calls (problem, training, submission lists...): one rule for all of them.
import { badRequest } from './errors.js';

/**
 * The keyword of a list search, trimmed, or undefined for none. Control characters are refused:
 * SQLite's LIKE stops reading a pattern at NUL (`%\0%` became `%`, every problem) and PostgreSQL
 * refuses NUL in text (a server error), so such a keyword is a 400, never "no filter".
 */
export function searchKeyword(raw: string | undefined): string | undefined {
  if (raw == null) return undefined;
  if (/[\u0000-\u001f\u007f]/.test(raw)) throw badRequest('Keyword_Invalid');
  return raw.trim() || undefined;
}

/** `%keyword%` for LIKE with `\` as escape, lower-cased (the columns are compared lower-cased). */
export const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

