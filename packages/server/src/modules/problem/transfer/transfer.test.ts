// FPS XML and Hydro zip imports through the API, on every database target: fixtures built from the
// formats' documented structure (FreeProblemSet's <fps><item>; Hydro's problem.yaml, problem*.md,
// testdata/config.yaml), and hostile inputs (DOCTYPE/entities, huge XML, bad XML, zip-slip).
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { BuiltApp } from '../../../app.js';
import { call, EN } from '../../../../test/helpers/app.js';
import { dbTargets } from '../../../../test/helpers/targets.js';
import { registerUser, setRole } from '../../../../test/helpers/accounts.js';
import { useRootApp } from '../../../../test/fixtures/index.js';
import { dropHtmlBlankLines, fpsMemoryMb, fpsTimeMs, unwrapHustojMarkdown } from './fps.js';
import { hydroEmbeds, hydroMemoryMb, hydroTimeMs, splitHydroStatement } from './hydro.js';
import { multipart, postFile } from '../../../../test/helpers/multipart.js';

// 1×1 transparent PNG
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const FPS = `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.2" url="https://github.com/zhblue/freeproblemset/">
  <generator name="HUSTOJ" url="https://github.com/zhblue/hustoj/"/>
  <item>
    <title><![CDATA[FPS A+B]]></title>
    <time_limit unit="ms"><![CDATA[1500]]></time_limit>
    <memory_limit unit="kb"><![CDATA[65536]]></memory_limit>
    <description><![CDATA[<p>Add a &amp; b. <img src="/upload/image/ab.png" alt="x"></p>]]></description>
    <input><![CDATA[Two ints]]></input>
    <output><![CDATA[Their sum]]></output>
    <sample_input><![CDATA[1 2]]></sample_input>
    <sample_output><![CDATA[3]]></sample_output>
    <sample_input><![CDATA[5 5]]></sample_input>
    <sample_output><![CDATA[10]]></sample_output>
    <test_input><![CDATA[1 2
]]></test_input>
    <test_output><![CDATA[3
]]></test_output>
    <test_input><![CDATA[7 8
]]></test_input>
    <test_output><![CDATA[15
]]></test_output>
    <hint><![CDATA[a &lt; 10 &amp; b]]></hint>
    <source><![CDATA[FPS test]]></source>
    <img><src><![CDATA[/upload/image/ab.png]]></src><base64><![CDATA[${PNG}]]></base64></img>
    <solution language="C"><![CDATA[int main(){}]]></solution>
  </item>
  <item>
    <title>Close enough</title>
    <time_limit unit="s">2</time_limit>
    <memory_limit unit="mb">128</memory_limit>
    <description>Print pi.</description>
    <input>Nothing</input>
    <output>pi &lt; 4</output>
    <sample_input></sample_input>
    <sample_output>3.14159</sample_output>
    <spj language="C++"><![CDATA[#include "testlib.h"
int main(int argc, char* argv[]) { registerTestlibCmd(argc, argv); quitf(_ok, "ok"); }]]></spj>
  </item>
  <item>
    <title>Java checker</title>
    <time_limit>1</time_limit>
    <memory_limit>64</memory_limit>
    <description>x</description><input>x</input><output>x</output>
    <sample_input>1</sample_input><sample_output>1</sample_output>
    <spj language="Java">class C {}</spj>
  </item>
</fps>`;


const files = (o: Record<string, string>): Zippable => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, strToU8(v)]));
const CHECKER = '#include "testlib.h"\nint main(int argc, char* argv[]) { registerTestlibCmd(argc, argv); quitf(_ok, "ok"); }\n';
const INTERACTOR = '#include "testlib.h"\nint main(int argc, char* argv[]) { registerInteraction(argc, argv); quitf(_ok, "ok"); }\n';

