// The zip reader with small caps: archive size, total and per-entry uncompressed size, entry count,
// duplicate names, and the ordering rule.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { BizError } from '../../../lib/errors.js';
import { pairCases, readTestcaseZip, ZIP_LIMITS, type ZipLimits } from './zip.js';

const tmp = (data: Uint8Array) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
  const file = path.join(dir, 'a.zip');
  fs.writeFileSync(file, data);
  return file;
};
const small: ZipLimits = { ...ZIP_LIMITS, maxArchiveBytes: 4096, maxTotalBytes: 1000, maxEntryBytes: 600, maxEntries: 5 };
const keyOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return e instanceof BizError ? e.key : String(e);
  }
};

describe('readTestcaseZip', () => {
  it('orders by stem length then name', () => {
    expect(pairCases(['b.in', 'a.in', '10.in', '9.in', 'a.out']).map((c) => c.input)).toEqual(['9.in', 'a.in', 'b.in', '10.in']);
  });

  it('reads the pairs and their bytes', async () => {
    const f = tmp(zipSync({ '1.in': strToU8('x'), '1.out': strToU8('y') }));
    const r = await readTestcaseZip(f, fs.statSync(f).size, small);
    expect(r.cases).toEqual([{ input: '1.in', output: '1.out' }]);
    expect(r.files.get('1.out')!.toString()).toBe('y');
  });

  it('refuses each cap with its own message', async () => {
    const big = zipSync({ '1.in': crypto.getRandomValues(new Uint8Array(5000)) }, { level: 0 });
    expect(await keyOf(readTestcaseZip(tmp(big), big.length, small))).toBe('Zip_Archive_Too_Large');
    const entry = zipSync({ '1.in': new Uint8Array(700) });
    expect(await keyOf(readTestcaseZip(tmp(entry), entry.length, small))).toBe('Zip_Entry_Too_Large');
    const total = zipSync({ '1.in': new Uint8Array(500), '1.out': new Uint8Array(501) });
    expect(await keyOf(readTestcaseZip(tmp(total), total.length, small))).toBe('Zip_Too_Large_Uncompressed');
    const many = zipSync(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`${i}.in`, strToU8('1')])));
    expect(await keyOf(readTestcaseZip(tmp(many), many.length, small))).toBe('Zip_Too_Many_Entries');
    const dup = zipSync({ '1.in': strToU8('1'), 'x\\..\\1.in': strToU8('2') });
    expect(await keyOf(readTestcaseZip(tmp(dup), dup.length, small))).toBe('Zip_Slip');
    const ratio = zipSync({ '1.in': new Uint8Array(600) }, { level: 9 });
    expect(await keyOf(readTestcaseZip(tmp(ratio), ratio.length, { ...small, ratioFloorBytes: 100, maxRatio: 5 }))).toBe('Zip_Bomb_Ratio');
  });
});
