import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { TestDataStore, sha256Of } from './testdata.js';

const dirs: string[] = [];
const dir = () => {
  const d = mkdtempSync(join(tmpdir(), 'judge-testdata-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('content-addressed test data', () => {
  it('stores by sha256 and resolves locally', async () => {
    const store = new TestDataStore(dir());
    const hash = await store.put('1 2\n');
    expect(hash).toBe(sha256Of('1 2\n'));
    expect(readFileSync(await store.resolve(hash), 'utf8')).toBe('1 2\n');
    expect(await store.put('1 2\n')).toBe(hash);
  });

  it('fetches missing data once through the hook, verified', async () => {
    const remote = new Map([[sha256Of('abc'), 'abc']]);
    let calls = 0;
    const store = new TestDataStore(dir(), async (h) => {
      calls++;
      const v = remote.get(h);
      return v === undefined ? null : Readable.from([Buffer.from(v)]);
    });
    const h = sha256Of('abc');
    const [a, b] = await Promise.all([store.resolve(h), store.resolve(h)]);
    expect(a).toBe(b);
    expect(readFileSync(a, 'utf8')).toBe('abc');
    expect(calls).toBe(1);
    await store.resolve(h);
    expect(calls).toBe(1);
    await expect(store.resolve(sha256Of('missing'))).rejects.toThrow(/not found/);
  });

  it('rejects corrupted data and bad hashes', async () => {
    const store = new TestDataStore(dir(), async () => Buffer.from('tampered'));
    const h = sha256Of('original');
    await expect(store.resolve(h)).rejects.toThrow(/corrupted/);
    expect(await store.has(h)).toBe(false);
    expect(() => store.pathOf('../../etc/passwd')).toThrow();
  });
});
