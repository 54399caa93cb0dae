// Posts that reach other people (comments, replies, discussion reports) are limited per caller as
// well as per address: behind one address (a school's NAT) a class shares the address limit, while
// one account could otherwise post dozens a minute, each comment and reply notifying someone.
// (New discussions have their own daily limit for non-admins, hoj-behaviour's defaultCreateDiscussionDailyLimit.)
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Posts one session may make a minute on each posting call; a person typing stays far below it. */
export const POSTS_PER_MINUTE = 20;

/**
 * The caller's session as a rate-limit key: a digest of its token (tokens stay out of the limit's
 * store, Redis in scaled mode), or its address when it sends none (the call then fails its login
 * check anyway). A forged token only starts a counter of its own; it cannot use up another's.
 */
export function callerKey(req: FastifyRequest): string {
  const token = req.headers.authorization;
  if (!token) return `ip:${req.ip ?? 'gone'}`;
  return `session:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
}

/**
 * Route config of a posting call (its 429 is the site's, from the global limit's options). The limiter
 * keeps one counter per route, so each posting call has its own budget.
 */
export const postingLimit = {
  rateLimit: { max: POSTS_PER_MINUTE, timeWindow: 60_000, keyGenerator: callerKey },
} as const;
