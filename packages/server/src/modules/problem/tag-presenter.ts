// The one place that shapes tag and tag classification rows for the API (HOJ's Tag and
// TagClassification entities, hoj-api-paths §8).
import type { Selectable } from 'kysely';
import type { TagClassificationTable, TagTable } from '../../db/types.js';
import { readTime } from '../../db/columns.js';

const iso = (v: Date | string | null | undefined) => readTime(v)?.toISOString() ?? null;

export function presentTag(t: Selectable<TagTable>) {
  return {
    id: Number(t.id),
    name: t.name,
    color: t.color,
    oj: t.oj,
    gid: t.gid,
    tcid: t.tcid,
    gmtCreate: iso(t.gmt_create),
    gmtModified: iso(t.gmt_modified),
  };
}

export function presentTagClassification(c: Selectable<TagClassificationTable>) {
  return {
    id: Number(c.id),
    name: c.name,
    oj: c.oj,
    rank: c.rank,
    gmtCreate: iso(c.gmt_create),
    gmtModified: iso(c.gmt_modified),
  };
}
