// The seeded sample problems beyond A+B: P1002 special judge, P1003 interactive, P1004 OI with
// subtasks. Seeded on a fresh database (and once on an older install), and judged end to end through
// the in-process judge with the real sandbox; the correct programs below are the reference solutions.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import { seedSampleProblems } from '../../src/modules/problem/samples.js';
import { call } from '../helpers/app.js';
import { dbTargets } from '../helpers/targets.js';
import { pidOf, submitCode, useSandboxUidBase, waitFinal } from '../helpers/judge.js';
import { useJudgingSuite } from '../fixtures/index.js';

useSandboxUidBase(63700);

/** P1002 reference: shift left by one. */
const CPP_DERANGEMENT =
  '#include <cstdio>\nint main(){int n;scanf("%d",&n);for(int i=1;i<=n;i++)printf("%d%c",i%n+1,i==n?\'\\n\':\' \');}\n';
/** Prints 1..n: every number stays in its place. */
const CPP_IDENTITY =
  '#include <cstdio>\nint main(){int n;scanf("%d",&n);for(int i=1;i<=n;i++)printf("%d ",i);puts("");}\n';
/** P1003 reference: binary search (at most 30 guesses for n <= 1e9). */
const CPP_GUESS = `#include <bits/stdc++.h>
int main(){long long n;std::cin>>n;long long lo=1,hi=n;std::string r;
while(true){long long m=(lo+hi)/2;std::cout<<m<<std::endl;std::cin>>r;
if(r=="=")break;if(r=="<")hi=m-1;else lo=m+1;}}
`;
const PY_GUESS = `n = int(input())
lo, hi = 1, n
while True:
    m = (lo + hi) // 2
    print(m, flush=True)
    r = input().strip()
    if r == '=':
        break
    if r == '<':
        hi = m - 1
    else:
        lo = m + 1
`;
/** P1004 reference: prefix sums in 64 bits. */
const CPP_RANGE_SUM = `#include <bits/stdc++.h>
int main(){int n,q;scanf("%d%d",&n,&q);std::vector<long long>p(n+1,0);
for(int i=1;i<=n;i++){long long x;scanf("%lld",&x);p[i]=p[i-1]+x;}
while(q--){int l,r;scanf("%d%d",&l,&r);printf("%lld\\n",p[r]-p[l-1]);}}
`;
/** Prefix sums in 32 bits: right on subtasks 1 and 2, overflows on subtask 3 (50 points). */
const CPP_RANGE_SUM_INT = CPP_RANGE_SUM.replace('std::vector<long long>', 'std::vector<int>')
  .replace('long long x;scanf("%lld"', 'int x;scanf("%d"')
  .replace('printf("%lld\\n"', 'printf("%d\\n"');

