// The one file of a multipart upload, read whole within a size limit: the reader of every call that
// takes a single file (avatars, carousel images, editor images and files). One place for its
// refusals, and for reading a refused part to its end: answering while the client was still
// sending left the rest of the body unread, and the connection was reset under the answer, so a
// browser showed a network error instead of the message (about half the time from 100 kB up).
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { BizError, badRequest } from './errors.js';

export interface UploadedFile {
  filename: string;
  buf: Buffer;
  /** A plain form field (e.g. `gid`), sent before or after the file, or undefined. */
  field(name: string): string | undefined;
}

export interface UploadRules {
  /** The part's name; any when omitted. */
  field?: string;
  maxBytes: number;
  /** The refusal of a file past `maxBytes` (default: 400 `File_Too_Large` in MB). */
  tooLarge?: (maxBytes: number) => Error;
}

const MB = 1024 * 1024;
const fileTooLarge = (maxBytes: number) => badRequest('File_Too_Large', { max: Math.floor(maxBytes / MB) });

/**
 * Reads the whole body: every part, the file and the plain fields in whatever order the client
 * sent them, before anything is decided (a field sent after the file used to be read or not
 * depending on how far the parser had got, so `gid` after the image sometimes was not there).
 */
export async function uploadedFile(req: FastifyRequest, rules: UploadRules): Promise<UploadedFile> {
  if (!req.isMultipart()) throw badRequest('File_Required');
  const fields = new Map<string, string>();
  let file: { filename: string; buf: Buffer } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: rules.maxBytes, files: 1 } })) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string' && !fields.has(part.fieldname))
          fields.set(part.fieldname, part.value);
        continue;
      }
      if (rules.field && part.fieldname !== rules.field) {
        // Not the file asked for: read to its end (the body is read whole), refused below.
        await finished(part.file.resume()).catch(() => undefined);
        continue;
      }
      file = { filename: part.filename, buf: await part.toBuffer() };
    }
  } catch (e) {
    if (e instanceof BizError) throw e;
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw (rules.tooLarge ?? fileTooLarge)(rules.maxBytes);
    throw badRequest('Bad_Multipart', { detail: e instanceof Error ? e.message : String(e) });
  }
  if (!file) throw badRequest('File_Required');
  return { ...file, field: (name) => fields.get(name) };
}
