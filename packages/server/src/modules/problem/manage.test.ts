// Admin problem calls: every validation rule with its translated message, permissions by role,
// list search/paging/author filter, change auth, delete, tags, checker compile-before-save,
// dashboard and sessions, tag admin.
import { describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app.js';
import { call, EN, type Json } from '../../../test/helpers/app.js';
import { dbTargets } from '../../../test/helpers/targets.js';
import { registerUser, setRole } from '../../../test/helpers/accounts.js';
import { judgeOverrides, useSandboxUidBase } from '../../../test/helpers/judge.js';
import { problemForm } from '../../../test/helpers/problem.js';
import { useRootApp } from '../../../test/fixtures/index.js';

useSandboxUidBase(64000);

describe.each(dbTargets())('admin problems ($name)', (target) => {
  let app: BuiltApp;
  let root: string;
  let langs: Json[];
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let padmin: Awaited<ReturnType<typeof registerUser>>;
  let user: Awaited<ReturnType<typeof registerUser>>;

  useRootApp({ target, extra: judgeOverrides() }, async (built, rootToken) => {
    app = built;
    root = rootToken;
    admin = await registerUser(app);
    await setRole(app, admin.uid, 1001);
    padmin = await registerUser(app);
    await setRole(app, padmin.uid, 1008);
    user = await registerUser(app);
    langs = (await call(app, 'GET', '/api/admin/languages', undefined, { token: root })).body.data;
  });

  const lang = (name: string) => langs.find((l) => l.name === name)!;
  const dto = (over: Json = {}, problem: Json = {}) =>
    problemForm([{ id: lang('C++').id, name: 'C++' }], problem, over);
  const create = (body: Json, token = root) => call(app, 'POST', '/api/admin/problem', body, { token, headers: EN });
  const refusedWith = async (body: Json, msg: RegExp) => {
    const r = await create(body);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.msg).toMatch(msg);
  };

  it('enforces every validation rule with a translated message', async () => {
    await refusedWith(dto({}, { problemId: '  ' }), /Display ID is required/);
    await refusedWith(dto({}, { problemId: 'a/b' }), /only contain letters/);
    await refusedWith(dto({}, { title: ' ' }), /Title is required/);
    await refusedWith(dto({}, { input: '' }), /Input description is required/);
    await refusedWith(dto({}, { output: '' }), /Output description is required/);
    await refusedWith(dto({}, { timeLimit: 0 }), /time limit must be an integer from 1 to 60000/);
    await refusedWith(dto({}, { memoryLimit: 1.5 }), /memory limit/);
    await refusedWith(dto({}, { stackLimit: 99999 }), /stack limit/);
    await refusedWith(dto({}, { difficulty: 7 }), /difficulty must be an integer from 0 to 6/);
    await refusedWith(dto({}, { judgeCaseMode: 'subtask_lowest' }), /does not fit the problem type/);
    await refusedWith(dto({}, { isFileIO: true, ioReadFileName: 'a.in' }), /both the input and the output file name/);
    await refusedWith(dto({}, { userExtraFile: '{"../x":"1"}' }), /Invalid file name/);
    await refusedWith(dto({}, { judgeMode: 'spj', spjLanguage: 'C++', spjCode: '' }), /code is required/);
    await refusedWith(dto({ languages: [] }), /at least one language/);
    await refusedWith(dto({ codeTemplates: [{ lid: lang('C++').id, code: ' ', status: true }] }), /template of C\+\+ cannot be empty/);
    await refusedWith(dto({ tags: [{ name: 'dp' }, { name: 'DP' }] }), /added twice/);
    await refusedWith(dto({ samples: [] }), /At least one test case/);
    await refusedWith(dto({ samples: [{ input: '', output: '' }] }), /Test case 1 needs an input or an output/);
    await refusedWith(dto({ samples: [{ input: '1', output: '1', score: -1 }] }, { type: 1 }), /score must be an integer ≥ 0/);
    await refusedWith(dto({ samples: [{ input: '1', output: '1', score: 1.5 }] }, { type: 1 }), /score must be an integer ≥ 0/);
    await refusedWith(
      dto({ samples: [{ input: '1', output: '1', score: 10 }] }, { type: 1, judgeCaseMode: 'subtask_average' }),
      /subtask group number/,
    );
    // zh-CN too
    const zh = await call(app, 'POST', '/api/admin/problem', dto({}, { title: '' }), { token: root, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.msg).toBe('标题不能为空');
    // display id unique, upper-cased, case-insensitive
    const ok = await create(dto({}, { problemId: 'dup-1' }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.problemId).toBe('DUP-1');
    await refusedWith(dto({}, { problemId: 'Dup-1' }), /DUP-1 already exists/);
  });

  it('saves typed cases, OI scores and subtask groups, tags (new and existing), templates', async () => {
    const r = await create(
      dto(
        {
          samples: [
            { input: '1', output: '1', score: 40, groupNum: 1 },
            { input: '2', output: '2', score: 20, groupNum: 1 },
            { input: '3', output: '3', score: 60, groupNum: 2 },
          ],
          tags: [{ name: 'greedy' }, { name: 'math', color: '#ff0000' }],
          codeTemplates: [{ lid: lang('C++').id, code: '//@code', status: true }],
        },
        { type: 1, judgeCaseMode: 'subtask_lowest' },
      ),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const p = r.body.data;
    expect(p.ioScore).toBe(20 + 60);
    expect(p.tags.map((t: Json) => t.name)).toEqual(['greedy', 'math']);
    expect(p.codeTemplates[0].code).toBe('//@code');
    const cases = await call(app, 'GET', `/api/admin/problem/get-problem-cases?pid=${p.id}`, undefined, { token: root });
    expect(cases.body.data.map((c: Json) => [c.input, c.output, c.score, c.groupNum])).toEqual([
      ['1', '1', 40, 1],
      ['2', '2', 20, 1],
      ['3', '3', 60, 2],
    ]);
    // the same tag name on another problem reuses the tag
    const r2 = await create(dto({ tags: [{ name: 'greedy' }] }));
    expect(r2.body.data.tags[0].id).toBe(p.tags[0].id);
  });

  it('permissions: admins manage their own problems, problem admins and root all; users nothing', async () => {
    const mine = await create(dto({}, { auth: 2 }), admin.token);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data.author).toBe(admin.username);
    // admins cannot publish
    const pub = await create(dto(), admin.token);
    expect(pub.status).toBe(403);
    const rootOne = await create(dto());
    const pid = rootOne.body.data.id;
    expect((await call(app, 'GET', `/api/admin/problem?pid=${pid}`, undefined, { token: admin.token })).status).toBe(403);
    expect((await call(app, 'GET', `/api/admin/problem?pid=${pid}`, undefined, { token: padmin.token })).status).toBe(200);
    expect((await call(app, 'GET', `/api/admin/problem?pid=${mine.body.data.id}`, undefined, { token: admin.token })).status).toBe(200);
    const upd = dto({}, { id: pid, problemId: rootOne.body.data.problemId, title: 'Changed' });
    expect((await call(app, 'PUT', '/api/admin/problem', upd, { token: admin.token })).status).toBe(403);
    expect((await call(app, 'PUT', '/api/admin/problem', upd, { token: padmin.token })).body.data.title).toBe('Changed');
    // delete: root and problem admins only
    expect((await call(app, 'DELETE', `/api/admin/problem?pid=${mine.body.data.id}`, undefined, { token: admin.token })).status).toBe(403);
    expect((await call(app, 'DELETE', `/api/admin/problem?pid=${mine.body.data.id}`, undefined, { token: padmin.token })).status).toBe(200);
    // change auth: the admin's own problem to contest yes, to public no
    const own = await create(dto({}, { auth: 2 }), admin.token);
    const id = own.body.data.id;
    expect((await call(app, 'PUT', '/api/admin/problem/change-problem-auth', { id, auth: 3 }, { token: admin.token })).status).toBe(200);
    expect((await call(app, 'PUT', '/api/admin/problem/change-problem-auth', { id, auth: 1 }, { token: admin.token })).status).toBe(403);
    expect((await call(app, 'PUT', '/api/admin/problem/change-problem-auth', { id, auth: 1 }, { token: root })).status).toBe(200);
    // ordinary users: nothing
    for (const [m, u, b] of [
      ['GET', '/api/admin/problem/get-problem-list', undefined],
      ['GET', `/api/admin/problem?pid=${pid}`, undefined],
      ['POST', '/api/admin/problem', dto()],
      ['POST', '/api/admin/problem/compile-spj', { code: 'x', language: 'C++' }],
    ] as const)
      expect((await call(app, m, u, b, { token: user.token })).status).toBe(403);
    expect((await call(app, 'GET', '/api/admin/problem/get-problem-list')).status).toBe(401);
  });

  it('lists with search, paging 10 and the author filter for admins', async () => {
    for (let i = 0; i < 11; i++) await create(dto({}, { problemId: `LIST${i}`, title: `Listed ${i}` }));
    const page1 = await call(app, 'GET', '/api/admin/problem/get-problem-list?keyword=listed', undefined, { token: root });
    expect(page1.body.data.total).toBe(11);
    expect(page1.body.data.records).toHaveLength(10);
    const page2 = await call(app, 'GET', '/api/admin/problem/get-problem-list?keyword=LISTED&currentPage=2', undefined, { token: root });
    expect(page2.body.data.records).toHaveLength(1);
    const byId = await call(app, 'GET', '/api/admin/problem/get-problem-list?keyword=list10', undefined, { token: root });
    expect(byId.body.data.records.map((r: Json) => r.problemId)).toEqual(['LIST10']);
    const adminList = await call(app, 'GET', '/api/admin/problem/get-problem-list?limit=100', undefined, { token: admin.token });
    expect(adminList.body.data.records.every((r: Json) => r.author === admin.username)).toBe(true);
    expect(adminList.body.data.total).toBeGreaterThan(0);
  });

  it('a changed checker must compile before the save; compile errors carry the compiler message', async () => {
    const checker = '#include <cstdio>\nint main(int argc, char** argv){ return 0; }\n';
    const body = dto({}, { judgeMode: 'spj', spjLanguage: 'C++', spjCode: checker });
    await refusedWith(body, /compile it successfully before saving/);
    const ce = await call(app, 'POST', '/api/admin/problem/compile-spj', { code: 'int main( {', language: 'C++' }, { token: root, headers: EN });
    expect(ce.status).toBe(400);
    expect(ce.body.msg).toMatch(/^Compile Error: .*error/s);
    const okc = await call(app, 'POST', '/api/admin/problem/compile-spj', { code: checker, language: 'C++' }, { token: root, headers: EN });
    expect(okc.status, JSON.stringify(okc.body)).toBe(200);
    expect(okc.body.msg).toBe('Compiled Successfully');
    const saved = await create(body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // unchanged checker saves again without compiling; a changed one does not
    const p = saved.body.data;
    const again = dto({}, { id: p.id, problemId: p.problemId, judgeMode: 'spj', spjLanguage: 'C++', spjCode: checker, title: 'x' });
    expect((await call(app, 'PUT', '/api/admin/problem', again, { token: root })).status).toBe(200);
    const changed = dto({}, { id: p.id, problemId: p.problemId, judgeMode: 'spj', spjLanguage: 'C++', spjCode: `${checker}// v2\n` });
    expect((await call(app, 'PUT', '/api/admin/problem', changed, { token: root })).status).toBe(400);
  }, 120_000);

  it('dashboard and the previous session', async () => {
    const info = await call(app, 'GET', '/api/admin/dashboard/get-dashboard-info', undefined, { token: root });
    expect(info.status).toBe(200);
    expect(info.body.data.userNum).toBeGreaterThanOrEqual(4);
    expect(info.body.data).toHaveProperty('recentContestNum');
    expect(info.body.data).toHaveProperty('todayJudgeNum');
    const s = await call(app, 'POST', '/api/admin/dashboard/get-sessions', {}, { token: root });
    expect(s.status).toBe(200);
    expect(s.body.data.uid).toBeTruthy();
    expect((await call(app, 'GET', '/api/admin/dashboard/get-dashboard-info', undefined, { token: user.token })).status).toBe(403);
  });

  it('tags and classifications admin: root and problem admins, no duplicates', async () => {
    const c = await call(app, 'POST', '/api/admin/tag/classification', { name: 'Algorithms', rank: 1 }, { token: padmin.token });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const t = await call(app, 'POST', '/api/admin/tag', { name: 'Graphs', color: '#00ff00', tcid: c.body.data.id }, { token: padmin.token });
    expect(t.status, JSON.stringify(t.body)).toBe(200);
    expect((await call(app, 'POST', '/api/admin/tag', { name: 'graphs' }, { token: root, headers: EN })).body.msg).toMatch(/already exists/);
    expect((await call(app, 'POST', '/api/admin/tag', { name: 'x' }, { token: admin.token })).status).toBe(403);
    expect((await call(app, 'PUT', '/api/admin/tag', { id: t.body.data.id, name: 'Graph Theory', color: 'red' }, { token: root })).status).toBe(200);
    const list = await call(app, 'GET', '/api/admin/tag/list', undefined, { token: admin.token });
    expect(list.body.data.some((x: Json) => x.name === 'Graph Theory')).toBe(true);
    const cls = await call(app, 'GET', '/api/admin/tag/classification', undefined, { token: root });
    expect(cls.body.data.map((x: Json) => x.name)).toContain('Algorithms');
    expect((await call(app, 'DELETE', `/api/admin/tag/classification?tcid=${c.body.data.id}`, undefined, { token: root })).status).toBe(200);
    expect((await call(app, 'DELETE', `/api/admin/tag?tid=${t.body.data.id}`, undefined, { token: root })).status).toBe(200);
  });
});
