// E-mail codes and throttles kept in the key/value store (database or Redis).
import { randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_THROTTLES } from '@judge/shared';
import type { KvStore } from '../../lib/kv.js';
import { badRequest } from '../../lib/errors.js';

/** Wrong guesses of one code before it is thrown away. */
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_TTL_MS = ACCOUNT_THROTTLES.emailCodeTtlSeconds * 1000;

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet[randomInt(alphabet.length)];
  return s;
}

export function sameSecret(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

export function codeStore(kv: KvStore) {
  return {
    /** Starts the resend cooldown; refuses with the seconds left when it is running. */
    async startCooldown(key: string, seconds: number): Promise<void> {
      if (!(await kv.setIfAbsent(`cooldown:${key}`, '1', seconds * 1000))) {
        const left = Math.max(1, Math.ceil((await kv.ttl(`cooldown:${key}`)) / 1000));
        throw badRequest('Email_Code_Too_Frequent', { seconds: left });
      }
    },
    async clearCooldown(key: string): Promise<void> {
      await kv.del(`cooldown:${key}`);
    },
    async issue(key: string, code: string, ttlMs = CODE_TTL_MS): Promise<void> {
      await kv.set(`code:${key}`, code, ttlMs);
      await kv.del(`codefail:${key}`);
    },
    /** True when the code matches (and consumes it when `consume`); wrong guesses are counted. */
    async check(key: string, code: string, consume: boolean): Promise<boolean> {
      const stored = await kv.get(`code:${key}`);
      if (stored !== null && sameSecret(stored, code)) {
        if (consume) await kv.del(`code:${key}`);
        await kv.del(`codefail:${key}`);
        return true;
      }
      if (stored !== null) {
        const n = await kv.incr(`codefail:${key}`, CODE_TTL_MS);
        if (n >= MAX_CODE_ATTEMPTS) await kv.del(`code:${key}`);
      }
      return false;
    },
    async drop(key: string): Promise<void> {
      await kv.del(`code:${key}`);
    },
  };
}
export type CodeStore = ReturnType<typeof codeStore>;

/** A failure counter with a lock: `limit` failures within the window lock the action for `lockMs`. */
export function lockCounter(kv: KvStore, key: string, limit: number, lockMs: number) {
  return {
    /** Milliseconds left on the lock, 0 when not locked. */
    async lockedFor(): Promise<number> {
      const n = Number((await kv.get(key)) ?? 0);
      return n >= limit ? await kv.ttl(key) : 0;
    },
    /** Counts one failure (window/lock refreshed); returns the new count. */
    async fail(): Promise<number> {
      return kv.incr(key, lockMs);
    },
    async count(): Promise<number> {
      return Number((await kv.get(key)) ?? 0);
    },
    async reset(): Promise<void> {
      await kv.del(key);
    },
  };
}

export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
