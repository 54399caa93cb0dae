// Codeforces Polygon packages (the "full" Linux/Windows package Polygon builds, with generated tests):
// problem.xml for names, limits, io files, tests, groups, checker and interactor; statements from
// statements/<lang>/problem-properties.json (or the TeX sources), turned into the editor's markdown
// with the math kept; tests from tests/. Several packages in one zip: one per folder, or zips inside
// the zip. Every archive goes through the hardened zip reader (zip-slip, links, bombs).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Actor } from '@judge/shared';
import { badRequest } from '../../../lib/errors.js';
import { readZipEntries, ZIP_LIMITS } from '../testdata/zip.js';
import type { StoredFile } from '../testdata/upload.js';
import {
  displayIdOf,
  examplesOf,
  importedReport,
  languageIds,
  uploadedCases,
  refusedReport,
  saveImported,
  storeStatementFiles,
  type ImportDeps,
  type ImportReport,
} from './common.js';
import { stripPlainDoctype } from './fps.js';

/** Package paths the import reads; solutions, generated statements (.pdf/.html) and binaries are left in the zip. */
const WANTED =
  /^(?:problem\.xml|tags|check\.(?:cpp|c)|interactor\.(?:cpp|c)|tests\/[^/]+|files\/[^/]+|statements\/[^./][^/]*\/[^/]+|statement-sections\/[^/]+\/[^/]+)$/;
const BINARY = /\.(?:exe|jar|jarkt\d*|dll|pdf|sty|ftl)$/i;
/** Most packages in one upload (each is a whole problem with its tests). */
export const POLYGON_MAX_PACKAGES = 100;

/**
 * Polygon's standard checkers that the built-in comparison stands in for ONLY when the package has no
 * copy of them to compile: it compares lines with blanks at line ends ignored, where wcmp/ncmp/… compare
 * tokens (so "3 4" against "3\n4" differs). The package's copy is what Polygon judged with, so it is
 * compiled whenever present, like a custom checker.
 */
const BUILT_IN_CHECKERS = new Set(['wcmp', 'ncmp', 'lcmp', 'fcmp', 'hcmp', 'uncmp']);

type Files = Map<string, Buffer>;
type Node = Record<string, unknown>;

const asList = (v: unknown): Node[] => (v == null ? [] : (Array.isArray(v) ? v : [v]).filter((x): x is Node => !!x && typeof x === 'object'));
const attr = (n: unknown, name: string) => (n && typeof n === 'object' ? String((n as Node)[`@_${name}`] ?? '') : '');
const text = (n: unknown): string => {
  if (n == null) return '';
  if (typeof n !== 'object') return String(n);
  return text((n as Node)['#text']);
};

/** Widest number a path pattern may ask for (`%0999999999d` would build a string of a gigabyte). */
const MAX_PATTERN_WIDTH = 20;

/** `tests/%02d` with 7 → `tests/07` (the printf patterns of problem.xml). */
export function polygonPath(pattern: string, n: number): string {
  return pattern.replace(/%(0?)(\d*)d/, (_, zero: string, width: string) =>
    String(n).padStart(Math.min(Number(width || 0), MAX_PATTERN_WIDTH), zero ? '0' : ' '),
  );
}

