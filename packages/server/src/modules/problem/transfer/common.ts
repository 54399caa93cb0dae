// What every import format shares: its dependencies, the report of one problem, the display-id clash
// policy and the one problem save they all go through.
import { sql } from 'kysely';
import type { Actor } from '@judge/shared';
import type { Database } from '../../../db/index.js';
import { readBool } from '../../../db/columns.js';
import type { KvStore } from '../../../lib/kv.js';
import { BizError, badRequest } from '../../../lib/errors.js';
import type { MsgParams } from '../../../lib/i18n.js';
import type { TestDataBlobs } from '../testdata/store.js';
import { saveManifest, type StoredFile } from '../testdata/upload.js';
import type { ProblemAdminService } from '../manage-service.js';
import {
  CLASH_POLICIES,
  problemDto,
  type ClashPolicy,
  type ImportAction,
  type ImportReport,
  type ProblemDto,
} from '../manage-schema.js';
import { PROBLEM_LIMITS } from '../rules.js';
import { storeMdFile } from '../../upload/store.js';
import { sniffImage } from '../../user/avatar.js';

export type Translate = (key: string, params?: MsgParams) => string;

export { CLASH_POLICIES, type ClashPolicy, type ImportAction, type ImportReport };

export interface ImportDeps {
  database: Database;
  kv: KvStore;
  blobs: TestDataBlobs;
  service: ProblemAdminService;
  t: Translate;
  dataDir?: string;
  /** Display-id clash policy; `rename` when absent. */
  policy?: ClashPolicy;
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

/**
 * The test-data part of an import's editor body when the package carries its cases as files (FPS,
 * QDUOJ, Hydro, Polygon): the stored files as an upload manifest, open to every language of the site.
 */
export async function uploadedCases(
  deps: ImportDeps,
  actor: Actor,
  stored: Record<string, StoredFile>,
  languages: Map<string, number>,
) {
  return {
    isUploadTestCase: true,
    uploadTestcaseDir: await saveManifest(deps.kv, actor.uid, stored),
    languages: [...languages.values()].map((id) => ({ id })),
  };
}

export const examplesOf = (samples: { input: string; output: string }[]) =>
  samples.map((s) => `<input>${s.input}</input><output>${s.output}</output>`).join('');

/**
 * A package's id as a display id of ours: upper case, letters, digits, `_` and `-` (anything else
 * becomes `-`), at most the display-id length; `fallback` when nothing is left.
 */
export function displayIdOf(raw: unknown, fallback: string): string {
  const id = String(raw ?? '')
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PROBLEM_LIMITS.displayIdMax);
  return id || fallback;
}

async function holderOf(database: Database, problemId: string) {
  return database.db
    .selectFrom('problem')
    .select(['id', 'is_remote', 'is_group', 'auth'])
    .where(sql<string>`upper(problem_id)`, '=', problemId.toUpperCase())
    .executeTakeFirst();
}

/** The first free `<id>-<n>` (n = 1, 2, …), shortening the id so that the suffix fits. */
export async function freeDisplayId(database: Database, wanted: string): Promise<string> {
  for (let n = 1; n < 10_000; n++) {
    const suffix = `-${n}`;
    const candidate = `${wanted.slice(0, PROBLEM_LIMITS.displayIdMax - suffix.length)}${suffix}`;
    if (!(await holderOf(database, candidate))) return candidate;
  }
  throw badRequest('Problem_Display_ID_Exists', { id: wanted });
}

export interface SavedImport {
  problemId: string;
  action: ImportAction;
}

/**
 * Validates the editor body built from a package and saves it under the clash policy. A skipped
 * problem is a refusal with the "already exists" reason, so that the report says why.
 */
export async function saveImported(deps: ImportDeps, actor: Actor, body: unknown): Promise<SavedImport> {
  const parsed = problemDto.safeParse(body);
  if (!parsed.success) throw badRequest('Import_Json_Invalid');
  const dto = parsed.data as ProblemDto;
  const wanted = dto.problem.problemId.trim().toUpperCase();
  const holder = wanted ? await holderOf(deps.database, wanted) : undefined;
  const policy = deps.policy ?? 'rename';
  if (!holder) {
    await deps.service.save(actor, dto, null, { trustChecker: true });
    return { problemId: wanted, action: 'created' };
  }
  if (policy === 'skip') throw badRequest('Problem_Display_ID_Exists', { id: wanted });
  if (policy === 'overwrite') {
    // Remote and group problems belong to another bank: an import never replaces them.
    if (readBool(holder.is_remote) || readBool(holder.is_group)) throw badRequest('Import_Overwrite_Refused', { id: wanted });
    // The package replaces the content and the test data; who may see the problem stays as the site
    // set it (a private or contest problem is not published by an import).
    const kept = { ...dto, problem: { ...dto.problem, auth: Number(holder.auth) } };
    await deps.service.save(actor, kept, Number(holder.id), { trustChecker: true });
    return { problemId: wanted, action: 'overwritten' };
  }
  const free = await freeDisplayId(deps.database, wanted);
  await deps.service.save(actor, { ...dto, problem: { ...dto.problem, problemId: free } }, null, { trustChecker: true });
  return { problemId: free, action: 'renamed' };
}

