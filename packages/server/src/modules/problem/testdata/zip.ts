// Reads an uploaded test-data zip (hoj-behaviour §4): pairs `X.in` + `X.out`/`X.ans` or
// `…input….txt` + `…output….txt` at the zip root, sorted by stem length then name. Hostile
// archives are refused before a byte is inflated: names escaping the root (zip-slip), absolute
// paths, links, too many entries, and declared sizes or ratios of a zip bomb; while inflating, an
// entry that grows beyond its declared size is stopped (yauzl validates entry sizes).
import yauzl from 'yauzl';
import { badRequest } from '../../../lib/errors.js';

export interface ZipLimits {
  /** Largest archive accepted, bytes. */
  maxArchiveBytes: number;
  /** Largest sum of the uncompressed sizes of the used entries, bytes. */
  maxTotalBytes: number;
  /** Largest single uncompressed entry, bytes. */
  maxEntryBytes: number;
  /** Most entries in the archive. */
  maxEntries: number;
  /** Largest uncompressed/compressed ratio of an entry bigger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const ZIP_LIMITS: ZipLimits = {
  maxArchiveBytes: 256 * 1024 * 1024,
  maxTotalBytes: 1024 * 1024 * 1024,
  maxEntryBytes: 512 * 1024 * 1024,
  maxEntries: 2000,
  maxRatio: 500,
  ratioFloorBytes: 1024 * 1024,
};

export interface ZipCase {
  input: string;
  output: string;
}

export interface ZipFile {
  name: string;
  data: Buffer;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFREG = 0o100000;

/** Refuses names that could leave the target folder; returns the name with `/` separators. */
export function checkEntryName(raw: string): string {
  if (raw.includes('\0')) throw badRequest('Zip_Entry_Name_Invalid', { name: raw.replace(/\0/g, '\\0') });
  const name = raw.replace(/\\/g, '/');
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) throw badRequest('Zip_Absolute_Path', { name: raw });
  if (name.split('/').some((part) => part === '..')) throw badRequest('Zip_Slip', { name: raw });
  return name;
}

function isLink(entry: yauzl.Entry): boolean {
  const madeBy = entry.versionMadeBy >> 8;
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  // Unix (3) and macOS (19) hosts keep the mode in the upper half of the external attributes.
  return (madeBy === 3 || madeBy === 19) && mode === S_IFLNK;
}

function isSpecial(entry: yauzl.Entry): boolean {
  const madeBy = entry.versionMadeBy >> 8;
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  return (madeBy === 3 || madeBy === 19) && mode !== 0 && mode !== S_IFREG && mode !== 0o040000;
}

/** Pairs file names at the root into cases, in the reference's order. */
export function pairCases(names: string[]): ZipCase[] {
  const set = new Set(names);
  const pairs: { stem: string; input: string; output: string }[] = [];
  for (const name of names) {
    if (name.endsWith('.in')) {
      const stem = name.slice(0, -3);
      const output = set.has(`${stem}.out`) ? `${stem}.out` : set.has(`${stem}.ans`) ? `${stem}.ans` : '';
      pairs.push({ stem, input: name, output });
    } else if (name.endsWith('.txt') && name.includes('input')) {
      const stem = name.slice(0, -4);
      const out = `${stem.replace('input', 'output')}.txt`;
      pairs.push({ stem, input: name, output: set.has(out) ? out : '' });
    }
  }
  pairs.sort((a, b) => a.stem.length - b.stem.length || (a.stem < b.stem ? -1 : a.stem > b.stem ? 1 : 0));
  return pairs.map(({ input, output }) => ({ input, output }));
}

/** A name the pairing could use (an input or an output at the root). */
const usable = (name: string) =>
  !name.includes('/') &&
  (name.endsWith('.in') ||
    name.endsWith('.out') ||
    name.endsWith('.ans') ||
    (name.endsWith('.txt') && (name.includes('input') || name.includes('output'))));

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false },
      (err, zip) => (err || !zip ? reject(err) : resolve(zip)),
    ),
  );
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, cap: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        if (size > cap) {
          stream.destroy();
          reject(badRequest('Zip_Too_Large_Uncompressed'));
          return;
        }
        chunks.push(c);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * Reads the entries of a zip file on disk that `wanted` accepts (names use `/`). Every refusal is a
 * translated BizError: the archive size, hostile names and links, entry count, declared sizes and
 * ratios are checked before anything is inflated; inflation stops at the caps.
 */
export async function readZipEntries(
  path: string,
  archiveBytes: number,
  wanted: (name: string) => boolean,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<Map<string, Buffer>> {
  if (archiveBytes > limits.maxArchiveBytes)
    throw badRequest('Zip_Archive_Too_Large', { max: Math.floor(limits.maxArchiveBytes / 1048576) });
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    throw badRequest('Zip_Invalid');
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw badRequest('Zip_Too_Many_Entries', { max: limits.maxEntries });
    const entries: { name: string; entry: yauzl.Entry }[] = [];
    let declared = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(badRequest('Zip_Invalid')));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        try {
          const raw = (entry.fileName as unknown as Buffer).toString('utf8');
          const name = checkEntryName(raw);
          if (isLink(entry)) throw badRequest('Zip_Link_Entry', { name: raw });
          if (!name.endsWith('/') && !isSpecial(entry) && wanted(name)) {
            if (entry.uncompressedSize > limits.maxEntryBytes)
              throw badRequest('Zip_Entry_Too_Large', { name, max: Math.floor(limits.maxEntryBytes / 1048576) });
            if (
              entry.uncompressedSize > limits.ratioFloorBytes &&
              entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)
            )
              throw badRequest('Zip_Bomb_Ratio', { name, max: limits.maxRatio });
            declared += entry.uncompressedSize;
            if (declared > limits.maxTotalBytes)
              throw badRequest('Zip_Too_Large_Uncompressed', { max: Math.floor(limits.maxTotalBytes / 1048576) });
            if (entries.some((e) => e.name === name)) throw badRequest('Zip_Duplicate_Entry', { name });
            entries.push({ name, entry });
          }
          zip.readEntry();
        } catch (e) {
          reject(e);
        }
      });
      zip.readEntry();
    });
    const files = new Map<string, Buffer>();
    let inflated = 0;
    for (const { name, entry } of entries) {
      const data = await readEntry(zip, entry, Math.min(limits.maxEntryBytes, limits.maxTotalBytes - inflated)).catch(
        (e: unknown) => {
          throw e instanceof Error && e.name === 'BizError' ? e : badRequest('Zip_Invalid');
        },
      );
      inflated += data.length;
      files.set(name, data);
    }
    return files;
  } finally {
    zip.close();
  }
}

/**
 * Reads the cases of a test-data zip on disk. Returns the cases (file names at the root) and the
 * contents of the files they use.
 */
export async function readTestcaseZip(
  path: string,
  archiveBytes: number,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<{ cases: ZipCase[]; files: Map<string, Buffer> }> {
  const files = await readZipEntries(path, archiveBytes, usable, limits);
  const cases = pairCases([...files.keys()]);
  if (cases.length === 0) throw badRequest('Zip_No_Cases');
  const used = new Set(cases.flatMap((c) => [c.input, c.output]).filter(Boolean));
  for (const name of [...files.keys()]) if (!used.has(name)) files.delete(name);
  return { cases, files };
}