/** The editor's markdown from Polygon's TeX: math (`$…$`, `$$$…$$$`) is kept for the renderer, the usual macros are translated. */
export function texToMarkdown(tex: string | null | undefined): string {
  if (!tex) return '';
  let s = tex.replace(/\r\n?/g, '\n');
  // Codeforces writes inline math as $$$…$$$; the editor's renderer reads $…$.
  s = s.replace(/\$\$\$([\s\S]+?)\$\$\$/g, (_, m: string) => `$${m}$`);
  s = s.replace(/(^|[^\\])%[^\n]*/g, '$1');
  const simple: [RegExp, string][] = [
    [/\\textbf\{([^{}]*)\}/g, '**$1**'],
    [/\\bf\{([^{}]*)\}/g, '**$1**'],
    [/\\(?:textit|emph|it)\{([^{}]*)\}/g, '*$1*'],
    [/\\(?:texttt|t|tt|code)\{([^{}]*)\}/g, '`$1`'],
    [/\\underline\{([^{}]*)\}/g, '$1'],
    [/\\(?:textsc|textrm|textsf|mbox)\{([^{}]*)\}/g, '$1'],
    [/\\url\{([^{}]*)\}/g, '<$1>'],
    [/\\href\{([^{}]*)\}\{([^{}]*)\}/g, '[$2]($1)'],
    [/\\includegraphics(?:\[[^\]]*\])?\{([^{}]*)\}/g, '![]($1)'],
    [/\\(?:section|subsection|subsubsection)\*?\{([^{}]*)\}/g, '\n### $1\n'],
    [/\\begin\{(?:center|flushleft|flushright|figure|tabular\}\{[^}]*)\}|\\end\{(?:center|flushleft|flushright|figure|tabular)\}/g, ''],
    [/\\begin\{(?:verbatim|lstlisting)\}\n?/g, '\n```\n'],
    [/\\end\{(?:verbatim|lstlisting)\}/g, '```\n'],
    [/\\epigraph\{([^{}]*)\}\{([^{}]*)\}/g, '> $1 — $2\n'],
    [/\\(?:medskip|bigskip|smallskip|noindent|newpage|par|centering|hfill|vfill)\b/g, ''],
    [/---/g, '—'],
    [/--/g, '–'],
    [/<</g, '«'],
    [/>>/g, '»'],
    [/``/g, '“'],
    [/''/g, '”'],
  ];
  // Math must not be touched by the text macros: cut it out, translate, put it back.
  const math: string[] = [];
  s = s.replace(/\$\$[\s\S]+?\$\$|\$[^$\n]+?\$|\\\[[\s\S]+?\\\]|\\\([\s\S]+?\\\)/g, (m) => {
    math.push(m.startsWith('\\[') ? `$$${m.slice(2, -2)}$$` : m.startsWith('\\(') ? `$${m.slice(2, -2)}$` : m);
    return `\u0000${math.length - 1}\u0000`;
  });
  for (let i = 0; i < 3; i++) for (const [re, to] of simple) s = s.replace(re, to);
  // Lists: itemize → "- ", enumerate → "1. "
  const lists: ('-' | '1.')[] = [];
  s = s
    .split('\n')
    .map((line) => {
      let l = line;
      const open = /\\begin\{(itemize|enumerate)\}/.exec(l);
      if (open) {
        lists.push(open[1] === 'itemize' ? '-' : '1.');
        l = l.replace(open[0], '');
      }
      if (/\\end\{(itemize|enumerate)\}/.test(l)) {
        lists.pop();
        l = l.replace(/\\end\{(itemize|enumerate)\}/, '');
      }
      const indent = '  '.repeat(Math.max(0, lists.length - 1));
      return l.replace(/^\s*\\item\s*/, () => `${indent}${lists[lists.length - 1] ?? '-'} `);
    })
    .join('\n');
  s = s.replace(/\\\\(\[[^\]]*\])?/g, '  \n').replace(/~/g, ' ').replace(/\\([%&#_{}$])/g, '$1');
  s = s.replace(/\u0000(\d+)\u0000/g, (_, i: string) => math[Number(i)]);
  return s.replace(/\n{3,}/g, '\n\n').trim();
}

interface Statement {
  language: string;
  name: string;
  legend: string;
  input: string;
  output: string;
  notes: string;
  tutorial: string;
  interaction: string;
  scoring: string;
  samples: { input: string; output: string }[];
  /** Files of the statement folder (images), by name. */
  files: Map<string, Buffer>;
}

/** The sections of a `problem.tex` (olymp.sty): `\begin{problem}…`, `\InputFile`, `\OutputFile`, `\Example`, `\Note`. */
function splitProblemTex(tex: string) {
  const body = tex.replace(/^[\s\S]*?\\begin\{problem\}(?:\{[^{}]*\})*/, '').replace(/\\end\{problem\}[\s\S]*$/, '');
  const parts: Record<string, string> = { legend: '' };
  let current = 'legend';
  const marks: Record<string, string> = {
    InputFile: 'input',
    OutputFile: 'output',
    Interaction: 'interaction',
    Scoring: 'scoring',
    Note: 'notes',
    Notes: 'notes',
    Example: 'examples',
    Examples: 'examples',
    Tutorial: 'tutorial',
  };
  for (const piece of body.split(/(\\(?:InputFile|OutputFile|Interaction|Scoring|Notes?|Examples?|Tutorial)\b)/)) {
    const m = /^\\(\w+)$/.exec(piece);
    if (m && marks[m[1]]) current = marks[m[1]];
    else parts[current] = (parts[current] ?? '') + piece;
  }
  return parts;
}

const LANG_ORDER = ['english', 'chinese', 'russian'];

function readStatement(files: Files, names: Map<string, string>): Statement | null {
  const langs = new Set<string>();
  for (const n of files.keys()) {
    const m = /^(statements|statement-sections)\/([^/.][^/]*)\//.exec(n);
    if (m) langs.add(m[2]);
  }
  const order = [...langs].sort((a, b) => {
    const ia = LANG_ORDER.indexOf(a);
    const ib = LANG_ORDER.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || (a < b ? -1 : 1);
  });
  const language = order[0];
  if (!language) return null;
  const get = (p: string) => files.get(p)?.toString('utf8');
  const dir = `statements/${language}/`;
  const st: Statement = {
    language,
    name: names.get(language) ?? '',
    legend: '',
    input: '',
    output: '',
    notes: '',
    tutorial: '',
    interaction: '',
    scoring: '',
    samples: [],
    files: new Map(),
  };
  for (const [n, buf] of files) {
    if (n.startsWith(dir) && !n.slice(dir.length).includes('/')) st.files.set(n.slice(dir.length), buf);
    const sec = `statement-sections/${language}/`;
    if (n.startsWith(sec) && !st.files.has(n.slice(sec.length))) st.files.set(n.slice(sec.length), buf);
  }
  const props = get(`${dir}problem-properties.json`);
  let parsed: Record<string, unknown> | null = null;
  if (props)
    try {
      parsed = JSON.parse(props) as Record<string, unknown>;
    } catch {
      parsed = null;
    }
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  if (parsed) {
    st.name = str(parsed.name) || st.name;
    st.legend = str(parsed.legend);
    st.input = str(parsed.input);
    st.output = str(parsed.output);
    st.notes = str(parsed.notes);
    st.tutorial = str(parsed.tutorial);
    st.interaction = str(parsed.interaction);
    st.scoring = str(parsed.scoring);
    if (Array.isArray(parsed.sampleTests))
      st.samples = parsed.sampleTests.map((t: { input?: unknown; output?: unknown }) => ({ input: str(t?.input), output: str(t?.output) }));
  } else {
    // statement-sections/<lang>/*.tex (what Polygon keeps per section), else the whole problem.tex
    const sec = (name: string) => get(`statement-sections/${language}/${name}.tex`) ?? '';
    const tex = get(`${dir}problem.tex`);
    if (sec('legend')) {
      st.name = sec('name').trim() || st.name;
      st.legend = sec('legend');
      st.input = sec('input');
      st.output = sec('output');
      st.notes = sec('notes');
      st.tutorial = sec('tutorial');
      st.interaction = sec('interaction');
      st.scoring = sec('scoring');
    } else if (tex) {
      const p = splitProblemTex(tex);
      st.legend = p.legend ?? '';
      st.input = p.input ?? '';
      st.output = p.output ?? '';
      st.notes = p.notes ?? '';
      st.tutorial = p.tutorial ?? '';
      st.interaction = p.interaction ?? '';
      st.scoring = p.scoring ?? '';
    } else return null;
  }
  if (st.samples.length === 0) {
    for (const base of [dir, `statement-sections/${language}/`]) {
      for (let i = 1; i <= 99; i++) {
        const n = String(i).padStart(2, '0');
        const input = get(`${base}example.${n}`);
        if (input == null) break;
        st.samples.push({ input, output: get(`${base}example.${n}.a`) ?? '' });
      }
      if (st.samples.length) break;
    }
  }
  return st;
}

/** `cpp.g++17`, `c.gcc`, `h.g++` … as a checker language of ours (C / C++), or null. */
const sourceLanguage = (type: string, file: string): string | null => {
  const t = type.toLowerCase();
  if (t.startsWith('cpp.') || (!t && /\.(cpp|cc|cxx)$/i.test(file))) return 'C++';
  if (t.startsWith('c.') || (!t && /\.c$/i.test(file))) return 'C';
  return null;
};

interface PolygonCase {
  input: string;
  output: string;
  score: number;
  groupNum: number;
}

interface TestInfo {
  index: number;
  points: number;
  group: string;
  sample: boolean;
}

/**
 * Scores from tests' points and groups. No points at all → an ACM problem (first failing test
 * decides). Points without groups → OI, per-test points summed. Groups → OI with subtask_lowest:
 * a `complete-group` group is one subtask whose tests each carry the group's points; each test of an
 * `each-test` group is a subtask of its own carrying its points. A group's dependencies are added to
 * its subtask(s) as extra runs of their tests, so that it scores only when they pass too (Polygon's rule).
 */
export function polygonScoring(testset: Node, tests: TestInfo[]) {
  const groups = asList((testset.groups as Node | undefined)?.group);
  const anyPoints = tests.some((t) => t.points > 0) || groups.some((g) => Number(attr(g, 'points')) > 0);
  const plain = (type: number, note: string) => ({
    type,
    caseMode: 'default',
    cases: tests.map((t) => ({ test: t.index, score: type ? Math.round(t.points) : 0, groupNum: 1 })),
    note,
    groups: 0,
    dependencies: false,
  });
  if (!anyPoints) return plain(0, 'Import_Note_Polygon_Acm');
  if (!(groups.length > 0 && tests.some((t) => t.group))) return plain(1, 'Import_Note_Polygon_Points');
  const byName = new Map(groups.map((g) => [attr(g, 'name'), g]));
  const testsOf = (g: string) => tests.filter((t) => t.group === g);
  const deps = (g: string, seen = new Set<string>()): string[] => {
    for (const d of asList(((byName.get(g)?.dependencies as Node | undefined) ?? {}).dependency)) {
      const dn = attr(d, 'group');
      if (dn && !seen.has(dn) && dn !== g) {
        seen.add(dn);
        deps(dn, seen);
      }
    }
    return [...seen];
  };
  const cases: { test: number; score: number; groupNum: number }[] = [];
  let groupNum = 0;
  const groupNames = [...new Set([...groups.map((g) => attr(g, 'name')), ...tests.map((t) => t.group)])].filter((g) => testsOf(g).length > 0);
  for (const g of groupNames) {
    const node = byName.get(g);
    const own = testsOf(g);
    const required = deps(g).flatMap(testsOf);
    const complete = attr(node, 'points-policy') !== 'each-test';
    if (complete) {
      const points = node && attr(node, 'points') !== '' ? Number(attr(node, 'points')) : own.reduce((s, t) => s + t.points, 0);
      groupNum += 1;
      for (const t of [...own, ...required]) cases.push({ test: t.index, score: Math.round(points), groupNum });
    } else
      for (const t of own) {
        groupNum += 1;
        for (const r of [t, ...required]) cases.push({ test: r.index, score: Math.round(t.points), groupNum });
      }
  }
  // Tests outside every group (samples often are) are run and count for nothing.
  const inGroups = new Set(cases.map((c) => c.test));
  const loose = tests.filter((t) => !inGroups.has(t.index));
  if (loose.length) {
    groupNum += 1;
    for (const t of loose) cases.push({ test: t.index, score: Math.round(t.points), groupNum });
  }
  const dependencies = groupNames.some((g) => deps(g).length > 0);
  return { type: 1, caseMode: 'subtask_lowest', cases, note: 'Import_Note_Polygon_Groups', groups: groupNames.length, dependencies };
}

/** The total a submission can score: the sum of the cases, or of each group's lowest case in subtask_lowest. */
function totalOf(cases: PolygonCase[], caseMode: string): number {
  if (caseMode !== 'subtask_lowest') return cases.reduce((s, c) => s + c.score, 0);
  const low = new Map<number, number>();
  for (const c of cases) low.set(c.groupNum, Math.min(low.get(c.groupNum) ?? Infinity, c.score));
  return [...low.values()].reduce((s, v) => s + v, 0);
}

async function importPackage(deps: ImportDeps, actor: Actor, files: Files, label: string, byName: Map<string, number>): Promise<ImportReport> {
  let problemId: string | null = null;
  const notes: string[] = [];
  try {
    const xmlRaw = files.get('problem.xml')?.toString('utf8');
    if (!xmlRaw) throw badRequest('Polygon_No_Problem');
    const xml = stripPlainDoctype(xmlRaw, 'Polygon_Doctype_Refused');
    if (XMLValidator.validate(xml) !== true) throw badRequest('Polygon_Xml_Invalid');
    const doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      parseTagValue: false,
      parseAttributeValue: false,
      processEntities: true,
      htmlEntities: false,
      isArray: (n) => ['name', 'testset', 'test', 'group', 'dependency', 'tag', 'executable', 'file'].includes(n),
    }).parse(xml) as Node;
    const problem = doc.problem as Node | undefined;
    if (!problem) throw badRequest('Polygon_Xml_Invalid');
    problemId = displayIdOf(attr(problem, 'short-name'), 'POLYGON');
    const names = new Map(asList((problem.names as Node | undefined)?.name).map((n) => [attr(n, 'language'), attr(n, 'value')]));
    const judging = (problem.judging ?? {}) as Node;
    const testsets = asList(judging.testset);
    const testset = testsets.find((t) => attr(t, 'name') === 'tests') ?? testsets[0];
    if (!testset) throw badRequest('Polygon_No_Tests', { missing: 0, total: 0 });
    const count = Number(text(testset['test-count']));
    const inPattern = text(testset['input-path-pattern']) || 'tests/%02d';
    const ansPattern = text(testset['answer-path-pattern']) || 'tests/%02d.a';
    const testNodes = asList((testset.tests as Node | undefined)?.test);
    if (!Number.isInteger(count) || count < 1) throw badRequest('Polygon_No_Tests', { missing: 0, total: 0 });
    // Each test is two files of the package: a count past what it holds is refused from the files it
    // has, never by building the list it declares (a forged 99999999 took minutes and gigabytes).
    if (count * 2 > files.size) {
      let present = 0;
      for (let i = 1; i <= files.size; i++) {
        if (files.has(polygonPath(inPattern, i)) && files.has(polygonPath(ansPattern, i))) present++;
      }
      throw badRequest('Polygon_No_Tests', { missing: count - present, total: count });
    }
    const tests: TestInfo[] = Array.from({ length: count }, (_, i) => ({
      index: i + 1,
      points: Number(attr(testNodes[i], 'points')) || 0,
      group: attr(testNodes[i], 'group'),
      sample: attr(testNodes[i], 'sample') === 'true',
    }));
    // A package without generated tests (Polygon's "standard" package, or one downloaded before the
    // tests were generated) is reported instead of importing an empty problem.
    const missing = tests.filter((t) => !files.has(polygonPath(inPattern, t.index)) || !files.has(polygonPath(ansPattern, t.index)));
    if (missing.length > 0) throw badRequest('Polygon_No_Tests', { missing: missing.length, total: count });

    // checker / interactor
    const assets = (problem.assets ?? {}) as Node;
    const source = (n: unknown) => (n && typeof n === 'object' ? ((n as Node).source as Node | undefined) : undefined);
    const interactorSrc = source(assets.interactor);
    const checker = assets.checker as Node | undefined;
    const checkerName = attr(checker, 'name');
    const std = /^std::(\w+)\.cpp$/.exec(checkerName)?.[1] ?? null;
    let judgeMode = 'default';
    let spjCode: string | null = null;
    let spjLanguage: string | null = null;
    const readSource = (src: Node | undefined, what: string) => {
      const p = attr(src, 'path');
      const buf = p ? files.get(p) : undefined;
      if (!buf) throw badRequest('Testcase_File_Missing', { name: p || what });
      const lang = sourceLanguage(attr(src, 'type'), p);
      if (!lang) throw badRequest('Polygon_Source_Language_Unsupported', { name: p, type: attr(src, 'type') });
      return { code: buf.toString('utf8'), lang, path: p };
    };
    /** The package holds the source, and testlib.h if the source includes it. */
    const compilable = (src: Node | undefined) => {
      const code = files.get(attr(src, 'path'));
      if (!code) return false;
      return files.has('files/testlib.h') || !/#\s*include\s*[<"]testlib\.h[>"]/.test(code.toString('utf8'));
    };
    if (interactorSrc) {
      const it = readSource(interactorSrc, 'interactor');
      judgeMode = 'interactive';
      spjCode = it.code;
      spjLanguage = it.lang;
      notes.push(deps.t('Import_Note_Polygon_Interactor', { name: it.path }));
      if (checker && !std && attr(source(checker), 'path')) notes.push(deps.t('Import_Note_Polygon_Checker_Unused', { name: attr(source(checker), 'path') }));
    } else if (std && BUILT_IN_CHECKERS.has(std) && !compilable(source(checker))) {
      notes.push(deps.t('Import_Note_Polygon_Std_Checker', { name: checkerName }));
    } else if (checker && source(checker)) {
      const ck = readSource(source(checker), 'checker');
      judgeMode = 'spj';
      spjCode = ck.code;
      spjLanguage = ck.lang;
      notes.push(
        std ? deps.t('Import_Note_Polygon_Std_Compiled', { name: checkerName }) : deps.t('Import_Note_Checker', { language: ck.lang }),
      );
    }
    const judgeExtra: Record<string, string> = {};
    if (spjCode) {
      const header = files.get('files/testlib.h');
      if (header) judgeExtra['testlib.h'] = header.toString('utf8');
      else if (/#\s*include\s*[<"]testlib\.h[>"]/.test(spjCode)) notes.push(deps.t('Import_Note_Testlib_Missing'));
    }

    // tests and scores
    const scoring = polygonScoring(testset, tests);
    const stored: Record<string, StoredFile> = {};
    for (const t of tests) {
      stored[`${t.index}.in`] = await deps.blobs.put(files.get(polygonPath(inPattern, t.index))!);
      stored[`${t.index}.out`] = await deps.blobs.put(files.get(polygonPath(ansPattern, t.index))!);
    }
    const cases: PolygonCase[] = scoring.cases.map((c) => ({ input: `${c.test}.in`, output: `${c.test}.out`, score: c.score, groupNum: c.groupNum }));
    notes.unshift(deps.t(scoring.note, { n: tests.length, groups: scoring.groups, total: totalOf(cases, scoring.caseMode) }));
    if (scoring.dependencies) notes.push(deps.t('Import_Note_Polygon_Dependencies'));

    // statement
    const st = readStatement(files, names);
    if (!st) notes.push(deps.t('Import_Note_Polygon_No_Statement'));
    const none = deps.t('Hydro_See_Description');
    const md = (s: string | undefined) => texToMarkdown(s);
    let description = [md(st?.legend), st?.interaction ? `### ${deps.t('Import_Polygon_Interaction')}\n\n${md(st.interaction)}` : '', st?.scoring ? `### ${deps.t('Import_Polygon_Scoring')}\n\n${md(st.scoring)}` : '']
      .filter(Boolean)
      .join('\n\n');
    let hint = [md(st?.notes), st?.tutorial?.trim() ? `### ${deps.t('Import_Polygon_Tutorial')}\n\n${md(st.tutorial)}` : ''].filter(Boolean).join('\n\n');
    if (st?.tutorial?.trim()) notes.push(deps.t('Import_Note_Polygon_Tutorial'));
    let input = md(st?.input);
    let output = md(st?.output);
    if (st) {
      // `](name)` (what \includegraphics became), so that a plain word equal to a file name is left alone
      const refs = new Map<string, { ref: string; data: Buffer; wrap: (link: string) => string }>();
      for (const [n, buf] of st.files)
        if (/\.(png|jpe?g|gif|bmp|webp|svg|pdf)$/i.test(n)) refs.set(n, { ref: `](${n})`, data: buf, wrap: (link) => `](${link})` });
      [description, input, output, hint] = await storeStatementFiles(deps, actor, [description, input, output, hint], refs, notes);
    }
    const samples = st?.samples.length
      ? st.samples
      : tests.filter((t) => t.sample).map((t) => ({ input: files.get(polygonPath(inPattern, t.index))!.toString('utf8'), output: files.get(polygonPath(ansPattern, t.index))!.toString('utf8') }));
    const io = (v: string) => (v && v !== 'stdin' && v !== 'stdout' ? v : '');
    const inFile = io(attr(judging, 'input-file'));
    const outFile = io(attr(judging, 'output-file'));
    const tagText = files.get('tags')?.toString('utf8') ?? '';
    const tags = [...new Set([...tagText.split(/\r?\n/), ...asList((problem.tags as Node | undefined)?.tag).map((t) => attr(t, 'value'))].map((x) => x.trim()).filter(Boolean))];
    const memory = Math.max(1, Math.round(Number(text(testset['memory-limit'])) / 1048576) || 256);
    const saved = await saveImported(deps, actor, {
      problem: {
        problemId,
        title: (st?.name || names.get('english') || [...names.values()][0] || problemId).trim(),
        type: scoring.type,
        judgeMode,
        judgeCaseMode: scoring.caseMode,
        timeLimit: Math.round(Number(text(testset['time-limit']))) || 1000,
        memoryLimit: memory,
        stackLimit: Math.min(memory, 4096),
        description: description,
        input: input || none,
        output: output || none,
        hint: hint || null,
        source: attr(problem, 'url') || null,
        examples: examplesOf(samples),
        difficulty: 0,
        auth: 1,
        spjCode,
        spjLanguage,
        judgeExtraFile: Object.keys(judgeExtra).length ? JSON.stringify(judgeExtra) : null,
        ...(inFile || outFile ? { isFileIO: true, ioReadFileName: inFile || 'input.txt', ioWriteFileName: outFile || 'output.txt' } : {}),
      },
      samples: cases,
      ...(await uploadedCases(deps, actor, stored, byName)),
      tags: tags.map((name) => ({ name })),
      codeTemplates: [],
    });
    return importedReport(deps, label, problemId, saved, notes);
  } catch (e) {
    return refusedReport(deps, label, problemId, e, notes);
  }
}

/** Entries of the package rooted at `prefix` ('' or `name/`), renamed relative to it. */
function packageFiles(all: Files, prefix: string): Files {
  const out: Files = new Map();
  for (const [n, buf] of all) if (n.startsWith(prefix)) out.set(n.slice(prefix.length), buf);
  return out;
}

const wanted = (rel: string) => WANTED.test(rel) && !BINARY.test(rel);

/**
 * Imports Polygon packages: a package zip (problem.xml at its root), a zip with one package per
 * folder, or a zip of package zips (each read by the hardened reader with what is left of the size
 * budget). One report per package.
 */
export async function importPolygonProblems(deps: ImportDeps, actor: Actor, zipPath: string, size: number): Promise<ImportReport[]> {
  const outer = await readZipEntries(zipPath, size, (n) => {
    const parts = n.split('/');
    if (/\.zip$/i.test(n)) return parts.length <= 2;
    return wanted(n) || (parts.length > 1 && wanted(parts.slice(1).join('/')));
  });
  const packages: { label: string; files: Files }[] = [];
  if (outer.has('problem.xml')) packages.push({ label: 'problem.xml', files: packageFiles(outer, '') });
  for (const n of [...outer.keys()].sort())
    if (/^[^/]+\/problem\.xml$/.test(n)) packages.push({ label: n, files: packageFiles(outer, n.slice(0, -'problem.xml'.length)) });
  let budget = ZIP_LIMITS.maxTotalBytes - [...outer.values()].reduce((s, b) => s + b.length, 0);
  const inner = [...outer.keys()].filter((n) => /\.zip$/i.test(n)).sort();
  if (packages.length + inner.length > POLYGON_MAX_PACKAGES) throw badRequest('Polygon_Too_Many_Packages', { max: POLYGON_MAX_PACKAGES });
  const reports: ImportReport[] = [];
  for (const n of inner) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'polygon-'));
    try {
      const file = path.join(dir, 'package.zip');
      await fs.writeFile(file, outer.get(n)!);
      // Nested archives share the outer budget: a zip of zips cannot inflate past the caps either.
      const files = await readZipEntries(file, outer.get(n)!.length, wanted, { ...ZIP_LIMITS, maxTotalBytes: Math.max(0, budget) });
      budget -= [...files.values()].reduce((s, b) => s + b.length, 0);
      if (!files.has('problem.xml')) {
        reports.push(refusedReport(deps, n, null, badRequest('Polygon_No_Problem')));
        continue;
      }
      packages.push({ label: n, files });
    } catch (e) {
      reports.push(refusedReport(deps, n, null, e));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
    outer.delete(n);
  }
  if (packages.length === 0 && reports.length === 0) throw badRequest('Polygon_No_Problem');
  const byName = await languageIds(deps.database);
  for (const p of packages) reports.push(await importPackage(deps, actor, p.files, p.label, byName));
  return reports;
}
