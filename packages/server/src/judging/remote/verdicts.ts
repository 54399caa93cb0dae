// Verdict words → this judge's statuses. Every adapter keeps its own table; words no table knows
// are reported as a changed page, never guessed.
import type { JudgeStatusCode } from '@judge/shared';
import { RemoteError } from './types.js';

export type VerdictTable = readonly [RegExp, JudgeStatusCode][];

export function mapVerdict(words: string, site: string, table: VerdictTable): JudgeStatusCode {
  for (const [re, status] of table) if (re.test(words)) return status;
  throw new RemoteError('page-changed', `${site}: unknown verdict "${words}"; the adapter needs updating`);
}
