// Hydro export zip import (hoj-behaviour §10): <n>/problem.yaml, problem*.md and testdata/; the zip goes
// through the hardened reader (zip-slip, links, bombs).
import { parse as parseYaml } from 'yaml';
import type { Actor } from '@judge/shared';
import { badRequest } from '../../../lib/errors.js';
import { pairCases, readZipEntries } from '../testdata/zip.js';
import type { StoredFile } from '../testdata/upload.js';
import { examplesOf, importedReport, uploadedCases, storeStatementFiles, languageIds, refusedReport, saveImported, type ImportDeps, type ImportReport } from './common.js';

// ---------------------------------------------------------------- Hydro

/** Hydro's `time`: "1s", "500ms", "1.5s" or a bare number of ms. */
export function hydroTimeMs(v: unknown, fallback = 1000): number {
  if (v == null || v === '') return fallback;
  if (typeof v === 'number') return Math.round(v);
  const m = /^\s*([\d.]+)\s*(ms|s)?\s*$/i.exec(String(v));
  if (!m) throw badRequest('Hydro_Config_Invalid', { detail: `time: ${String(v)}` });
  const n = Number(m[1]);
  return Math.round((m[2] ?? 'ms').toLowerCase() === 's' ? n * 1000 : n);
}
/** Hydro's `memory`: "256m", "256mb", "1g", "65536k" or a bare number of MB. */
export function hydroMemoryMb(v: unknown, fallback = 256): number {
  if (v == null || v === '') return fallback;
  if (typeof v === 'number') return Math.round(v);
  const m = /^\s*([\d.]+)\s*(k|kb|kib|m|mb|mib|g|gb|gib)?\s*$/i.exec(String(v));
  if (!m) throw badRequest('Hydro_Config_Invalid', { detail: `memory: ${String(v)}` });
  const n = Number(m[1]);
  const u = (m[2] ?? 'm').toLowerCase()[0];
  return Math.max(1, Math.round(u === 'k' ? n / 1024 : u === 'g' ? n * 1024 : n));
}

interface HydroCase {
  input?: string;
  output?: string;
  score?: number;
}
interface HydroSubtask {
  id?: number;
  score?: number;
  type?: string;
  cases?: HydroCase[];
}
interface HydroConfig {
  type?: string;
  time?: unknown;
  memory?: unknown;
  checker_type?: string;
  checker?: string;
  interactor?: string;
  subtasks?: HydroSubtask[];
  cases?: HydroCase[];
  score?: number;
  filename?: string;
}

const HEADINGS: [keyof Statement, RegExp][] = [
  ['description', /^(description|background|题目描述|题目背景|描述|背景)$/i],
  ['input', /^(input|input format|输入|输入格式)$/i],
  ['output', /^(output|output format|输出|输出格式)$/i],
  ['hint', /^(hint|hints|note|notes|limits|提示|说明|说明\/提示|数据范围|数据范围与提示)$/i],
  ['samples', /^(samples?|examples?|样例|输入输出样例|样例输入|样例输出)(\s*\d+)?$/i],
];
interface Statement {
  description: string;
  input: string;
  output: string;
  hint: string;
  samples: string;
}

/**
 * Hydro's embeds (`@[pdf](file://statement.pdf)`, `@[video](…)`, `@[youtube](…)`, `@[bilibili](…)`) are
 * its own Markdown; here they showed as an "@" and a link named "pdf". They become plain links named
 * after the file (a tedukuri problem's whole statement is such a PDF).
 */
export function hydroEmbeds(md: string): string {
  return md.replace(/@\[(pdf|video|youtube|bilibili)\]\(([^()\s]+)\)/gi, (_, _kind: string, url: string) => {
    const name = url.startsWith('file://') ? url.slice(7).split('/').pop() || url : url;
    return `[${name.replace(/[[\]\\]/g, '\\$&')}](${url})`;
  });
}

