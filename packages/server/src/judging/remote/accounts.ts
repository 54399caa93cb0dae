// Remote accounts: read from the switch settings (`<site>UsernameList` / `<site>PasswordList`,
// the reference's place), each taken by one submission at a time through a KV lock (in memory,
// or Redis when the server runs scaled, so two servers never share an account) and released after.
import type { Database } from '../../db/index.js';
import type { KvStore } from '../../lib/kv.js';
import { siteConfigService } from '../../modules/site/service.js';
import type { RemoteAccount, RemoteAdapter } from './types.js';

/** A lock outlives the longest run (account wait excluded): submit + 60 polls, with margin. */
const LOCK_TTL_MS = 20 * 60_000;

export type AccountKey = RemoteAdapter['accountKey'];

export interface AccountPool {
  /** Accounts configured for a site (password lists shorter than the names: empty password). */
  list(key: AccountKey): Promise<RemoteAccount[]>;
  /** Takes a free account (the one named, if given); null when every one is busy right now. */
  tryTake(key: AccountKey, owner: string, username?: string): Promise<RemoteAccount | null>;
  release(key: AccountKey, account: RemoteAccount, owner: string): Promise<void>;
}

const lockKey = (key: AccountKey, username: string) => `remote-account:${key}:${username}`;

export function accountPool(database: Database, kv: KvStore): AccountPool {
  const config = siteConfigService(database);

  async function list(key: AccountKey): Promise<RemoteAccount[]> {
    const sw = (await config.switches()) as unknown as Record<string, string[] | undefined>;
    const names = sw[`${key}UsernameList`] ?? [];
    const passwords = sw[`${key}PasswordList`] ?? [];
    return names
      .map((username, i) => ({ username: username.trim(), password: passwords[i] ?? '' }))
      .filter((a) => a.username !== '');
  }

  return {
    list,
    async tryTake(key, owner, username) {
      const all = await list(key);
      const candidates = username ? all.filter((a) => a.username === username) : all;
      // Start at a random account so that one busy first account does not serialise everybody.
      const start = Math.floor(Math.random() * Math.max(1, candidates.length));
      for (let i = 0; i < candidates.length; i++) {
        const a = candidates[(start + i) % candidates.length];
        if (await kv.setIfAbsent(lockKey(key, a.username), owner, LOCK_TTL_MS)) return a;
      }
      return null;
    },
    async release(key, account, owner) {
      const k = lockKey(key, account.username);
      // Only the holder releases: an expired lock taken over by another run stays with it.
      await kv.delIfEquals(k, owner);
    },
  };
}
