// What a disband takes with the group (issue 23; hoj-behaviour §8 "dissolve"): everything scoped
// to it, as HOJ's foreign keys from each gid column to the group cascade. Nothing of a dissolved
// group may stay behind: a row whose group is gone would be nobody's to manage, and some would
// even surface on the main site (a group contest's announcement whose contest link is cascaded
// away is a row with no gid and no contest, i.e. a site announcement).
//
// Left alone: a problem that was accepted into the public set (its gid is already null) and the
// submissions made to it then, which stay out of the public statistics by their gid
// (problem/list-repo.ts countsByProblem) until this purge removes them with the group's other runs.
//
// Runs inside the disband's transaction; the tables' own cascades (problem → cases, languages,
// tags, submissions, training and contest links; contest → its problems, registrations, records;
// discussion → comments, replies, likes, reports) do the rest on both databases.
import type { Transaction } from 'kysely';
import { dropBoards } from '../contest/board/cells.js';
import type { DB } from '../../db/types.js';
import { withCommunity } from '../discussion/tables.js';
import { withTrainings } from '../training/tables.js';

export async function purgeGroupContent(trx: Transaction<DB>, gid: number): Promise<void> {
  const contests = trx.selectFrom('contest').select('id').where('gid', '=', gid);
  const contestAnnouncements = trx.selectFrom('contest_announcement').select('aid').where('cid', 'in', contests);
  // before the contests go: their announcements would otherwise lose their link and go public
  await trx.deleteFrom('announcement').where('id', 'in', contestAnnouncements).execute();
  await trx.deleteFrom('announcement').where('gid', '=', gid).execute();
  // the group's runs: on its problems, in its contests, and on public problems inside it
  await trx.deleteFrom('judge').where('cid', 'in', contests).execute();
  await trx.deleteFrom('judge').where('gid', '=', gid).execute();
  await dropBoards(trx, contests);
  await trx.deleteFrom('contest').where('gid', '=', gid).execute();

  const t = withTrainings(trx);
  const trainings = t.selectFrom('training').select('id').where('gid', '=', gid);
  await t.deleteFrom('training_problem').where('tid', 'in', trainings).execute();
  await t.deleteFrom('training_register').where('tid', 'in', trainings).execute();
  await t.deleteFrom('training').where('gid', '=', gid).execute();
  await t.deleteFrom('training_category').where('gid', '=', gid).execute();

  await withCommunity(trx).deleteFrom('discussion').where('gid', '=', gid).execute();
  await trx.deleteFrom('problem').where('gid', '=', gid).execute();
  await trx.deleteFrom('tag').where('gid', '=', gid).execute();
}
