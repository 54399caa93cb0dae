// Problem interchange end to end, on every database: packages built here the way each exporter writes
// them (this judge's HOJ export, QDUOJ's ACM and special-judge exports, HUSTOJ's FPS with DOCTYPE and
// images and an FPS zip, Hydro folders with subtasks and a testlib checker, Polygon full packages with
// a standard and a custom checker, an interactor and groups), imported into an install whose display
// ids clash (the seeded P1000–P1004 and a `1000`), then judged with an accepted, a wrong and a partly
// right program. Hostile packages keep being refused.
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { JudgeStatus } from '@judge/shared';
import type { BuiltApp } from '../../../app.js';
import { call, EN } from '../../../../test/helpers/app.js';
import { dbTargets } from '../../../../test/helpers/targets.js';
import { registerUser, setRole } from '../../../../test/helpers/accounts.js';
import { submitCode, useSandboxUidBase, waitFinal } from '../../../../test/helpers/judge.js';
import { problemWithCases, useJudgingApp, type TestUser } from '../../../../test/fixtures/index.js';
import type { ImportReport } from './common.js';
import { polygonPath, texToMarkdown } from './polygon.js';
import { stripPlainDoctype } from './fps.js';
import { multipart, postFile } from '../../../../test/helpers/multipart.js';

useSandboxUidBase(64500);

// ---- the problem every package carries: A+B over four cases ----
const INS = ['1 2\n', '20 30\n', '300 400\n', '4000 5000\n'];
const OUTS = ['3\n', '50\n', '700\n', '9000\n'];
const PY_AC = 'a, b = map(int, input().split())\nprint(a + b)\n';
const PY_WA = 'a, b = map(int, input().split())\nprint(a - b)\n';
/** Right on the first two cases only. */
const PY_PART = 'a, b = map(int, input().split())\nprint(a + b if a < 100 else 0)\n';
/** Right on every case but the second. */
const PY_NOT_SECOND = 'a, b = map(int, input().split())\nprint(a + b if a != 20 else 0)\n';

/** wcmp's rule (the answer's and the output's tokens equal, whitespace free) under testlib's conventions. */
const WCMP = `#include <cstdio>
#include <cstring>
int main(int argc, char** argv) {
  FILE* out = std::fopen(argv[2], "r"); FILE* ans = std::fopen(argv[3], "r");
  char a[4096], b[4096];
  for (int n = 1;; n++) {
    int ra = std::fscanf(ans, "%4095s", a), rb = std::fscanf(out, "%4095s", b);
    if (ra != 1 && rb != 1) { std::fprintf(stderr, "ok %d tokens\\n", n - 1); return 0; }
    if (ra != 1 || rb != 1 || std::strcmp(a, b) != 0) { std::fprintf(stderr, "wrong answer token %d differs\\n", n); return 1; }
  }
}
`;
/** Right answers with blanks where a line-based comparison would not accept them (wcmp does). */
const PY_SPACED = 'a, b = map(int, input().split())\nprint("", a + b, "", sep="  ")\nprint()\n';
/** testlib conventions (`checker <input> <output> <answer>`, verdict word on stderr), no header needed. */
const TESTLIB_CHECKER = `#include <cstdio>
int main(int argc, char** argv) {
  FILE* in = std::fopen(argv[1], "r"); FILE* out = std::fopen(argv[2], "r"); FILE* ans = std::fopen(argv[3], "r");
  long long a, b, c, d;
  if (std::fscanf(in, "%lld %lld", &a, &b) != 2 || std::fscanf(ans, "%lld", &d) != 1) { std::fputs("FAIL bad test\\n", stderr); return 3; }
  if (std::fscanf(out, "%lld", &c) != 1) { std::fputs("wrong answer no number\\n", stderr); return 1; }
  if (c != a + b) { std::fprintf(stderr, "wrong answer expected %lld, found %lld\\n", a + b, c); return 1; }
  std::fputs("ok the sum\\n", stderr);
  return 0;
}
`;
/** QDUOJ's special-judge template: `spj <input> <user output>`, the verdict in the exit code. */
const QDOJ_SPJ = `#include <stdio.h>
#define AC 0
#define WA 1
#define ERROR -1
int spj(FILE *input, FILE *user_output) {
  long long a, b, c;
  if (fscanf(input, "%lld %lld", &a, &b) != 2) return ERROR;
  if (fscanf(user_output, "%lld", &c) != 1) return WA;
  return c == a + b ? AC : WA;
}
void close_file(FILE *f) { if (f != NULL) fclose(f); }
int main(int argc, char *args[]) {
  FILE *input = NULL, *user_output = NULL;
  int result;
  input = fopen(args[1], "r");
  user_output = fopen(args[2], "r");
  if (input == NULL || user_output == NULL) { printf("Failed to open output file\\n"); close_file(input); close_file(user_output); return ERROR; }
  result = spj(input, user_output);
  printf("result: %d\\n", result);
  close_file(input);
  close_file(user_output);
  return result;
}
`;
/** HUSTOJ's special judge: `spj <input> <answer> <user output>`, 0 = accepted. */
const HUSTOJ_SPJ = `#include <cstdio>
int main(int argc, char** argv) {
  FILE* in = fopen(argv[1], "r"); FILE* ans = fopen(argv[2], "r"); FILE* user = fopen(argv[3], "r");
  long long a, b, d, c;
  if (fscanf(in, "%lld %lld", &a, &b) != 2 || fscanf(ans, "%lld", &d) != 1) return 2;
  if (fscanf(user, "%lld", &c) != 1) return 1;
  return (c == d && d == a + b) ? 0 : 1;
}
`;
/** Interactor (testlib conventions): sends the two numbers, reads the sum back. */
const INTERACTOR = `#include <cstdio>
int main(int argc, char** argv) {
  FILE* in = std::fopen(argv[1], "r");
  long long a, b, c;
  if (std::fscanf(in, "%lld %lld", &a, &b) != 2) { std::fputs("FAIL bad test\\n", stderr); return 3; }
  std::printf("%lld %lld\\n", a, b);
  std::fflush(stdout);
  if (std::scanf("%lld", &c) != 1) { std::fputs("wrong answer no reply\\n", stderr); return 1; }
  if (c != a + b) { std::fputs("wrong answer bad sum\\n", stderr); return 1; }
  std::fputs("ok\\n", stderr);
  return 0;
}
`;
// 1×1 transparent PNG
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const files = (o: Record<string, string | Uint8Array>): Zippable =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? strToU8(v) : v]));
const cases4 = (dir: string, inName: (i: number) => string, outName: (i: number) => string | null) =>
  Object.fromEntries(
    INS.flatMap((input, i) => {
      const out = outName(i + 1);
      return [[`${dir}${inName(i + 1)}`, input], ...(out ? [[`${dir}${out}`, OUTS[i]]] : [])];
    }),
  );

