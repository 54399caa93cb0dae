// The one place that shapes training rows for the API (hoj-api-paths §7, §8): the Training entity
// of the back office, TrainingVO of the site, TrainingCategory and TrainingProblem.
import { readBool, isoOrNull } from '../../db/columns.js';
import type { TrainingCategoryRow, TrainingProblemRow, TrainingRow } from './tables.js';


export function presentCategory(c: TrainingCategoryRow) {
  return {
    id: Number(c.id),
    name: c.name,
    color: c.color,
    gid: c.gid,
    gmtCreate: isoOrNull(c.gmt_create),
    gmtModified: isoOrNull(c.gmt_modified),
  };
}

type CategoryOf = (t: TrainingRow) => TrainingCategoryRow | undefined;

/** What the back office and the site both show of a training (in this order). */
const trainingHead = (t: TrainingRow) => ({
  id: Number(t.id),
  title: t.title,
  description: t.description,
  author: t.author,
  auth: t.auth,
});

/** The training's category as both views name and colour it. */
const categoryFields = (t: TrainingRow, c: TrainingCategoryRow | undefined) => ({
  categoryId: t.category_id,
  categoryName: c?.name ?? null,
  categoryColor: c?.color ?? null,
});

/** Training entity of the back office, with its category's name and colour. */
export function presentTrainingEntity(t: TrainingRow, category: TrainingCategoryRow | undefined) {
  return {
    ...trainingHead(t),
    privatePwd: t.private_pwd,
    status: readBool(t.status),
    rank: t.rank,
    isGroup: readBool(t.is_group),
    gid: t.gid,
    ...categoryFields(t, category),
    gmtCreate: isoOrNull(t.gmt_create),
    gmtModified: isoOrNull(t.gmt_modified),
  };
}

/** TrainingVO: what the site shows of a training, with the caller's progress. The password never leaves. */
export function presentTrainingVO(
  t: TrainingRow,
  categoryOf: CategoryOf,
  problemCount: number,
  acCount: number,
) {
  return {
    ...trainingHead(t),
    ...categoryFields(t, categoryOf(t)),
    rank: t.rank,
    problemCount,
    acCount,
    gid: t.gid,
    gmtModified: isoOrNull(t.gmt_modified),
  };
}

export function presentTrainingProblem(tp: TrainingProblemRow) {
  return {
    id: Number(tp.id),
    tid: tp.tid,
    pid: tp.pid,
    displayId: tp.display_id,
    rank: tp.rank,
    gmtCreate: isoOrNull(tp.gmt_create),
    gmtModified: isoOrNull(tp.gmt_modified),
  };
}
