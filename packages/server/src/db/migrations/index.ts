// Static migration provider: migrations are TS modules listed here in order (no file-system scan).
import type { Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../columns.js';
import type { DialectMigration } from './helpers.js';
import { migration as m0001 } from './0001_platform_accounts.js';
import { migration as m0002 } from './0002_judge.js';
import { migration as m0003 } from './0003_problem_admin.js';
import { migration as m0004 } from './0004_contest.js';
import { migration as m0005 } from './0005_announcement.js';
import { migration as m0006 } from './0006_training.js';
import { migration as m0007 } from './0007_contest_board.js';
import { migration as m0008 } from './0008_community.js';
import { migration as m0009 } from './0009_message.js';
import { migration as m0010 } from './0010_config.js';
import { migration as m0012 } from './0012_group.js';
import { migration as m0013 } from './0013_contest_ops.js';
import { migration as m0014 } from './0014_rank_count.js';
import { migration as m0015 } from './0015_audit.js';
import { migration as m0016 } from './0016_read_indexes.js';
import { migration as m0017 } from './0017_submit_key.js';
import { migration as m0018 } from './0018_board_cache_keys.js';
import { migration as m0019 } from './0019_list_filters.js';
import { migration as m0020 } from './0020_board_cell_segment.js';
import { migration as m0021 } from './0021_problem_search.js';
import { migration as m0022 } from './0022_problem_verdict_count.js';
import { migration as m0023 } from './0023_site_display_pid.js';
import { migration as m0024 } from './0024_username_ignoring_case.js';

const all: [string, DialectMigration][] = [
  ['0001_platform_accounts', m0001],
  ['0002_judge', m0002],
  ['0003_problem_admin', m0003],
  ['0004_contest', m0004],
  ['0005_announcement', m0005],
  ['0006_training', m0006],
  ['0007_contest_board', m0007],
  ['0008_community', m0008],
  ['0009_message', m0009],
  ['0010_config', m0010],
  ['0012_group', m0012],
  ['0013_contest_ops', m0013],
  ['0014_rank_count', m0014],
  ['0015_audit', m0015],
  ['0016_read_indexes', m0016],
  ['0017_submit_key', m0017],
  ['0018_board_cache_keys', m0018],
  ['0019_list_filters', m0019],
  ['0020_board_cell_segment', m0020],
  ['0021_problem_search', m0021],
  ['0022_problem_verdict_count', m0022],
  ['0023_site_display_pid', m0023],
  ['0024_username_ignoring_case', m0024],
];

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of all) {
        out[name] = {
          up: (db) => m.up(db, dialect),
          ...(m.down ? { down: (db) => m.down!(db, dialect) } : {}),
        };
      }
      return out;
    },
  };
}