// ---- packages, written the way each exporter writes them ----

/** This judge's export (problem_<id>.json + problem_<id>/): an OI problem scored 10/20/30/40. */
function hojPackage(problemId: string, languages: string[] = []) {
  const json = {
    problem: {
      problemId, title: 'HOJ A+B', type: 1, judgeMode: 'default', judgeCaseMode: 'default', timeLimit: 1000, memoryLimit: 256,
      stackLimit: 128, description: 'Add.', input: 'Two ints', output: 'Sum', examples: '<input>1 2</input><output>3</output>', auth: 1,
      difficulty: 0, isUploadCase: true,
    },
    languages,
    samples: INS.map((_, i) => ({ input: `${i + 1}.in`, output: `${i + 1}.out`, score: (i + 1) * 10, groupNum: 1 })),
    tags: ['hoj'],
    codeTemplates: [],
    judgeMode: 'default',
    userExtraFile: null,
    judgeExtraFile: null,
  };
  return zipSync(files({ [`problem_7.json`]: JSON.stringify(json), ...cases4('problem_7/', (i) => `${i}.in`, (i) => `${i}.out`) }));
}

/** QDUOJ export: an ACM problem `1000`, and an OI special judge `P1001` whose cases are inputs only. */
function qdojPackage() {
  const base = {
    title: 'QDU A+B',
    description: { format: 'html', value: '<p>Add</p>' },
    input_description: { format: 'html', value: 'Two ints' },
    output_description: { format: 'html', value: 'Sum' },
    hint: { format: 'html', value: '' },
    time_limit: 1000,
    memory_limit: 256,
    samples: [{ input: '1 2', output: '3' }],
    tags: ['qduoj'],
    template: {},
    source: 'QDUOJ',
    io_mode: { io_mode: 'Standard IO', input: 'input.txt', output: 'output.txt' },
  };
  const acm = {
    ...base,
    display_id: '1000',
    rule_type: 'ACM',
    spj: null,
    test_case_score: INS.map((_, i) => ({ input_name: `${i + 1}.in`, output_name: `${i + 1}.out`, score: 0 })),
  };
  const spj = {
    ...base,
    display_id: 'P1001',
    title: 'QDU SPJ',
    rule_type: 'OI',
    spj: { language: 'C', code: QDOJ_SPJ },
    test_case_score: INS.map((_, i) => ({ input_name: `${i + 1}.in`, output_name: '-', score: 25 })),
  };
  return zipSync(
    files({
      '1/problem.json': JSON.stringify(acm),
      ...cases4('1/testcase/', (i) => `${i}.in`, (i) => `${i}.out`),
      '2/problem.json': JSON.stringify(spj),
      ...cases4('2/testcase/', (i) => `${i}.in`, () => null),
    }),
  );
}

