// Indexes of two filtered lists, chosen from their plans at 1 000 000 submissions and 10 000
// problems (bench/load; numbers in bench/README.md "Load"):
//   - idx_judge_site_status (cid, gid, status, submit_id): the site's submission list by verdict.
//     With only idx_judge_status (status, submit_id) SQLite walked every submission of that verdict
//     newest first and read each row to check cid and gid (4.1 ms for page 1); this index holds the
//     page's filter and order, so page 1 is 15 index entries (0.04 ms).
//   - idx_problem_list_difficulty (auth, gid, difficulty, id): the public problem list by
//     difficulty, its count and page from the index alone, instead of idx_problem_difficulty and a
//     row per problem of that difficulty to check auth and gid.
import { indexMigration } from './helpers.js';

export const migration = indexMigration([
  { name: 'idx_judge_site_status', table: 'judge', columns: ['cid', 'gid', 'status', 'submit_id'] },
  { name: 'idx_problem_list_difficulty', table: 'problem', columns: ['auth', 'gid', 'difficulty', 'id'] },
]);