/** Splits a Hydro markdown statement by its `#`/`##` headings; samples come from ```inputN / ```outputN blocks. */
export function splitHydroStatement(md: string) {
  const samples: { input: string; output: string }[] = [];
  const ins = new Map<string, string>();
  const outs = new Map<string, string>();
  const take = (_: string, kind: string, n: string, body: string) => {
    (kind === 'input' ? ins : outs).set(n, body.replace(/\n$/, ''));
    return '';
  };
  // Markdown fences, and the HTML a statement written as HTML carries (`<pre><code class="language-input1">`)
  const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  const rest = md
    .replace(/```(input|output)(\d+)[^\n]*\n([\s\S]*?)```/g, take)
    .replace(/<pre>\s*<code class="language-(input|output)(\d+)">([\s\S]*?)<\/code>\s*<\/pre>/g, (m, kind: string, n: string, body: string) =>
      take(m, kind, n, unescape(body)),
    );
  for (const n of [...ins.keys()].sort((a, b) => Number(a) - Number(b))) samples.push({ input: ins.get(n)!, output: outs.get(n) ?? '' });
  const parts: Statement = { description: '', input: '', output: '', hint: '', samples: '' };
  let current: keyof Statement = 'description';
  let matched = false;
  for (const line of rest.split('\n')) {
    const h = /^#{1,3}\s+(.+?)\s*#*\s*$/.exec(line);
    const key = h ? HEADINGS.find(([, re]) => re.test(h[1].trim()))?.[0] : undefined;
    if (key) {
      current = key;
      matched = true;
      continue;
    }
    parts[current] += `${line}\n`;
  }
  const clean = (s: string) => s.replace(/^\s*\n/, '').trimEnd();
  return {
    structured: matched,
    description: clean(parts.description),
    input: clean(parts.input),
    output: clean(parts.output),
    hint: [clean(parts.hint), clean(parts.samples)].filter(Boolean).join('\n\n'),
    samples,
  };
}

/** Even split of `total` over `n` cases, the remainder spread over the last ones (the editor's rule). */
const split = (total: number, n: number) =>
  Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i >= n - (total % n) ? 1 : 0));

const pickStatement = (files: Map<string, Buffer>, dir: string) => {
  const names = [...files.keys()].filter((n) => n.startsWith(dir) && /^problem(_[\w-]+)?\.md$/.test(n.slice(dir.length)));
  const order = ['problem.md', 'problem_zh.md', 'problem_en.md'];
  names.sort((a, b) => {
    const ia = order.indexOf(a.slice(dir.length));
    const ib = order.indexOf(b.slice(dir.length));
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || (a < b ? -1 : 1);
  });
  return names[0] ? files.get(names[0])!.toString('utf8') : null;
};

type Note = { key: string; params?: Record<string, string | number> };
interface ScoredCase {
  input: string;
  output: string;
  score: number;
  groupNum: number;
}

/**
 * Hydro's scores as our cases. Hydro shows a score for every problem, so each import is an OI
 * problem; how the score is summed decides the case mode:
 * - no subtasks: per-case scores (a case's own `score`, else the total, default 100, split evenly),
 *   summed (case mode default);
 * - subtasks that are all `sum`: each subtask's score split over its cases, summed (default);
 * - any `min` (Hydro's default) or `max` subtask: case mode subtask_lowest, where a group scores its
 *   lowest case; a `min` subtask is one group whose cases each carry the subtask's score, and each case
 *   of a `sum` subtask becomes a group of its own carrying its share, so that its cases still add up.
 *   (`max` has no equivalent and is taken as `min`; the note says so.)
 */
