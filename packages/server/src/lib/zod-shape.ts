// Reading zod schemas as data: the keys an object schema declares and the base type of a field.
// Used to bind form fields and query parameters to a route's body schema (request-encodings.ts)
// and by the API contract tests, which compare route schemas with the contract table. zod 4 keeps
// each schema's definition in `_zod.def`; only the fields read here are typed.

interface Def {
  type: string;
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  getter?: () => ZodLike;
  shape?: Record<string, ZodLike>;
  catchall?: ZodLike;
  options?: ZodLike[];
  left?: ZodLike;
  right?: ZodLike;
  element?: ZodLike;
  valueType?: ZodLike;
  values?: unknown[];
}
export interface ZodLike {
  _zod: { def: Def };
}

export const isZod = (s: unknown): s is ZodLike =>
  typeof s === 'object' &&
  s !== null &&
  '_zod' in s &&
  typeof (s as ZodLike)._zod?.def?.type === 'string';

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/**
 * The schema under wrappers (optional, nullable, default, lazy ...). `side` picks the end of a
 * pipe: a request is read by the pipe's input (unless that is a preprocess transform), an answer
 * by its output (unless that is a transform).
 */
export function unwrap(s: ZodLike, side: 'in' | 'out' = 'in'): ZodLike {
  for (let i = 0; i < 50; i++) {
    const d = s._zod.def;
    if (WRAPPERS.has(d.type) && d.innerType) s = d.innerType;
    else if (d.type === 'lazy' && d.getter) s = d.getter();
    else if (d.type === 'pipe' && d.in && d.out) {
      const first = side === 'in' ? d.in : d.out;
      const second = side === 'in' ? d.out : d.in;
      s = first._zod.def.type === 'transform' ? second : first;
    } else return s;
  }
  return s;
}

/** What an object-like schema declares: its keys, and what it does with other keys. */
export interface Keys {
  keys: Set<string>;
  /** Unknown keys: 'strip' (zod's default: dropped), 'strict' (rejected), 'open' (kept, or any value). */
  others: 'strip' | 'strict' | 'open';
}

/**
 * Keys of an object schema; null when the schema is no object. A union declares, for a request,
 * every key any variant takes and, for an answer, the keys every variant declares.
 */
export function keysOf(schema: ZodLike, side: 'in' | 'out' = 'in'): Keys | null {
  const d = unwrap(schema, side)._zod.def;
  if (d.type === 'object' && d.shape) {
    const c = d.catchall?._zod.def.type;
    return {
      keys: new Set(Object.keys(d.shape)),
      others: c === undefined ? 'strip' : c === 'never' ? 'strict' : 'open',
    };
  }
  if (d.type === 'unknown' || d.type === 'any' || d.type === 'record') return { keys: new Set(), others: 'open' };
  if (d.type === 'intersection' && d.left && d.right) {
    const a = keysOf(d.left, side);
    const b = keysOf(d.right, side);
    if (!a || !b) return a ?? b;
    return {
      keys: new Set([...a.keys, ...b.keys]),
      others: a.others === 'strict' || b.others === 'strict' ? 'strict' : 'strip',
    };
  }
  if (d.type === 'union' && d.options) {
    const all = d.options.map((o) => keysOf(o, side)).filter((k): k is Keys => k !== null);
    if (all.length === 0) return null;
    const keys =
      side === 'in'
        ? new Set(all.flatMap((k) => [...k.keys]))
        : new Set([...all[0].keys].filter((key) => all.every((k) => k.keys.has(key))));
    return { keys, others: all.some((k) => k.others === 'open') ? 'open' : 'strip' };
  }
  return null;
}

/** The schema of one field of an object-like schema (the first variant that has it). */
export function fieldOf(schema: ZodLike, key: string, side: 'in' | 'out' = 'in'): ZodLike | undefined {
  const d = unwrap(schema, side)._zod.def;
  if (d.type === 'object') return d.shape?.[key];
  const parts = [...(d.options ?? []), ...(d.left ? [d.left] : []), ...(d.right ? [d.right] : [])];
  for (const o of parts) {
    const f = fieldOf(o, key, side);
    if (f) return f;
  }
  return undefined;
}

/** Element schema of an array schema. */
export function elementOf(schema: ZodLike, side: 'in' | 'out' = 'in'): ZodLike | undefined {
  const d = unwrap(schema, side)._zod.def;
  return d.type === 'array' ? d.element : undefined;
}

/** The definition under wrappers (its `type`, and `valueType` of records, `values` of enums). */
export const defOf = (schema: ZodLike, side: 'in' | 'out' = 'in') => unwrap(schema, side)._zod.def;

/** True when the schema accepts the value (zod's safeParse, without importing zod here). */
export function accepts(schema: unknown, value: unknown): boolean {
  const s = schema as { safeParse?: (v: unknown) => { success: boolean } };
  return typeof s?.safeParse === 'function' && s.safeParse(value).success;
}