const HYDRO = files({
  // default judge, cases paired from the test-data file names, score 100 split evenly
  'P1/problem.yaml': 'title: Hydro A+B\ntag:\n  - math\n  - easy\npid: HA\nowner: 2\n',
  'P1/problem_zh.md':
    '## 题目描述\n\nAdd two numbers.\n\n## 输入格式\n\nTwo ints.\n\n## 输出格式\n\nThe sum.\n\n## 样例\n\n```input1\n1 2\n```\n\n```output1\n3\n```\n\n## 提示\n\n|a| < 10\n',
  'P1/problem_en.md': '# Description\nEnglish (not chosen: problem_zh.md comes first)\n',
  'P1/testdata/config.yaml': 'type: default\ntime: 2s\nmemory: 512m\n',
  'P1/testdata/1.in': '1 2\n',
  'P1/testdata/1.out': '3\n',
  'P1/testdata/2.in': '2 2\n',
  'P1/testdata/2.out': '4\n',
  'P1/testdata/3.in': '3 2\n',
  'P1/testdata/3.out': '5\n',
  'P1/additional_file/notes.txt': 'extra',
  // testlib special judge, explicit cases
  'P2/problem.yaml': 'title: Hydro SPJ\ntag: [geometry]\npid: HB\n',
  'P2/problem.md': '## Description\nPrint pi.\n## Input\nNone.\n## Output\nPi.\n',
  'P2/testdata/config.yaml': 'time: 500ms\nmemory: 64mb\nchecker_type: testlib\nchecker: chk.cc\nfilename: pi\ncases:\n  - input: a.in\n    output: a.out\n',
  'P2/testdata/chk.cc': CHECKER,
  'P2/testdata/a.in': '\n',
  'P2/testdata/a.out': '3.14\n',
  // interactive
  'P3/problem.yaml': 'title: Guess\npid: HC\n',
  'P3/problem.md': 'Guess the number (no headings).\n',
  'P3/testdata/config.yaml': 'type: interactive\ninteractor: interactor.cc\ntime: 1000\nmemory: 1g\n',
  'P3/testdata/interactor.cc': INTERACTOR,
  'P3/testdata/1.in': '42\n',
  'P3/testdata/1.out': '\n',
  // subtasks
  'P4/problem.yaml': 'title: Subtasks\ntag: []\npid: HD\n',
  'P4/problem.md': '## Description\nS.\n## Input\nI.\n## Output\nO.\n',
  'P4/testdata/config.yaml':
    'time: 1s\nmemory: 256m\nsubtasks:\n  - id: 1\n    score: 30\n    cases:\n      - input: s1.in\n        output: s1.out\n  - id: 2\n    score: 70\n    type: min\n    cases:\n      - input: s2.in\n        output: s2.out\n      - input: s3.in\n        output: s3.out\n',
  'P4/testdata/s1.in': '1\n',
  'P4/testdata/s1.out': '1\n',
  'P4/testdata/s2.in': '2\n',
  'P4/testdata/s2.out': '2\n',
  'P4/testdata/s3.in': '3\n',
  'P4/testdata/s3.out': '3\n',
  // refused: objective problems and a missing case file
  'P5/problem.yaml': 'title: Quiz\npid: HE\n',
  'P5/testdata/config.yaml': 'type: objective\n',
  'P6/problem.yaml': 'title: Broken\npid: HF\n',
  'P6/problem.md': '## Description\nx\n## Input\nx\n## Output\nx\n',
  'P6/testdata/config.yaml': 'cases:\n  - input: 9.in\n    output: 9.out\n',
});