describe.each(dbTargets())('sample problems ($name)', (target) => {
  const { app, user } = useJudgingSuite({ target });

  const submit = (pid: string, language: string, code: string) =>
    submitCode(app(), user().token, { pid, language, code, cid: 0 });
  const caseRows = (submitId: number) =>
    app()
      .ctx.database.db.selectFrom('judge_case')
      .select(['status', 'score'])
      .where('submit_id', '=', submitId)
      .orderBy('seq')
      .execute();

  const problemRows = () =>
    app()
      .ctx.database.db.selectFrom('problem')
      .select([
        'id',
        'problem_id',
        'type',
        'judge_mode',
        'judge_case_mode',
        'spj_language',
        'spj_code',
        'io_score',
      ])
      .where('problem_id', 'in', ['P1002', 'P1003', 'P1004'])
      .orderBy('problem_id')
      .execute();

  it('a fresh database has the special judge, interactive and subtask problems', async () => {
    const rows = await problemRows();
    expect(rows.map((r) => [r.problem_id, r.type, r.judge_mode, r.judge_case_mode, r.spj_language])).toEqual([
      ['P1002', 0, 'spj', 'default', 'C++'],
      ['P1003', 0, 'interactive', 'default', 'C++'],
      ['P1004', 1, 'default', 'subtask_lowest', null],
    ]);
    expect(rows[0].spj_code).toMatch(/wrong answer/);
    expect(rows[1].spj_code).toMatch(/scanf/);
    expect(rows[2].io_score).toBe(100);
    const cases = await app()
      .ctx.database.db.selectFrom('problem_case')
      .select(['group_num', 'score'])
      .where('pid', '=', Number(rows[2].id))
      .orderBy('sort')
      .execute();
    expect(cases.map((c) => [c.group_num, c.score])).toEqual([
      [1, 20],
      [1, 20],
      [2, 30],
      [2, 30],
      [3, 50],
      [3, 50],
    ]);
    // shown like any public problem, with a sample
    const d = await call(app(), 'GET', '/api/get-problem-detail?problemId=P1003');
    expect(d.status).toBe(200);
    expect(d.body.data.problem.judgeMode).toBe('interactive');
    expect(d.body.data.problem.examples).toMatch(/<input>/);
  });

  it('an older install (P1000/P1001 seeded, not the new ones) gets them once on its next start', async () => {
    const { db } = app().ctx.database;
    expect(await seedSampleProblems(app().ctx.database, app().ctx.judge.blobs)).toEqual([]);
    const ids = (await problemRows()).map((r) => Number(r.id));
    await db.deleteFrom('problem_case').where('pid', 'in', ids).execute();
    await db.deleteFrom('problem').where('id', 'in', ids).execute();
    await db.deleteFrom('site_config').where('key', '=', 'judge_samples_seeded_2').execute();
    expect(await seedSampleProblems(app().ctx.database, app().ctx.judge.blobs)).toEqual([
      'P1002',
      'P1003',
      'P1004',
    ]);
    expect(await seedSampleProblems(app().ctx.database, app().ctx.judge.blobs)).toEqual([]);
    expect((await problemRows()).map((r) => r.problem_id)).toEqual(['P1002', 'P1003', 'P1004']);
    await pidOf(app(), 'P1000');
  });

  it('special judge: any derangement is Accepted, the identity is a Wrong Answer', async () => {
    const ok = await submit('P1002', 'C++ With O2', CPP_DERANGEMENT);
    const wa = await submit('P1002', 'C++ With O2', CPP_IDENTITY);
    const [o, w] = [await waitFinal(app(), ok, 120_000), await waitFinal(app(), wa, 120_000)];
    expect(o.status, o.error_message ?? '').toBe(JudgeStatus.ACCEPTED);
    expect(w.status, w.error_message ?? '').toBe(JudgeStatus.WRONG_ANSWER);
    expect(w.error_message).toMatch(/stays in its place/);
  }, 180_000);

  it('interactive: a binary search guesser is Accepted (C++ and Python)', async () => {
    const cpp = await submit('P1003', 'C++ With O2', CPP_GUESS);
    const py = await submit('P1003', 'Python3', PY_GUESS);
    const c = await waitFinal(app(), cpp, 120_000);
    expect(c.status, c.error_message ?? '').toBe(JudgeStatus.ACCEPTED);
    const p = await waitFinal(app(), py, 120_000);
    expect(p.status, p.error_message ?? '').toBe(JudgeStatus.ACCEPTED);
  }, 180_000);

  it('subtasks: 64-bit prefix sums score 100, 32-bit ones lose subtask 3 (50 points)', async () => {
    const full = await submit('P1004', 'C++ With O2', CPP_RANGE_SUM);
    const part = await submit('P1004', 'C++ With O2', CPP_RANGE_SUM_INT);
    const f = await waitFinal(app(), full, 120_000);
    expect(f.status, f.error_message ?? '').toBe(JudgeStatus.ACCEPTED);
    expect(f.score).toBe(100);
    const p = await waitFinal(app(), part, 120_000);
    expect(p.status, p.error_message ?? '').toBe(JudgeStatus.PARTIAL_ACCEPTED);
    expect(p.score).toBe(50);
    // subtask_lowest: the first wrong case of subtask 3 cancels the rest of it
    expect((await caseRows(part)).map((c) => [c.status, c.score])).toEqual([
      [JudgeStatus.ACCEPTED, 20],
      [JudgeStatus.ACCEPTED, 20],
      [JudgeStatus.ACCEPTED, 30],
      [JudgeStatus.ACCEPTED, 30],
      [JudgeStatus.WRONG_ANSWER, 0],
      [JudgeStatus.CANCELLED, 0],
    ]);
  }, 180_000);
});
