// Group rank (hoj-behaviour §8; hoj-api-paths §2.1 get-group-rank-list): the group's members
// (levels 3–5) over the group's submissions only (judge.gid = the group), so nothing of the main
// site counts and nothing of the group feeds the main site's rank.
//   ACM (type 0): distinct accepted problems desc, then submissions asc.
//   OI  (type 1): Σ over problems of the best oi_rank_score desc, then accepted desc, then submissions asc.
import { sql } from 'kysely';
import { JudgeStatus, MemberAuth, canSeeMemberRealNames, type Actor } from '@judge/shared';
import { type GroupRankRow } from '@judge/shared/schemas/group';
import { RankType } from '@judge/shared/schemas/rank';
import type { Database } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { pageOf, pageResult, readPage } from '../../lib/pagination.js';
import { keywordConditions, searchKeyword } from '../../lib/search.js';
import { requireGroup } from './access.js';
import { RANK_USER_COLUMNS, orderRank, presentRankRow } from '../rank/order.js';

export function groupRankService(database: Database) {
  const { db } = database;

  async function rank(
    actor: Actor | null,
    q: { gid: number; type: number; currentPage?: number; limit?: number; searchUser?: string },
  ) {
    const access = await requireGroup(db, actor, q.gid, 'enter');
    // Real names as in the member list: the group's admins (the owner among them) and the site root.
    const withRealname = canSeeMemberRealNames(actor, access.ref, access.level);
    if (q.type !== RankType.ACM && q.type !== RankType.OI) throw badRequest('Group_Rank_Type_Invalid');
    const { currentPage, limit, offset } = pageOf(q, 'groupRank');
    const keyword = searchKeyword(q.searchUser);

    const subs = db.selectFrom('judge').where('gid', '=', q.gid);
    const total = subs.select(['uid', (eb) => eb.fn.countAll<number>().as('total')]).groupBy('uid');
    const ac = subs
      .where('status', '=', JudgeStatus.ACCEPTED)
      .select(['uid', (eb) => eb.fn.count<number>('pid').distinct().as('ac')])
      .groupBy('uid');
    const best = subs
      .select(['uid', 'pid', (eb) => eb.fn.max<number>('oi_rank_score').as('best')])
      .groupBy(['uid', 'pid']);
    const score = db
      .selectFrom(best.as('b'))
      .select(['b.uid', (eb) => eb.fn.sum<number>(sql`coalesce(b.best, 0)`).as('score')])
      .groupBy('b.uid');

    let base = db
      .selectFrom('group_member as m')
      .innerJoin('user_info as u', 'u.uuid', 'm.uid')
      .leftJoin(total.as('t'), 't.uid', 'm.uid')
      .leftJoin(ac.as('a'), 'a.uid', 'm.uid')
      .leftJoin(score.as('s'), 's.uid', 'm.uid')
      .where('m.gid', '=', q.gid)
      .where('m.auth', '>=', MemberAuth.MEMBER);
    if (keyword)
      base = base.where((eb) => eb.or(keywordConditions(eb, keyword, ['u.username', 'u.nickname'])));
    const acExpr = sql<number>`coalesce(a.ac, 0)`;
    const totalExpr = sql<number>`coalesce(t.total, 0)`;
    const scoreExpr = sql<number>`coalesce(s.score, 0)`;
    const rows = base.select([
      ...RANK_USER_COLUMNS,
      'u.realname',
      acExpr.as('ac'),
      totalExpr.as('total'),
      scoreExpr.as('score'),
    ]);
    const page = await readPage(
      base,
      () => orderRank(rows, q.type, { ac: acExpr, total: totalExpr, score: scoreExpr }),
      { limit, offset },
    );
    // Every row carries its score (the spec's group rank row and table), ACM rows too.
    const records: GroupRankRow[] = page.rows.map((r) => ({
      ...presentRankRow(r, q.type, null),
      score: Number(r.score),
      ...(withRealname ? { realname: r.realname ?? null } : {}),
    }));
    return pageResult(records, page.total, limit, currentPage);
  }

  return { rank };
}
