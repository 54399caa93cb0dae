// Before/after snapshots of the main resources of the back office: one loader per resource type,
// each reading the resource's rows by the ids a call named (the row as stored, plus the little a
// reader needs beside it, e.g. a user's role). Rows go through redact() before they are stored.
// A resource type without a loader is still logged (who, what, when, the request), without snapshots.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
type Row = Record<string, unknown>;
type Loader = (db: AnyDb, database: Database, ids: string[]) => Promise<Row[]>;

/** Rows of `table` whose `column` is one of the ids (numbers where the column is numeric). */
function byColumn(table: string, column: string, numeric = true): Loader {
  return async (db, _database, ids) => {
    const keys = numeric ? ids.map(Number).filter((n) => Number.isSafeInteger(n)) : ids;
    if (keys.length === 0) return [];
    return (await db
      .selectFrom(table)
      .selectAll()
      .where(column, 'in', keys)
      .orderBy(column)
      .execute()) as Row[];
  };
}

/** Rows of a link table keyed by two ids written `a:b` (contest_problem cid:pid, training_problem tid:pid). */
function byPair(table: string, a: string, b: string): Loader {
  return async (db, _database, ids) => {
    const out: Row[] = [];
    for (const id of ids) {
      const [x, y] = id.split(':').map(Number);
      if (!Number.isSafeInteger(x) || !Number.isSafeInteger(y)) continue;
      out.push(
        ...((await db.selectFrom(table).selectAll().where(a, '=', x).where(b, '=', y).execute()) as Row[]),
      );
    }
    return out;
  };
}

const LOADERS: Record<string, Loader> = {
  problem: byColumn('problem', 'id'),
  contest: byColumn('contest', 'id'),
  contest_problem: byPair('contest_problem', 'cid', 'pid'),
  training: byColumn('training', 'id'),
  training_problem: byPair('training_problem', 'tid', 'pid'),
  training_category: byColumn('training_category', 'id'),
  announcement: byColumn('announcement', 'id'),
  notice: byColumn('admin_sys_notice', 'id'),
  tag: byColumn('tag', 'id'),
  tag_classification: byColumn('tag_classification', 'id'),
  discussion: byColumn('discussion', 'id'),
  discussion_report: byColumn('discussion_report', 'id'),
  discussion_category: async (db) =>
    (await db.selectFrom('category').selectAll().orderBy('id').execute()) as Row[],
  comment: byColumn('comment', 'id'),
  reply: byColumn('reply', 'id'),
  submission: byColumn('judge', 'submit_id'),
  judge_server: byColumn('judge_server', 'name', false),
  carousel: byColumn('home_carousel', 'id'),
  /** An account with its role (the role is what a back-office edit most often changes). */
  user: async (db, _database, ids) => {
    if (ids.length === 0) return [];
    return (await db
      .selectFrom('user_info as u')
      .leftJoin('user_role as r', 'r.uid', 'u.uuid')
      .selectAll('u')
      .select('r.role_id')
      .where('u.uuid', 'in', ids)
      .orderBy('u.uuid')
      .execute()) as Row[];
  },
  /** A section of the site configuration (web, email, switch), its value parsed. */
  site_config: async (db, database, ids) => {
    if (ids.length === 0) return [];
    const rows = (await db
      .selectFrom('site_config')
      .select(['key', 'value'])
      .where('key', 'in', ids)
      .execute()) as {
      key: string;
      value: unknown;
    }[];
    return rows.map((r) => ({ section: r.key, ...(database.cols.readJson<Row>(r.value) ?? {}) }));
  },
};

/** Resource types that have a before/after loader. */
export const SNAPSHOT_TYPES: readonly string[] = Object.keys(LOADERS);

/**
 * The resource as stored now: one row (the usual case), an array when several ids were named, null
 * when nothing was found or the type has no loader.
 */
export async function loadSnapshot(database: Database, type: string, ids: string[]): Promise<unknown> {
  const load = LOADERS[type];
  if (!load || ids.length === 0) return null;
  const rows = await load(database.db as unknown as AnyDb, database, ids);
  if (rows.length === 0) return null;
  return ids.length === 1 && rows.length === 1 ? rows[0] : rows;
}
