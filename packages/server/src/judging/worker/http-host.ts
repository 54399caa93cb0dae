// The server as a remote worker reaches it: the /api/judge/* endpoints with the judge token.
import type { TestJudgeResult } from '@judge/judge';
import type { HeartbeatAnswer } from '@judge/shared/schemas/judge-server';
import type { CaseReport, FinalVerdict, HeartbeatBody, JudgeHost, JudgeTask } from '../protocol.js';

export const JUDGE_TOKEN_HEADER = 'judge-token';

export interface HttpHost extends JudgeHost {
  /** Whether the server lets this judge take jobs (root may switch it off). */
  heartbeat(body: HeartbeatBody): Promise<HeartbeatAnswer>;
  /** Test data by sha256; null when the server does not have it. */
  fetchTestData(hash: string): Promise<Buffer | null>;
}

export function httpHost(serverUrl: string, token: string, timeoutMs = 30_000): HttpHost {
  const base = serverUrl.replace(/\/+$/, '');

  async function post<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [JUDGE_TOKEN_HEADER]: token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = (await res.json().catch(() => null)) as { status: number; msg: string; data: T } | null;
    if (!res.ok || !json) throw new Error(`${path}: HTTP ${res.status} ${json?.msg ?? ''}`.trim());
    return json.data;
  }

  return {
    claim: (submitId, version, judger) =>
      post<JudgeTask | null>('/api/judge/claim', { submitId, version, judger }),
    judging: (submitId, version) => post<void>('/api/judge/progress', { submitId, version, judging: true }),
    caseResult: (submitId, version, c: CaseReport) =>
      post<void>('/api/judge/progress', { submitId, version, case: c }),
    finish: (submitId, version, verdict: FinalVerdict) =>
      post<void>('/api/judge/finish', { submitId, version, verdict }),
    testResult: (key, result: TestJudgeResult) => post<void>('/api/judge/test-result', { key, result }),
    // An older server answers null: take that as switched on.
    heartbeat: async (body) =>
      (await post<HeartbeatAnswer | null>('/api/judge/heartbeat', body)) ?? { enabled: true },
    async fetchTestData(hash) {
      const res = await fetch(`${base}/api/judge/testdata/${hash}`, {
        headers: { [JUDGE_TOKEN_HEADER]: token },
        signal: AbortSignal.timeout(5 * timeoutMs),
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`test data ${hash}: HTTP ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}
