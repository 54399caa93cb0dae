// Public problem calls (site.md §7 "Problems"). Answer types are inferred from the schemas the server
// validates its answers with; type-only imports, so zod stays out of the bundle.
import type { z } from 'zod';
import type {
  classificationSchema,
  fullScreenItemSchema,
  languageSchema,
  lastAcSchema,
  problemCountsSchema,
  problemDetailSchema,
  problemPageSchema,
  problemRowSchema,
  problemSchema,
  ProblemListQuery,
  randomProblemSchema,
  tagRefSchema,
  tagSchema,
  userProblemStatusSchema,
} from '@judge/shared/schemas/problem';
import { api, compact } from './http';

/** A tag as every answer carries it: list rows give id, name and colour; the tag calls add oj, gid and tcid. */
export type TagVO = z.infer<typeof tagRefSchema> & Partial<z.infer<typeof tagSchema>>;
export type ProblemCounts = z.infer<typeof problemCountsSchema>;
export type ProblemRow = z.infer<typeof problemRowSchema>;
export type Problem = z.infer<typeof problemSchema>;
export type ProblemDetail = z.infer<typeof problemDetailSchema>;
export type TagGroup = z.infer<typeof classificationSchema>;
export type Language = z.infer<typeof languageSchema>;
export type UserProblemStatus = z.infer<typeof userProblemStatusSchema>;


export const getProblemList = (q: ProblemListQuery) =>
  api.get<z.infer<typeof problemPageSchema>>('/api/get-problem-list', compact(q));
export const getProblemDetail = (problemId: string) =>
  api.get<ProblemDetail>('/api/get-problem-detail', { problemId });
/** The problem strip of focus mode in a training or contest, with the caller's status on each. */
export type FullScreenProblem = z.infer<typeof fullScreenItemSchema>;
export const getFullScreenProblems = (q: { tid?: number; cid?: number }) =>
  api.get<FullScreenProblem[]>('/api/get-full-screen-problem-list', compact(q));
export const getAllProblemTags = (oj?: string) =>
  api.get<TagVO[]>('/api/get-all-problem-tags', compact({ oj }));
export const getProblemTagsAndClassification = (oj?: string) =>
  api.get<TagGroup[]>('/api/get-problem-tags-and-classification', compact({ oj }));
/** `gid`: a group's problems (HOJ's GroupProblemList sends it). */
export const getUserProblemStatus = (pidList: number[], gid?: number) =>
  api.post<UserProblemStatus>('/api/get-user-problem-status', {
    pidList,
    isContestProblemList: false,
    ...(gid ? { gid } : {}),
  });
export const getRandomProblem = () => api.get<z.infer<typeof randomProblemSchema>>('/api/get-random-problem');
export const getProblemCodeTemplate = (pid: number) =>
  api.get<Record<string, string>>('/api/get-problem-code-template', { pid });
export const getLastAcCode = (pid: number) =>
  api.get<z.infer<typeof lastAcSchema>>('/api/get-last-ac-code', { pid });
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
