// The one rule of a rank list's order and rows, for the site's lists (rank/service.ts) and a
// group's (group/rank.ts): ACM by distinct accepted problems desc, then submissions asc; OI by
// score desc, then accepted desc, then submissions asc; ties by username. Each caller brings its
// own counts as expressions (the site's kept counters, a group's counts over its submissions).
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { RankType, type RankRow } from '@judge/shared/schemas/rank';

export interface RankCounts {
  ac: RawBuilder<number>;
  total: RawBuilder<number>;
  score: RawBuilder<number>;
}

/** The user columns of a rank row (table `u`), as presentRankRow reads them. */
export const RANK_USER_COLUMNS = [
  'u.uuid',
  'u.username',
  'u.nickname',
  'u.signature',
  'u.avatar',
  'u.title_name',
  'u.title_color',
] as const;

/** Orders a rank query whose user table is `u`. */
export function orderRank<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  type: number,
  c: RankCounts,
): SelectQueryBuilder<DB, TB, O> {
  const ordered =
    type === RankType.OI
      ? rows.orderBy(c.score, 'desc').orderBy(c.ac, 'desc').orderBy(c.total, 'asc')
      : rows.orderBy(c.ac, 'desc').orderBy(c.total, 'asc');
  return ordered.orderBy(sql.ref('u.username'));
}

/** A rank row from the user's columns and counts (`rating` on ACM lists only). */
export function presentRankRow(
  r: {
    uuid: string;
    username: string;
    nickname: string | null;
    signature: string | null;
    avatar: string | null;
    title_name: string | null;
    title_color: string | null;
    ac: number | string;
    total: number | string;
    score: number | string;
  },
  type: number,
  rating: number | null,
): RankRow {
  return {
    uid: r.uuid,
    username: r.username,
    nickname: r.nickname,
    signature: r.signature,
    avatar: r.avatar,
    titleName: r.title_name,
    titleColor: r.title_color,
    total: Number(r.total),
    ac: Number(r.ac),
    ...(type === RankType.OI ? { score: Number(r.score) } : { rating }),
  };
}
