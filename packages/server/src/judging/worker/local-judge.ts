// One judge (sandbox runner + caches) per process and configuration, created on first use.
import os from 'node:os';
import { createJudge, type Judge, type JudgeOptions } from '@judge/judge';

export interface LocalJudgeOptions {
  cacheDir: string;
  concurrency: number;
  verifyLanguages: boolean | 'background';
  fetchTestData?: JudgeOptions['fetchTestData'];
}

const judges = new Map<string, Promise<Judge>>();

export function localJudge(opts: LocalJudgeOptions): Promise<Judge> {
  const key = `${opts.cacheDir}|${opts.concurrency}|${opts.verifyLanguages}|${opts.fetchTestData ? 'f' : ''}`;
  let p = judges.get(key);
  if (!p) {
    p = createJudge({
      cacheDir: opts.cacheDir,
      workDir: `${os.tmpdir()}/judge-work-${process.pid}`,
      concurrency: opts.concurrency,
      verifyLanguages: opts.verifyLanguages,
      fetchTestData: opts.fetchTestData,
    });
    // Keep the rejection observable by callers without an unhandled-rejection crash.
    p.catch(() => {});
    judges.set(key, p);
  }
  return p;
}

export async function closeLocalJudges(): Promise<void> {
  const all = [...judges.values()];
  judges.clear();
  await Promise.all(all.map(async (p) => (await p.catch(() => null))?.close()));
}