const CDATA = (s: string) => `<![CDATA[${s}]]>`;
/** HUSTOJ's FPS export: DOCTYPE with an external DTD, limits with units, an embedded image, tests, a special judge. */
function fpsXml(title: string, spj: string | null) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE fps PUBLIC
  "-//freeproblemset//An opensource XML standard for Algorithm Contest Problem Set//EN"
  "http://hustoj.com/fps.current.dtd" >
<fps version="1.4" url="https://github.com/zhblue/freeproblemset/">
  <generator name="HUSTOJ" url="https://github.com/zhblue/hustoj/"/>
  <item>
    <title>${CDATA(title)}</title>
    <time_limit unit="s">${CDATA('1')}</time_limit>
    <memory_limit unit="mb">${CDATA('128')}</memory_limit>
    <img><src>${CDATA('/upload/image/ab.png')}</src><base64>${CDATA(PNG)}</base64></img>
    <description>${CDATA('<p>Add a and b. <img src="/upload/image/ab.png"></p>')}</description>
    <input>${CDATA('Two ints')}</input>
    <output>${CDATA('Their sum')}</output>
    <sample_input>${CDATA('1 2')}</sample_input>
    <sample_output>${CDATA('3')}</sample_output>
${INS.map((input, i) => `    <test_input>${CDATA(input)}</test_input>\n    <test_output>${CDATA(OUTS[i])}</test_output>`).join('\n')}
    <hint>${CDATA('')}</hint>
    <source>${CDATA('HUSTOJ')}</source>
${spj ? `    <spj language="C++">${CDATA(spj)}</spj>` : ''}
    <solution language="Python">${CDATA(PY_AC)}</solution>
  </item>
</fps>`;
}

/** Hydro problem folders: P1002 with a min subtask and a sum subtask; HT with a testlib checker and per-case scores. */
function hydroPackage(title = 'Hydro subtasks') {
  return zipSync(
    files({
      'sub/problem.yaml': `title: ${title}\ntag:\n  - hydro\npid: P1002\n`,
      'sub/problem_zh.md': '## 题目描述\n\nAdd.\n\n## 输入格式\n\nTwo ints.\n\n## 输出格式\n\nSum.\n\n```input1\n1 2\n```\n\n```output1\n3\n```\n',
      'sub/testdata/config.yaml':
        'type: default\ntime: 1s\nmemory: 256m\nsubtasks:\n  - score: 30\n    type: min\n    cases:\n      - input: 1.in\n        output: 1.out\n      - input: 2.in\n        output: 2.out\n' +
        '  - score: 70\n    type: sum\n    cases:\n      - input: 3.in\n        output: 3.out\n      - input: 4.in\n        output: 4.out\n',
      ...cases4('sub/testdata/', (i) => `${i}.in`, (i) => `${i}.out`),
      'chk/problem.yaml': 'title: Hydro checker\npid: HT\n',
      'chk/problem.md': '## Description\nAdd.\n## Input\nTwo.\n## Output\nSum.\n',
      'chk/testdata/config.yaml':
        'type: default\nchecker_type: testlib\nchecker: checker.cc\ncases:\n' +
        INS.map((_, i) => `  - input: ${i + 1}.in\n    output: ${i + 1}.out\n    score: ${(i + 1) * 10}\n`).join(''),
      'chk/testdata/checker.cc': TESTLIB_CHECKER,
      ...cases4('chk/testdata/', (i) => `${i}.in`, (i) => `${i}.out`),
    }),
  );
}

interface PolyTest {
  points?: number;
  group?: string;
  sample?: boolean;
}
/** Polygon's problem.xml as its package builder writes it. */
function polygonXml(o: {
  shortName: string;
  tests: PolyTest[];
  groups?: { name: string; points: number; policy: 'complete-group' | 'each-test'; deps?: string[] }[];
  checker?: { name?: string; path: string };
  interactor?: string;
}) {
  const tests = o.tests
    .map((t) => `        <test method="manual"${t.points != null ? ` points="${t.points}.0"` : ''}${t.group ? ` group="${t.group}"` : ''}${t.sample ? ' sample="true"' : ''}/>`)
    .join('\n');
  const groups = o.groups
    ? `      <groups>\n${o.groups
        .map(
          (g) =>
            `        <group feedback-policy="complete" name="${g.name}" points="${g.points}.0" points-policy="${g.policy}">` +
            (g.deps?.length ? `<dependencies>${g.deps.map((d) => `<dependency group="${d}"/>`).join('')}</dependencies>` : '') +
            '</group>',
        )
        .join('\n')}\n      </groups>\n`
    : '';
  return `<?xml version="1.0" encoding="utf-8" standalone="no"?>
