// Contest operations (hoj-behaviour §5.6; hoj-api-paths §4): the print queue, AC info / balloons
// and the scroll board's data. Rules are the pure ones of @judge/shared policies (contest.ts,
// contest-ops.ts); this file loads facts, applies them and shapes the answers.
import { JudgeStatus, type Actor } from '@judge/shared';
import { canOperateContest, canSubmitPrint, hasScrollBoard } from '@judge/shared/policies/contest-ops';
import {
  PRINT_COOLDOWN_SECONDS,
  PRINT_MAX_LENGTH,
  PRINT_MIN_LENGTH,
  type ContestAcPage,
  type ContestPrint,
  type ContestPrintPage,
  type ScrollBoardInfo,
  type ScrollBoardSubmission,
} from '@judge/shared/schemas/contest-ops';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/index.js';
import { readBool, readTime } from '../../../db/columns.js';
import type { ContestRow } from '../../../db/rows.js';
import { badRequest, forbidden, notFound } from '../../../lib/errors.js';
import { pageOf } from '../../../lib/pagination.js';
import { contestAccess, contestAdminUids, type ContestAccess } from '../access.js';
import { starAccountsOf } from '../presenter.js';

const iso = (v: Date | string) => readTime(v)!.toISOString();
const ms = (v: Date | string) => readTime(v)!.getTime();
const two = (n: number) => String(n).padStart(2, '0');

