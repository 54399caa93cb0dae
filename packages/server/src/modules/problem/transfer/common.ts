// What the FPS and Hydro imports share: their dependencies, the problem save, the report reason.
import type { Actor } from '@judge/shared';
import type { Database } from '../../../db/index.js';
import type { KvStore } from '../../../lib/kv.js';
import { BizError, badRequest } from '../../../lib/errors.js';
import type { MsgParams } from '../../../lib/i18n.js';
import type { TestDataBlobs } from '../testdata/store.js';
import type { ProblemAdminService } from '../manage-service.js';
import { problemDto, type ProblemDto } from '../manage-schema.js';

export type Translate = (key: string, params?: MsgParams) => string;
export interface ImportDeps {
  database: Database;
  kv: KvStore;
  blobs: TestDataBlobs;
  service: ProblemAdminService;
  t: Translate;
  dataDir?: string;
}

/** FPS files above this are refused before parsing. */
export const FPS_MAX_BYTES = 64 * 1024 * 1024;
/** Items per FPS file, images per item. */
export const FPS_MAX_ITEMS = 500;
export const FPS_MAX_IMAGES = 50;

export const languageIds = async (database: Database) => {
  const rows = await database.db.selectFrom('language').select(['id', 'name']).where('oj', '=', 'ME').execute();
  return new Map(rows.map((l) => [l.name, Number(l.id)]));
};

export const examplesOf = (samples: { input: string; output: string }[]) =>
  samples.map((s) => `<input>${s.input}</input><output>${s.output}</output>`).join('');

export async function saveImported(deps: ImportDeps, actor: Actor, body: unknown) {
  const parsed = problemDto.safeParse(body);
  if (!parsed.success) throw badRequest('Import_Json_Invalid');
  await deps.service.save(actor, parsed.data as ProblemDto, null, { trustChecker: true });
}

export const reasonOf = (deps: ImportDeps, e: unknown) => (e instanceof BizError ? deps.t(e.key, e.params) : deps.t('Import_Failed'));