<problem revision="3" short-name="${o.shortName}" url="https://polygon.codeforces.com/p1/owner/${o.shortName}">
  <names>
    <name language="english" value="Polygon ${o.shortName}"/>
    <name language="russian" value="Полигон ${o.shortName}"/>
  </names>
  <statements>
    <statement charset="UTF-8" language="english" mathjax="true" path="statements/english/problem.tex" type="application/x-tex"/>
  </statements>
  <judging cpu-name="Intel(R) Core(TM) i3-8100 CPU @ 3.60GHz" cpu-speed="3600" input-file="" output-file="">
    <testset name="tests">
      <time-limit>2000</time-limit>
      <memory-limit>268435456</memory-limit>
      <test-count>${o.tests.length}</test-count>
      <input-path-pattern>tests/%02d</input-path-pattern>
      <answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests>
${tests}
      </tests>
${groups}    </testset>
  </judging>
  <files>
    <resources>
      <file path="files/olymp.sty"/>
      <file path="files/testlib.h" type="h.g++"/>
    </resources>
  </files>
  <assets>
${o.checker ? `    <checker${o.checker.name ? ` name="${o.checker.name}"` : ''} type="testlib">\n      <source path="${o.checker.path}" type="cpp.g++17"/>\n      <copy path="check.cpp"/>\n    </checker>` : ''}
${o.interactor ? `    <interactor>\n      <source path="${o.interactor}" type="cpp.g++17"/>\n    </interactor>` : ''}
    <solutions>
      <solution tag="main"><source path="solutions/main.py" type="python.3"/></solution>
    </solutions>
  </assets>
  <tags>
    <tag value="implementation"/>
  </tags>
