// Contest exports (hoj-api-paths §3; hoj-behaviour §5.6): the board as an .xlsx sheet (the star,
// force-refresh and after-contest choices of the board call; headers in the caller's language)
// and the accepted code as a zip by user or by problem, streamed from batches of rows so that a
// large contest never sits in memory whole.
import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { ContestType, JudgeStatus, type Actor } from '@judge/shared';
import { BOARD_MAX_PAGE_SIZE, type AcmCellInfo } from '@judge/shared/schemas/contest-board';
import type { AppContext } from '../../../context.js';
import { xlsxOf } from '../../user-admin/spreadsheet.js';
import type { BoardService } from '../board/service.js';
import { excludedUidsOf, type ContestOpsService } from './service.js';

type Translate = (key: string, params?: Record<string, string | number>) => string;

const hms = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
};

/** One ACM cell as text: "1:02:03 (-2)" solved after two wrong tries, "-3" not solved, "?2" frozen. */
export function acmCellText(c: AcmCellInfo | undefined): string {
  if (!c) return '';
  if (c.isAC) return `${hms(c.ACTime ?? 0)}${c.errorNum ? ` (-${c.errorNum})` : ''}${c.isFirstAC ? ' *' : ''}`;
  const parts = [];
  if (c.errorNum) parts.push(`-${c.errorNum}`);
  if (c.tryNum) parts.push(`?${c.tryNum}`);
  return parts.join(' ');
}

const LANGUAGE_EXT: [RegExp, string][] = [
  [/^c\+\+|^g\+\+|cpp/i, 'cpp'],
  [/^c#/i, 'cs'],
  [/^c\b|^gcc/i, 'c'],
  [/python|pypy/i, 'py'],
  [/java(?!script)/i, 'java'],
  [/javascript|node/i, 'js'],
  [/golang|^go\b/i, 'go'],
  [/rust/i, 'rs'],
  [/kotlin/i, 'kt'],
  [/pascal/i, 'pas'],
  [/ruby/i, 'rb'],
  [/php/i, 'php'],
];
export const extensionOf = (language: string) => LANGUAGE_EXT.find(([re]) => re.test(language))?.[1] ?? 'txt';
const safeName = (s: string) => s.replace(/[^\w.\-\u4e00-\u9fff]+/g, '_').slice(0, 80) || '_';

export function contestExports(ctx: AppContext, ops: ContestOpsService, board: BoardService) {
  const { database } = ctx;
  const { db } = database;

  /** The board as the caller would see it with these choices, every page, as one sheet. */
  async function rankSheet(
    actor: Actor,
    q: { cid: number; forceRefresh?: boolean; removeStar?: boolean; containEnd?: boolean },
    t: Translate,
  ): Promise<{ name: string; bytes: Uint8Array }> {
    const a = await ops.adminAccess(actor, q.cid);
    const cid = Number(a.contest.id);
    const problems = await db.selectFrom('contest_problem').select('display_id').where('cid', '=', cid).orderBy('display_id').execute();
    const ids = problems.map((p) => p.display_id);
    const acm = a.contest.type === ContestType.ACM;
    const rows: string[][] = [];
    const seen = new Set<string>();
    for (let page = 1; ; page++) {
      const p = await board.rank(actor, {
        cid,
        currentPage: page,
        limit: BOARD_MAX_PAGE_SIZE,
        forceRefresh: !!q.forceRefresh,
        removeStar: !!q.removeStar,
        containsEnd: !!q.containEnd,
      });
      for (const r of p.records) {
        // The caller's own and followed rows are pinned copies; each user once, at their place.
        if (seen.has(r.uid) || r.isConcerned) continue;
        seen.add(r.uid);
        const head = [r.rank === -1 ? '*' : String(r.rank), r.username, r.realname ?? '', r.nickname ?? '', r.school ?? ''];
        if (acm && 'ac' in r) {
          rows.push([...head, String(r.ac), String(r.total), hms(r.totalTime), ...ids.map((d) => acmCellText(r.submissionInfo[d]))]);
        } else if ('totalScore' in r) {
          rows.push([...head, String(r.totalScore), hms(r.totalTime), ...ids.map((d) => (d in r.submissionInfo ? String(r.submissionInfo[d]) : ''))]);
        }
      }
      if (page >= p.pages) break;
    }
    const base = [t('Sheet_Rank'), t('Sheet_Username'), t('Sheet_Realname'), t('Sheet_Nickname'), t('Sheet_School')];
    const header = acm
      ? [...base, t('Sheet_AC'), t('Sheet_Total_Submissions'), t('Sheet_Total_Time'), ...ids]
      : [...base, t('Sheet_Total_Score'), t('Sheet_Total_Time'), ...ids];
    return { name: `contest-${cid}-rank.xlsx`, bytes: xlsxOf(t('Sheet_Contest_Rank'), header, rows) };
  }

  /**
   * The contest's accepted code, one file per accepted submission, foldered by user or by problem,
   * written to a stream as it is read (batches of 200 rows, waiting for the client to drain).
   */
  async function acceptedZip(
    actor: Actor,
    q: { cid: number; excludeAdmin?: boolean; splitType?: 'user' | 'problem' },
  ): Promise<{ name: string; stream: PassThrough }> {
    const a = await ops.adminAccess(actor, q.cid);
    const cid = Number(a.contest.id);
    const excluded = q.excludeAdmin ? await excludedUidsOf(database, a.contest) : new Set<string>();
    const byProblem = q.splitType === 'problem';
    const out = new PassThrough();
    const zip = new Zip((err, chunk, final) => {
      if (err) {
        out.destroy(err);
        return;
      }
      out.write(Buffer.from(chunk));
      if (final) out.end();
    });
    const drained = () => (out.writableNeedDrain ? new Promise<void>((r) => out.once('drain', () => r())) : Promise.resolve());
    const pump = async () => {
      let after = 0;
      for (;;) {
        const batch = await db
          .selectFrom('judge as j')
          .leftJoin('contest_problem as cp', 'cp.id', 'j.cpid')
          .select(['j.submit_id', 'j.uid', 'j.username', 'j.code', 'j.language', 'j.display_pid', 'cp.display_id'])
          .where('j.cid', '=', cid)
          .where('j.status', '=', JudgeStatus.ACCEPTED)
          .where('j.submit_id', '>', after)
          .orderBy('j.submit_id')
          .limit(200)
          .execute();
        if (!batch.length) break;
        for (const r of batch) {
          after = Number(r.submit_id);
          if (excluded.has(r.uid)) continue;
          const problem = safeName(r.display_id ?? r.display_pid ?? 'problem');
          const user = safeName(r.username);
          const file = `${byProblem ? problem : user}/${byProblem ? user : problem}_${r.submit_id}.${extensionOf(r.language)}`;
          const entry = new ZipDeflate(file, { level: 6 });
          zip.add(entry);
          entry.push(strToU8(r.code ?? ''), true);
        }
        await drained();
      }
      zip.end();
    };
    void pump().catch((e: unknown) => out.destroy(e as Error));
    return { name: `contest-${cid}-ac-${byProblem ? 'problem' : 'user'}.zip`, stream: out };
  }

  return { rankSheet, acceptedZip };
}
