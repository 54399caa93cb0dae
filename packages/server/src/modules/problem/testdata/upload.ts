// An uploaded test-data zip, before the problem is saved: its files go to the content-addressed
// store at once and a short-lived manifest (name → hash) is kept under a random id, the
// `fileListDir` the editor sends back with the problem. Nothing else is written until the save.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { CaseMode, splitScores, type CaseModeValue } from '@judge/shared';
import type { KvStore } from '../../../lib/kv.js';
import { badRequest } from '../../../lib/errors.js';
import type { TestDataBlobs } from './store.js';
import { readTestcaseZip, ZIP_LIMITS, type ZipLimits } from './zip.js';

export interface StoredFile {
  hash: string;
  size: number;
}

export interface UploadManifest {
  uid: string;
  files: Record<string, StoredFile>;
}

export interface UploadedCase {
  input: string;
  output: string;
  score: number;
  groupNum?: number;
}

/** Manifests live one day (HOJ purges temp uploads daily). */
const MANIFEST_TTL_MS = 24 * 3600 * 1000;
const key = (id: string) => `testcase-upload:${id}`;
export const UPLOAD_ID = /^[a-f0-9]{32}$/;

/** Writes the upload stream to a temp file, refusing archives above the cap. Returns path and size. */
/** The one zip of a multipart request (field any), spooled to a temporary file within ZIP_LIMITS. */
export async function receiveZipUpload(req: FastifyRequest): Promise<{ file: string; size: number }> {
  if (!req.isMultipart()) throw badRequest('File_Required');
  let part;
  try {
    part = await req.file({ limits: { fileSize: ZIP_LIMITS.maxArchiveBytes, files: 1 } });
  } catch (e) {
    throw badRequest('Bad_Multipart', { detail: e instanceof Error ? e.message : String(e) });
  }
  if (!part) throw badRequest('File_Required');
  return spoolUpload(part.file);
}

export async function spoolUpload(stream: Readable & { truncated?: boolean }): Promise<{ file: string; size: number }> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'tc-upload-'));
  const file = path.join(dir, 'upload.zip');
  try {
    await pipeline(stream, fs.createWriteStream(file, { flags: 'wx' }));
  } catch (e) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest('Zip_Archive_Too_Large', { max: Math.floor(ZIP_LIMITS.maxArchiveBytes / 1048576) });
    throw badRequest('Upload_Testcase_Failed');
  }
  if (stream.truncated) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    throw badRequest('Zip_Archive_Too_Large', { max: Math.floor(ZIP_LIMITS.maxArchiveBytes / 1048576) });
  }
  const { size } = await fs.promises.stat(file);
  return { file, size };
}

export async function acceptTestcaseZip(
  deps: { kv: KvStore; blobs: TestDataBlobs },
  uid: string,
  zipFile: string,
  size: number,
  mode: CaseModeValue,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<{ fileList: UploadedCase[]; fileListDir: string }> {
  try {
    const { cases, files } = await readTestcaseZip(zipFile, size, limits);
    const stored: Record<string, StoredFile> = {};
    for (const [name, data] of files) stored[name] = await deps.blobs.put(data);
    const empty = await deps.blobs.put('');
    const scores = splitScores(cases.length);
    const subtask = mode === CaseMode.SUBTASK_AVERAGE || mode === CaseMode.SUBTASK_LOWEST;
    const fileList = cases.map((c, i) => {
      // An input without an output gets an empty output file named after the input.
      const output = c.output || `${c.input.replace(/(\.in|\.txt)$/, '')}.out`;
      if (!c.output) stored[output] = empty;
      return { input: c.input, output, score: scores[i], ...(subtask ? { groupNum: 1 } : {}) };
    });
    const fileListDir = await saveManifest(deps.kv, uid, stored);
    return { fileList, fileListDir };
  } finally {
    await fs.promises.rm(path.dirname(zipFile), { recursive: true, force: true });
  }
}

/** Keeps stored files under a fresh upload id for the next problem save; returns the id. */
export async function saveManifest(kv: KvStore, uid: string, files: Record<string, StoredFile>): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const manifest: UploadManifest = { uid, files };
  await kv.set(key(id), JSON.stringify(manifest), MANIFEST_TTL_MS);
  return id;
}

/** The manifest of an upload, or a translated refusal when it expired or is unknown. */
export async function loadManifest(kv: KvStore, id: string): Promise<UploadManifest> {
  if (!UPLOAD_ID.test(id)) throw badRequest('Testcase_Upload_Expired');
  const raw = await kv.get(key(id));
  if (!raw) throw badRequest('Testcase_Upload_Expired');
  return JSON.parse(raw) as UploadManifest;
}
