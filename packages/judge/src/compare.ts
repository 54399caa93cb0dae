/**
 * Default output comparison (hoj-behaviour §2.3), streamed in chunks so that outputs of any size
 * are compared in constant memory.
 *
 * Both sides are first normalised: CRLF and lone CR become LF.
 * - removeEndBlank (default): additionally drop spaces/tabs before every newline and all
 *   whitespace at the end of the text; equal → AC, else WA.
 * - exact: equal → AC; equal once every whitespace character is removed → PE; else WA.
 */
import { createReadStream, lstatSync, readFileSync } from 'node:fs';
import { JudgeStatus } from '@judge/shared';
import { fileSize } from './files.js';

export type CompareVerdict =
  typeof JudgeStatus.ACCEPTED | typeof JudgeStatus.WRONG_ANSWER | typeof JudgeStatus.PRESENTATION_ERROR;

type Transform = (chunk: Buffer | null) => Buffer;

const CR = 0x0d;
const LF = 0x0a;
const isBlank = (c: number) => c === 0x20 || c === 0x09 || c === 0x0b || c === 0x0c;
const isSpace = (c: number) => isBlank(c) || c === CR || c === LF;

/** CRLF / CR → LF. `null` flushes at end of input. Chunks without CR pass through untouched. */
function newlineNormaliser(): Transform {
  let pendingCr = false;
  return (chunk) => {
    if (chunk === null) return pendingCr ? Buffer.from([LF]) : Buffer.alloc(0);
    if (!pendingCr && chunk.indexOf(CR) === -1) return chunk;
    const out = Buffer.allocUnsafe(chunk.length + 1);
    let n = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i];
      if (pendingCr) {
        out[n++] = LF;
        pendingCr = false;
        if (c === LF) continue;
      }
      if (c === CR) pendingCr = true;
      else out[n++] = c;
    }
    return out.subarray(0, n);
  };
}

/**
 * Drop blanks before each LF and all trailing whitespace (input already LF-normalised).
 * A tight loop over bytes with integer state only (per-line Buffer objects cost ~10× more).
 */
function endBlankRemover(): Transform {
  let pendingNewlines = 0;
  let blanks = new Uint8Array(256);
  let pendingBlanks = 0;
  return (chunk) => {
    if (chunk === null) return Buffer.alloc(0);
    const out = Buffer.allocUnsafe(chunk.length + pendingNewlines + pendingBlanks);
    let n = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i];
      if (c === LF) {
        pendingBlanks = 0;
        pendingNewlines++;
      } else if (c === 0x20 || c === 0x09 || c === 0x0b || c === 0x0c) {
        if (pendingBlanks === blanks.length) {
          const grown = new Uint8Array(blanks.length * 2);
          grown.set(blanks);
          blanks = grown;
        }
        blanks[pendingBlanks++] = c;
      } else {
        for (; pendingNewlines > 0; pendingNewlines--) out[n++] = LF;
        for (let k = 0; k < pendingBlanks; k++) out[n++] = blanks[k];
        pendingBlanks = 0;
        out[n++] = c;
      }
    }
    return out.subarray(0, n);
  };
}

/** Remove every whitespace character. */
function whitespaceStripper(): Transform {
  return (chunk) => {
    if (chunk === null) return Buffer.alloc(0);
    const out = Buffer.allocUnsafe(chunk.length);
    let n = 0;
    for (let i = 0; i < chunk.length; i++) if (!isSpace(chunk[i])) out[n++] = chunk[i];
    return out.subarray(0, n);
  };
}

function chain(...ts: Transform[]): Transform {
  return (chunk) => {
    if (chunk !== null) return ts.reduce((buf, t) => t(buf), chunk);
    // End of input: each stage's flushed bytes still pass through the later stages.
    let carry: Buffer = Buffer.alloc(0);
    for (const t of ts) {
      const passed = carry.length ? t(carry) : Buffer.alloc(0);
      carry = Buffer.concat([passed, t(null)]);
    }
    return carry;
  };
}

async function* transformed(path: string, transform: Transform): AsyncGenerator<Buffer> {
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 16 })) {
    const out = transform(chunk as Buffer);
    if (out.length) yield out;
  }
  const tail = transform(null);
  if (tail.length) yield tail;
}

