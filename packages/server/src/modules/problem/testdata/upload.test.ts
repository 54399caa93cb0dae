// Test-data zip upload and download through the API: the happy path, each hostile archive, the
// download round trip, and a new test-data version when the cases change.
import { describe, expect, it } from 'vitest';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { BuiltApp } from '../../../app.js';
import { call, EN } from '../../../../test/helpers/app.js';
import { dbTargets } from '../../../../test/helpers/targets.js';
import { registerUser, setRole } from '../../../../test/helpers/accounts.js';
import { ZIP_LIMITS } from './zip.js';
import { useRootSuite } from '../../../../test/fixtures/index.js';
import { multipart, postFile } from '../../../../test/helpers/multipart.js';

export async function uploadZip(app: BuiltApp, token: string, zip: Uint8Array, mode = 'default') {
  const res = await postFile(
    app,
    `/api/file/upload-testcase-zip?mode=${mode}`,
    multipart('file', 'cases.zip', zip),
    token,
    EN,
  );
  return { status: res.statusCode, body: res.json(), connection: res.headers.connection };
}

const files = (o: Record<string, string>): Zippable =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, strToU8(v)]));

describe.each(dbTargets())('test-data zip ($name)', (target) => {
  const { app, root } = useRootSuite({ target });

  it('pairs X.in/X.out, X.ans and inputN.txt/outputN.txt, sorted by stem length then name; scores split', async () => {
    const zip = zipSync(
      files({
        '10.in': '10\n',
        '10.out': '10\n',
        '2.in': '2\r\n',
        '2.ans': '2\n',
        '1.in': '1\n',
        '1.out': '1\n',
        'readme.md': 'ignored',
        'sub/3.in': 'ignored (not at the root)',
      }),
    );
    const r = await uploadZip(app(), root(), zip);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.fileList).toEqual([
      { input: '1.in', output: '1.out', score: 33 },
      { input: '2.in', output: '2.ans', score: 33 },
      { input: '10.in', output: '10.out', score: 34 },
    ]);
    expect(r.body.data.fileListDir).toMatch(/^[a-f0-9]{32}$/);
    const txt = await uploadZip(
      app(),
      root(),
      zipSync(files({ 'input1.txt': 'a', 'output1.txt': 'b', 'input2.txt': 'c' })),
      'subtask_lowest',
    );
    expect(txt.body.data.fileList).toEqual([
      { input: 'input1.txt', output: 'output1.txt', score: 50, groupNum: 1 },
      { input: 'input2.txt', output: 'input2.out', score: 50, groupNum: 1 },
    ]);
  });

  const refused = async (zip: Uint8Array, key: RegExp) => {
    const r = await uploadZip(app(), root(), zip);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.msg).toMatch(key);
  };

  it('refuses zip-slip, absolute paths, links, bombs, duplicates, junk and empty archives', async () => {
    await refused(zipSync(files({ '../x.in': '1', '../x.out': '1' })), /outside the archive folder/);
    await refused(zipSync(files({ 'a/../../x.in': '1' })), /outside the archive folder/);
    await refused(zipSync(files({ '/etc/x.in': '1', 'x.out': '1' })), /absolute path/);
    await refused(zipSync(files({ 'C:/x.in': '1' })), /absolute path/);
    const link: Zippable = {
      '1.in': [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }],
      '1.out': strToU8('1'),
    };
    await refused(zipSync(link), /contains a link/);
    // 64 MB of zeros deflate to ~64 KB: ratio ~1000 > 500
    const bomb = zipSync({ '1.in': new Uint8Array(64 * 1024 * 1024), '1.out': strToU8('0') }, { level: 9 });
    await refused(bomb, /expands more than 500 times/);
    await refused(zipSync(files({ 'notes.txt': 'x' })), /No test cases found/);
    await refused(strToU8('this is not a zip'), /not a valid zip/);
    const many: Record<string, string> = {};
    for (let i = 0; i <= ZIP_LIMITS.maxEntries; i++) many[`${i}.in`] = '';
    await refused(zipSync(files(many)), /more than 2000 entries/);
  });

  it('an upload answer closes its connection (a kept-alive socket after a multipart body stalled the next call)', async () => {
    const ok = await uploadZip(app(), root(), zipSync(files({ '1.in': '1 2', '1.out': '3' })));
    expect(ok.status).toBe(200);
    expect(ok.connection).toBe('close');
    const refused = await uploadZip(app(), root(), zipSync(files({ 'a.txt': 'x' })));
    expect(refused.connection).toBe('close');
    const plain = await app().inject({ method: 'GET', url: '/api/get-website-config' });
    expect(plain.headers.connection).not.toBe('close');
  });

  it('refuses uploads by ordinary users', async () => {
    const u = await registerUser(app());
    const r = await uploadZip(app(), u.token, zipSync(files({ '1.in': '1', '1.out': '1' })));
    expect(r.status).toBe(403);
    await setRole(app(), u.uid, 1001);
    const ok = await uploadZip(app(), u.token, zipSync(files({ '1.in': '1', '1.out': '1' })));
    expect(ok.status).toBe(200);
  });

  it('saves an uploaded case set, downloads it as the same zip, and versions changes', async () => {
    const up = await uploadZip(
      app(),
      root(),
      zipSync(files({ '1.in': '1 2\r\n', '1.out': '3\n', '2.in': '5 5\n', '2.out': '10\n' })),
    );
    const lang = (await call(app(), 'GET', '/api/admin/languages', undefined, { token: root() })).body
      .data[0];
    const dto = {
      problem: {
        problemId: 'zip1',
        title: 'Zip',
        type: 1,
        timeLimit: 1000,
        memoryLimit: 256,
        stackLimit: 128,
        input: 'in',
        output: 'out',
        description: 'd',
        auth: 1,
        difficulty: 0,
        judgeMode: 'default',
        judgeCaseMode: 'default',
      },
      samples: up.body.data.fileList,
      isUploadTestCase: true,
      uploadTestcaseDir: up.body.data.fileListDir,
      languages: [{ id: lang.id, name: lang.name }],
      tags: [],
      codeTemplates: [],
    };
    const created = await call(app(), 'POST', '/api/admin/problem', dto, { token: root() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const p = created.body.data;
    expect(p.problemId).toBe('ZIP1');
    expect(p.ioScore).toBe(100);
    const v1 = p.caseVersion;

    const dl = await app().inject({
      method: 'GET',
      url: `/api/file/download-testcase?pid=${p.id}`,
      headers: { authorization: root() },
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/zip');
    const unz = unzipSync(new Uint8Array(dl.rawPayload));
    expect(Object.keys(unz).sort()).toEqual(['1.in', '1.out', '2.in', '2.out']);
    expect(Buffer.from(unz['1.in']).toString()).toBe('1 2\n'); // CRLF normalised

    // the downloaded zip uploads again to the same case set: no new version
    const again = await uploadZip(app(), root(), zipSync(unz));
    const same = await call(
      app(),
      'PUT',
      '/api/admin/problem',
      {
        ...dto,
        problem: { ...dto.problem, id: p.id },
        samples: again.body.data.fileList,
        uploadTestcaseDir: again.body.data.fileListDir,
      },
      { token: root() },
    );
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.data.caseVersion).toBe(v1);

    // a changed score is a new version; old case rows are kept as removed
    const changed = await call(
      app(),
      'PUT',
      '/api/admin/problem',
      {
        ...dto,
        problem: { ...dto.problem, id: p.id },
        samples: [
          { input: '1.in', output: '1.out', score: 30 },
          { input: '2.in', output: '2.out', score: 70 },
        ],
        uploadTestcaseDir: null,
      },
      { token: root() },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(Number(changed.body.data.caseVersion)).toBeGreaterThan(Number(v1));
    const cases = await call(
      app(),
      'GET',
      `/api/admin/problem/get-problem-cases?pid=${p.id}&isUpload=true`,
      undefined,
      { token: root() },
    );
    expect(cases.body.data.map((c: { score: number }) => c.score)).toEqual([30, 70]);
    const rows = await app()
      .ctx.database.db.selectFrom('problem_case')
      .select('status')
      .where('pid', '=', p.id)
      .execute();
    expect(rows.filter((r) => r.status === 1)).toHaveLength(2);

    // a user cannot download test data
    const u = await registerUser(app());
    const denied = await call(app(), 'GET', `/api/file/download-testcase?pid=${p.id}`, undefined, {
      token: u.token,
    });
    expect(denied.status).toBe(403);
  });

  it('markdown images: admins only, checked by content, served with safe headers, deletable', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const up = await postFile(app(), '/api/file/upload-md-img', multipart('image', 'a.png', png), root());
    expect(up.statusCode, up.body).toBe(200);
    const { link, fileId } = up.json().data;
    const got = await app().inject({ method: 'GET', url: link });
    expect(got.statusCode).toBe(200);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toContain("default-src 'none'");
    expect(got.headers['content-type']).toBe('image/png');
    const bad = await postFile(
      app(),
      '/api/file/upload-md-img',
      multipart('image', 'b.png', Buffer.from('<script>alert(1)</script>')),
      root(),
    );
    expect(bad.statusCode).toBe(400);
    const file = await postFile(
      app(),
      '/api/file/upload-md-file',
      multipart('file', 'notes.pdf', Buffer.from('%PDF-1.4')),
      root(),
    );
    expect(file.statusCode).toBe(200);
    const served = await app().inject({ method: 'GET', url: file.json().data.link });
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    const html = await postFile(
      app(),
      '/api/file/upload-md-file',
      multipart('file', 'x.html', Buffer.from('<html>')),
      root(),
    );
    expect(html.statusCode).toBe(400);
    const u = await registerUser(app());
    expect(
      (await postFile(app(), '/api/file/upload-md-img', multipart('image', 'a.png', png), u.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(app(), 'GET', `/api/file/delete-md-img?fileId=${fileId}`, undefined, { token: u.token }))
        .status,
    ).toBe(403);
    expect(
      (await call(app(), 'GET', `/api/file/delete-md-img?fileId=${fileId}`, undefined, { token: root() }))
        .status,
    ).toBe(200);
    expect((await app().inject({ method: 'GET', url: link })).statusCode).toBe(404);
  });
});

describe.each(dbTargets())('problem export and import ($name)', (target) => {
  const { app, root } = useRootSuite({ target });

  const importZip = async (zip: Uint8Array, token = root()) => {
    // `skip`: these tests are about refusing an existing id (the default, `rename`, is tested in transfer/)
    const res = await postFile(
      app(),
      '/api/file/import-problem?policy=skip',
      multipart('file', 'problems.zip', zip),
      token,
      EN,
    );
    return { status: res.statusCode, body: res.json() };
  };

  it('export then import gives the same problem; a second import is refused with the reason', async () => {
    const langs = (await call(app(), 'GET', '/api/admin/languages', undefined, { token: root() })).body.data;
    const cpp = langs.find((l: { name: string }) => l.name === 'C++');
    const dto = {
      problem: {
        problemId: 'EXP1',
        title: 'Exported',
        type: 1,
        timeLimit: 2000,
        memoryLimit: 128,
        stackLimit: 64,
        description: 'Desc $x$',
        input: 'in',
        output: 'out',
        examples: '<input>1</input><output>1</output>',
        hint: 'h',
        source: 's',
        auth: 2,
        difficulty: 3,
        judgeMode: 'default',
        judgeCaseMode: 'subtask_average',
        isFileIO: true,
        ioReadFileName: 'a.in',
        ioWriteFileName: 'a.out',
        userExtraFile: '{"x.h":"int x;"}',
      },
      samples: [
        { input: '1\n', output: '1\n', score: 30, groupNum: 1 },
        { input: '2\n', output: '4\n', score: 70, groupNum: 2 },
      ],
      isUploadTestCase: false,
      languages: [{ id: cpp.id }],
      tags: [{ name: 'export-tag' }],
      codeTemplates: [{ lid: cpp.id, code: 'int main(){}', status: true }],
    };
    const created = await call(app(), 'POST', '/api/admin/problem', dto, { token: root() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const before = created.body.data;
    const cases0 = (
      await call(app(), 'GET', `/api/admin/problem/get-problem-cases?pid=${before.id}`, undefined, {
        token: root(),
      })
    ).body.data;

    const ex = await app().inject({
      method: 'GET',
      url: `/api/file/export-problem?pid=${before.id}`,
      headers: { authorization: root() },
    });
    expect(ex.statusCode, ex.body).toBe(200);
    const zip = new Uint8Array(ex.rawPayload);
    expect(Object.keys(unzipSync(zip)).sort()).toEqual([
      `problem_${before.id}.json`,
      `problem_${before.id}/1.in`,
      `problem_${before.id}/1.out`,
      `problem_${before.id}/2.in`,
      `problem_${before.id}/2.out`,
    ]);

    const again = await importZip(zip);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual([
      {
        file: `problem_${before.id}.json`,
        problemId: 'EXP1',
        imported: false,
        reason: 'The problem ID EXP1 already exists',
        requestedId: 'EXP1',
        action: 'skipped',
        notes: [],
      },
    ]);

    expect(
      (await call(app(), 'DELETE', `/api/admin/problem?pid=${before.id}`, undefined, { token: root() }))
        .status,
    ).toBe(200);
    const imp = await importZip(zip);
    expect(imp.body.data[0].imported, JSON.stringify(imp.body)).toBe(true);
    const list = await call(app(), 'GET', '/api/admin/problem/get-problem-list?keyword=EXP1', undefined, {
      token: root(),
    });
    const after = (
      await call(app(), 'GET', `/api/admin/problem?pid=${list.body.data.records[0].id}`, undefined, {
        token: root(),
      })
    ).body.data;
    const strip = (p: Record<string, unknown>) => {
      const { id, caseVersion, gmtCreate, gmtModified, codeTemplates, tags, ...rest } = p;
      void id;
      void caseVersion;
      void gmtCreate;
      void gmtModified;
      return {
        ...rest,
        codeTemplates: (codeTemplates as { lid: number; code: string; status: boolean }[]).map(
          ({ lid, code, status }) => ({ lid, code, status }),
        ),
        tags: (tags as { name: string }[]).map((t) => t.name),
      };
    };
    expect(strip(after)).toEqual(strip(before));
    const cases1 = (
      await call(app(), 'GET', `/api/admin/problem/get-problem-cases?pid=${after.id}`, undefined, {
        token: root(),
      })
    ).body.data;
    const c = (l: { input: string; output: string; score: number; groupNum: number }[]) =>
      l.map(({ input, output, score, groupNum }) => ({ input, output, score, groupNum }));
    expect(c(cases1)).toEqual(c(cases0));
  });

  it('imports a QDUOJ export zip (fixture in the QDUOJ serializer layout): statement, limits, samples, OI scores, tags, templates', async () => {
    const qd = {
      display_id: 'qd-1',
      title: 'QDU A+B',
      description: { format: 'html', value: '<p>Add</p>' },
      input_description: { format: 'html', value: 'Two ints' },
      output_description: { format: 'html', value: 'Sum' },
      hint: { format: 'html', value: '' },
      time_limit: 1500,
      memory_limit: 128,
      samples: [{ input: '1 2', output: '3' }],
      test_case_score: [
        { input_name: '1.in', output_name: '1.out', score: 40 },
        { input_name: '2.in', output_name: '2.out', score: 60 },
      ],
      rule_type: 'OI',
      tags: ['qdu-tag'],
      template: { 'C++': { prepend: '#include <cstdio>', template: 'int main(){}', append: '' } },
      spj: null,
      source: 'QDUOJ',
    };
    const broken = {
      ...qd,
      display_id: 'qd-2',
      test_case_score: [{ input_name: '9.in', output_name: '9.out', score: 100 }],
    };
    const zip = zipSync(
      files({
        '1/problem.json': JSON.stringify(qd),
        '1/testcase/1.in': '1 2\n',
        '1/testcase/1.out': '3\n',
        '1/testcase/2.in': '2 2\n',
        '1/testcase/2.out': '4\n',
        '2/problem.json': JSON.stringify(broken),
      }),
    );
    const res = await postFile(
      app(),
      '/api/file/import-qdoj-problem',
      multipart('file', 'qduoj.zip', zip),
      root(),
      EN,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().data.map((r: { imported: boolean; reason: string | null }) => [r.imported, r.reason]),
    ).toEqual([
      [true, null],
      [false, 'Test data file 9.in is missing: upload the test data again'],
    ]);
    const id = (
      await call(app(), 'GET', '/api/admin/problem/get-problem-list?keyword=QD-1', undefined, {
        token: root(),
      })
    ).body.data.records[0].id;
    const p = (await call(app(), 'GET', `/api/admin/problem?pid=${id}`, undefined, { token: root() })).body
      .data;
    expect([
      p.problemId,
      p.title,
      p.type,
      p.timeLimit,
      p.memoryLimit,
      p.ioScore,
      p.examples,
      p.source,
    ]).toEqual(['QD-1', 'QDU A+B', 1, 1500, 128, 100, '<input>1 2</input><output>3</output>', 'QDUOJ']);
    expect(p.tags.map((t: { name: string }) => t.name)).toEqual(['qdu-tag']);
    expect(p.codeTemplates[0].code).toBe('#include <cstdio>\nint main(){}');
    const cases = (
      await call(app(), 'GET', `/api/admin/problem/get-problem-cases?pid=${id}`, undefined, { token: root() })
    ).body.data;
    expect(cases.map((c: { input: string; score: number }) => [c.input, c.score])).toEqual([
      ['1.in', 40],
      ['2.in', 60],
    ]);
  });

  it('import: root only, hostile archives refused, broken problems reported', async () => {
    // a seeded problem without language rows (= every language) exports and re-imports
    const seeded = (
      await call(app(), 'GET', '/api/admin/problem/get-problem-list?keyword=P1000', undefined, {
        token: root(),
      })
    ).body.data.records[0];
    const detail = (
      await call(app(), 'GET', `/api/admin/problem?pid=${seeded.id}`, undefined, { token: root() })
    ).body.data;
    expect(detail.languages.length).toBeGreaterThan(1);
    const ex = await app().inject({
      method: 'GET',
      url: `/api/file/export-problem?pid=${seeded.id}`,
      headers: { authorization: root() },
    });
    expect((await importZip(new Uint8Array(ex.rawPayload))).body.data[0].reason).toBe(
      'The problem ID P1000 already exists',
    );
    const u = await registerUser(app());
    await setRole(app(), u.uid, 1008);
    expect((await importZip(zipSync(files({ 'a.json': '{}' })), u.token)).status).toBe(403);
    expect((await importZip(zipSync(files({ '../a.json': '{}' })))).body.msg).toMatch(
      /outside the archive folder/,
    );
    const r = await importZip(
      zipSync(
        files({
          'a.json': 'not json',
          'b.json': JSON.stringify({
            problem: { problemId: 'B1' },
            samples: [{ input: '1.in', output: '1.out' }],
          }),
        }),
      ),
    );
    expect(r.status).toBe(200);
    expect(r.body.data.map((x: { imported: boolean; reason: string }) => [x.imported, x.reason])).toEqual([
      [false, 'The problem description file is not valid'],
      [false, 'Test data file 1.in is missing: upload the test data again'],
    ]);
  });
});
