// A fresh start must judge at once: with verifyLanguages 'background' the language self-check runs
// behind real work instead of holding up createJudge (about a minute on two cores, cold cache).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import { createJudge, type Judge } from '../src/index.js';
import { CACHE_DIR } from './support.js';

const workDir = mkdtempSync(join(tmpdir(), 'judge-verify-bg-'));
let judge: Judge | undefined;

afterAll(async () => {
  await judge?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('background language self-check', () => {
  it('offers every detected language at once, judges during the check, then keeps the ones that pass', async () => {
    let checkDone = false;
    judge = await createJudge({
      cacheDir: CACHE_DIR,
      workDir,
      verifyLanguages: 'background',
      sandboxUidBase: 64000,
    });
    const verified = judge.verified().then(() => {
      checkDone = true;
    });
    const offered = judge.languages().map((l) => l.name);
    const detected = [...judge.toolchains.values()].filter((t) => t.available).map((t) => t.language);
    expect(offered.sort()).toEqual(detected.sort());
    expect(offered).toContain('C');

    const r = await judge.testJudge({
      language: 'C',
      code: '#include <stdio.h>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);}',
      input: '20 22',
      expectedOutput: '42',
      problem: { timeLimit: 1000, memoryLimit: 64 },
    });
    expect(r.status).toBe(JudgeStatus.ACCEPTED);
    // One language at a time: a C test run finishes long before ~18 self-checks do.
    expect(checkDone).toBe(false);

    await verified;
    const after = judge.languages().map((l) => l.name);
    for (const name of ['C', 'C++ With O2', 'Python3', 'Java'])
      if (offered.includes(name)) expect(after).toContain(name);
  }, 300_000);
});
