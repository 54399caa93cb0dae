// The cgroup v2 path: runs only where a unified hierarchy with memory and pids controllers exists
// (most production hosts). These machines have cgroup v1 controllers, so it is skipped here.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sandbox } from '../src/index.js';
import { buildFixtures, hostile, TEST_UID_BASE } from './helpers.js';

function v2Available(): boolean {
  try {
    const c = readFileSync('/sys/fs/cgroup/cgroup.controllers', 'utf8');
    return c.includes('memory') && c.includes('pids');
  } catch {
    return false;
  }
}

describe.skipIf(!v2Available())('cgroup v2', () => {
  let sb: Sandbox;
  beforeAll(async () => {
    buildFixtures();
    process.env.SANDBOX_CGROUP = 'v2';
    sb = new Sandbox({ slots: 2, uidBase: TEST_UID_BASE });
    const info = await sb.start();
    expect(info.cgroup).toBe(2);
  });
  afterAll(async () => {
    delete process.env.SANDBOX_CGROUP;
    await sb?.close();
  });

  it('OK, CPU and peak memory', async () => {
    const res = await sb.run(hostile('measure', ['alloc', '50'], { memoryKb: 256 * 1024 }));
    expect(res.status).toBe('OK');
    expect(res.raw.cgroup).toBe(2);
    expect(res.memoryKb).toBeGreaterThan(50 * 1024);
  });

  it('MLE', async () => {
    const res = await sb.run(hostile('bombs', ['heap'], { memoryKb: 64 * 1024 }));
    expect(res.status).toBe('MLE');
  });

  it('TLE near the limit', async () => {
    const res = await sb.run(hostile('measure', ['loop'], { cpuMs: 300 }));
    expect(res.status).toBe('TLE');
    expect(res.cpuMs).toBeLessThan(315);
  });

  it('process limit', async () => {
    const res = await sb.run(hostile('bombs', ['fork'], { profile: 'compiler', processes: 16, cpuMs: 300 }));
    expect(res.status).toBe('TLE');
    expect(res.raw.pidsMaxHits).toBeGreaterThan(0);
  });
});
