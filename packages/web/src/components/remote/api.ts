// Remote problem import (hoj-api-paths §1.4): the site fetches the statement, so give it time.
import { api } from '../../api/http';

/** Sites the importer knows (the shared REMOTE_OJS list also names LIBRE, which has no adapter). */
export const IMPORTABLE_OJS = ['HDU', 'CF', 'GYM', 'POJ', 'AC', 'SPOJ'] as const;
export type ImportableOj = (typeof IMPORTABLE_OJS)[number];

/** An id of each site, shown as the input's placeholder. */
export const REMOTE_ID_EXAMPLES: Record<ImportableOj, string> = {
  HDU: '1000',
  CF: '1000A',
  GYM: '100001A',
  POJ: '1000',
  AC: 'abc001_a',
  SPOJ: 'TEST',
};

const IMPORT_TIMEOUT_MS = 60_000;

export const importRemoteProblem = (name: ImportableOj, problemId: string) =>
  api.get<null>(
    '/api/admin/problem/import-remote-oj-problem',
    { name, problemId },
    { timeout: IMPORT_TIMEOUT_MS, silent: true },
  );