/** True when both byte streams are identical. */
async function streamsEqual(a: AsyncGenerator<Buffer>, b: AsyncGenerator<Buffer>): Promise<boolean> {
  let bufA: Buffer = Buffer.alloc(0);
  let bufB: Buffer = Buffer.alloc(0);
  let doneA = false;
  let doneB = false;
  try {
    for (;;) {
      if (bufA.length === 0 && !doneA) {
        const r = await a.next();
        if (r.done) doneA = true;
        else bufA = r.value;
      }
      if (bufB.length === 0 && !doneB) {
        const r = await b.next();
        if (r.done) doneB = true;
        else bufB = r.value;
      }
      if (bufA.length === 0 && bufB.length === 0) {
        if (doneA && doneB) return true;
        continue;
      }
      if (bufA.length === 0 || bufB.length === 0) {
        if ((bufA.length === 0 && doneA) || (bufB.length === 0 && doneB)) return false;
        continue;
      }
      const n = Math.min(bufA.length, bufB.length);
      if (!bufA.subarray(0, n).equals(bufB.subarray(0, n))) return false;
      bufA = bufA.subarray(n);
      bufB = bufB.subarray(n);
    }
  } finally {
    await a.return(undefined);
    await b.return(undefined);
  }
}

export async function filesEqualUnder(
  userPath: string,
  answerPath: string,
  make: () => Transform,
): Promise<boolean> {
  return streamsEqual(transformed(userPath, make()), transformed(answerPath, make()));
}

const identity = (): Transform => (chunk) => chunk ?? Buffer.alloc(0);

/** Outputs up to this size are compared in memory, read synchronously (see compareOutput). */
const IN_MEMORY_MAX = 1 << 20;

const applyAll = (buf: Buffer, t: Transform) => Buffer.concat([t(buf), t(null)]);

/** The comparison rules on two whole buffers: the same transforms as the streamed path. */
export function compareBuffers(user: Buffer, answer: Buffer, removeEndBlank: boolean): CompareVerdict {
  if (user.equals(answer)) return JudgeStatus.ACCEPTED;
  const same = (make: () => Transform) => applyAll(user, make()).equals(applyAll(answer, make()));
  if (removeEndBlank)
    return same(() => chain(newlineNormaliser(), endBlankRemover()))
      ? JudgeStatus.ACCEPTED
      : JudgeStatus.WRONG_ANSWER;
  if (same(() => newlineNormaliser())) return JudgeStatus.ACCEPTED;
  if (same(() => whitespaceStripper())) return JudgeStatus.PRESENTATION_ERROR;
  return JudgeStatus.WRONG_ANSWER;
}

/** Size of a regular file (not following a link), or null. */
function smallFileSize(path: string): number | null {
  const st = lstatSync(path, { throwIfNoEntry: false });
  return st?.isFile() ? st.size : null;
}

export async function compareOutput(
  userPath: string,
  answerPath: string,
  removeEndBlank: boolean,
  inMemoryMax = IN_MEMORY_MAX,
): Promise<CompareVerdict> {
  // Most outputs are small: two synchronous reads take microseconds, where the streamed path's
  // thread-pool round trips cost ~60 µs each; large outputs are streamed in constant memory.
  const userSize = smallFileSize(userPath);
  const answerSize = smallFileSize(answerPath);
  if (userSize !== null && answerSize !== null && userSize <= inMemoryMax && answerSize <= inMemoryMax)
    return compareBuffers(readFileSync(userPath), readFileSync(answerPath), removeEndBlank);
  // Most accepted outputs are byte-identical to the answer: check that first at native speed.
  if (
    (await fileSize(userPath)) === (await fileSize(answerPath)) &&
    (await filesEqualUnder(userPath, answerPath, identity))
  ) {
    return JudgeStatus.ACCEPTED;
  }
  if (removeEndBlank) {
    const same = await filesEqualUnder(userPath, answerPath, () =>
      chain(newlineNormaliser(), endBlankRemover()),
    );
    return same ? JudgeStatus.ACCEPTED : JudgeStatus.WRONG_ANSWER;
  }
  if (await filesEqualUnder(userPath, answerPath, () => newlineNormaliser())) return JudgeStatus.ACCEPTED;
  if (await filesEqualUnder(userPath, answerPath, () => whitespaceStripper()))
    return JudgeStatus.PRESENTATION_ERROR;
  return JudgeStatus.WRONG_ANSWER;
}

/** For the test judge: compare two in-memory texts with the same rules. */
export function compareText(user: string, answer: string, removeEndBlank: boolean): CompareVerdict {
  const norm = (s: string) => s.replace(/\r\n?/g, '\n');
  const rtrim = (s: string) =>
    norm(s)
      .replace(/[ \t\v\f]+\n/g, '\n')
      .replace(/\s+$/, '');
  if (removeEndBlank) return rtrim(user) === rtrim(answer) ? JudgeStatus.ACCEPTED : JudgeStatus.WRONG_ANSWER;
  if (norm(user) === norm(answer)) return JudgeStatus.ACCEPTED;
  const strip = (s: string) => s.replace(/\s+/g, '');
  return strip(user) === strip(answer) ? JudgeStatus.PRESENTATION_ERROR : JudgeStatus.WRONG_ANSWER;
}
