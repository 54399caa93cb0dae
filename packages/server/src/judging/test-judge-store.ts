// Results of test runs ("run" on the problem page): a placeholder while queued (10 min), the result
// once done (60 s), read once by its owner (hoj-behaviour §1.3).
import type { TestJudgeResult } from '@judge/judge';
import type { KvStore } from '../lib/kv.js';

export const TEST_PENDING_TTL_MS = 10 * 60_000;
export const TEST_RESULT_TTL_MS = 60_000;

export interface TestJudgeEntry {
  uid: string;
  userInput: string;
  expectedOutput: string | null;
  problemJudgeMode: string;
  result: TestJudgeResult | null;
}

const keyOf = (key: string) => `test-judge:${key}`;

export function testJudgeStore(kv: KvStore) {
  return {
    async pending(key: string, entry: Omit<TestJudgeEntry, 'result'>) {
      await kv.set(keyOf(key), JSON.stringify({ ...entry, result: null }), TEST_PENDING_TTL_MS);
    },
    async complete(key: string, result: TestJudgeResult): Promise<boolean> {
      const raw = await kv.get(keyOf(key));
      if (!raw) return false;
      const entry = JSON.parse(raw) as TestJudgeEntry;
      await kv.set(keyOf(key), JSON.stringify({ ...entry, result }), TEST_RESULT_TTL_MS);
      return true;
    },
    async peek(key: string): Promise<TestJudgeEntry | null> {
      const raw = await kv.get(keyOf(key));
      return raw ? (JSON.parse(raw) as TestJudgeEntry) : null;
    },
    async remove(key: string) {
      await kv.del(keyOf(key));
    },
  };
}
export type TestJudgeStore = ReturnType<typeof testJudgeStore>;
