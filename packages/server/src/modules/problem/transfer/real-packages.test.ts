// Packages other judges' users really published (FPS from HUSTOJ and others, Hydro problem folders,
// Polygon full packages), read in place from ../shared/real-packages beside the repository (see its
// SOURCES.md); never copied into the repository. Skipped with a note when that folder is absent.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { call, EN } from '../../../../test/helpers/app.js';
import { dbTargets } from '../../../../test/helpers/targets.js';
import { strFromU8, unzipSync } from 'fflate';
import { JudgeStatus } from '@judge/shared';
import { submitCode, useSandboxUidBase, waitFinal } from '../../../../test/helpers/judge.js';
import { useJudgingSuite, useRootSuite } from '../../../../test/fixtures/index.js';
import type { ImportReport as Report } from './common.js';
import { multipart, postFile } from '../../../../test/helpers/multipart.js';

const REAL = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../../shared/real-packages',
);
const present = fs.existsSync(REAL);
if (!present) console.warn(`real packages not found at ${REAL}: the real-package import tests are skipped`);
const list = (dir: string) =>
  present && fs.existsSync(path.join(REAL, dir)) ? fs.readdirSync(path.join(REAL, dir)).sort() : [];

/**
 * Items of the real FPS files that are refused, with the reason: none today. (The SQL items of
 * fps-zhblue-SQL.xml import as ordinary problems; this judge has no SQL language to judge them.)
 */
const FPS_REFUSED: Record<string, number> = {};

