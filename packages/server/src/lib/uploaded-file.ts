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
  /** A plain form field sent before the file (e.g. `gid`), or undefined. */
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

export async function uploadedFile(req: FastifyRequest, rules: UploadRules): Promise<UploadedFile> {
  if (!req.isMultipart()) throw badRequest('File_Required');
  try {
    const part = await req.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
    if (!part) throw badRequest('File_Required');
    if (rules.field && part.fieldname !== rules.field) {
      await finished(part.file.resume()).catch(() => undefined);
      throw badRequest('File_Required');
    }
    const buf = await part.toBuffer();
    const fields = part.fields as Record<string, { value?: unknown } | undefined>;
    return {
      filename: part.filename,
      buf,
      field: (name) => {
        const v = fields[name]?.value;
        return typeof v === 'string' ? v : undefined;
      },
    };
  } catch (e) {
    if (e instanceof BizError) throw e;
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw (rules.tooLarge ?? fileTooLarge)(rules.maxBytes);
    throw badRequest('Bad_Multipart', { detail: e instanceof Error ? e.message : String(e) });
  }
}