</problem>
`;
}
const polygonStatement = (legend: string) =>
  JSON.stringify({
    name: 'A plus B',
    legend,
    input: 'Two integers $$$a$$$ and $$$b$$$ ($$$1 \\le a, b \\le 10^4$$$).',
    output: 'Print \\textbf{one} integer --- the sum.',
    notes: 'In the first example $1+2=3$.',
    tutorial: 'Just add.',
    sampleTests: [{ input: '1 2\n', output: '3\n', inputFile: 'example.01', outputFile: 'example.01.a' }],
    timeLimit: 2000,
    memoryLimit: 268435456,
    language: 'english',
  });
/** A full package in folder `dir` (problem.xml, statements, tests with answers, files/). */
function polygonFiles(dir: string, xml: string, opts: { tests?: boolean; extra?: Record<string, string> } = {}) {
  return {
    [`${dir}problem.xml`]: xml,
    [`${dir}statements/english/problem-properties.json`]: polygonStatement(
      'Given $$$a$$$ and $$$b$$$, find \\textit{their} sum.\n\n\\begin{itemize}\n\\item easy;\n\\item short.\n\\end{itemize}\n\n\\includegraphics{pic.png}',
    ),
    [`${dir}statements/english/pic.png`]: Buffer.from(PNG, 'base64') as unknown as string,
    [`${dir}statements/english/example.01`]: '1 2\n',
    [`${dir}statements/english/example.01.a`]: '3\n',
    [`${dir}files/olymp.sty`]: '% style',
    [`${dir}files/testlib.h`]: '// stands in for testlib.h: the checkers of these packages do not include it\n',
    [`${dir}solutions/main.py`]: PY_AC,
    ...(opts.tests === false ? {} : cases4(`${dir}tests/`, (i) => polygonPath('%02d', i), (i) => `${polygonPath('%02d', i)}.a`)),
    ...(opts.extra ?? {}),
  };
}
function polygonZip() {
  const custom = zipSync(
    files(
      polygonFiles(
        '',
        polygonXml({ shortName: 'custom-check', tests: [{ points: 10, sample: true }, { points: 20 }, { points: 30 }, { points: 40 }], checker: { path: 'files/check.cpp' } }),
        { extra: { 'files/check.cpp': TESTLIB_CHECKER, 'check.cpp': TESTLIB_CHECKER } },
      ),
    ),
  );
  return zipSync(
    files({
      // standard checker, groups with points and a dependency; the display id clashes with P1003
      ...polygonFiles(
        'p1003/',
        polygonXml({
          shortName: 'p1003',
          tests: [{ points: 0, group: '0', sample: true }, { points: 40, group: '1' }, { points: 30, group: '2' }, { points: 30, group: '2' }],
          groups: [
            { name: '0', points: 0, policy: 'complete-group' },
            { name: '1', points: 40, policy: 'complete-group' },
            { name: '2', points: 60, policy: 'complete-group', deps: ['1'] },
          ],
          checker: { name: 'std::wcmp.cpp', path: 'files/check.cpp' },
        }),
        { extra: { 'p1003/files/check.cpp': WCMP } },
      ),
      // a custom checker, inside a zip of its own
      'custom-check.zip': custom,
      // an interactor
      ...polygonFiles('guess/', polygonXml({ shortName: 'interact-sum', tests: [{ sample: true }, {}, {}, {}], checker: { name: 'std::lcmp.cpp', path: 'files/check.cpp' }, interactor: 'files/interactor.cpp' }), {
        extra: { 'guess/files/interactor.cpp': INTERACTOR, 'guess/files/check.cpp': '// lcmp\n' },
      }),
      // a standard package: tests not generated
      ...polygonFiles('standard/', polygonXml({ shortName: 'no-tests', tests: [{}, {}, {}, {}] }), { tests: false }),
    }),
  );
}


describe('package parts', () => {
  it('Polygon paths and TeX → markdown with math kept', () => {
    expect([polygonPath('tests/%02d', 7), polygonPath('tests/%d.a', 12), polygonPath('t/%03d', 5)]).toEqual(['tests/07', 'tests/12.a', 't/005']);
    expect(texToMarkdown('Given $$$a_i$$$ --- \\textbf{bold} and \\emph{it}, \\texttt{code}~x.\n\\begin{itemize}\n\\item one\n\\item $x_1 \\le 10$\n\\end{itemize}')).toBe(
      'Given $a_i$ — **bold** and *it*, `code` x.\n\n- one\n- $x_1 \\le 10$',
    );
    expect(texToMarkdown('$$\\sum_{i=1}^n a_i$$ and 50\\% off')).toBe('$$\\sum_{i=1}^n a_i$$ and 50% off');
  });
  it('FPS DOCTYPE: an external DTD is blanked out unread, a subset or an entity refused', () => {
    const ok = stripPlainDoctype('<?xml version="1.0"?>\n<!DOCTYPE fps PUBLIC "-//x//EN" "http://hustoj.com/fps.current.dtd" >\n<fps/>');
    expect(ok).not.toContain('DOCTYPE');
    expect(ok).toContain('<fps/>');
    expect(stripPlainDoctype('<fps><item><description><![CDATA[<!DOCTYPE html>]]></description></item></fps>')).toContain('<!DOCTYPE html>');
    expect(() => stripPlainDoctype('<!DOCTYPE fps [ ]><fps/>')).toThrow();
    expect(() => stripPlainDoctype('<!DOCTYPE fps SYSTEM "x.dtd" [<!ELEMENT fps ANY>]><fps/>')).toThrow();
    expect(() => stripPlainDoctype('<fps><!ENTITY x "y"></fps>')).toThrow();
  });
});

describe.each(dbTargets())('problem interchange, judged ($name)', (target) => {
  let app: BuiltApp;
  let root: string;
  let user: TestUser;

  useJudgingApp({ target }, async (built, rootToken, signedIn) => {
    app = built;
    root = rootToken;
    user = signedIn;
    // a site moved from another judge has plain numbers too
    await problemWithCases(app, '1000', { title: 'Existing 1000' });
  });

  const post = async (url: string, name: string, data: Uint8Array, policy?: string, token = root) => {
    const res = await postFile(app, policy ? `${url}?policy=${policy}` : url, multipart('file', name, data), token, EN);
    return { status: res.statusCode, body: res.json() as { msg: string; data: ImportReport[] } };
  };
  const detail = async (problemId: string) => {
    const row = await app.ctx.database.db.selectFrom('problem').select('id').where('problem_id', '=', problemId).executeTakeFirstOrThrow();
    const p = (await call(app, 'GET', `/api/admin/problem?pid=${row.id}`, undefined, { token: root })).body.data;
    const cases = (await call(app, 'GET', `/api/admin/problem/get-problem-cases?pid=${row.id}`, undefined, { token: root })).body.data;
    return { p, cases: cases as { input: string; output: string; score: number; groupNum: number }[] };
  };
  /** Judges each program on the problem; answers [status, score] per program. */
  const judged = async (problemId: string, programs: string[]) => {
    const ids: number[] = [];
    for (const code of programs)
      ids.push(await submitCode(app, user.token, { pid: problemId, language: 'Python3', code, cid: 0 }));
    const out: [number, number | null, string][] = [];
    for (const id of ids) {
      const row = await waitFinal(app, id, 150_000);
      out.push([row.status, row.score, row.error_message ?? '']);
    }
    return out.map(([s, score]) => [s, score]);
  };
  const { ACCEPTED: AC, WRONG_ANSWER: WA, PARTIAL_ACCEPTED: PA } = JudgeStatus;

  it('HOJ export of another site: P1000 clashes and becomes P1000-1; judged AC, WA and 30 of 100', async () => {
    const r = await post('/api/file/import-problem', 'hoj.zip', hojPackage('P1000'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.map((x) => [x.problemId, x.requestedId, x.imported, x.action])).toEqual([['P1000-1', 'P1000', true, 'renamed']]);
    expect(r.body.data[0].notes).toContain('The ID P1000 exists: imported as P1000-1');
    expect((await detail('P1000')).p.title).toBe('A+B Problem');
    expect(await judged('P1000-1', [PY_AC, PY_WA, PY_PART])).toEqual([[AC, 100], [WA, 0], [PA, 30]]);
    // HOJ's own languages this site lacks are left out, and the report names them
    const langs = await post('/api/file/import-problem', 'hoj.zip', hojPackage('HOJLANG', ['Python3', 'Python2', 'JavaScript V8']));
    expect(langs.body.data[0].notes).toContain('Languages this site does not have were left out: Python2, JavaScript V8');
  }, 300_000);

  it('QDUOJ: an ACM problem and a special judge with input-only cases (checker compiled from spj.code)', async () => {
    const r = await post('/api/file/import-qdoj-problem', 'qduoj.zip', qdojPackage());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.map((x) => [x.file, x.problemId, x.imported, x.reason])).toEqual([
      ['1/problem.json', '1000-1', true, null],
      ['2/problem.json', 'P1001-1', true, null],
    ]);
    expect(r.body.data[1].notes).toEqual(['The ID P1001 exists: imported as P1001-1', 'Type OI: the QDUOJ rule type is OI, per-case scores kept', 'Special judge: the package checker, compiled as C']);
    const spj = await detail('P1001-1');
    expect([spj.p.judgeMode, spj.p.spjLanguage, spj.p.type, spj.p.ioScore]).toEqual(['spj', 'C', 1, 100]);
    expect(spj.cases.map((c) => [c.input, c.output, c.score])).toEqual(INS.map((_, i) => [`${i + 1}.in`, `${i + 1}.out`, 25]));
    expect(await judged('1000-1', [PY_AC, PY_WA, PY_PART])).toEqual([[AC, null], [WA, null], [WA, null]]);
    expect(await judged('P1001-1', [PY_AC, PY_WA, PY_PART])).toEqual([[AC, 100], [WA, 0], [PA, 50]]);
  }, 300_000);

  it('FPS from HUSTOJ (DOCTYPE, image, tests, HUSTOJ special judge) and an FPS zip of two files', async () => {
    const one = await post('/api/file/import-fps-problem', 'fps.xml', strToU8(fpsXml('FPS A+B', null)));
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.data.map((x) => [x.file, x.imported, x.reason])).toEqual([['item 1', true, null]]);
    const a = await detail(one.body.data[0].problemId!);
    expect([a.p.title, a.p.timeLimit, a.p.memoryLimit, a.p.type, a.cases.length]).toEqual(['FPS A+B', 1000, 128, 0, 4]);
    expect(a.p.description).toMatch(/<img src="\/api\/public\/file\/[a-f0-9]{32}\.png">/);
    expect(await judged(one.body.data[0].problemId!, [PY_AC, PY_WA, PY_PART])).toEqual([[AC, null], [WA, null], [WA, null]]);

    const zip = zipSync(files({ 'export/a.xml': fpsXml('FPS zip one', null), 'export/b.xml': fpsXml('FPS zip spj', HUSTOJ_SPJ), 'export/readme.txt': 'x' }));
    const z = await post('/api/file/import-fps-problem', 'fps.zip', zip);
    expect(z.status, JSON.stringify(z.body)).toBe(200);
    expect(z.body.data.map((x) => [x.file, x.imported])).toEqual([['export/a.xml item 1', true], ['export/b.xml item 1', true]]);
    const spjId = z.body.data[1].problemId!;
    const spj = await detail(spjId);
    expect([spj.p.title, spj.p.judgeMode, spj.p.spjLanguage]).toEqual(['FPS zip spj', 'spj', 'C++']);
    expect(spj.p.spjCode).toContain('HUSTOJ special judge, wrapped on import');
    expect(await judged(spjId, [PY_AC, PY_WA])).toEqual([[AC, null], [WA, null]]);
  }, 300_000);

  it('Hydro: subtasks (min and sum) and per-case scores kept, the type explained; a testlib checker judges', async () => {
    const r = await post('/api/file/import-hydro-problem', 'hydro.zip', hydroPackage());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.map((x) => [x.file, x.problemId, x.imported, x.notes])).toEqual([
      ['chk/problem.yaml', 'HT', true, ['Special judge: the package checker, compiled as C++', 'Type OI: Hydro scores every problem; the per-case scores are kept (4 cases, 100 points)']],
      ['sub/problem.yaml', 'P1002-1', true, ['The ID P1002 exists: imported as P1002-1', 'Type OI with subtasks: 2 subtasks (100 points), a min subtask scores its lowest case']],
    ]);
    const sub = await detail('P1002-1');
    expect([sub.p.type, sub.p.judgeCaseMode, sub.p.ioScore]).toEqual([1, 'subtask_lowest', 100]);
    expect(sub.cases.map((c) => [c.input, c.score, c.groupNum])).toEqual([['1.in', 30, 1], ['2.in', 30, 1], ['3.in', 35, 2], ['4.in', 35, 3]]);
    // PY_NOT_SECOND loses the min subtask (30) and keeps both cases of the sum subtask (70)
    expect(await judged('P1002-1', [PY_AC, PY_WA, PY_PART, PY_NOT_SECOND])).toEqual([[AC, 100], [WA, 0], [PA, 30], [PA, 70]]);
    expect(await judged('HT', [PY_AC, PY_WA, PY_PART])).toEqual([[AC, 100], [WA, 0], [PA, 30]]);
  }, 300_000);

  it('clash policies: skip leaves the problem out, overwrite replaces it with a new test-data version (submissions kept)', async () => {
    const skip = await post('/api/file/import-hydro-problem', 'hydro.zip', hydroPackage('Hydro again'), 'skip');
    expect(skip.body.data.map((x) => [x.problemId, x.imported, x.action, x.reason])).toEqual([
      ['HT', false, 'skipped', 'The problem ID HT already exists'],
      ['P1002', false, 'skipped', 'The problem ID P1002 already exists'],
    ]);
    const before = await detail('HT');
    const submissions = async () =>
      Number((await app.ctx.database.db.selectFrom('judge').select((eb) => eb.fn.countAll<number>().as('n')).where('pid', '=', before.p.id).executeTakeFirstOrThrow()).n);
    const judgedBefore = await submissions();
    const seeded = await detail('P1002');
    // HT was made private on the site: the overwrite keeps it so (the package says public)
    await app.ctx.database.db.updateTable('problem').set({ auth: 2 }).where('id', '=', before.p.id).execute();
    const over = await post('/api/file/import-hydro-problem', 'hydro.zip', hydroPackage('Hydro overwritten'), 'overwrite');
    expect(over.body.data.map((x) => [x.problemId, x.imported, x.action, x.notes?.[0]])).toEqual([
      ['HT', true, 'overwritten', 'Overwrote the existing problem HT; its test data is a new version, its visibility is kept'],
      ['P1002', true, 'overwritten', 'Overwrote the existing problem P1002; its test data is a new version, its visibility is kept'],
    ]);
    const after = await detail('HT');
    expect([after.p.id, after.p.auth]).toEqual([before.p.id, 2]);
    expect(await submissions()).toBe(judgedBefore);
    // the seeded special judge P1002 is now the package's problem, its cases a new test-data version
    const replaced = await detail('P1002');
    expect([replaced.p.id, replaced.p.title, replaced.p.judgeMode, replaced.p.judgeCaseMode]).toEqual([seeded.p.id, 'Hydro overwritten', 'default', 'subtask_lowest']);
    expect(replaced.p.caseVersion).not.toBe(seeded.p.caseVersion);
    expect(replaced.cases.map((x) => x.input)).toEqual(['1.in', '2.in', '3.in', '4.in']);
    expect(await judged('P1002', [PY_PART])).toEqual([[PA, 30]]);
    const bad = await post('/api/file/import-problem', 'hoj.zip', hojPackage('P1000'), 'sideways');
    expect(bad.status).toBe(400);
  }, 120_000);

  it('Polygon: standard checker with groups and a dependency, a custom checker in an inner zip, an interactor; a package without tests is reported', async () => {
    const r = await post('/api/file/import-polygon-problem', 'polygon.zip', polygonZip());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const byFile = Object.fromEntries(r.body.data.map((x) => [x.file, x]));
    expect(Object.keys(byFile).sort()).toEqual(['custom-check.zip', 'guess/problem.xml', 'p1003/problem.xml', 'standard/problem.xml']);
    expect([byFile['standard/problem.xml'].imported, byFile['standard/problem.xml'].reason]).toEqual([
      false,
      'The package has no generated tests (4 of 4 test files missing): download the full package from Polygon',
    ]);
    const groups = byFile['p1003/problem.xml'];
    expect([groups.problemId, groups.imported, groups.notes]).toEqual([
      'P1003-1',
      true,
      [
        'The ID P1003 exists: imported as P1003-1',
        'Type OI with subtasks: 3 groups with points (100 points)',
        'Checker std::wcmp.cpp: the package copy is compiled as a testlib checker, as Polygon judges',
        "Group dependencies kept: a group's subtask also runs the tests of the groups it depends on",
        'The tutorial is kept at the end of the hint',
      ],
    ]);
    const g = await detail('P1003-1');
    expect([g.p.title, g.p.type, g.p.judgeMode, g.p.judgeCaseMode, g.p.timeLimit, g.p.memoryLimit, g.p.ioScore]).toEqual([
      'A plus B', 1, 'spj', 'subtask_lowest', 2000, 256, 100,
    ]);
    expect(g.p.description).toMatch(/^Given \$a\$ and \$b\$, find \*their\* sum\.\n\n- easy;\n- short\.\n\n!\[\]\(\/api\/public\/file\/[a-f0-9]{32}\.png\)$/);
    expect([g.p.input, g.p.output]).toEqual(['Two integers $a$ and $b$ ($1 \\le a, b \\le 10^4$).', 'Print **one** integer — the sum.']);
    expect(g.p.hint).toBe('In the first example $1+2=3$.\n\n### Tutorial\n\nJust add.');
    expect(g.p.examples).toBe('<input>1 2\n</input><output>3\n</output>');
    expect(g.p.tags.map((t: { name: string }) => t.name)).toEqual(['implementation']);
    expect(g.cases.map((c) => [c.input, c.score, c.groupNum])).toEqual([['1.in', 0, 1], ['2.in', 40, 2], ['3.in', 60, 3], ['4.in', 60, 3], ['2.in', 60, 3]]);
    // PY_NOT_SECOND fails group 1, so group 2 (which depends on it) scores nothing either
    // the package's wcmp decides: blanks around the number are accepted, as on Polygon
    expect(await judged('P1003-1', [PY_AC, PY_WA, PY_PART, PY_NOT_SECOND, PY_SPACED])).toEqual([[AC, 100], [WA, 0], [PA, 40], [PA, 0], [AC, 100]]);

    const custom = byFile['custom-check.zip'];
    expect([custom.problemId, custom.imported, custom.notes]).toEqual([
      'CUSTOM-CHECK',
      true,
      ['Type OI: per-test points kept (4 tests, 100 points)', 'Special judge: the package checker, compiled as C++', 'The tutorial is kept at the end of the hint'],
    ]);
    const c = await detail('CUSTOM-CHECK');
    expect([c.p.judgeMode, c.p.spjLanguage, Object.keys(JSON.parse(c.p.judgeExtraFile))]).toEqual(['spj', 'C++', ['testlib.h']]);
    expect(await judged('CUSTOM-CHECK', [PY_AC, PY_WA, PY_PART])).toEqual([[AC, 100], [WA, 0], [PA, 30]]);

    const it2 = byFile['guess/problem.xml'];
    expect([it2.problemId, it2.imported, it2.notes?.slice(0, 2)]).toEqual(['INTERACT-SUM', true, ['Type ACM: no test has points (4 tests)', 'Interactive: files/interactor.cpp is the interactor']]);
    expect((await detail('INTERACT-SUM')).p.judgeMode).toBe('interactive');
    expect(await judged('INTERACT-SUM', [PY_AC, PY_WA, PY_PART])).toEqual([[AC, null], [WA, null], [WA, null]]);
  }, 400_000);

  it('hostile packages are still refused: zip-slip, bombs (also inside an inner zip), entities, non-root callers', async () => {
    const slip = zipSync(files({ '../problem.xml': '<problem/>' }));
    let r = await post('/api/file/import-polygon-problem', 'slip.zip', slip);
    expect([r.status, r.body.msg]).toEqual([400, expect.stringMatching(/outside the archive folder/)]);
    r = await post('/api/file/import-fps-problem', 'slip.zip', zipSync(files({ 'a/../../x.xml': fpsXml('x', null) })));
    expect([r.status, r.body.msg]).toEqual([400, expect.stringMatching(/outside the archive folder/)]);
    const bomb = zipSync({ 'tests/01': new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    r = await post('/api/file/import-polygon-problem', 'bomb.zip', bomb);
    expect(r.status).toBe(400);
    r = await post('/api/file/import-polygon-problem', 'nested.zip', zipSync({ 'inner.zip': bomb }, { level: 0 }));
    expect([r.status, r.body.data.map((x) => [x.file, x.imported])]).toEqual([200, [['inner.zip', false]]]);
    expect(r.body.data[0].reason).toMatch(/zip bomb/);
    const entity = polygonXml({ shortName: 'evil', tests: [{}, {}, {}, {}] }).replace(
      '<problem ',
      '<!DOCTYPE problem [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<problem ',
    );
    r = await post('/api/file/import-polygon-problem', 'evil.zip', zipSync(files(polygonFiles('', entity))));
    expect(r.body.data.map((x) => [x.imported, x.reason])).toEqual([[false, 'problem.xml declares entities or a DOCTYPE with declarations, which are not accepted']]);
    r = await post('/api/file/import-fps-problem', 'evil.xml', strToU8(fpsXml('x', null).replace('"http://hustoj.com/fps.current.dtd" >', '"http://hustoj.com/fps.current.dtd" [<!ENTITY a "b">]>')));
    expect(r.status).toBe(400);
    const admin = await registerUser(app);
    await setRole(app, admin.uid, 1008);
    expect((await post('/api/file/import-polygon-problem', 'p.zip', polygonZip(), 'overwrite', admin.token)).status).toBe(403);
  }, 120_000);
});
