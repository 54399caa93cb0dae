// Recovery: a server that starts with submissions left Pending (never queued) or Compiling (its judge
// died) re-queues them from the database, and they are judged once.
import { afterAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import { openDatabase } from '../../src/db/index.js';
import type { BuiltApp } from '../../src/app.js';
import { makeApp } from '../helpers/app.js';
import { dbTargets } from '../helpers/targets.js';
import { ROOT_PASSWORD, registerUser } from '../helpers/accounts.js';
import { PY_AB, judgeOverrides, pidOf, useSandboxUidBase, waitFinal } from '../helpers/judge.js';
import { claimSubmission, insertSubmission } from '../../src/modules/submission/repo.js';

useSandboxUidBase(63300);

describe.each(dbTargets())('restart with unfinished submissions ($name)', (target) => {
  let app: BuiltApp | null = null;
  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  it('re-queues Pending and Compiling rows on start and judges them', async () => {
    const config = await target.makeConfig({ rootPassword: ROOT_PASSWORD, ...judgeOverrides() });
    // First life: a user and the sample problems, then the server stops.
    const first = await makeApp(config);
    const user = await registerUser(first);
    const pid = await pidOf(first, 'P1000');
    await first.close();

    // While it is down, rows are left as a crash would leave them.
    const database = openDatabase(config);
    const base = {
      pid,
      displayPid: 'P1000',
      uid: user.uid,
      username: user.username,
      cid: 0,
      cpid: 0,
      gid: null,
      ip: null,
    };
    const a = await insertSubmission(database, { ...base, code: PY_AB, language: 'Python3' });
    const b = await insertSubmission(database, { ...base, code: PY_AB, language: 'Python3' });
    const c = await insertSubmission(database, { ...base, code: PY_AB, language: 'Python3' });
    expect(await claimSubmission(database, Number(c.submit_id), 0, 'dead-judge')).toBe(true);
    await database.close();

    app = await makeApp(config);
    const rows = await Promise.all([a, b, c].map((s) => waitFinal(app!, Number(s.submit_id))));
    expect(rows.map((r) => r.status)).toEqual([
      JudgeStatus.ACCEPTED,
      JudgeStatus.ACCEPTED,
      JudgeStatus.ACCEPTED,
    ]);
    expect(rows[2].judger).not.toBe('dead-judge');
    const ac = await app.ctx.database.db
      .selectFrom('user_acproblem')
      .selectAll()
      .where('uid', '=', user.uid)
      .execute();
    expect(ac.map((r) => r.submit_id)).toEqual([a.submit_id]);
  });
});
