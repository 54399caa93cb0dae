// The `{status, msg, data}` envelope every API answer uses, and its zod schemas for OpenAPI.
import { z } from 'zod';

export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), msg: z.string(), data });
}

/** Answer of calls that return no data. */
export const emptyEnvelope = envelopeOf(z.null());
/** Every error answer: `data` is usually null, sometimes a small object (e.g. `{needVerify: true}`). */
export const errorEnvelope = envelopeOf(z.unknown().nullable()).describe(
  'Error answer; status mirrors the HTTP status',
);

/** Response schemas of one route: 200 with `data`, errors with the error envelope. */
export function responses<T extends z.ZodType>(data: T) {
  return { 200: envelopeOf(data), '4xx': errorEnvelope, '5xx': errorEnvelope } as const;
}

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { status: 200, msg, data };
}

/**
 * The answer of a call that returns no data, once `work` is done: `msg` is the text of `key` in
 * the caller's language (the client shows it), or 'success' when `key` is null. One helper for the
 * many commands that only await their service call, so that each says only what it runs and says.
 */
export async function okAfter(
  req: { t(key: string): string },
  key: string | null,
  work: Promise<unknown>,
): Promise<Envelope<null>> {
  await work;
  return ok(null, key === null ? undefined : req.t(key));
}
