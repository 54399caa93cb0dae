// A module that keeps its own tables beside it (training, discussion, audit) reads them through a
// typed view of the same connection: the one cast that adds those tables to `DB`.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './types.js';

/** A connection or transaction seen with the extra tables `X` (the same object, typed wider). */
export interface TableView<X> {
  (db: Kysely<DB>): Kysely<DB & X>;
  (db: Transaction<DB>): Transaction<DB & X>;
}

/** The view function of the tables `X`: `export const withTrainings = tableView<TrainingTables>()`. */
export const tableView = <X>(): TableView<X> => ((db: Kysely<DB> | Transaction<DB>) => db) as TableView<X>;
