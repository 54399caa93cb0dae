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
