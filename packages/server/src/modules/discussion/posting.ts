// Posting thresholds and daily limits of the switches (hoj-behaviour §7.4): creating a discussion
// needs `defaultCreateDiscussionACInitValue` accepted problems and at most
// `defaultCreateDiscussionDailyLimit` posts a day; a comment or reply needs
// `defaultCreateCommentACInitValue` accepted problems. Admin roles are exempt (in a group also its
// admins: policies/discussion.ts isPostingExempt). The day is rolling: the counter lives 24 h
// from the first post, as in HOJ, and counts main-site and group discussions alike.
import { isPostingExempt, type Actor, type DiscussionGroup } from '@judge/shared';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const dailyKey = (uid: string) => `discussion-daily:${uid}`;

/** Distinct problems the user solved on the main site (user_acproblem). */
async function acCount(ctx: AppContext, uid: string): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('user_acproblem')
    .select((eb) => eb.fn.count<number>('pid').distinct().as('n'))
    .where('uid', '=', uid)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function postingRules(ctx: AppContext) {
  return {
    /** Refuses a discussion the switches do not allow yet (AC threshold, then the daily limit). */
    async checkDiscussion(actor: Actor, inGroup: DiscussionGroup | null = null): Promise<void> {
      if (isPostingExempt(actor, inGroup)) return;
      const sw = await ctx.siteConfig.switches();
      const need = sw.defaultCreateDiscussionACInitValue;
      if (need > 0 && (await acCount(ctx, actor.uid)) < need)
        throw badRequest('Discussion_AC_Required', { count: need });
      const used = Number((await ctx.kv.get(dailyKey(actor.uid))) ?? 0);
      if (used >= sw.defaultCreateDiscussionDailyLimit)
        throw badRequest('Discussion_Daily_Limit', { count: sw.defaultCreateDiscussionDailyLimit });
    },
    /** Counts a created discussion against the day that began with the first one. */
    async countDiscussion(actor: Actor, inGroup: DiscussionGroup | null = null): Promise<void> {
      if (isPostingExempt(actor, inGroup)) return;
      const key = dailyKey(actor.uid);
      if (await ctx.kv.setIfAbsent(key, '1', DAY_MS)) return;
      const left = await ctx.kv.ttl(key);
      const used = Number((await ctx.kv.get(key)) ?? 0);
      await ctx.kv.set(key, String(used + 1), Number.isFinite(left) && left > 0 ? left : DAY_MS);
    },
    /** Refuses a comment or reply below the AC threshold. */
    async checkComment(actor: Actor): Promise<void> {
      if (isPostingExempt(actor)) return;
      const need = (await ctx.siteConfig.switches()).defaultCreateCommentACInitValue;
      if (need > 0 && (await acCount(ctx, actor.uid)) < need)
        throw badRequest('Comment_AC_Required', { count: need });
    },
  };
}
