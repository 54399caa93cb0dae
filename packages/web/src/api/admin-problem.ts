// Back-office calls of the problem area: problems, cases, languages, tags, uploads, dashboard.
// Answer types are inferred from the schemas the server validates its answers with; what the editor
// holds and sends is the schemas' input. Type-only imports, so zod stays out of the bundle.
import type { z } from 'zod';
import type {
  adminLanguageSchema,
  codeTemplateSchema,
  listQuery,
  ClashPolicy,
  ImportReport,
  problemCaseSchema,
  problemManageDetailSchema,
  problemVO,
  uploadedCasesSchema,
} from '@judge/shared/schemas/problem-manage';
import type {
  adminTagSchema,
  tagBody,
  tagClassificationBody,
  tagClassificationSchema,
} from '@judge/shared/schemas/tag-manage';
import type { dashboardInfoSchema, sessionInfoSchema } from '@judge/shared/schemas/dashboard';
import type { mdFileSchema, mdImageSchema } from '@judge/shared/schemas/upload';
import { api, downloadAndSave, formWith, http, uploadWithProgress, type Envelope, type Page } from './http';

/** Problem as the admin calls return it (hoj-api-paths §8 `Problem`). */
export type AdminProblem = z.infer<typeof problemVO>;
/** A tag as the tag admin lists it. */
export type AdminTagRow = z.infer<typeof adminTagSchema>;
/** A tag as the back office edits and sends it (no id until saved); every tag row is one. */
export type AdminTag = z.input<typeof tagBody>;
export type TagClassificationRow = z.infer<typeof tagClassificationSchema>;
/** A tag classification as the tag admin edits and sends it (no id until saved). */
export type TagClassification = z.input<typeof tagClassificationBody>;
/** A code template of a problem; the editor's new ones have no id until saved. */
export type CodeTemplate = Omit<z.infer<typeof codeTemplateSchema>, 'id'> & { id?: number };
export type ProblemDetail = z.infer<typeof problemManageDetailSchema>;
export type ProblemCaseRow = z.infer<typeof problemCaseSchema>;
/** A case as the editor holds it: the text of a row; id absent until saved, score and group may be blank. */
export type ProblemCase = Pick<ProblemCaseRow, 'input' | 'output'> &
  Partial<Pick<ProblemCaseRow, 'id'>> & { score?: number | null; groupNum?: number | null };
/** A language as the back office sees it: its settings and whether this server's judge offers it. */
export type Language = z.infer<typeof adminLanguageSchema>;
export type UploadedCases = z.infer<typeof uploadedCasesSchema>;
export type DashboardInfo = z.infer<typeof dashboardInfoSchema>;
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

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

/** The back office's problem list query, as the server reads it. */
export type ProblemListQuery = z.input<typeof listQuery>;

export const getAdminProblemList = (q: ProblemListQuery) =>
  api.get<Page<AdminProblem>>('/api/admin/problem/get-problem-list', q);
export const getAdminProblem = (pid: number) => api.get<ProblemDetail>('/api/admin/problem', { pid });
export const createProblem = (dto: ProblemDto) => api.post<ProblemDetail>('/api/admin/problem', dto);
export const updateProblem = (dto: ProblemDto) => api.put<ProblemDetail>('/api/admin/problem', dto);
export const deleteProblem = (pid: number) => api.delete<null>('/api/admin/problem', { params: { pid } });
export const changeProblemAuth = (id: number, auth: number) =>
  api.put<null>('/api/admin/problem/change-problem-auth', { id, auth });
export const getProblemCases = (pid: number, isUpload: boolean) =>
  api.get<ProblemCaseRow[]>('/api/admin/problem/get-problem-cases', { pid, isUpload });
export const getAdminLanguages = () => api.get<Language[]>('/api/admin/languages');

/** Compiles a checker or interactor; resolves with the server message, rejects quietly (the caller shows the dialog). */
export const compileHelper = (
  kind: 'spj' | 'interactive',
  body: { pid?: number | null; code: string; language: string; extraFiles?: Record<string, string> | null },
) => http.post<Envelope<null>>(`/api/admin/problem/compile-${kind}`, body, { silent: true });

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
  api.post<z.infer<typeof mdImageSchema>>('/api/file/upload-md-img', formWith('image', file));
export const uploadMdFile = (file: File) =>
  api.post<z.infer<typeof mdFileSchema>>(
    '/api/file/upload-md-file',
    formWith('file', file),
  );

export const getAllTags = () => api.get<AdminTagRow[]>('/api/admin/tag/list');
export const addTag = (tag: AdminTag) => api.post<AdminTagRow>('/api/admin/tag', tag);
export const updateTag = (tag: AdminTag) => api.put<null>('/api/admin/tag', tag);
export const deleteTag = (tid: number) => api.delete<null>('/api/admin/tag', { params: { tid } });
export const getTagClassifications = () => api.get<TagClassificationRow[]>('/api/admin/tag/classification');
export const addTagClassification = (c: TagClassification) =>
  api.post<TagClassificationRow>('/api/admin/tag/classification', c);
export const updateTagClassification = (c: TagClassification) =>
  api.put<null>('/api/admin/tag/classification', c);
export const deleteTagClassification = (tcid: number) =>
  api.delete<null>('/api/admin/tag/classification', { params: { tcid } });

export const getDashboardInfo = () => api.get<DashboardInfo>('/api/admin/dashboard/get-dashboard-info');
export const getPreviousSession = () => api.post<SessionInfo>('/api/admin/dashboard/get-sessions', {});

/** One report per problem of an import (the server's answer schema). */
export type { ImportReport, ClashPolicy };
export type ImportFormat = 'hoj' | 'qdoj' | 'fps' | 'hydro' | 'polygon';
const IMPORT_PATHS: Record<ImportFormat, string> = {
  hoj: '/api/file/import-problem',
  qdoj: '/api/file/import-qdoj-problem',
  fps: '/api/file/import-fps-problem',
  hydro: '/api/file/import-hydro-problem',
  polygon: '/api/file/import-polygon-problem',
};
/** POST /api/file/import-problem | import-qdoj-problem | import-fps-problem | import-hydro-problem | import-polygon-problem (root), ?policy=: a zip (FPS: an XML file or a zip of them); one report per problem. */
export const importProblems = (
  format: ImportFormat,
  file: File,
  policy: ClashPolicy,
  onProgress: (percent: number) => void,
) => uploadWithProgress<ImportReport[]>(`${IMPORT_PATHS[format]}?policy=${policy}`, formWith('file', file), onProgress);
export const exportProblemsUrl = (ids: number[]) =>
  `/api/file/export-problem?${ids.map((id) => `pid=${id}`).join('&')}`;
