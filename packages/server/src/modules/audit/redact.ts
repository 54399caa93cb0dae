// What of a request or a row goes into the audit log: secrets out, files out, long texts cut, and
// the whole kept under a size cap, so that the log can be read by root without handing out the
// passwords, tokens or test files the action carried.

/** Keys whose values never enter the log (passwords, password hashes, tokens, keys, secrets). */
const SECRET_KEY =
  /passw(or)?d|^pass$|pwd|secret|token|salt|credential|(api|private|access|secret)_?key|cookie|authorization/i;
export const REDACTED = '[redacted]';
/** A string longer than this is cut (statements and checker code stay readable in a diff). */
export const MAX_STRING = 4000;
/** Entries past this many items of one array are dropped (with a note). */
const MAX_ITEMS = 200;
const MAX_DEPTH = 8;
/** The JSON of one redacted value at most (bytes of its text); a bigger one is kept as a cut preview. */
export const MAX_JSON = 64 * 1024;

function isFileLike(v: object): boolean {
  if (Buffer.isBuffer(v) || v instanceof Uint8Array || v instanceof ArrayBuffer) return true;
  // streams and multipart parts
  return typeof (v as { pipe?: unknown }).pipe === 'function' || ('file' in v && 'fieldname' in v);
}

function walk(v: unknown, depth: number): unknown {
  if (v === null || v === undefined) return v ?? null;
  if (typeof v === 'string')
    return v.length > MAX_STRING ? `${v.slice(0, MAX_STRING)}… [${v.length} chars]` : v;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'bigint') return v.toString();
  if (v instanceof Date) return v.toISOString();
  if (typeof v !== 'object') return String(v);
  if (isFileLike(v)) return '[file]';
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(v)) {
    const out = v.slice(0, MAX_ITEMS).map((x) => walk(x, depth + 1));
    if (v.length > MAX_ITEMS) out.push(`… ${v.length - MAX_ITEMS} more`);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (x === undefined) continue;
    out[k] = SECRET_KEY.test(k) ? (x === null || x === '' ? x : REDACTED) : walk(x, depth + 1);
  }
  return out;
}

/**
 * The value as the log keeps it: secret keys (at any depth) replaced by `[redacted]` (an empty or
 * null one stays as it is, so that "no password" remains visible), buffers, streams and file parts
 * by `[file]`, strings over MAX_STRING cut, arrays over 200 items cut; if its JSON is still over
 * MAX_JSON it becomes `{ truncated: true, preview }`.
 */
export function redact(v: unknown): unknown {
  const out = walk(v, 0);
  const text = JSON.stringify(out) ?? 'null';
  if (text.length <= MAX_JSON) return out;
  return { truncated: true, bytes: text.length, preview: text.slice(0, 2000) };
}
