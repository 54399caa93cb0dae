// Table types of the training tables (migration 0006). They belong in db/types.ts and db/rows.ts
// beside the others; until those files take them (they are outside this module's slice), the
// training module reads them through `withTrainings`, a typed view of the same connection.
import type { Generated, Selectable } from 'kysely';
import { tableView } from '../../db/table-view.js';
import type { Bool, DB, Timestamp } from '../../db/types.js';

export interface TrainingCategoryTable {
  id: Generated<number>;
  name: string;
  color: string;
  gid: number | null;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface TrainingTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  /** Creator's username. */
  author: string;
  /** "Public" | "Private" */
  auth: string;
  private_pwd: string | null;
  /** Visible on the site. */
  status: Bool;
  rank: number;
  category_id: number | null;
  is_group: Bool;
  gid: number | null;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface TrainingProblemTable {
  id: Generated<number>;
  tid: number;
  pid: number;
  display_id: string;
  rank: number;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface TrainingRegisterTable {
  id: Generated<number>;
  tid: number;
  uid: string;
  /** false = banned from the training. */
  status: Bool;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

/** The training tables, beside `DB`. */
export interface TrainingTables {
  training_category: TrainingCategoryTable;
  training: TrainingTable;
  training_problem: TrainingProblemTable;
  training_register: TrainingRegisterTable;
}
export type DBWithTrainings = DB & TrainingTables;
export type TrainingRow = Selectable<TrainingTable>;
export type TrainingCategoryRow = Selectable<TrainingCategoryTable>;
export type TrainingProblemRow = Selectable<TrainingProblemTable>;

/** The same connection or transaction, typed with the training tables. */
export const withTrainings = tableView<TrainingTables>();