describe.skipIf(!present).each(dbTargets())('real packages ($name)', (target) => {
  const { app, root } = useRootSuite({ target });

  const post = async (url: string, file: string) => {
    const res = await postFile(
      app(),
      url,
      multipart('file', encodeURIComponent(path.basename(file)), fs.readFileSync(file)),
      root(),
      EN,
    );
    return { status: res.statusCode, body: res.json() as { msg: string; data: Report[] } };
  };
  const detail = async (problemId: string) => {
    const id = (
      await call(app(), 'GET', `/api/admin/problem/get-problem-list?keyword=${problemId}`, undefined, {
        token: root(),
      })
    ).body.data.records[0].id;
    const p = (await call(app(), 'GET', `/api/admin/problem?pid=${id}`, undefined, { token: root() })).body
      .data;
    const cases = (
      await call(app(), 'GET', `/api/admin/problem/get-problem-cases?pid=${id}`, undefined, { token: root() })
    ).body.data;
    return { p, cases: cases as { input: string; output: string; score: number; groupNum: number }[] };
  };

  it.each(list('fps'))('FPS %s: every item imports', async (name) => {
    const r = await post('/api/file/import-fps-problem', path.join(REAL, 'fps', name));
    expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
    const refused = r.body.data.filter((x) => !x.imported);
    expect(refused.length, JSON.stringify(refused)).toBe(FPS_REFUSED[name] ?? 0);
    expect(r.body.data.length).toBeGreaterThan(0);
  });

  it('FPS: the HUSTOJ file with DOCTYPE keeps limits, samples and tests; a zip of every file imports the same items', async () => {
    const r = await post('/api/file/import-fps-problem', path.join(REAL, 'fps', 'fps-zhblue-A+B.xml'));
    const a = await detail(r.body.data[0].problemId!);
    expect(a.p.title).toBeTruthy();
    expect(a.cases.length).toBeGreaterThan(0);
    expect(a.p.examples).toContain('<input>');
    // its code templates (C, C++, Java with prepend/append, Python, C#, JavaScript, Clang…) are kept
    expect(r.body.data[0].notes).toContain('Code templates for languages this site does not have were left out: Obj-C');
    const templates = (await call(app(), 'GET', `/api/get-problem-code-template?pid=${a.p.id}`, undefined, { token: root() })).body.data;
    expect(templates.length).toBe(6); // C, C++, C#, Java, JavaScript, Python (Clang and Clang++ give way to C and C++)
    const { zipSync } = await import('fflate');
    const entries = Object.fromEntries(
      list('fps').map((n) => [`fps/${n}`, new Uint8Array(fs.readFileSync(path.join(REAL, 'fps', n)))]),
    );
    const tmp = path.join(
      fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'fps-zip-')),
      'all.zip',
    );
    fs.writeFileSync(tmp, zipSync(entries, { level: 1 }));
    const z = await post('/api/file/import-fps-problem', tmp);
    expect(z.status, JSON.stringify(z.body).slice(0, 300)).toBe(200);
    const items = z.body.data;
    expect(
      items.filter((x) => !x.imported),
      JSON.stringify(items.filter((x) => !x.imported)),
    ).toEqual([]);
    expect(items.some((x) => x.file.startsWith('fps/fps-zhblue-一本通 1.1 例题.xml item'))).toBe(true);
    fs.rmSync(path.dirname(tmp), { recursive: true, force: true });
  });

  it("FPS fps-刘谦2025.xml: HUSTOJ's Markdown statement (<span class='md'>) comes through as Markdown, its empty sample as none", async () => {
    const r = await post('/api/file/import-fps-problem', path.join(REAL, 'fps', 'fps-刘谦2025.xml'));
    const d = await detail(r.body.data[0].problemId!);
    expect(d.p.description).toMatch(/^### 题目名称：魔术师的交换谜题\n\n#### 题目背景\n/);
    expect(d.p.description).not.toContain('<span');
    expect(d.p.examples).toBe('');
  });

  it('FPS fps-zhblue-SQL.xml: the HTML table of "Insert" stays HTML (a blank line before its indented lines made it a code block)', async () => {
    const r = await post('/api/file/import-fps-problem', path.join(REAL, 'fps', 'fps-zhblue-SQL.xml'));
    const d = await detail(r.body.data[2].problemId!);
    expect(d.p.title).toBe('Insert');
    expect(d.p.description).toContain('<table');
    expect(d.p.description).not.toMatch(/\n[ \t]*\n/);
  });

  it.each(list('hydro'))(
    'Hydro %s: every problem imports, with its scores and the reason for its type',
    async (name) => {
      const r = await post('/api/file/import-hydro-problem', path.join(REAL, 'hydro', name));
      expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
      for (const x of r.body.data) {
        expect(x.imported, JSON.stringify(x)).toBe(true);
        expect(
          x.notes?.some((n) => n.startsWith('Type OI')),
          JSON.stringify(x),
        ).toBe(true);
        const d = await detail(x.problemId!);
        expect(d.p.type).toBe(1);
        expect(d.cases.reduce((s, c) => s + c.score, 0)).toBe(100);
      }
    },
  );

  it('Hydro: files of additional_file/ referred to by file:// become uploads (image, PDF); testlib checker kept', async () => {
    await post('/api/file/import-hydro-problem', path.join(REAL, 'hydro', 'tedukuri-11+104.zip'));
    const weather = await detail('P104');
    // the file is named .png but holds a JPEG: the upload keeps what it really is
    expect(weather.p.description).toMatch(/<img src="\/api\/public\/file\/[a-f0-9]{32}\.(png|jpg)">/);
    // samples written as HTML (<pre><code class="language-input1">) are samples too
    expect(weather.p.examples).toMatch(/^<input>1\n0 0 0 0 0 1/);
    expect(weather.p.description).not.toContain('language-input1');
    const streets = await detail('P11');
    // Hydro's @[pdf](file://statement_zh.pdf) embed: a link named after the file (was "@" and a link "pdf")
    expect(streets.p.description).toMatch(/^\[statement_zh\.pdf\]\(\/api\/public\/file\/[a-f0-9]{32}\.pdf\)$/);
    const r = await post('/api/file/import-hydro-problem', path.join(REAL, 'hydro', 'tedukuri-188.zip'));
    const x = r.body.data[0];
    expect(x.notes).toContain(
      'The checker includes testlib.h, which the package does not carry: add testlib.h as a judge extra file before judging',
    );
    const country = await detail(x.problemId!);
    expect([country.p.judgeMode, country.p.spjLanguage]).toEqual(['spj', 'C++']);
  });

  it('Polygon: each real package imports or says why', async () => {
    const got: Record<string, [boolean, string | null, string[]]> = {};
    for (const name of list('polygon')) {
      const r = await post('/api/file/import-polygon-problem', path.join(REAL, 'polygon', name));
      expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
      for (const x of r.body.data) got[name] = [x.imported, x.reason, x.notes ?? []];
    }
    for (const [name, [ok, reason]] of Object.entries(got)) expect(ok, `${name}: ${reason}`).toBe(true);
    const guess = await detail('GUESS-ARRAY');
    expect([
      guess.p.judgeMode,
      guess.p.spjLanguage,
      guess.p.type,
      guess.cases.length,
      guess.p.timeLimit,
      guess.p.memoryLimit,
    ]).toEqual(['interactive', 'C++', 0, 18, 1000, 512]);
    expect(Object.keys(JSON.parse(guess.p.judgeExtraFile))).toEqual(['testlib.h']);
    const reboot = await detail('LITTLE-H-REBOOT');
    expect([
      reboot.p.judgeMode,
      reboot.p.spjLanguage,
      reboot.cases.length,
      reboot.p.timeLimit,
      reboot.p.memoryLimit,
    ]).toEqual(['spj', 'C++', 15, 5000, 256]);
    expect(reboot.p.title).toBe('Little H And Reboot');
    expect(got['little-h-reboot-7$linux.zip'][2]).toContain(
      'Checker std::rcmp4.cpp: the package copy is compiled as a testlib checker, as Polygon judges',
    );
    expect(reboot.p.description).toMatch(/\/api\/public\/file\/[a-f0-9]{32}\.png/);
    const lecturer = await detail('LECTURER');
    // std::lcmp: the package's own copy judges (with its testlib.h), as on Polygon
    expect([lecturer.p.judgeMode, lecturer.p.title, lecturer.cases.length]).toEqual([
      'spj',
      'Mathematics Lecturer',
      4,
    ]);
    expect(Object.keys(JSON.parse(lecturer.p.judgeExtraFile))).toEqual(['testlib.h']);
    expect(lecturer.p.input).toContain('$1 \\le T \\le 1000$');
    expect(lecturer.p.description).toContain('- Suppose $a$ and $b$');
    expect(lecturer.p.examples).toBe('<input>3\n4 3 2\n3 0 1\n5 3 1\n</input><output>4\n2\n5\n</output>');
    expect(lecturer.p.tags.map((t: { name: string }) => t.name)).toEqual(['math']);
  });
});

