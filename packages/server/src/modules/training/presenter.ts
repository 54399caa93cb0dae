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

/** Training entity of the back office, with its category's name and colour. */
export function presentTrainingEntity(t: TrainingRow, category: TrainingCategoryRow | undefined) {
  return {
    id: Number(t.id),
    title: t.title,
    description: t.description,
    author: t.author,
    auth: t.auth,
    privatePwd: t.private_pwd,
    status: readBool(t.status),
    rank: t.rank,
    isGroup: readBool(t.is_group),
    gid: t.gid,
    categoryId: t.category_id,
    categoryName: category?.name ?? null,
    categoryColor: category?.color ?? null,
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
  const c = categoryOf(t);
  return {
    id: Number(t.id),
    title: t.title,
    description: t.description,
    author: t.author,
    auth: t.auth,
    categoryId: t.category_id,
    categoryName: c?.name ?? null,
    categoryColor: c?.color ?? null,
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