describe('unit conversions and statement split', () => {
  it('FPS and Hydro limits', () => {
    expect(fpsTimeMs({ '#text': '1500', '@_unit': 'ms' })).toBe(1500);
    expect(fpsTimeMs({ '#text': '0.5', '@_unit': 's' })).toBe(500);
    expect(fpsTimeMs('3')).toBe(3000);
    expect(fpsMemoryMb({ '#text': '65536', '@_unit': 'kb' })).toBe(64);
    expect(fpsMemoryMb('128')).toBe(128);
    expect([hydroTimeMs('1s'), hydroTimeMs('1000ms'), hydroTimeMs('1.5s'), hydroTimeMs(700), hydroTimeMs(undefined)]).toEqual([1000, 1000, 1500, 700, 1000]);
    expect([hydroMemoryMb('256m'), hydroMemoryMb('256mb'), hydroMemoryMb('1g'), hydroMemoryMb('65536k'), hydroMemoryMb(128)]).toEqual([256, 256, 1024, 64, 128]);
    expect(() => hydroTimeMs('fast')).toThrow();
  });
  it("HUSTOJ's Markdown wrapper: unwrapped with nested spans kept; other HTML untouched", () => {
    expect(unwrapHustojMarkdown("<span class='md'>\n# T\n<span>x</span>\n</span>")).toBe('# T\n<span>x</span>');
    expect(unwrapHustojMarkdown('<p>a</p><SPAN class="md"># T')).toBe('<p>a</p>\n\n# T');
    expect(unwrapHustojMarkdown('<p class="MsoNormal">\n\tx <span class="mdx">y</span></p>')).toBe('<p class="MsoNormal">\n\tx <span class="mdx">y</span></p>');
  });
  it('FPS HTML statements lose their blank lines outside <pre> (a blank line then an indented line was a code block)', () => {
    // as fps-zhblue-SQL.xml's "Insert" item writes it
    const sql = '<span>user表结构&nbsp;</span><br />\n<br />\n\n\t<span>\n\t<table>\n\t\t<tr><td>id</td></tr>\n  \n\t</table>';
    expect(dropHtmlBlankLines(sql)).toBe('<span>user表结构&nbsp;</span><br />\n<br />\n\t<span>\n\t<table>\n\t\t<tr><td>id</td></tr>\n\t</table>');
    expect(dropHtmlBlankLines('<p>a</p>\n\n<pre>1\n\n2</pre>\n\n<p>b</p>')).toBe('<p>a</p>\n<pre>1\n\n2</pre>\n<p>b</p>');
    expect(dropHtmlBlankLines('plain\n\n    text')).toBe('plain\n\n    text');
    expect(dropHtmlBlankLines('\n\t<p>x</p>')).toBe('<p>x</p>');
    // HUSTOJ's Markdown keeps its blank lines; the HTML around it does not
    expect(unwrapHustojMarkdown("<p>x</p>\n\n\t<p>y</p><span class='md'>a\n\n    code</span>\n\t<p>z</p>", dropHtmlBlankLines)).toBe(
      '<p>x</p>\n\t<p>y</p>\n\na\n\n    code\n\n<p>z</p>',
    );
  });
  it("Hydro embeds (@[pdf](file://…)) become links named after the file", () => {
    expect(hydroEmbeds('@[pdf](file://statement_zh.pdf)')).toBe('[statement_zh.pdf](file://statement_zh.pdf)');
    expect(hydroEmbeds('see @[video](https://x.org/v.mp4) and [a](b)')).toBe('see [https://x.org/v.mp4](https://x.org/v.mp4) and [a](b)');
    expect(hydroEmbeds('mail@[pdf] (x)')).toBe('mail@[pdf] (x)');
  });
  it('Hydro markdown: sections by heading, samples from ```inputN/```outputN', () => {
    const s = splitHydroStatement('## Description\nD\n\n## Input\nI\n## Output\nO\n## Samples\n```input1\n1\n```\n```output1\n2\n```\n```input2\n3\n```\n```output2\n4\n```\n## Hint\nH\n');
    expect([s.description, s.input, s.output, s.hint]).toEqual(['D', 'I', 'O', 'H']);
    expect(s.samples).toEqual([{ input: '1', output: '2' }, { input: '3', output: '4' }]);
  });
});

