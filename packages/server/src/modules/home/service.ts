// The home page lists (site.md §1; hoj-behaviour §7.4): contests starting within 14 days (and those
// running), the 7-day AC rank, last week's submissions per day (cached 30 min, root may refresh),
// and HOJ's deprecated "other judges' contests" (nothing is crawled here: an empty list).
// The carousel is the config module's and the latest problems the problem module's.
import { sql } from 'kysely';
import { JudgeStatus } from '@judge/shared';
import { RankType, type RankRow } from '@judge/shared/schemas/rank';
import type { WeekStatistics } from '@judge/shared/schemas/home';
import type { Database } from '../../db/index.js';
import type { KvStore } from '../../lib/kv.js';
import { presentContestVO } from '../contest/presenter.js';
import { registrationCounts } from '../contest/public-repo.js';
import { RANK_USER_COLUMNS, presentRankRow } from '../rank/order.js';
import { chinaDay, chinaDayStart } from '../../lib/china-day.js';

const DAY_MS = 24 * 3600 * 1000;
export const WEEK_STATS_CACHE_MS = 30 * 60 * 1000;
export const SEVEN_DAY_RANK_CACHE_MS = 60 * 60 * 1000;
const WEEK_STATS_KEY = 'home:week-statistics';
const SEVEN_DAY_RANK_KEY = 'home:seven-day-rank';
const TRUE = sql<boolean>`(1 = 1)`;
const FALSE = sql<boolean>`(1 = 0)`;

export function homeService(database: Database, kv: KvStore) {
  const { db, cols } = database;

  /** Visible main-site contests running now or starting within the next 14 days, soonest first. */
  async function recentContests() {
    const now = new Date();
    const rows = await db
      .selectFrom('contest')
      .selectAll()
      .where('visible', '=', TRUE)
      .where('is_group', '=', FALSE)
      .where('end_time', '>', cols.time(now))
      .where('start_time', '<=', cols.time(new Date(now.getTime() + 14 * DAY_MS)))
      .orderBy('start_time', 'asc')
      .limit(20)
      .execute();
    const counts = await registrationCounts(
      db,
      rows.map((c) => Number(c.id)),
    );
    return rows.map((c) => presentContestVO(c, counts.get(Number(c.id)) ?? 0, now.getTime()));
  }

  /** Top 10 by problems first accepted in the last 7 days; ties: newest account first. Cached 1 h. */
  async function sevenDayRank(): Promise<RankRow[]> {
    const cached = await kv.get(SEVEN_DAY_RANK_KEY);
    if (cached) return JSON.parse(cached) as RankRow[];
    const since = cols.time(new Date(Date.now() - 7 * DAY_MS));
    const ac = db
      .selectFrom('user_acproblem')
      .select(['uid', (eb) => eb.fn.count<number>('pid').distinct().as('ac')])
      .where('gmt_create', '>=', since)
      .groupBy('uid')
      .as('a');
    const rows = await db
      .selectFrom(ac)
      .innerJoin('user_info as u', 'u.uuid', 'a.uid')
      .leftJoin('user_record as r', 'r.uid', 'u.uuid')
      .select([...RANK_USER_COLUMNS, 'r.rating', 'a.ac'])
      .where('u.status', '=', 0)
      .orderBy('a.ac', 'desc')
      .orderBy('u.gmt_create', 'desc')
      .limit(10)
      .execute();
    // Accepted problems of the week only: no submission count.
    const list: RankRow[] = rows.map((r) =>
      presentRankRow({ ...r, total: 0, score: 0 }, RankType.ACM, r.rating ?? null),
    );
    await kv.set(SEVEN_DAY_RANK_KEY, JSON.stringify(list), SEVEN_DAY_RANK_CACHE_MS);
    return list;
  }

  /**
   * Submissions and accepted ones per day over the last 7 days (China calendar), oldest first;
   * accepted runs of contests not yet ended are left out (see below).
   */
  async function weekStatistics(forceRefresh: boolean): Promise<WeekStatistics> {
    if (!forceRefresh) {
      const cached = await kv.get(WEEK_STATS_KEY);
      if (cached) return JSON.parse(cached) as WeekStatistics;
    }
    const now = new Date();
    const days = Array.from({ length: 7 }, (_, i) => chinaDay(new Date(now.getTime() - (6 - i) * DAY_MS)));
    // one counting query per day (midnight to midnight, China time): no submission is loaded
    const counts = await Promise.all(
      days.map((d) => {
        const from = chinaDayStart(d);
        // An accepted run of a contest still going is not counted: during a seal even a site-wide
        // count of ACs would tell who solved what after the board froze. It counts once the
        // contest has ended.
        return db
          .selectFrom('judge')
          .leftJoin('contest', 'contest.id', 'judge.cid')
          .select([
            (eb) => eb.fn.countAll<number>().as('total'),
            sql<number>`coalesce(sum(case when judge.status = ${JudgeStatus.ACCEPTED} and (contest.id is null or contest.end_time <= ${cols.time(now)}) then 1 else 0 end), 0)`.as(
              'ac',
            ),
          ])
          .where('judge.submit_time', '>=', cols.time(from))
          .where('judge.submit_time', '<', cols.time(new Date(from.getTime() + DAY_MS)))
          .executeTakeFirstOrThrow();
      }),
    );
    const stats = {
      dateStrList: days,
      acCountList: counts.map((c) => Number(c.ac)),
      totalCountList: counts.map((c) => Number(c.total)),
    };
    await kv.set(WEEK_STATS_KEY, JSON.stringify(stats), WEEK_STATS_CACHE_MS);
    return stats;
  }

  return { recentContests, sevenDayRank, weekStatistics };
}