/** "yyyy/MM/dd HH:mm:ss" in GMT+8, the scroll board's date format (hoj-api-paths §9.6). */
export function gmt8(v: Date | string | number): string {
  const d = new Date((typeof v === 'number' ? v : ms(v)) + 8 * 3600_000);
  return `${d.getUTCFullYear()}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** Who never counts in contest operations: the contest's admins (§5.6; `contestAdminUids`). */
export const excludedUidsOf = (database: Database, contest: ContestRow): Promise<Set<string>> =>
  contestAdminUids(database.db, contest);

/** Print rows older than this are removed by the clean-up job (hoj-behaviour §5.6: daily). */
export const PRINT_KEEP_MS = 24 * 3600_000;

/** Removes print texts older than a day; returns how many went. */
export async function purgeOldPrints(database: Database, now = Date.now()): Promise<number> {
  const r = await database.db
    .deleteFrom('contest_print')
    .where('gmt_create', '<', database.cols.time(new Date(now - PRINT_KEEP_MS)))
    .executeTakeFirst();
  return Number(r.numDeletedRows ?? 0);
}

export function contestOpsService(ctx: AppContext) {
  const { database, kv } = ctx;
  const { db, cols } = database;
  /** The contest's admins' tabs refetch on these (ops/events.ts; ids only). */
  const notify = ctx.contestBoard.admin.notify;

  /** The contest for one of its admins (print queue, AC info, exports); 403 for anyone else. */
  async function adminAccess(actor: Actor, cid: number): Promise<ContestAccess> {
    const a = await contestAccess(database, actor, cid, 'info');
    if (!canOperateContest(actor, a.ref, a.view)) throw forbidden('No_Permission');
    return a;
  }

  // ---- Print ------------------------------------------------------------------------------------

  async function submitPrint(actor: Actor, cid: number, content: string): Promise<void> {
    const a = await contestAccess(database, actor, cid, 'inside');
    const verdict = canSubmitPrint(actor, { ...a.ref, openPrint: readBool(a.contest.open_print) }, a.view, a.now);
    if (verdict === 'closed') throw forbidden('Contest_Print_Closed');
    if (verdict === 'ended') throw forbidden('Contest_has_ended');
    if (!content.trim()) throw badRequest('Content_cannot_be_empty');
    if (content.length < PRINT_MIN_LENGTH) throw badRequest('The_number_of_content_cannot_be_less_than_50');
    if (content.length > PRINT_MAX_LENGTH) throw badRequest('Print_Content_Too_Long', { max: PRINT_MAX_LENGTH });
    // One request per user every 30 s, across contests and server processes (the shared store).
    const key = `contest-print:${actor.uid}`;
    if (!(await kv.setIfAbsent(key, '1', PRINT_COOLDOWN_SECONDS * 1000))) {
      const left = Math.max(1, Math.ceil((await kv.ttl(key)) / 1000));
      throw badRequest('Print_Too_Frequent', { seconds: left });
    }
    const user = await db.selectFrom('user_info').select('realname').where('uuid', '=', actor.uid).executeTakeFirst();
    const now = cols.time();
    await db
      .insertInto('contest_print')
      .values({
        cid: Number(a.contest.id),
        uid: actor.uid,
        username: actor.username,
        realname: user?.realname ?? null,
        content,
        status: 0,
        gmt_create: now,
        gmt_modified: now,
      })
      .execute();
    notify(Number(a.contest.id), 'print');
  }

  const presentPrint = (r: {
    id: number;
    cid: number;
    username: string;
    realname: string | null;
    content: string;
    status: number;
    gmt_create: Date | string;
    gmt_modified: Date | string;
  }): ContestPrint => ({
    id: Number(r.id),
    cid: Number(r.cid),
    username: r.username,
    realname: r.realname,
    content: r.content,
    status: Number(r.status),
    gmtCreate: iso(r.gmt_create),
    gmtModified: iso(r.gmt_modified),
  });

  /** The queue of a contest, waiting first, newest first, 15 a page. */
  async function printList(actor: Actor, q: { cid: number; currentPage?: number; limit?: number }): Promise<ContestPrintPage> {
    const a = await adminAccess(actor, q.cid);
    const cid = Number(a.contest.id);
    const { currentPage, limit, offset } = pageOf(q, 'contestOps');
    const [rows, count] = await Promise.all([
      db
        .selectFrom('contest_print')
        .selectAll()
        .where('cid', '=', cid)
        .orderBy('status', 'asc')
        .orderBy('gmt_create', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      db
        .selectFrom('contest_print')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('cid', '=', cid)
        .executeTakeFirstOrThrow(),
    ]);
    const total = Number(count.n);
    return { records: rows.map(presentPrint), total, size: limit, current: currentPage, pages: Math.ceil(total / limit) };
  }

  async function markPrinted(actor: Actor, id: number, cid: number): Promise<void> {
    await adminAccess(actor, cid);
    const r = await db
      .updateTable('contest_print')
      .set({ status: 1, gmt_modified: cols.time() })
      .where('id', '=', id)
      .where('cid', '=', cid)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw notFound('Contest_Print_Not_Exist');
    notify(cid, 'print');
  }

  /** One print as a text file, for an admin of its contest. */
  async function printFile(actor: Actor, id: number): Promise<{ name: string; content: string }> {
    const row = await db.selectFrom('contest_print').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Contest_Print_Not_Exist');
    await adminAccess(actor, Number(row.cid));
    const safe = row.username.replace(/[^\w.-]+/g, '_');
    return { name: `print-${row.cid}-${row.id}-${safe}.txt`, content: row.content };
  }

  // ---- AC info / balloons -----------------------------------------------------------------------

  /**
   * Each user's first AC of each problem within the contest time (creator and roots left out), the
   * first blood of each problem among them, unchecked first then by time, 20 a page.
   */
  async function acInfo(actor: Actor, q: { cid: number; currentPage?: number; limit?: number }): Promise<ContestAcPage> {
    const a = await adminAccess(actor, q.cid);
    const cid = Number(a.contest.id);
    const [records, excluded, problems] = await Promise.all([
      db
        .selectFrom('contest_record')
        .selectAll()
        .where('cid', '=', cid)
        .where('status', '=', 1)
        .where('submit_time', '>=', cols.time(readTime(a.contest.start_time)!))
        .where('submit_time', '<', cols.time(readTime(a.contest.end_time)!))
        .orderBy('submit_time', 'asc')
        .orderBy('submit_id', 'asc')
        .execute(),
      excludedUidsOf(database, a.contest),
      db.selectFrom('contest_problem').select(['id', 'color']).where('cid', '=', cid).execute(),
    ]);
    const colour = new Map(problems.map((p) => [Number(p.id), p.color]));
    // First blood as the board gives it: the earliest AC second since the start among non-star
    // users, every AC of that second first (board/service.ts firstAcOf).
    const start = readTime(a.contest.start_time)!.getTime();
    const stars = new Set(starAccountsOf(cols, a.contest.star_account));
    const secondOf = (t: number) => Math.floor((t - start) / 1000);
    const seen = new Set<string>();
    const firstOfProblem = new Map<number, number>();
    const firsts = [];
    for (const r of records) {
      if (excluded.has(r.uid) || !colour.has(Number(r.cpid))) continue;
      const key = `${r.uid}\u0000${r.pid}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const t = ms(r.submit_time);
      const star = stars.has(r.username);
      if (!star && !firstOfProblem.has(r.pid)) firstOfProblem.set(r.pid, secondOf(t));
      firsts.push({ r, t, star });
    }
    const sorted = firsts.sort(
      (x, y) => Number(readBool(x.r.checked)) - Number(readBool(y.r.checked)) || x.t - y.t || x.r.submit_id - y.r.submit_id,
    );
    const { currentPage, limit, offset } = pageOf(q, 'contestOps');
    return {
      records: sorted.slice(offset, offset + limit).map(({ r, t, star }) => ({
        id: Number(r.id),
        cid: Number(r.cid),
        uid: r.uid,
        pid: Number(r.pid),
        cpid: Number(r.cpid),
        displayId: r.display_id,
        submitId: Number(r.submit_id),
        username: r.username,
        realname: r.realname,
        status: r.status,
        submitTime: iso(r.submit_time),
        time: Number(r.time),
        score: r.score,
        useTime: r.use_time,
        firstBlood: !star && firstOfProblem.get(r.pid) === secondOf(t),
        checked: readBool(r.checked),
        gmtCreate: iso(r.gmt_create),
        gmtModified: iso(r.gmt_modified),
        color: colour.get(Number(r.cpid)) ?? null,
      })),
      total: sorted.length,
      size: limit,
      current: currentPage,
      pages: Math.ceil(sorted.length / limit),
    };
  }

  async function checkAc(actor: Actor, b: { id: number; cid: number; checked: boolean }): Promise<void> {
    await adminAccess(actor, b.cid);
    const r = await db
      .updateTable('contest_record')
      .set({ checked: cols.bool(b.checked), gmt_modified: cols.time() })
      .where('id', '=', b.id)
      .where('cid', '=', b.cid)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw notFound('Contest_Record_Not_Exist');
    notify(b.cid, 'acInfo');
  }

  // ---- Scroll board -----------------------------------------------------------------------------

  /** The contest of a scroll board: visible to the caller, ACM, sealed and ended (403 otherwise). */
  async function scrollContest(actor: Actor | null, cid: number) {
    const a = await contestAccess(database, actor, cid, 'info');
    if (!hasScrollBoard(a.ref, a.now)) throw forbidden('Contest_Scroll_Board_Unavailable');
    return a;
  }

  async function scrollInfo(actor: Actor | null, cid: number): Promise<ScrollBoardInfo> {
    const a = await scrollContest(actor, cid);
    const problems = await db
      .selectFrom('contest_problem')
      .select(['display_id', 'color'])
      .where('cid', '=', Number(a.contest.id))
      .orderBy('display_id')
      .execute();
    return {
      id: Number(a.contest.id),
      rankShowName: a.contest.rank_show_name,
      problemCount: problems.length,
      balloonColor: Object.fromEntries(problems.map((p) => [p.display_id, p.color])),
      startTime: gmt8(a.contest.start_time),
      sealRankTime: gmt8(a.contest.seal_rank_time!),
      starUserList: starAccountsOf(cols, a.contest.star_account),
      displayIds: problems.map((p) => p.display_id),
      endTime: gmt8(a.contest.end_time),
    };
  }

  /**
   * Every submission made before the end (Cancelled left out), without the creator and roots, and
   * without star users when asked; real names only when the board shows them.
   */
  async function scrollSubmissions(actor: Actor | null, cid: number, removeStar: boolean): Promise<ScrollBoardSubmission[]> {
    const a = await scrollContest(actor, cid);
    const excluded = await excludedUidsOf(database, a.contest);
    const stars = new Set(starAccountsOf(cols, a.contest.star_account));
    const realnames = a.contest.rank_show_name === 'realname';
    const rows = await db
      .selectFrom('judge as j')
      .innerJoin('user_info as u', 'u.uuid', 'j.uid')
      .innerJoin('contest_problem as cp', 'cp.id', 'j.cpid')
      .select([
        'j.uid',
        'u.username',
        'u.nickname',
        'u.realname',
        'u.school',
        'u.avatar',
        'u.gender',
        'j.submit_id',
        'j.status',
        'j.submit_time',
        'cp.display_id',
      ])
      .where('j.cid', '=', Number(a.contest.id))
      .where('j.status', '!=', JudgeStatus.CANCELLED)
      .where('j.submit_time', '>=', cols.time(readTime(a.contest.start_time)!))
      .where('j.submit_time', '<', cols.time(readTime(a.contest.end_time)!))
      .orderBy('j.submit_time')
      .orderBy('j.submit_id')
      .execute();
    return rows
      .filter((r) => !excluded.has(r.uid) && !(removeStar && stars.has(r.username)))
      .map((r) => ({
        uid: r.uid,
        username: r.username,
        nickname: r.nickname,
        realname: realnames ? r.realname : null,
        school: r.school,
        avatar: r.avatar,
        gender: r.gender,
        submitId: Number(r.submit_id),
        status: Number(r.status),
        submitTime: gmt8(r.submit_time),
        displayId: r.display_id,
      }));
  }

  return { adminAccess, submitPrint, printList, markPrinted, printFile, acInfo, checkAc, scrollInfo, scrollSubmissions };
}
export type ContestOpsService = ReturnType<typeof contestOpsService>;
