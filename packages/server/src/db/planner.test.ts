// SQLite's planner statistics (db/index.ts plannerStatistics): after migrations refresh them, one
// user's submissions are read through (username, submit_id) and not the site-wide
// (cid, gid, submit_id), which without statistics wins for its two equality columns. PostgreSQL
// keeps its own statistics (autovacuum) and has no code of ours here.
import { afterAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { openDatabase, type Database } from './index.js';
import { dbTargets } from '../../test/helpers/targets.js';

for (const target of dbTargets().filter((t) => t.name === 'sqlite')) {
  describe(`planner statistics [${target.name}]`, () => {
    let d: Database;
    afterAll(async () => {
      await d?.close();
      await target.cleanup();
    });

    const planOfUserList = async () => {
      const q = d.db
        .selectFrom('judge as j')
        .select('j.submit_id')
        .where('j.cid', '=', 0)
        .where('j.gid', 'is', null)
        .where('j.username', '=', 'u7')
        .orderBy('j.submit_id', 'desc')
        .limit(301)
        .compile();
      const rows = await d.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
      );
      return rows.rows.map((r) => r.detail).join('\n');
    };

    it('a migration run refreshes them, so a user filter walks its own index', async () => {
      d = openDatabase(await target.makeConfig());
      await d.migrate();
      const now = d.cols.time();
      const rows = Array.from({ length: 3000 }, (_, i) => ({
        pid: 1,
        display_pid: 'P1000',
        uid: `u${i % 300}`,
        username: `u${i % 300}`,
        submit_time: now,
        status: 0,
        length: 1,
        code: 'x',
        language: 'C',
        cid: 0,
        cpid: 0,
        share: d.cols.bool(false),
        version: 0,
        is_manual: d.cols.bool(false),
        gmt_create: now,
        gmt_modified: now,
      }));
      for (let i = 0; i < rows.length; i += 500)
        await d.db
          .insertInto('judge')
          .values(rows.slice(i, i + 500))
          .execute();
      expect(await planOfUserList()).toContain('idx_judge_site');
      await d.migrate();
      expect(await planOfUserList()).toContain('idx_judge_username');
    });
  });
}
