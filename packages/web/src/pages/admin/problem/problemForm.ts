import { PROBLEM_DEFAULTS, splitScores } from '@judge/shared';
import type { ProblemCase, ProblemDetail } from '../../../api/admin-problem';

export interface Example {
  input: string;
  output: string;
}

/** Statement examples are stored as `<input>…</input><output>…</output>` pairs (hoj-behaviour §4). */
export function parseExamples(s: string | null | undefined): Example[] {
  if (!s) return [];
  const out: Example[] = [];
  const re = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;
  for (let m = re.exec(s); m; m = re.exec(s)) out.push({ input: m[1], output: m[2] });
  return out;
}
export const serialiseExamples = (list: Example[]) =>
  list.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join('');

/** Extra files are a JSON map name → content; the form edits them as rows. */
export interface ExtraFile {
  name: string;
  content: string;
}
export function parseExtraFiles(s: string | null | undefined): ExtraFile[] {
  if (!s) return [];
  try {
    return Object.entries(JSON.parse(s) as Record<string, string>).map(([name, content]) => ({ name, content }));
  } catch {
    return [];
  }
}
export const serialiseExtraFiles = (rows: ExtraFile[]) =>
  rows.length ? JSON.stringify(Object.fromEntries(rows.map((r) => [r.name.trim(), r.content]))) : null;

export const isSubtask = (mode: string) => mode === 'subtask_lowest' || mode === 'subtask_average';

/** Gives the cases an even OI score split (remainder over the last ones). */
export function withSplitScores(cases: ProblemCase[]): ProblemCase[] {
  const scores = splitScores(cases.length);
  return cases.map((c, i) => ({ ...c, score: scores[i] }));
}

export interface BasicFields {
  problemId: string;
  title: string;
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  difficulty: number;
  type: number;
  auth: number;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  codeShare: boolean;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  judgeCaseMode: string;
}

export const newProblemFields = (canPublish: boolean): BasicFields => ({
  problemId: '',
  title: '',
  timeLimit: PROBLEM_DEFAULTS.timeLimitMs,
  memoryLimit: PROBLEM_DEFAULTS.memoryLimitMb,
  stackLimit: PROBLEM_DEFAULTS.stackLimitMb,
  difficulty: PROBLEM_DEFAULTS.difficulty,
  type: PROBLEM_DEFAULTS.type,
  auth: canPublish ? PROBLEM_DEFAULTS.auth : 2,
  description: '',
  input: '',
  output: '',
  hint: '',
  source: '',
  codeShare: PROBLEM_DEFAULTS.codeShare,
  isRemoveEndBlank: PROBLEM_DEFAULTS.isRemoveEndBlank,
  openCaseResult: PROBLEM_DEFAULTS.openCaseResult,
  isFileIO: false,
  ioReadFileName: '',
  ioWriteFileName: '',
  judgeCaseMode: PROBLEM_DEFAULTS.judgeCaseMode,
});

export const fieldsOf = (p: ProblemDetail): BasicFields => ({
  problemId: p.problemId,
  title: p.title,
  timeLimit: p.timeLimit,
  memoryLimit: p.memoryLimit,
  stackLimit: p.stackLimit,
  difficulty: p.difficulty,
  type: p.type,
  auth: p.auth,
  description: p.description ?? '',
  input: p.input ?? '',
  output: p.output ?? '',
  hint: p.hint ?? '',
  source: p.source ?? '',
  codeShare: p.codeShare,
  isRemoveEndBlank: p.isRemoveEndBlank,
  openCaseResult: p.openCaseResult,
  isFileIO: p.isFileIO,
  ioReadFileName: p.ioReadFileName ?? '',
  ioWriteFileName: p.ioWriteFileName ?? '',
  judgeCaseMode: p.judgeCaseMode,
});
