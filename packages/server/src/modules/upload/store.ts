// Images and attachments uploaded from the markdown editors: checked by content (images) or by an
// allow-list of extensions (files), stored under DATA_DIR/upload with our own random names, listed
// in `upload_file`, and served with safe headers (see routes.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/index.js';
import type { Timestamp } from '../../db/types.js';
import { badRequest } from '../../lib/errors.js';
import { IMAGE_CONTENT_TYPES, sniffImage } from '../user/avatar.js';

export const MD_IMG_MAX_BYTES = 5 * 1024 * 1024;
export const MD_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const MD_IMG_TYPES = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
export const MD_FILE_TYPES = [
  'pdf', 'txt', 'md', 'csv', 'json', 'zip', '7z', 'rar', 'gz', 'tar', 'doc', 'docx', 'xls', 'xlsx',
  'ppt', 'pptx', 'c', 'cpp', 'h', 'hpp', 'py', 'java', 'in', 'out', 'ans',
] as const;
export const PUBLIC_FILE_PREFIX = '/api/public/file/';
export const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

export interface UploadFileTable {
  id: import('kysely').Generated<number>;
  uid: string;
  gid: number | null;
  kind: string;
  name: string;
  stored: string;
  content_type: string;
  size: number;
  gmt_create: Timestamp;
}

export const uploadDir = (dataDir: string) => path.join(dataDir, 'upload');
export const filesDb = (database: Database) => database.db.withTables<{ upload_file: UploadFileTable }>();

const extOf = (name: string) => (name.split('.').pop() ?? '').toLowerCase();
/** File names shown to users: no path, no control characters, at most 200 characters. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? 'file').replace(/[\0-\x1f\x7f"]/g, '_').slice(-200) || 'file';

export async function storeMdFile(
  database: Database,
  dataDir: string,
  kind: 'md-img' | 'md-file',
  uid: string,
  gid: number | null,
  filename: string,
  buf: Buffer,
): Promise<{ id: number; link: string; name: string }> {
  const ext = extOf(filename);
  let stored: string;
  let contentType: string;
  if (kind === 'md-img') {
    if (!(MD_IMG_TYPES as readonly string[]).includes(ext)) throw badRequest('File_Type_Not_Support');
    const sniffed = sniffImage(buf);
    if (!sniffed) throw badRequest('File_Type_Not_Support');
    if (buf.length > MD_IMG_MAX_BYTES) throw badRequest('File_Too_Large', { max: MD_IMG_MAX_BYTES / 1048576 });
    stored = `${randomBytes(16).toString('hex')}.${sniffed}`;
    contentType = IMAGE_CONTENT_TYPES[sniffed];
  } else {
    if (!(MD_FILE_TYPES as readonly string[]).includes(ext)) throw badRequest('File_Type_Not_Support');
    if (buf.length > MD_FILE_MAX_BYTES) throw badRequest('File_Too_Large', { max: MD_FILE_MAX_BYTES / 1048576 });
    stored = `${randomBytes(16).toString('hex')}.${ext}`;
    contentType = 'application/octet-stream';
  }
  const dir = uploadDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, stored), buf, { flag: 'wx' });
  const name = cleanName(filename);
  const row = await filesDb(database)
    .insertInto('upload_file')
    .values({
      uid,
      gid,
      kind,
      name,
      stored,
      content_type: contentType,
      size: buf.length,
      gmt_create: database.cols.time(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), link: PUBLIC_FILE_PREFIX + stored, name };
}
