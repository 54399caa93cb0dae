import { JudgeStatus } from '@judge/shared';
import { mkdtempSync, writeFileSync, createWriteStream, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { compareOutput, compareText } from './compare.js';

const dir = mkdtempSync(join(tmpdir(), 'judge-compare-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (content: string | Buffer) => {
  const p = join(dir, `f${++n}`);
  writeFileSync(p, content);
  return p;
};
/** Both paths must agree: in memory (small outputs) and streamed (forced with a 0-byte limit). */
const cmp = async (user: string | Buffer, answer: string | Buffer, removeEndBlank: boolean) => {
  const [u, a] = [file(user), file(answer)];
  const [inMemory, streamed] = await Promise.all([
    compareOutput(u, a, removeEndBlank),
    compareOutput(u, a, removeEndBlank, 0),
  ]);
  expect(inMemory).toBe(streamed);
  return streamed;
};
const { ACCEPTED: AC, WRONG_ANSWER: WA, PRESENTATION_ERROR: PE } = JudgeStatus;

describe('remove-end-blank mode', () => {
  it.each([
    ['1 2\n', '1 2\n', AC],
    ['1 2', '1 2\n', AC],
    ['1 2   \n\n\n', '1 2\n', AC],
    ['1 2\t \r\n3 \r\n', '1 2\n3\n', AC],
    ['1 2\r3\r', '1 2\n3\n', AC],
    ['\n1 2\n', '1 2\n', WA], // leading blank lines count
    ['1  2\n', '1 2\n', WA], // blanks inside a line count
    [' 1 2\n', '1 2\n', WA],
    ['1 2\n\n3\n', '1 2\n3\n', WA], // an inner empty line counts
    ['', '', AC],
    ['   \n\n', '', AC],
    ['', '0\n', WA],
  ])('%j vs %j', async (user, answer, expected) => {
    expect(await cmp(user, answer, true)).toBe(expected);
    expect(compareText(user, answer, true)).toBe(expected);
  });
});

describe('exact mode', () => {
  it.each([
    ['1 2\n', '1 2\n', AC],
    ['1 2\r\n', '1 2\n', AC], // CRLF normalised
    ['1 2', '1 2\n', PE],
    ['1 2 \n', '1 2\n', PE],
    ['1  2\n', '1 2\n', PE],
    ['12\n', '1 2\n', PE], // only whitespace differs
    ['1 3\n', '1 2\n', WA],
  ])('%j vs %j', async (user, answer, expected) => {
    expect(await cmp(user, answer, false)).toBe(expected);
    expect(compareText(user, answer, false)).toBe(expected);
  });
});

describe('streaming', () => {
  it('handles a CRLF and trailing blanks split across chunk boundaries', async () => {
    const chunk = 1 << 16;
    // "…x \r" ends the first 64 KiB chunk, "\n" starts the next one.
    const line = 'x'.repeat(chunk - 3);
    const user = `${line} \r\ny  \r\n`;
    const answer = `${line}\ny\n`;
    expect(await cmp(user, answer, true)).toBe(AC);
    expect(await cmp(user, answer, false)).toBe(PE);
    expect(await cmp(`${line}\r\ny\r\n`, answer, false)).toBe(AC);
  });

  it('compares 64 MB outputs quickly and in constant memory', async () => {
    const write = async (path: string, line: string, last: string) => {
      const ws = createWriteStream(path);
      const block = Buffer.from(line.repeat(120_000)); // ~1 MB, same line count in every file
      for (let i = 0; i < 64; i++) if (!ws.write(block)) await once(ws, 'drain');
      ws.end(last);
      await once(ws, 'finish');
    };
    const same = join(dir, 'big-same');
    const blanks = join(dir, 'big-blanks'); // a blank before every newline
    const answer = join(dir, 'big-answer');
    const other = join(dir, 'big-other');
    await Promise.all([
      write(same, '1234567\n', 'end\n'),
      write(blanks, '1234567 \n', 'end  \n\n'),
      write(answer, '1234567\n', 'end\n'),
      write(other, '1234567\n', 'End\n'),
    ]);
    const before = process.memoryUsage().rss;
    const t0 = Date.now();
    expect(await compareOutput(same, answer, true)).toBe(AC);
    const tIdentical = Date.now() - t0;
    expect(await compareOutput(blanks, answer, true)).toBe(AC);
    expect(await compareOutput(other, answer, true)).toBe(WA);
    expect(await compareOutput(blanks, answer, false)).toBe(PE);
    console.log(`64 MB: identical ${tIdentical} ms, all four comparisons ${Date.now() - t0} ms`);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);
});
