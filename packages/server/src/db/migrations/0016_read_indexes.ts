// Indexes of the main read calls, chosen from their query plans at 1 000 000 submissions
// (bench/load, issue 24 Deliver 2; plans before and after in bench/README.md "Load"):
//   - idx_judge_pid_counts (pid, cid, status, gid): the verdict counts of a problem (problem list and
//     detail, countsByProblem) read from the index alone, instead of one table row per submission
//     found through idx_judge_cid (cid, pid);
//   - idx_judge_site (cid, gid, submit_id): the site's submission list (cid = 0, no group) newest first
//     and its capped total in index order, instead of walking (gid, submit_id) or the primary key
//     backwards past every recent contest submission;
//   - idx_judge_cid_submit (cid, submit_id): a contest's submissions newest first (contest-submissions
//     and its capped total) in index order, instead of sorting all of the contest's rows;
//   - idx_problem_list (auth, gid, id): the public problem list (auth = 1, no group) in id order and its
//     count from the index alone, instead of the (auth, is_group) index and a row per problem.
import { indexMigration } from './helpers.js';

export const migration = indexMigration([
  { name: 'idx_judge_pid_counts', table: 'judge', columns: ['pid', 'cid', 'status', 'gid'] },
  { name: 'idx_judge_site', table: 'judge', columns: ['cid', 'gid', 'submit_id'] },
  { name: 'idx_judge_cid_submit', table: 'judge', columns: ['cid', 'submit_id'] },
  { name: 'idx_problem_list', table: 'problem', columns: ['auth', 'gid', 'id'] },
]);
