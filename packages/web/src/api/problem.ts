// Public problem calls (site.md §7 "Problems").
import { api, compact, type Page } from './http';

export interface TagVO {
  id: number;
  name: string;
  color: string | null;
  oj?: string;
  gid?: number | null;
  tcid?: number | null;
}

export interface ProblemCounts {
  total: number;
  ac: number;
  mle: number;
  tle: number;
  re: number;
  pe: number;
  ce: number;
  wa: number;
  se: number;
  pa: number;
}

export interface ProblemRow extends ProblemCounts {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  tags: TagVO[];
  score: number | null;
}

export interface Problem {
  id: number;
  problemId: string;
  title: string;
  author: string | null;
  type: number;
  judgeMode: string;
  judgeCaseMode: string;
  timeLimit: number;
  memoryLimit: number;
  description: string | null;
  input: string | null;
  output: string | null;
  examples: string | null;
  isRemote: boolean;
  source: string | null;
  difficulty: number;
  hint: string | null;
  auth: number;
  ioScore: number;
  codeShare: boolean;
  userExtraFile: string | null;
  openCaseResult: boolean;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  gid: number | null;
}

export interface ProblemDetail {
  problem: Problem;
  tags: TagVO[];
  languages: string[];
  problemCount: ProblemCounts & { pid: number };
  codeTemplate: Record<string, string>;
}

export interface ProblemListQuery {
  keyword?: string;
  difficulty?: number;
  oj?: string;
  tagId?: string;
  currentPage?: number;
  limit?: number;
}

export interface TagGroup {
  classification: { id: number; name: string; oj: string; rank: number } | null;
  tagList: TagVO[];
}

export interface Language {
  id: number;
  name: string;
  description: string;
  contentType: string;
  compileCommand: string | null;
  template: string | null;
  version: string | null;
}

export const getProblemList = (q: ProblemListQuery) =>
  api.get<Page<ProblemRow>>('/api/get-problem-list', compact(q));
export const getProblemDetail = (problemId: string) =>
  api.get<ProblemDetail>('/api/get-problem-detail', { problemId });
export const getAllProblemTags = (oj?: string) =>
  api.get<TagVO[]>('/api/get-all-problem-tags', compact({ oj }));
export const getProblemTagsAndClassification = (oj?: string) =>
  api.get<TagGroup[]>('/api/get-problem-tags-and-classification', compact({ oj }));
export const getUserProblemStatus = (pidList: number[]) =>
  api.post<Record<string, { status: number; score: number | null }>>('/api/get-user-problem-status', {
    pidList,
    isContestProblemList: false,
  });
export const getRandomProblem = () => api.get<{ problemId: string }>('/api/get-random-problem');
export const getProblemCodeTemplate = (pid: number) =>
  api.get<Record<string, string>>('/api/get-problem-code-template', { pid });
export const getLastAcCode = (pid: number) =>
  api.get<{ submitId: number; code: string; language: string }>('/api/get-last-ac-code', { pid });
export const getLanguages = (q: { pid?: number; all?: boolean }) => api.get<Language[]>('/api/languages', q);

/** One example of a statement: a sample input and its output. */
export interface Example {
  input: string;
  output: string;
}

/** `<input>…</input><output>…</output>` pairs of a statement (HOJ's examples format). */
export function parseExamples(examples: string | null | undefined): Example[] {
  if (!examples) return [];
  const out: Example[] = [];
  const re = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;
  for (let m = re.exec(examples); m; m = re.exec(examples)) out.push({ input: m[1], output: m[2] });
  return out;
}
