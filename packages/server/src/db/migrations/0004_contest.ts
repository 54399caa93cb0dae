// Contests: the contest itself (hoj-behaviour §5.1), its problems, registrations and one
// contest_record row per contest submission (§11), which the ranking, AC info / balloons and
// scroll board read. Contest status (−1 Scheduled / 0 Running / 1 Ended) is not stored: it is
// computed from start/end time on read (`contestStatusAt` in @judge/shared), as the reference
// recommends instead of HOJ's every-second MySQL event.
import { typesFor, type DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db, dialect) {
    const t = typesFor(dialect);

    // ---- contest ---------------------------------------------------------------------------------
    await t
      .id(db.schema.createTable('contest'))
      /** Creator's uuid (a contest admin). */
      .addColumn('uid', 'text', (c) => c.notNull())
      /** Creator's username as shown. */
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('source', 'text')
      /** ContestType: 0 ACM, 1 OI */
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
      /** ContestAuth: 0 public, 1 private, 2 protected */
      .addColumn('auth', 'integer', (c) => c.notNull().defaultTo(0))
      /** Registration password of private / protected contests. */
      .addColumn('pwd', 'text')
      .addColumn('start_time', t.timestamp, (c) => c.notNull())
      .addColumn('end_time', t.timestamp, (c) => c.notNull())
      /** Seconds (end − start). */
      .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('seal_rank', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('seal_rank_time', t.timestamp)
      /** Unseal automatically at the end. */
      .addColumn('auto_real_rank', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(true)))
      .addColumn('visible', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(true)))
      .addColumn('open_print', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('open_account_limit', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      /** `<prefix>…</prefix><suffix>…</suffix><start>a</start><end>b</end><extra>u1 u2</extra>` */
      .addColumn('account_limit_rule', 'text')
      /** username | nickname | realname */
      .addColumn('rank_show_name', 'text', (c) => c.notNull().defaultTo('username'))
      /** {"star_account": [usernames]} */
      .addColumn('star_account', t.json)
      /** Outside board open to everyone. */
      .addColumn('open_rank', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      /** Recent | Highest */
      .addColumn('oi_rank_score_type', 'text', (c) => c.notNull().defaultTo('Recent'))
      .addColumn('is_group', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('gid', 'integer')
      /** AwardType: 0 none, 1 proportion, 2 number */
      .addColumn('award_type', 'integer', (c) => c.notNull().defaultTo(0))
      /** [{priority, name, background, color, num}] */
      .addColumn('award_config', t.json)
      /** Accept submissions after the end (they never count on the board unless asked for). */
      .addColumn('allow_end_submit', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    // Contest list: by start time (newest first), by visibility and group; status is a time range.
    await db.schema
      .createIndex('idx_contest_list')
      .on('contest')
      .columns(['is_group', 'visible', 'start_time'])
      .execute();
    await db.schema
      .createIndex('idx_contest_time')
      .on('contest')
      .columns(['start_time', 'end_time'])
      .execute();
    await db.schema.createIndex('idx_contest_gid').on('contest').column('gid').execute();
    await db.schema.createIndex('idx_contest_uid').on('contest').column('uid').execute();

    // ---- contest_problem ---------------------------------------------------------------------------
    await t
      .id(db.schema.createTable('contest_problem'))
      .addColumn('cid', 'integer', (c) => c.notNull().references('contest.id').onDelete('cascade'))
      .addColumn('pid', 'integer', (c) => c.notNull().references('problem.id').onDelete('cascade'))
      /** Id inside the contest, e.g. "A". */
      .addColumn('display_id', 'text', (c) => c.notNull())
      .addColumn('display_title', 'text', (c) => c.notNull())
      /** Balloon colour. */
      .addColumn('color', 'text')
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      // A problem once per contest, a display id once per contest.
      .addUniqueConstraint('uq_contest_problem_display', ['cid', 'display_id'])
      .addUniqueConstraint('uq_contest_problem_pid', ['cid', 'pid'])
      .execute();
    await db.schema.createIndex('idx_contest_problem_pid').on('contest_problem').column('pid').execute();

    // ---- contest_register ----------------------------------------------------------------------------
    await t
      .id(db.schema.createTable('contest_register'))
      .addColumn('cid', 'integer', (c) => c.notNull().references('contest.id').onDelete('cascade'))
      .addColumn('uid', 'text', (c) => c.notNull())
      /** 0 valid, 1 invalid */
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('uq_contest_register', ['cid', 'uid'])
      .execute();
    await db.schema.createIndex('idx_contest_register_uid').on('contest_register').column('uid').execute();

    // ---- contest_record: one row per contest submission --------------------------------------------
    // status: NULL while judging, 1 AC, −1 penalised (PE/WA/TLE/MLE/RE), 0 not penalised (all else).
    await t
      .id(db.schema.createTable('contest_record'))
      .addColumn('cid', 'integer', (c) => c.notNull().references('contest.id').onDelete('cascade'))
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('pid', 'integer', (c) => c.notNull())
      /** contest_problem.id */
      .addColumn('cpid', 'integer', (c) => c.notNull())
      /** contest_problem.display_id at submit time */
      .addColumn('display_id', 'text', (c) => c.notNull())
      .addColumn('submit_id', 'integer', (c) =>
        c.notNull().unique().references('judge.submit_id').onDelete('cascade'),
      )
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('realname', 'text')
      .addColumn('status', 'integer')
      .addColumn('submit_time', t.timestamp, (c) => c.notNull())
      /** Seconds from the contest start to the submission (0 before the start). */
      .addColumn('time', 'integer', (c) => c.notNull().defaultTo(0))
      /** OI score of the verdict (NULL for ACM and while judging). */
      .addColumn('score', 'integer')
      /** Run time of the verdict in ms. */
      .addColumn('use_time', 'integer')
      .addColumn('first_blood', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      /** Balloon delivered (AC info). */
      .addColumn('checked', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    // Boards (per contest, judged rows in time order), a user's rows, a problem's rows (rejudge).
    await db.schema
      .createIndex('idx_contest_record_board')
      .on('contest_record')
      .columns(['cid', 'status', 'time'])
      .execute();
    await db.schema
      .createIndex('idx_contest_record_user')
      .on('contest_record')
      .columns(['cid', 'uid', 'pid'])
      .execute();
    await db.schema
      .createIndex('idx_contest_record_problem')
      .on('contest_record')
      .columns(['cid', 'pid'])
      .execute();
    await db.schema.createIndex('idx_contest_record_uid').on('contest_record').column('uid').execute();
  },
};