// The same package judged: its own std::lcmp (the real testlib.h) decides, so an answer with extra
// blanks between and around the numbers is accepted as on Polygon, and a wrong one is not.
describe.skipIf(!present)('a real Polygon package judged with its own testlib checker (sqlite)', () => {
  useSandboxUidBase(64800);
  const target = dbTargets()[0];
  const { app, root, user } = useJudgingSuite({ target });

  it('lecturer: the package solution is accepted, with or without extra blanks; a wrong answer is not', async () => {
    const zip = fs.readFileSync(path.join(REAL, 'polygon', 'lecturer-8-repo-tree.zip'));
    const res = await postFile(
      app(),
      '/api/file/import-polygon-problem',
      multipart('file', 'lecturer.zip', zip),
      root(),
    );
    expect(res.statusCode).toBe(200);
    const solution = Object.entries(unzipSync(zip)).find(([n]) => n.endsWith('solutions/solutions.py'))![1];
    const ok = strFromU8(solution);
    const spaced = ok.replace(
      'from sys import stdin',
      'from sys import stdin\nimport builtins\n_p = builtins.print\nprint = lambda *a: _p(" ", *a, " ", sep="  ")',
    );
    const wrong = ok.replace('print(N//gcd', 'print(1 + N//gcd');
    const ids: number[] = [];
    for (const code of [ok, spaced, wrong])
      ids.push(await submitCode(app(), user().token, { pid: 'LECTURER', language: 'Python3', code, cid: 0 }));
    const verdicts = [];
    for (const id of ids) verdicts.push((await waitFinal(app(), id, 150_000)).status);
    expect(verdicts).toEqual([JudgeStatus.ACCEPTED, JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER]);
  }, 300_000);
});