describe.each(dbTargets())('FPS and Hydro import ($name)', (target) => {
  let app: BuiltApp;
  let root: string;

  useRootApp({ target }, (built, rootToken) => {
    app = built;
    root = rootToken;
  });

  const post = async (url: string, name: string, data: Uint8Array, token = root) => {
    const res = await postFile(app, url, multipart('file', name, data), token, EN);
    return { status: res.statusCode, body: res.json() };
  };
  const detail = async (problemId: string) => {
    const id = (await call(app, 'GET', `/api/admin/problem/get-problem-list?keyword=${problemId}`, undefined, { token: root })).body.data.records[0].id;
    const p = (await call(app, 'GET', `/api/admin/problem?pid=${id}`, undefined, { token: root })).body.data;
    const cases = (await call(app, 'GET', `/api/admin/problem/get-problem-cases?pid=${id}`, undefined, { token: root })).body.data;
    return { p, cases: cases as { input: string; output: string; score: number; groupNum: number }[] };
  };
  const download = async (pid: number) => {
    const res = await app.inject({ method: 'GET', url: `/api/file/download-testcase?pid=${pid}`, headers: { authorization: root } });
    expect(res.statusCode).toBe(200);
    const { unzipSync, strFromU8 } = await import('fflate');
    return Object.fromEntries(Object.entries(unzipSync(new Uint8Array(res.rawPayload))).map(([k, v]) => [k, strFromU8(v)]));
  };

  it('imports an FPS file: limits with units, statement, samples, test data, spj, embedded image; reports each item', async () => {
    const r = await post('/api/file/import-fps-problem', 'problems.xml', strToU8(FPS));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const reports = r.body.data as { file: string; problemId: string; imported: boolean; reason: string | null }[];
    expect(reports.map((x) => [x.file, x.imported, x.reason])).toEqual([
      ['item 1', true, null],
      ['item 2', true, null],
      ['item 3', false, 'The special judge language Java is not supported (C or C++ only)'],
    ]);
    expect(r.body.msg).toBe('Imported 2 of 3 problems');

    const a = await detail(reports[0].problemId);
    expect([a.p.title, a.p.timeLimit, a.p.memoryLimit, a.p.type, a.p.judgeMode, a.p.source, a.p.input, a.p.output, a.p.hint]).toEqual([
      'FPS A+B', 1500, 64, 0, 'default', 'FPS test', 'Two ints', 'Their sum', 'a &lt; 10 &amp; b', // CDATA keeps entities literally (HTML statements)
    ]);
    expect(a.p.examples).toBe('<input>1 2</input><output>3</output><input>5 5</input><output>10</output>');
    const link = /src="(\/api\/public\/file\/[a-f0-9]{32}\.png)"/.exec(a.p.description)?.[1];
    expect(link, a.p.description).toBeTruthy();
    expect(a.p.description).not.toContain('/upload/image/ab.png');
    const img = await app.inject({ method: 'GET', url: link! });
    expect([img.statusCode, img.headers['content-type']]).toEqual([200, 'image/png']);
    expect(a.cases.map((c) => [c.input, c.output])).toEqual([['1.in', '1.out'], ['2.in', '2.out']]);
    const data = await download(a.p.id);
    expect([data['1.in'], data['1.out'], data['2.in'], data['2.out']]).toEqual(['1 2\n', '3\n', '7 8\n', '15\n']);

    const b = await detail(reports[1].problemId);
    expect([b.p.timeLimit, b.p.memoryLimit, b.p.judgeMode, b.p.spjLanguage, b.p.output]).toEqual([2000, 128, 'spj', 'C++', 'pi < 4']);
    expect(b.p.spjCode).toContain('registerTestlibCmd');
    // no test data: the samples are the tests
    expect(b.cases.length).toBe(1);
    expect(Object.values(await download(b.p.id)).sort()).toEqual(['', '3.14159']);
  });

  it("FPS from HUSTOJ: a Markdown statement (<span class='md'>) is kept as Markdown; an empty sample pair is no sample", async () => {
    // as HUSTOJ exports it (fps-刘谦2025.xml): the heading right after the opening tag, empty samples
    const md = "<span class='md'>\n### 题目名称：魔术师的交换谜题\n\n#### 题目背景\n\n- 1.将筷子和它左边相邻的东西互相交换位置\n\n**输入样例**  \nCSK\n</span>";
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.5"><item>
  <title><![CDATA[魔术师的交换谜题]]></title>
  <time_limit unit="s"><![CDATA[1]]></time_limit><memory_limit unit="mb"><![CDATA[128]]></memory_limit>
  <description><![CDATA[${md}]]></description>
  <input><![CDATA[]]></input><output><![CDATA[]]></output>
  <hint><![CDATA[<p>see <span class="x">this</span></p><div class="md">**bold** <span>a</span> b</div>]]></hint>
  <sample_input><![CDATA[]]></sample_input><sample_output><![CDATA[]]></sample_output>
  <test_input name="1"><![CDATA[CSK]]></test_input><test_output name="1"><![CDATA[KSC
]]></test_output>
</item></fps>`;
    const r = await post('/api/file/import-fps-problem', 'md.xml', strToU8(xml));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const a = await detail(r.body.data[0].problemId);
    expect(a.p.description).toBe('### 题目名称：魔术师的交换谜题\n\n#### 题目背景\n\n- 1.将筷子和它左边相邻的东西互相交换位置\n\n**输入样例**  \nCSK');
    expect(a.p.hint).toBe('<p>see <span class="x">this</span></p>\n\n**bold** <span>a</span> b');
    expect(a.p.examples).toBe('');
    expect(a.cases.length).toBe(1);
  });

  it('FPS code templates: template, prepend and append per language become the site language\'s code template; the report names the rest', async () => {
    // as fps-zhblue-A+B.xml carries them
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.5"><item>
  <title><![CDATA[T]]></title><time_limit>1</time_limit><memory_limit>64</memory_limit>
  <description>d</description><input>i</input><output>o</output>
  <test_input><![CDATA[1 2]]></test_input><test_output><![CDATA[3]]></test_output>
  <template language="C"><![CDATA[#include <stdio.h>
int main() {}
]]></template>
  <template language="Clang"><![CDATA[/* clang */]]></template>
  <template language="Python"><![CDATA[print(3)]]></template>
  <template language="Obj-C"><![CDATA[#import <Foundation/Foundation.h>]]></template>
  <prepend language="Java"><![CDATA[public class Main {]]></prepend>
  <template language="Java"><![CDATA[static int plus(int a, int b) {
}]]></template>
  <append language="Java"><![CDATA[public static void main(String[] a) {} }]]></append>
</item></fps>`;
    const r = await post('/api/file/import-fps-problem', 't.xml', strToU8(xml));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // (an import in the same second as another FPS import gets a renamed id: that note is not the point)
    expect((r.body.data[0].notes as string[]).filter((n) => !n.startsWith('The ID '))).toEqual([
      'Type ACM: FPS has no scores',
      "HUSTOJ puts the file's prepend/append code around submissions in Java; this site does not, so that code is part of the starter code",
      'Code templates for languages this site does not have were left out: Obj-C',
    ]);
    const { p } = await detail(r.body.data[0].problemId);
    const langs = (await call(app, 'GET', '/api/languages', undefined, {})).body.data as { id: number; name: string }[];
    const nameOf = new Map(langs.map((l) => [Number(l.id), l.name]));
    const got = (await call(app, 'GET', `/api/get-problem-code-template?pid=${p.id}`, undefined, { token: root })).body.data as { lid: number; code: string }[];
    expect(Object.fromEntries(got.map((t) => [nameOf.get(Number(t.lid)), t.code]))).toEqual({
      C: '#include <stdio.h>\nint main() {}\n',
      Python3: 'print(3)',
      Java: 'public class Main {\nstatic int plus(int a, int b) {\n}\npublic static void main(String[] a) {} }',
    });
  });

  it('refuses DOCTYPE/entities, bad XML, huge files, empty sets and non-root callers', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE fps [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><fps><item><title>&b;</title></item></fps>`;
    let r = await post('/api/file/import-fps-problem', 'bomb.xml', strToU8(bomb));
    expect([r.status, r.body.msg]).toEqual([400, 'The FPS file declares entities or a DOCTYPE with declarations, which are not accepted']);
    const xxe = `<?xml version="1.0"?><!doctype fps [<!entity x SYSTEM "file:///etc/passwd">]><fps><item><title>&x;</title></item></fps>`;
    r = await post('/api/file/import-fps-problem', 'xxe.xml', strToU8(xxe));
    expect(r.status).toBe(400);
    r = await post('/api/file/import-fps-problem', 'bad.xml', strToU8('<fps><item><title>x</item></fps>'));
    expect([r.status, r.body.msg]).toEqual([400, 'The FPS file is not valid XML']);
    // an item with more test inputs than outputs is imported (as HUSTOJ does) and the report says so
    const uneven = FPS.replace('<title><![CDATA[FPS A+B]]></title>', '<title><![CDATA[FPS uneven]]></title>').replace(
      '<test_output><![CDATA[15\n]]></test_output>',
      '',
    );
    expect(uneven).not.toBe(FPS);
    r = await post('/api/file/import-fps-problem', 'uneven.xml', strToU8(uneven));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(JSON.stringify(r.body.data[0])).toContain('2 test inputs but 1 test outputs'); // the first item
    expect(JSON.stringify(r.body.data.slice(1))).not.toContain('test inputs but');
    r = await post('/api/file/import-fps-problem', 'empty.xml', strToU8('<fps></fps>'));
    expect([r.status, r.body.msg]).toEqual([400, 'No problem found: the FPS file needs <fps><item>…</item></fps>']);
    r = await post('/api/file/import-fps-problem', 'huge.xml', new Uint8Array(64 * 1024 * 1024 + 1).fill(0x20));
    expect([r.status, r.body.msg]).toEqual([400, 'The FPS file is too large (at most 64 MB)']);
    const u = await registerUser(app);
    await setRole(app, u.uid, 1008);
    expect((await post('/api/file/import-fps-problem', 'p.xml', strToU8(FPS), u.token)).status).toBe(403);
    expect((await post('/api/file/import-hydro-problem', 'p.zip', zipSync(HYDRO), u.token)).status).toBe(403);
  });

  it('imports a Hydro zip: default, testlib spj, interactive and subtasks; statements, limits, samples, tags, extra files', async () => {
    const r = await post('/api/file/import-hydro-problem', 'hydro.zip', zipSync(HYDRO));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.map((x: { file: string; problemId: string; imported: boolean; reason: string | null }) => [x.file, x.problemId, x.imported, x.reason])).toEqual([
      ['P1/problem.yaml', 'HA', true, null],
      ['P2/problem.yaml', 'HB', true, null],
      ['P3/problem.yaml', 'HC', true, null],
      ['P4/problem.yaml', 'HD', true, null],
      ['P5/problem.yaml', 'HE', false, 'Hydro problem type objective is not supported (default or interactive only)'],
      ['P6/problem.yaml', 'HF', false, 'Test data file 9.in is missing: upload the test data again'],
    ]);

    const a = await detail('HA');
    expect([a.p.title, a.p.type, a.p.judgeMode, a.p.judgeCaseMode, a.p.timeLimit, a.p.memoryLimit]).toEqual(['Hydro A+B', 1, 'default', 'default', 2000, 512]);
    expect([a.p.description, a.p.input, a.p.output, a.p.hint, a.p.examples]).toEqual([
      'Add two numbers.', 'Two ints.', 'The sum.', '|a| < 10', '<input>1 2</input><output>3</output>',
    ]);
    expect(a.p.tags.map((t: { name: string }) => t.name)).toEqual(['math', 'easy']);
    expect(JSON.parse(a.p.userExtraFile)).toEqual({ 'notes.txt': 'extra' });
    expect(a.cases.map((c) => [c.input, c.output, c.score])).toEqual([['1.in', '1.out', 33], ['2.in', '2.out', 33], ['3.in', '3.out', 34]]);

    const b = await detail('HB');
    expect([b.p.judgeMode, b.p.spjLanguage, b.p.spjCode, b.p.timeLimit, b.p.memoryLimit]).toEqual(['spj', 'C++', CHECKER, 500, 64]);
    expect(b.p.tags.map((t: { name: string }) => t.name)).toEqual(['geometry']);
    expect([b.p.isFileIO, b.p.ioReadFileName, b.p.ioWriteFileName]).toEqual([true, 'pi.in', 'pi.out']);
    expect(b.cases.map((c) => [c.input, c.output, c.score])).toEqual([['a.in', 'a.out', 100]]);
    expect(await download(b.p.id)).toEqual({ 'a.in': '\n', 'a.out': '3.14\n' });

    const c = await detail('HC');
    expect([c.p.judgeMode, c.p.spjCode, c.p.timeLimit, c.p.memoryLimit, c.p.description, c.p.input]).toEqual([
      'interactive', INTERACTOR, 1000, 1024, 'Guess the number (no headings).', 'See the description.',
    ]);

    const d = await detail('HD');
    expect([d.p.judgeCaseMode, d.p.type, d.p.ioScore]).toEqual(['subtask_lowest', 1, 100]);
    expect(d.cases.map((x) => [x.input, x.score, x.groupNum])).toEqual([['s1.in', 30, 1], ['s2.in', 70, 2], ['s3.in', 70, 2]]);
  });

  it('Hydro: zip-slip, links and non-zips refused by the hardened reader; no problem.yaml reported', async () => {
    let r = await post('/api/file/import-hydro-problem', 'slip.zip', zipSync(files({ '../P1/problem.yaml': 'title: x\n' })));
    expect([r.status, r.body.msg]).toEqual([400, expect.stringMatching(/outside the archive folder/)]);
    r = await post('/api/file/import-hydro-problem', 'slip2.zip', zipSync(files({ 'P1/testdata/../../../etc/problem.yaml': 'x' })));
    expect(r.status).toBe(400);
    r = await post('/api/file/import-hydro-problem', 'none.zip', zipSync(files({ 'readme.md': 'x' })));
    expect([r.status, r.body.msg]).toEqual([400, 'No problem found: the zip needs problem.yaml in each problem folder']);
    // each format names its own layout when it finds nothing
    r = await post('/api/file/import-qdoj-problem', 'none.zip', zipSync(files({ 'readme.md': 'x' })));
    expect([r.status, r.body.msg]).toEqual([400, 'No problem found: the zip needs <n>/problem.json files with their <n>/testcase/ folders']);
    r = await post('/api/file/import-hydro-problem', 'not.zip', strToU8('not a zip'));
    expect(r.status).toBe(400);
    r = await post('/api/file/import-hydro-problem', 'bad.zip', zipSync(files({ 'X/problem.yaml': 'title: [unclosed\n' })));
    expect(r.body.data[0].reason).toBe('problem.yaml or testdata/config.yaml is not valid YAML');
  });

  it('Polygon: a forged test count or path width is reported at once, not built (a count of 99999999 hung the server)', async () => {
    const xml = (count: string, pattern = 'tests/%02d') =>
      `<problem short-name="forged"><judging><testset name="tests"><test-count>${count}</test-count>` +
      `<input-path-pattern>${pattern}</input-path-pattern><answer-path-pattern>${pattern}.a</answer-path-pattern></testset></judging></problem>`;
    const pack = (x: string) => zipSync(files({ 'problem.xml': x, 'tests/01': '1 2\n', 'tests/01.a': '3\n' }));
    const started = Date.now();
    let r = await post('/api/file/import-polygon-problem', 'forged.zip', pack(xml('99999999')));
    expect([r.status, r.body.data[0].imported, r.body.data[0].reason]).toEqual([
      200,
      false,
      'The package has no generated tests (99999998 of 99999999 test files missing): download the full package from Polygon',
    ]);
    for (const count of ['NaN', '-3', '1.5', '']) {
      r = await post('/api/file/import-polygon-problem', 'forged.zip', pack(xml(count)));
      expect([r.status, r.body.data[0].imported], count).toEqual([200, false]);
      expect(r.body.data[0].reason, count).toMatch(/^The package has no generated tests/);
    }
    r = await post('/api/file/import-polygon-problem', 'wide.zip', pack(xml('1', 'tests/%0500000000d')));
    expect([r.status, r.body.data[0].imported]).toEqual([200, false]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
