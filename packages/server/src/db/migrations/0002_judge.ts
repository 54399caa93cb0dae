// Judge: problems, test cases (content-addressed), languages, tags, submissions, per-case results,
// AC lists and judge servers. Shapes follow hoj-behaviour.md §11 / hoj-api-paths.md §8.
import { sql } from 'kysely';
import { typesFor, type DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db, dialect) {
    const t = typesFor(dialect);
    const pg = dialect === 'postgres';
    const bigint = pg ? sql`bigint` : sql`integer`;

    // ---- problem ---------------------------------------------------------------------------
    await t
      .id(db.schema.createTable('problem'))
      .addColumn('problem_id', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('author', 'text')
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('judge_mode', 'text', (c) => c.notNull().defaultTo('default'))
      .addColumn('judge_case_mode', 'text', (c) => c.notNull().defaultTo('default'))
      .addColumn('time_limit', 'integer', (c) => c.notNull().defaultTo(1000))
      .addColumn('memory_limit', 'integer', (c) => c.notNull().defaultTo(256))
      .addColumn('stack_limit', 'integer', (c) => c.notNull().defaultTo(128))
      .addColumn('description', 'text')
      .addColumn('input', 'text')
      .addColumn('output', 'text')
      .addColumn('examples', 'text')
      .addColumn('is_remote', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('source', 'text')
      .addColumn('difficulty', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hint', 'text')
      .addColumn('auth', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('io_score', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('code_share', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(true)))
      .addColumn('spj_code', 'text')
      .addColumn('spj_language', 'text')
      .addColumn('user_extra_file', 'text')
      .addColumn('judge_extra_file', 'text')
      .addColumn('is_remove_end_blank', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(true)))
      .addColumn('open_case_result', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(true)))
      .addColumn('is_upload_case', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('case_version', 'text', (c) => c.notNull().defaultTo('0'))
      .addColumn('is_file_io', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('io_read_file_name', 'text')
      .addColumn('io_write_file_name', 'text')
      .addColumn('modified_user', 'text')
      .addColumn('is_group', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('gid', 'integer')
      .addColumn('apply_public_progress', 'integer')
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_problem_auth').on('problem').columns(['auth', 'is_group']).execute();
    await db.schema.createIndex('idx_problem_gid').on('problem').column('gid').execute();
    await db.schema.createIndex('idx_problem_author').on('problem').column('author').execute();
    await db.schema.createIndex('idx_problem_difficulty').on('problem').column('difficulty').execute();
    await db.schema.createIndex('idx_problem_title').on('problem').column('title').execute();
    await db.schema.createIndex('idx_problem_gmt_create').on('problem').column('gmt_create').execute();

    // ---- problem_case: one row per test case of the current case set ----------------------------
    // Files are content-addressed (sha256) in the test-data store (DATA_DIR/testdata/<aa>/<sha256>):
    // a changed file is a new hash, so a judge can never use stale data. `input`/`output` are the
    // names shown to users (e.g. 1.in / 1.out).
    await t
      .id(db.schema.createTable('problem_case'))
      .addColumn('pid', 'integer', (c) => c.notNull().references('problem.id').onDelete('cascade'))
      .addColumn('input', 'text', (c) => c.notNull())
      .addColumn('output', 'text', (c) => c.notNull())
      .addColumn('input_hash', 'text', (c) => c.notNull())
      .addColumn('output_hash', 'text', (c) => c.notNull())
      .addColumn('input_size', bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('output_size', bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('group_num', 'integer', (c) => c.notNull().defaultTo(1))
      /** 0 in use, 1 removed (kept for old results) */
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('idx_problem_case_pid')
      .on('problem_case')
      .columns(['pid', 'status', 'sort'])
      .execute();

    // ---- test_data_blob: every stored test-data file (the bytes live on disk by hash) -------------
    await db.schema
      .createTable('test_data_blob')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('size', bigint, (c) => c.notNull())
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .execute();

    // ---- language, problem_language, code_template ---------------------------------------------
    await t
      .id(db.schema.createTable('language'))
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('compile_command', 'text')
      .addColumn('template', 'text')
      .addColumn('code_template', 'text')
      .addColumn('is_spj', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('oj', 'text', (c) => c.notNull().defaultTo('ME'))
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('uq_language_oj_name', ['oj', 'name'])
      .execute();

    await t
      .id(db.schema.createTable('problem_language'))
      .addColumn('pid', 'integer', (c) => c.notNull().references('problem.id').onDelete('cascade'))
      .addColumn('lid', 'integer', (c) => c.notNull().references('language.id').onDelete('cascade'))
      .addUniqueConstraint('uq_problem_language', ['pid', 'lid'])
      .execute();
    await db.schema.createIndex('idx_problem_language_lid').on('problem_language').column('lid').execute();

    await t
      .id(db.schema.createTable('code_template'))
      .addColumn('pid', 'integer', (c) => c.notNull().references('problem.id').onDelete('cascade'))
      .addColumn('lid', 'integer', (c) => c.notNull().references('language.id').onDelete('cascade'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('status', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(true)))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('idx_code_template_pid')
      .on('code_template')
      .columns(['pid', 'lid'])
      .execute();

    // ---- tags ------------------------------------------------------------------------------------
    await t
      .id(db.schema.createTable('tag_classification'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('oj', 'text', (c) => c.notNull().defaultTo('ME'))
      .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('idx_tag_classification_oj')
      .on('tag_classification')
      .columns(['oj', 'rank'])
      .execute();

    await t
      .id(db.schema.createTable('tag'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('color', 'text')
      .addColumn('oj', 'text', (c) => c.notNull().defaultTo('ME'))
      .addColumn('gid', 'integer')
      .addColumn('tcid', 'integer', (c) => c.references('tag_classification.id').onDelete('set null'))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_tag_oj_gid').on('tag').columns(['oj', 'gid']).execute();
    await db.schema.createIndex('idx_tag_tcid').on('tag').column('tcid').execute();
    await db.schema.createIndex('idx_tag_name').on('tag').column('name').execute();

    await t
      .id(db.schema.createTable('problem_tag'))
      .addColumn('pid', 'integer', (c) => c.notNull().references('problem.id').onDelete('cascade'))
      .addColumn('tid', 'integer', (c) => c.notNull().references('tag.id').onDelete('cascade'))
      .addUniqueConstraint('uq_problem_tag', ['pid', 'tid'])
      .execute();
    await db.schema.createIndex('idx_problem_tag_tid').on('problem_tag').column('tid').execute();

    // ---- judge: one row per submission -----------------------------------------------------------
    // No foreign key to problem: submissions outlive a deleted problem (history, ranks).
    await t
      .id(db.schema.createTable('judge'), 'submit_id')
      .addColumn('pid', 'integer', (c) => c.notNull())
      .addColumn('display_pid', 'text', (c) => c.notNull())
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('submit_time', t.timestamp, (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('share', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('error_message', 'text')
      .addColumn('time', 'integer')
      .addColumn('memory', 'integer')
      .addColumn('score', 'integer')
      .addColumn('length', 'integer', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('cid', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cpid', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gid', 'integer')
      .addColumn('judger', 'text')
      .addColumn('ip', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('oi_rank_score', 'integer')
      .addColumn('vjudge_submit_id', bigint)
      .addColumn('vjudge_username', 'text')
      .addColumn('vjudge_password', 'text')
      .addColumn('is_manual', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    // Submission-list filters (each combined with ORDER BY submit_id DESC).
    await db.schema.createIndex('idx_judge_uid').on('judge').columns(['uid', 'submit_id']).execute();
    await db.schema
      .createIndex('idx_judge_username')
      .on('judge')
      .columns(['username', 'submit_id'])
      .execute();
    await db.schema.createIndex('idx_judge_pid').on('judge').columns(['pid', 'submit_id']).execute();
    await db.schema
      .createIndex('idx_judge_display_pid')
      .on('judge')
      .columns(['display_pid', 'submit_id'])
      .execute();
    await db.schema.createIndex('idx_judge_status').on('judge').columns(['status', 'submit_id']).execute();
    await db.schema.createIndex('idx_judge_cid').on('judge').columns(['cid', 'pid', 'submit_id']).execute();
    await db.schema.createIndex('idx_judge_gid').on('judge').columns(['gid', 'submit_id']).execute();
    await db.schema.createIndex('idx_judge_submit_time').on('judge').column('submit_time').execute();
    await db.schema.createIndex('idx_judge_uid_pid').on('judge').columns(['uid', 'pid', 'status']).execute();

    // ---- judge_case: per-case results --------------------------------------------------------------
    await t
      .id(db.schema.createTable('judge_case'))
      .addColumn('submit_id', 'integer', (c) => c.notNull().references('judge.submit_id').onDelete('cascade'))
      .addColumn('pid', 'integer', (c) => c.notNull())
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('case_id', 'integer')
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('time', 'integer')
      .addColumn('memory', 'integer')
      .addColumn('score', 'integer')
      .addColumn('group_num', 'integer')
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull().defaultTo('default'))
      .addColumn('input_data', 'text')
      .addColumn('output_data', 'text')
      /** The case message (checker / runtime message), not program output. */
      .addColumn('user_output', 'text')
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('uq_judge_case_submit_seq', ['submit_id', 'seq'])
      .execute();

    // ---- user_acproblem: first accepted non-contest, non-group submission per (user, problem) ------
    await t
      .id(db.schema.createTable('user_acproblem'))
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('pid', 'integer', (c) => c.notNull())
      .addColumn('submit_id', 'integer', (c) => c.notNull())
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('uq_user_acproblem', ['uid', 'pid'])
      .execute();
    await db.schema.createIndex('idx_user_acproblem_pid').on('user_acproblem').column('pid').execute();
    await db.schema
      .createIndex('idx_user_acproblem_time')
      .on('user_acproblem')
      .column('gmt_create')
      .execute();

    // ---- judge_server: workers seen through their heartbeats --------------------------------------
    await t
      .id(db.schema.createTable('judge_server'))
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('ip', 'text')
      .addColumn('url', 'text')
      .addColumn('cpu_core', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('task_number', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_task_number', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_remote', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      /** 0 online, 1 offline (no heartbeat) */
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'text')
      /** [{name, version}] */
      .addColumn('languages', t.json)
      /** Anything else the worker reports (runner, isolation, load). */
      .addColumn('info', t.json)
      .addColumn('last_heartbeat', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
  },
};
