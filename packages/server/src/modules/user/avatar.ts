// Avatar files: type sniffed from the bytes (not trusted from the name), stored under DATA_DIR/avatar.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { AVATAR_TYPES } from '@judge/shared';
import { badRequest } from '../../lib/errors.js';

export const AVATAR_URL_PREFIX = '/api/public/img/';

/** The images we take (avatars, carousel, editor images), by the kind `sniffImage` names: their content type. */
export const IMAGE_CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

export function sniffImage(buf: Buffer): keyof typeof IMAGE_CONTENT_TYPES | null {
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (buf.length >= 26 && buf[0] === 0x42 && buf[1] === 0x4d) return 'bmp';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export const contentTypeOf = (name: string) =>
  IMAGE_CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';

export function avatarDir(dataDir: string): string {
  return path.join(dataDir, 'avatar');
}

/** Checks and stores an uploaded avatar; returns its public URL. */
export async function storeAvatar(dataDir: string, filename: string, buf: Buffer): Promise<string> {
  const ext = (filename.split('.').pop() ?? '').toLowerCase();
  if (!(AVATAR_TYPES as readonly string[]).includes(ext)) throw badRequest('File_Type_Not_Support');
  const kind = sniffImage(buf);
  if (!kind) throw badRequest('File_Type_Not_Support');
  const name = `${randomUUID().replace(/-/g, '')}.${kind}`;
  const dir = avatarDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), buf, { flag: 'wx' });
  return AVATAR_URL_PREFIX + name;
}

/** Deletes an avatar file we stored (ignores foreign URLs and missing files). */
export async function removeAvatar(dataDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  if (!/^[a-f0-9]{32}\.(png|jpg|gif|bmp|webp)$/.test(name)) return;
  await fs.rm(path.join(avatarDir(dataDir), name), { force: true });
}