export function hydroScoring(config: HydroConfig, testdataNames: string[]): { cases: ScoredCase[]; caseMode: string; note: Note } {
  const subtasks = Array.isArray(config.subtasks) ? config.subtasks.filter((s) => s && typeof s === 'object') : [];
  if (subtasks.length === 0) {
    const explicit = Array.isArray(config.cases) && config.cases.length > 0;
    const flat = explicit
      ? config.cases!.map((c) => ({ input: String(c.input ?? ''), output: String(c.output ?? ''), score: c.score }))
      : pairCases(testdataNames).map((c) => ({ input: c.input, output: c.output ?? '', score: undefined as number | undefined }));
    const even = split(Number(config.score ?? 100), flat.length);
    const cases = flat.map((c, i) => ({ input: c.input, output: c.output, score: c.score != null ? Number(c.score) : even[i], groupNum: 1 }));
    const own = flat.some((c) => c.score != null);
    return {
      cases,
      caseMode: 'default',
      note: { key: own ? 'Import_Note_Hydro_Case_Scores' : 'Import_Note_Hydro_Even', params: { n: cases.length, total: cases.reduce((s, c) => s + c.score, 0) } },
    };
  }
  const kinds = subtasks.map((s) => String(s.type ?? 'min').toLowerCase());
  const lowest = kinds.some((k) => k !== 'sum');
  const cases: ScoredCase[] = [];
  let group = 0;
  for (const [i, s] of subtasks.entries()) {
    const list = (s.cases ?? []).map((c) => ({ input: String(c.input ?? ''), output: String(c.output ?? '') }));
    const score = Number(s.score ?? 0);
    if (lowest && kinds[i] !== 'sum') {
      group += 1;
      for (const c of list) cases.push({ ...c, score, groupNum: group });
    } else {
      const shares = split(score, list.length);
      if (!lowest) group += 1;
      for (const [k, c] of list.entries()) cases.push({ ...c, score: shares[k], groupNum: lowest ? ++group : group });
    }
  }
  const total = subtasks.reduce((sum, s) => sum + Number(s.score ?? 0), 0);
  if (!lowest) return { cases, caseMode: 'default', note: { key: 'Import_Note_Hydro_Sum_Subtasks', params: { n: subtasks.length, total } } };
  return {
    cases,
    caseMode: 'subtask_lowest',
    note: {
      key: kinds.includes('max') ? 'Import_Note_Hydro_Max_Subtasks' : 'Import_Note_Hydro_Min_Subtasks',
      params: { n: subtasks.length, total },
    },
  };
}

/**
 * Imports a Hydro export zip: one folder per problem (or one problem at the root) with
 * `problem.yaml` (title, tag, pid), `problem.md` / `problem_<lang>.md`, `testdata/config.yaml` and
 * the case files, `additional_file/` (kept as user extra files when text). Default, testlib special
 * judge, interactive and subtask scoring (min → subtask_lowest, all sum → plain OI scores) import.
 */
