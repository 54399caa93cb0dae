// Table types of the training tables (migration 0006). They belong in db/types.ts and db/rows.ts
// beside the others; until those files take them (they are outside this module's slice), the
// training module reads them through `withTrainings`, a typed view of the same connection.
import type { Generated, Kysely, Selectable, Transaction } from 'kysely';
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

export type DBWithTrainings = DB & {
  training_category: TrainingCategoryTable;
  training: TrainingTable;
  training_problem: TrainingProblemTable;
  training_register: TrainingRegisterTable;
};
export type TrainingRow = Selectable<TrainingTable>;
export type TrainingCategoryRow = Selectable<TrainingCategoryTable>;
export type TrainingProblemRow = Selectable<TrainingProblemTable>;

/** The same connection or transaction, typed with the training tables. */
export function withTrainings(db: Kysely<DB>): Kysely<DBWithTrainings>;
export function withTrainings(db: Transaction<DB>): Transaction<DBWithTrainings>;
export function withTrainings(db: Kysely<DB> | Transaction<DB>) {
  return db as unknown as Kysely<DBWithTrainings>;
}
