// `npm run backup -- <file>` / `npm run restore -- <file> [--force]`: one .tar.gz holding the
// database (a logical dump, dump.ts) and the files of DATA_DIR (test data by hash, uploads,
// avatars, the sensitive-word list…), taken with the server's own variables (DATA_DIR,
// DATABASE_URL, DATABASE_SCHEMA). Archive layout:
//   manifest.json       format, dialect, migrations applied, row count per table, file entries
//   db/<table>.jsonl    the rows (dump.ts)
//   files/<entry>       every top-level entry of DATA_DIR but the SQLite file and the judge cache
// Backup runs beside a live server (one database snapshot; files are written once and named by
// content or by a fresh name, so those taken after the snapshot only add unused files). Restore
// wants the servers stopped and refuses a target that holds anything unless `force` is set.
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AppConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/index.js';
import { migrationProvider } from '../../db/migrations/index.js';
import type { Dialect } from '../../db/columns.js';
import { appliedMigrations, dumpDatabase } from './dump.js';
import { loadDatabase } from './load.js';

const run = promisify(execFile);

export const FORMAT = 'judge-backup';
const VERSION = 1;

/** DATA_DIR entries that are not data: the SQLite files (dumped as rows) and rebuildable caches. */
const NOT_FILES = new Set(['judge.db', 'judge.db-wal', 'judge.db-shm', 'judge.db-journal', 'judge-cache']);

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  dialect: Dialect;
  migrations: string[];
  tables: Record<string, { rows: number }>;
  files: string[];
}

type DbConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema'>;

function dataEntries(dataDir: string, skip: Set<string> = new Set()): string[] {
  if (!fs.existsSync(dataDir)) return [];
  return fs
    .readdirSync(dataDir)
    .filter((e) => !NOT_FILES.has(e) && !skip.has(e) && !e.startsWith('.judge-backup-'))
    .sort();
}

/** A scratch directory beside `near` (same file system: no copy of big files across devices). */
function scratch(near: string): string {
  fs.mkdirSync(near, { recursive: true });
  return fs.mkdtempSync(path.join(near, '.judge-backup-'));
}

export async function backup(config: DbConfig, file: string): Promise<Manifest> {
  const out = path.resolve(file);
  const database = openDatabase(config);
  const work = scratch(path.dirname(out));
  try {
    const migrations = await appliedMigrations(database).catch(() => {
      throw new Error(
        `no judge database at ${database.describe} (no migrations applied): nothing to back up`,
      );
    });
    const tables = await dumpDatabase(database, path.join(work, 'db'));
    // The archive itself may be written inside DATA_DIR: never back it up into itself.
    const own =
      path.dirname(out) === path.resolve(config.dataDir) ? new Set([path.basename(out)]) : new Set<string>();
    const files = dataEntries(config.dataDir, own);
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      dialect: database.dialect,
      migrations,
      tables: Object.fromEntries(Object.entries(tables).map(([t, d]) => [t, { rows: d.rows }])),
      files,
    };
    fs.writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // files/<entry> are links to DATA_DIR's entries; tar follows them (-h), so nothing is copied first.
    fs.mkdirSync(path.join(work, 'files'));
    for (const e of files)
      fs.symlinkSync(path.join(path.resolve(config.dataDir), e), path.join(work, 'files', e));
    const partial = `${out}.partial`;
    await run('tar', ['-czhf', partial, '-C', work, 'manifest.json', 'db', 'files'], { maxBuffer: 1 << 24 });
    fs.renameSync(partial, out);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    await database.close();
  }
}

export interface RestoreResult {
  manifest: Manifest;
  rows: Record<string, number>;
  files: string[];
}

export class RestoreRefused extends Error {}

async function appliedOrNone(database: Database): Promise<string[]> {
  return appliedMigrations(database).catch(() => []);
}

export async function restore(
  config: DbConfig,
  file: string,
  opts: { force?: boolean } = {},
): Promise<RestoreResult> {
  const archive = path.resolve(file);
  if (!fs.existsSync(archive)) throw new RestoreRefused(`no such file: ${archive}`);
  const dataDir = path.resolve(config.dataDir);
  const work = scratch(dataDir);
  let database: Database | undefined;
  try {
    await run('tar', ['-xzf', archive, '-C', work], { maxBuffer: 1 << 24 });
    const manifestFile = path.join(work, 'manifest.json');
    if (!fs.existsSync(manifestFile))
      throw new RestoreRefused(`${archive} is not a judge backup (no manifest.json)`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.format !== FORMAT || manifest.version !== VERSION)
      throw new RestoreRefused(`${archive} is not a judge backup of format ${FORMAT} v${VERSION}`);

    // Checked before the database is opened: opening SQLite creates judge.db.
    const present = dataEntries(dataDir, new Set([path.basename(work)]));
    database = openDatabase(config);
    const known = Object.keys(await migrationProvider(database.dialect).getMigrations()).sort();
    const unknown = manifest.migrations.filter((m) => !known.includes(m));
    if (unknown.length)
      throw new RestoreRefused(
        `the backup was made by a newer version (migrations ${unknown.join(', ')}): restore it with that version`,
      );
    const applied = await appliedOrNone(database);
    if (!opts.force && (applied.length || present.length))
      throw new RestoreRefused(
        `the target is not empty (${[
          applied.length ? `database ${database.describe} is initialised` : '',
          present.length ? `${dataDir} holds ${present.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; ')}): restore into a fresh database and DATA_DIR, or pass --force to replace everything`,
      );
    const last = manifest.migrations[manifest.migrations.length - 1];
    if (applied.some((m) => !manifest.migrations.includes(m)))
      throw new RestoreRefused(
        `the target database is at a newer schema than the backup (${applied[applied.length - 1]} > ${last}): restore into a fresh database`,
      );

    // The schema of the backup's version, its rows, then the migrations that came after it (they
    // convert the rows as they would have converted the live ones).
    if (last) await database.migrate(last);
    const rows = await loadDatabase(
      database,
      path.join(work, 'db'),
      manifest.dialect,
      Object.keys(manifest.tables),
    );
    await database.migrate();

    const staged = path.join(work, 'files');
    const files = fs.existsSync(staged) ? fs.readdirSync(staged).sort() : [];
    for (const e of files) {
      const to = path.join(dataDir, e);
      fs.rmSync(to, { recursive: true, force: true });
      fs.renameSync(path.join(staged, e), to);
    }
    return { manifest, rows, files };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    await database?.close();
  }
}