export const reasonOf = (deps: ImportDeps, e: unknown) => (e instanceof BizError ? deps.t(e.key, e.params) : deps.t('Import_Failed'));

/** The report of a saved problem, with the clash outcome spelled out when the id changed or was replaced. */
export function importedReport(deps: ImportDeps, file: string, requestedId: string | null, saved: SavedImport, notes: string[] = []): ImportReport {
  const all = [...notes];
  if (saved.action === 'renamed') all.unshift(deps.t('Import_Note_Renamed', { from: requestedId ?? '', to: saved.problemId }));
  if (saved.action === 'overwritten') all.unshift(deps.t('Import_Note_Overwritten', { id: saved.problemId }));
  return { file, problemId: saved.problemId, imported: true, reason: null, requestedId, action: saved.action, notes: all };
}

/** The report of a refused problem. */
export function refusedReport(deps: ImportDeps, file: string, requestedId: string | null, e: unknown, notes: string[] = []): ImportReport {
  const skipped = e instanceof BizError && e.key === 'Problem_Display_ID_Exists' && (deps.policy ?? 'rename') === 'skip';
  return { file, problemId: requestedId, imported: false, reason: reasonOf(deps, e), requestedId, action: skipped ? 'skipped' : null, notes };
}

/**
 * Stores the files a statement refers to (Hydro's `file://name`, Polygon's `\includegraphics{name}`
 * made into `![](name)`) as editor uploads and rewrites every reference to the upload's link. Images
 * go through the image sniffing of the markdown uploads, other files (PDF) through its file types; a
 * file that is not accepted there keeps its reference and is named in the notes.
 */
export async function storeStatementFiles(
  deps: ImportDeps,
  actor: Actor,
  texts: string[],
  refs: Map<string, { ref: string; data: Buffer; wrap?: (link: string) => string }>,
  notes: string[],
): Promise<string[]> {
  let out = texts;
  for (const [name, { ref, data, wrap }] of refs) {
    if (!out.some((t) => t.includes(ref))) continue;
    if (!deps.dataDir) continue;
    try {
      const kind = sniffImage(data) ? 'md-img' : 'md-file';
      const saved = await storeMdFile(deps.database, deps.dataDir, kind, actor.uid, null, name, data);
      out = out.map((t) => t.split(ref).join(wrap ? wrap(saved.link) : saved.link));
    } catch {
      notes.push(deps.t('Import_Note_File_Not_Kept', { name }));
    }
  }
  return out;
}

/**
 * Checkers of other judges that answer by exit code alone, made into checkers of ours (called as
 * `checker <input> <user output> <answer>`, a non-zero exit read through the testlib message on
 * stderr). The code is wrapped: its `main` and `exit` are renamed, and a new `main` passes the
 * arguments in the order the checker expects and prints the testlib word for the code it got.
 * - QDUOJ: `spj <input> <user output>`; 0 accepted, 1 wrong answer, anything else a checker error.
 * - HUSTOJ (FPS `<spj>`): `spj <input> <answer> <user output>`; 0 accepted, anything else wrong answer.
 */
export function wrapExitCodeChecker(code: string, origin: 'QDUOJ' | 'HUSTOJ'): string {
  const hustoj = origin === 'HUSTOJ';
  return [
    `/* ${origin} special judge, wrapped on import: ${hustoj ? 'exit 0 = accepted, other = wrong answer' : 'exit 0 = accepted, 1 = wrong answer, other = checker error'}. */`,
    '#include <stdio.h>',
    '#include <stdlib.h>',
    'static void imported_spj_exit_(int code) {',
    '  if (code == 0) exit(0);',
    hustoj ? '  fputs("wrong answer\\n", stderr);' : '  fputs(code == 1 ? "wrong answer\\n" : "FAIL special judge error\\n", stderr);',
    '  exit(1);',
    '}',
    '#ifdef __cplusplus',
    'namespace std { using ::imported_spj_exit_; }',
    '#endif',
    '#define exit(c) imported_spj_exit_(c)',
    '#define main imported_spj_main_',
    "/* ---- the package's checker ---- */",
    code,
    "/* ---- end of the package's checker ---- */",
    '#undef main',
    'int main(int argc, char *argv[]) {',
    hustoj
      ? '  char *args[4] = {argv[0], argc > 1 ? argv[1] : 0, argc > 3 ? argv[3] : 0, argc > 2 ? argv[2] : 0}; /* input, answer, user output */'
      : '  char **args = argv;',
    '  imported_spj_exit_(imported_spj_main_(argc, args));',
    '  return 0;',
    '}',
    '',
  ].join('\n');
}

/** A checker written against testlib (its own copy inlined or the header included): called the way ours are. */
export const isTestlibChecker = (code: string) => /registerTestlibCmd|#\s*include\s*[<"]testlib\.h[>"]/.test(code);
