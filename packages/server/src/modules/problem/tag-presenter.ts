// The one place that shapes tag and tag classification rows for the API (HOJ's Tag and
// TagClassification entities, hoj-api-paths §8).
import type { Selectable } from 'kysely';
import type { TagClassificationTable, TagTable } from '../../db/types.js';
import { isoOrNull } from '../../db/columns.js';


export function presentTag(t: Selectable<TagTable>) {
  return {
    id: Number(t.id),
    name: t.name,
    color: t.color,
    oj: t.oj,
    gid: t.gid,
    tcid: t.tcid,
    gmtCreate: isoOrNull(t.gmt_create),
    gmtModified: isoOrNull(t.gmt_modified),
  };
}

export function presentTagClassification(c: Selectable<TagClassificationTable>) {
  return {
    id: Number(c.id),
    name: c.name,
    oj: c.oj,
    rank: c.rank,
    gmtCreate: isoOrNull(c.gmt_create),
    gmtModified: isoOrNull(c.gmt_modified),
  };
}
