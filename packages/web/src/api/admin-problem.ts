import type { Language as PublicLanguage, Problem } from './problem';
import { api, downloadAndSave, formWith, http, uploadWithProgress, type Envelope, type Page } from './http';

/**
 * Problem as the admin calls return it (hoj-api-paths §8 `Problem`): the public problem's fields
 * (but the group) and those only the back office sees.
 */
export interface AdminProblem extends Omit<Problem, 'gid'> {
  stackLimit: number;
  spjCode: string | null;
  spjLanguage: string | null;
  judgeExtraFile: string | null;
  isRemoveEndBlank: boolean;
  isUploadCase: boolean;
  caseVersion: string;
  modifiedUser: string | null;
  gmtCreate: string;
  gmtModified: string;
}

export interface AdminTag {
  id?: number | null;
  name: string;
  color?: string | null;
  oj?: string;
  gid?: number | null;
  tcid?: number | null;
}
export interface TagClassification {
  id?: number;
  name: string;
  oj?: string;
  rank: number;
}
export interface CodeTemplate {
  id?: number;
  lid: number;
  code: string;
  status: boolean;
}
export interface ProblemDetail extends AdminProblem {
  languages: { id: number; name: string }[];
  codeTemplates: CodeTemplate[];
  tags: AdminTag[];
}
export interface ProblemCase {
  id?: number;
  input: string;
  output: string;
  score?: number | null;
  groupNum?: number | null;
}
/** A language as the back office sees it: the public fields (but the judge's version) and its settings. */
export interface Language extends Omit<PublicLanguage, 'version'> {
  codeTemplate: string | null;
  isSpj: boolean;
  oj: string;
  seq: number;
}

/** Body of POST/PUT /api/admin/problem (`ProblemDTO`). */
export interface ProblemDto {
  problem: Partial<AdminProblem> & { problemId: string; title: string };
  samples: ProblemCase[];
  isUploadTestCase: boolean;
  uploadTestcaseDir?: string | null;
  judgeMode: string;
  changeModeCode?: boolean;
  changeJudgeCaseMode?: boolean;
  languages: { id: number; name: string }[];
  tags: AdminTag[];
  codeTemplates: CodeTemplate[];
}

export interface ProblemListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
  auth?: number;
  oj?: string;
}

export const getAdminProblemList = (q: ProblemListQuery) =>
  api.get<Page<AdminProblem>>('/api/admin/problem/get-problem-list', q);
export const getAdminProblem = (pid: number) => api.get<ProblemDetail>('/api/admin/problem', { pid });
export const createProblem = (dto: ProblemDto) => api.post<ProblemDetail>('/api/admin/problem', dto);
export const updateProblem = (dto: ProblemDto) => api.put<ProblemDetail>('/api/admin/problem', dto);
export const deleteProblem = (pid: number) => api.delete<null>('/api/admin/problem', { params: { pid } });
export const changeProblemAuth = (id: number, auth: number) =>
  api.put<null>('/api/admin/problem/change-problem-auth', { id, auth });
export const getProblemCases = (pid: number, isUpload: boolean) =>
  api.get<ProblemCase[]>('/api/admin/problem/get-problem-cases', { pid, isUpload });
export const getAdminLanguages = () => api.get<Language[]>('/api/admin/languages');

/** Compiles a checker or interactor; resolves with the server message, rejects quietly (the caller shows the dialog). */
export const compileHelper = (
  kind: 'spj' | 'interactive',
  body: { pid?: number | null; code: string; language: string; extraFiles?: Record<string, string> | null },
) => http.post<Envelope<null>>(`/api/admin/problem/compile-${kind}`, body, { silent: true });

export interface UploadedCases {
  fileList: { input: string; output: string; score: number; groupNum?: number }[];
  fileListDir: string;
}
export const uploadTestcaseZip = (file: File, mode: string, onProgress: (percent: number) => void) =>
  uploadWithProgress<UploadedCases>(
    `/api/file/upload-testcase-zip?mode=${encodeURIComponent(mode)}`,
    formWith('file', file),
    onProgress,
  );

/** Downloads a file answer (a zip) with the session token and saves it under its server name. */
export async function downloadFile(url: string, fallbackName: string) {
  await downloadAndSave(url, fallbackName, { timeout: 0 });
}

export const uploadMdImage = (file: File) =>
  api.post<{ link: string; fileId: number }>('/api/file/upload-md-img', formWith('image', file));
export const uploadMdFile = (file: File) =>
  api.post<{ link: string; fileId: number; name: string }>(
    '/api/file/upload-md-file',
    formWith('file', file),
  );

export const getAllTags = () => api.get<AdminTag[]>('/api/admin/tag/list');
export const addTag = (tag: AdminTag) => api.post<AdminTag>('/api/admin/tag', tag);
export const updateTag = (tag: AdminTag) => api.put<null>('/api/admin/tag', tag);
export const deleteTag = (tid: number) => api.delete<null>('/api/admin/tag', { params: { tid } });
export const getTagClassifications = () => api.get<TagClassification[]>('/api/admin/tag/classification');
export const addTagClassification = (c: TagClassification) =>
  api.post<TagClassification>('/api/admin/tag/classification', c);
export const updateTagClassification = (c: TagClassification) =>
  api.put<null>('/api/admin/tag/classification', c);
export const deleteTagClassification = (tcid: number) =>
  api.delete<null>('/api/admin/tag/classification', { params: { tcid } });

export interface DashboardInfo {
  userNum: number;
  recentContestNum: number;
  todayJudgeNum: number;
}
export interface SessionInfo {
  id: number;
  uid: string;
  userAgent: string;
  ip: string;
  gmtCreate: string;
}
export const getDashboardInfo = () => api.get<DashboardInfo>('/api/admin/dashboard/get-dashboard-info');
export const getPreviousSession = () => api.post<SessionInfo | null>('/api/admin/dashboard/get-sessions', {});

export interface ImportReport {
  file: string;
  problemId: string | null;
  imported: boolean;
  reason: string | null;
}
export type ImportFormat = 'hoj' | 'qdoj' | 'fps' | 'hydro';
const IMPORT_PATHS: Record<ImportFormat, string> = {
  hoj: '/api/file/import-problem',
  qdoj: '/api/file/import-qdoj-problem',
  fps: '/api/file/import-fps-problem',
  hydro: '/api/file/import-hydro-problem',
};
/** POST /api/file/import-problem | import-qdoj-problem | import-fps-problem | import-hydro-problem (root): a zip (FPS: an XML file); one report per problem. */
export const importProblems = (format: ImportFormat, file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress<ImportReport[]>(IMPORT_PATHS[format], formWith('file', file), onProgress);
export const exportProblemsUrl = (ids: number[]) =>
  `/api/file/export-problem?${ids.map((id) => `pid=${id}`).join('&')}`;
