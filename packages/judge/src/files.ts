/** Small file helpers shared by the pipeline steps. */
import { constants } from 'node:fs';
import { chmod, copyFile, open, stat } from 'node:fs/promises';
import { basename } from 'node:path';

/** First `cap` bytes of a file as UTF-8 (missing file = empty), with a marker when cut. */
export async function readCapped(path: string, cap: number, marker = true): Promise<string> {
  let fh;
  try {
    fh = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return '';
  }
  try {
    const st = await fh.stat();
    if (!st.isFile()) return '';
    const buf = Buffer.alloc(Math.min(cap, st.size));
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const text = buf.subarray(0, bytesRead).toString('utf8');
    return st.size > cap && marker ? `${text}\n… (truncated, ${st.size} bytes in total)` : text;
  } finally {
    await fh.close();
  }
}

/**
 * A file name from problem data (extra files, file-IO names) must stay inside its directory.
 */
export function safeFileName(name: string): string {
  if (!name || name !== basename(name) || name === '.' || name === '..' || name.includes('\0')) {
    throw new Error(`unsafe file name: ${JSON.stringify(name)}`);
  }
  return name;
}

/** Size of a regular file that is not a symlink (a program could plant one), else null. */
export async function regularFileSize(path: string): Promise<number | null> {
  let fh;
  try {
    fh = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return null;
  }
  try {
    const st = await fh.stat();
    return st.isFile() ? st.size : null;
  } finally {
    await fh.close();
  }
}

export async function fileSize(path: string): Promise<number> {
  return stat(path).then(
    (s) => s.size,
    () => 0,
  );
}

/**
 * Copy a file into a box. The copy is world-readable (0644, or 0755 for an executable) whatever
 * the source's mode: boxes run as an unprivileged uid, and test data written 0600 by the server
 * must still be readable by the program or checker that gets a copy.
 */
export async function copyIntoBox(src: string, dst: string, executable = false): Promise<void> {
  await copyFile(src, dst);
  await chmod(dst, executable ? 0o755 : 0o644);
}