export async function importHydroProblems(deps: ImportDeps, actor: Actor, zipPath: string, size: number): Promise<ImportReport[]> {
  const files = await readZipEntries(zipPath, size, (n) =>
    /^(?:[^/]+\/)?(?:problem(?:_[\w-]+)?\.(?:yaml|yml|md)|testdata\/[^/]+|additional_file\/[^/]+)$/.test(n),
  );
  const yamls = [...files.keys()].filter((n) => /^(?:[^/]+\/)?problem\.ya?ml$/.test(n)).sort();
  if (yamls.length === 0) throw badRequest('Hydro_No_Problem');
  const byName = await languageIds(deps.database);
  const reports: ImportReport[] = [];
  for (const file of yamls) {
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    let problemId: string | null = null;
    const notes: string[] = [];
    try {
      let meta: Record<string, unknown>;
      let config: HydroConfig = {};
      try {
        meta = (parseYaml(files.get(file)!.toString('utf8'), { maxAliasCount: 50 }) ?? {}) as Record<string, unknown>;
        const cfg = files.get(`${dir}testdata/config.yaml`) ?? files.get(`${dir}testdata/config.yml`);
        if (cfg) config = (parseYaml(cfg.toString('utf8'), { maxAliasCount: 50 }) ?? {}) as HydroConfig;
      } catch {
        throw badRequest('Hydro_Yaml_Invalid');
      }
      if (typeof meta !== 'object' || typeof config !== 'object') throw badRequest('Hydro_Yaml_Invalid');
      const folder = dir.replace(/\/$/, '');
      const rawId = meta.pid != null && String(meta.pid).trim() ? String(meta.pid) : folder || 'HYDRO';
      problemId = rawId.toUpperCase().replace(/[^A-Z0-9_-]/g, '-').slice(0, 30);
      const type = String(config.type ?? 'default');
      if (type !== 'default' && type !== 'interactive') throw badRequest('Hydro_Type_Unsupported', { type });
      const data = (name: string) => files.get(`${dir}testdata/${name}`);
      const code = (name: string | undefined, what: string) => {
        const buf = name ? data(name) : undefined;
        if (!name || !buf) throw badRequest('Testcase_File_Missing', { name: name ?? what });
        return buf.toString('utf8');
      };
      let judgeMode = 'default';
      let spjCode: string | null = null;
      if (type === 'interactive') {
        judgeMode = 'interactive';
        spjCode = code(config.interactor, 'interactor');
      } else {
        const ct = String(config.checker_type ?? 'default');
        if (ct === 'testlib') {
          judgeMode = 'spj';
          spjCode = code(config.checker, 'checker');
          notes.push(deps.t('Import_Note_Checker', { language: 'C++' }));
        } else if (ct !== 'default' && ct !== 'strict') throw badRequest('Hydro_Checker_Unsupported', { type: ct });
      }
      const { cases, caseMode, note } = hydroScoring(config, [...files.keys()].filter((n) => n.startsWith(`${dir}testdata/`)).map((n) => n.slice(dir.length + 9)));
      const stored: Record<string, StoredFile> = {};
      for (const c of cases)
        for (const name of [c.input, c.output]) {
          const buf = name ? data(name) : undefined;
          if (!buf) throw badRequest('Testcase_File_Missing', { name: name || '?' });
          stored[name] = await deps.blobs.put(buf);
        }
      notes.push(deps.t(note.key, note.params));
      if (cases.length === 0) throw badRequest('Problem_Testcase_Required');
      let md = pickStatement(files, dir) ?? '';
      // `file://name` points into additional_file/: kept as uploads so that images and PDFs still show
      const refs = new Map<string, { ref: string; data: Buffer }>();
      for (const [n, buf] of files)
        if (n.startsWith(`${dir}additional_file/`)) refs.set(n.slice(dir.length + 16), { ref: `file://${n.slice(dir.length + 16)}`, data: buf });
      [md] = await storeStatementFiles(deps, actor, [hydroEmbeds(md)], refs, notes);
      const st = splitHydroStatement(md);
      const none = deps.t('Hydro_See_Description');
      const extra: Record<string, string> = {};
      for (const [n, buf] of files)
        if (n.startsWith(`${dir}additional_file/`) && !buf.includes(0) && buf.length <= 1_000_000)
          extra[n.slice(dir.length + 16)] = buf.toString('utf8');
      const fileIo = typeof config.filename === 'string' && config.filename.trim() ? config.filename.trim() : null;
      // Hydro's judge supplies testlib.h itself; ours compiles only what the problem carries.
      const judgeExtra: Record<string, string> = {};
      const header = data('testlib.h');
      if (header) judgeExtra['testlib.h'] = header.toString('utf8');
      else if (spjCode && /#\s*include\s*[<"]testlib\.h[>"]/.test(spjCode)) notes.push(deps.t('Import_Note_Testlib_Missing'));
      const tags = [...new Set((Array.isArray(meta.tag) ? meta.tag : []).map((x) => String(x).trim()).filter(Boolean))];
      const saved = await saveImported(deps, actor, {
        problem: {
          problemId,
          title: String(meta.title ?? '').trim(),
          type: 1,
          judgeMode,
          judgeCaseMode: caseMode,
          timeLimit: hydroTimeMs(config.time),
          memoryLimit: hydroMemoryMb(config.memory),
          stackLimit: 128,
          description: st.description,
          input: st.input || none,
          output: st.output || none,
          hint: st.hint || null,
          source: null,
          examples: examplesOf(st.samples),
          difficulty: 0,
          auth: 1,
          spjCode,
          spjLanguage: spjCode ? 'C++' : null,
          userExtraFile: Object.keys(extra).length ? JSON.stringify(extra) : null,
          judgeExtraFile: Object.keys(judgeExtra).length ? JSON.stringify(judgeExtra) : null,
          ...(fileIo ? { isFileIO: true, ioReadFileName: `${fileIo}.in`, ioWriteFileName: `${fileIo}.out` } : {}),
        },
        samples: cases,
        ...(await uploadedCases(deps, actor, stored, byName)),
        tags: tags.map((name) => ({ name })),
        codeTemplates: [],
      });
      reports.push(importedReport(deps, file, problemId, saved, notes));
    } catch (e) {
      reports.push(refusedReport(deps, file, problemId, e));
    }
  }
  return reports;
}
