// Field-by-field comparison of an audit entry's before and after snapshots (one row each, as the
// server stores them): every field of either side, whether it changed, values shown as text.

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** A value as shown in a cell: strings as they are, the rest as JSON; absent as null. */
export function shown(v: unknown): string | null {
  if (v === undefined) return null;
  if (typeof v === 'string') return v;
  return JSON.stringify(v, null, 2);
}

/**
 * The fields of before and after, in before's order then after's new ones; each with whether it
 * changed. A side that is no single row (nothing, or several rows) compares as one field `*`.
 */
export function diffSnapshots(before: unknown, after: unknown): FieldChange[] {
  if (before == null && after == null) return [];
  if ((before != null && !isRecord(before)) || (after != null && !isRecord(after))) {
    const b = shown(before ?? undefined);
    const a = shown(after ?? undefined);
    return [{ field: '*', before: b, after: a, changed: b !== a }];
  }
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const fields = [...Object.keys(b), ...Object.keys(a).filter((k) => !(k in b))];
  return fields.map((field) => {
    const x = field in b ? shown(b[field]) : null;
    const y = field in a ? shown(a[field]) : null;
    return { field, before: before == null ? null : x, after: after == null ? null : y, changed: x !== y };
  });
}
