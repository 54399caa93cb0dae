// Wrong-case download (site.md §6, DESIGN "calls HOJ lacks"): the first failing case of a
// non-contest submission, to its owner, when the problem opens case results; 2 per day, 5 for admins.
import { readFile } from 'node:fs/promises';
import { zipSync } from 'fflate';
import { DOWNLOAD_QUOTA, JudgeStatus, isAdminRole } from '@judge/shared';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../lib/auth/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { SubmissionRow } from '../../db/rows.js';
import { visibilityOf, type SubmissionVisibility } from './visibility.js';

interface BlobHost {
  judge?: { blobs?: { pathOf(hash: string): Promise<string | null> } };
}

const dayKey = (uid: string, now = new Date()) => `wrong-case:${uid}:${now.toISOString().slice(0, 10)}`;
const quotaOf = (u: AuthUser) =>
  isAdminRole(u.roleId) ? DOWNLOAD_QUOTA.wrongCasePerDayAdmin : DOWNLOAD_QUOTA.wrongCasePerDay;
const UNTIL_TOMORROW_MS = 26 * 3600_000;
const REFUSAL_KEYS: Record<NonNullable<SubmissionVisibility['wrongCase']>, string> = {
  not_own: 'Wrong_Case_Not_Own',
  contest: 'Wrong_Case_Contest',
  closed: 'Wrong_Case_Closed',
  no_failing_case: 'Wrong_Case_None',
};

export function wrongCaseService(ctx: AppContext) {
  const { db } = ctx.database;

  async function remaining(u: AuthUser) {
    const used = Number((await ctx.kv.get(dayKey(u.uid))) ?? 0);
    return Math.max(0, quotaOf(u) - used);
  }

  /** The refusal key, or null when the download is offered (the rule is the shared submission policy). */
  function refusal(v: Pick<SubmissionVisibility, 'wrongCase'>): string | null {
    return v.wrongCase === null ? null : REFUSAL_KEYS[v.wrongCase];
  }

  async function firstFailingCase(submitId: number) {
    return db
      .selectFrom('judge_case as jc')
      .innerJoin('problem_case as pc', 'pc.id', 'jc.case_id')
      .select(['jc.seq', 'pc.input', 'pc.output', 'pc.input_hash', 'pc.output_hash'])
      .where('jc.submit_id', '=', submitId)
      .where('jc.status', 'not in', [JudgeStatus.ACCEPTED, JudgeStatus.CANCELLED])
      .orderBy('jc.seq')
      .limit(1)
      .executeTakeFirst();
  }

  async function info(u: AuthUser | null, s: SubmissionRow, v: Pick<SubmissionVisibility, 'wrongCase'>) {
    if (!u || s.uid !== u.uid) return null;
    const offered = refusal(v) === null && !!(await firstFailingCase(Number(s.submit_id)));
    return { available: offered, remaining: await remaining(u) };
  }

  async function download(u: AuthUser, submitId: number) {
    const s = await db.selectFrom('judge').selectAll().where('submit_id', '=', submitId).executeTakeFirst();
    if (!s) throw notFound('Submission_Not_Exist');
    const p = await db.selectFrom('problem').selectAll().where('id', '=', s.pid).executeTakeFirst();
    const why = refusal(visibilityOf(u, s, p, {}));
    if (why) throw why === 'Wrong_Case_Not_Own' ? forbidden(why) : badRequest(why);
    const c = await firstFailingCase(submitId);
    if (!c) throw badRequest('Wrong_Case_None');
    const blobs = (ctx as unknown as BlobHost).judge?.blobs;
    const [inPath, outPath] = await Promise.all([blobs?.pathOf(c.input_hash), blobs?.pathOf(c.output_hash)]);
    if (!inPath || !outPath) throw notFound('Wrong_Case_Data_Missing');
    const left = await remaining(u);
    if (left <= 0) throw badRequest('Wrong_Case_Quota_Exceeded', { quota: quotaOf(u) });
    const used = await ctx.kv.incr(dayKey(u.uid), UNTIL_TOMORROW_MS);
    const zip = zipSync(
      {
        [c.input]: new Uint8Array(await readFile(inPath)),
        [c.output]: new Uint8Array(await readFile(outPath)),
      },
      { level: 0 },
    );
    return {
      zip: Buffer.from(zip),
      name: `wrong-case-${submitId}-${c.seq}.zip`,
      remaining: Math.max(0, quotaOf(u) - used),
    };
  }

  return { info, download, remaining };
}
