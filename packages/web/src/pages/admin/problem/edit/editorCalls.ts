// Where the problem editor loads and saves. The back office uses its own calls (/api/admin/...);
// in group mode (/group/:groupID/problem/create and /edit/:problemId, groups-accounts-admin.md §2
// GroupCreateProblem / GroupEditProblem) the editor is the same form over the group's calls
// (hoj-api-paths §2.4, the test-data upload with ?gid= of §3), which a group admin who is no site
// admin may use. The languages come from the public list there (the back office's list, with the
// judge's availability, is the site admins').
import {
  compileHelper,
  createProblem,
  getAdminLanguages,
  getAdminProblem,
  getAllTags,
  getProblemCases,
  updateProblem,
  uploadTestcaseZip,
  type AdminTagRow,
  type Language,
  type ProblemCaseRow,
  type ProblemDetail,
  type ProblemDto,
} from '../../../../api/admin-problem';
import {
  compileGroupHelper,
  createGroupProblem,
  getGroupProblem,
  getGroupProblemCases,
  getGroupProblemTags,
  updateGroupProblem,
  uploadGroupTestcaseZip,
} from '../../../../api/group';
import { getAllProblemTags, getLanguages } from '../../../../api/problem';

export type CompileCall = typeof compileHelper;
export type UploadCall = typeof uploadTestcaseZip;

export interface EditorCalls {
  /** Query-key prefix of this editor's reads (the back office's or one group's). */
  key: readonly unknown[];
  languages: () => Promise<Language[]>;
  tags: () => Promise<AdminTagRow[]>;
  detail: (pid: number) => Promise<ProblemDetail>;
  cases: (pid: number, isUpload: boolean) => Promise<ProblemCaseRow[]>;
  save: (dto: ProblemDto, isNew: boolean) => Promise<unknown>;
  compile: CompileCall;
  upload: UploadCall;
  /** Where a new problem's editor goes once saved, and where Cancel leads. */
  listPath: string;
  /** The reads a save makes stale. */
  staleKey: readonly unknown[];
  /** The group's short name, prefixed by the server to the display id (group mode only). */
  idPrefix: string | null;
}

export const siteEditorCalls: EditorCalls = {
  key: ['admin'],
  languages: getAdminLanguages,
  tags: getAllTags,
  detail: getAdminProblem,
  cases: getProblemCases,
  save: (dto, isNew) => (isNew ? createProblem(dto) : updateProblem(dto)),
  compile: compileHelper,
  upload: uploadTestcaseZip,
  listPath: '/manage/problems',
  staleKey: ['admin'],
  idPrefix: null,
};

/** The group's tags first, then the main site's (a group problem may carry either). */
async function groupTags(gid: number): Promise<AdminTagRow[]> {
  const [own, site] = await Promise.all([getGroupProblemTags(gid), getAllProblemTags('ME')]);
  const seen = new Set(own.map((x) => x.name));
  return [
    ...own,
    ...site
      .filter((x) => !seen.has(x.name))
      .map((x) => ({
        id: x.id,
        name: x.name,
        color: x.color,
        oj: x.oj ?? 'ME',
        gid: null,
        tcid: x.tcid ?? null,
      })),
  ];
}

export function groupEditorCalls(gid: number, shortName: string): EditorCalls {
  return {
    key: ['group', gid, 'editor'],
    languages: async () =>
      (await getLanguages({ all: true })).map((l) => ({
        ...l,
        codeTemplate: null,
        offered: null,
        hiddenCause: null,
        hiddenReason: null,
        packages: [],
      })),
    tags: () => groupTags(gid),
    detail: getGroupProblem,
    cases: getGroupProblemCases,
    save: (dto, isNew) =>
      isNew ? createGroupProblem({ ...dto, problem: { ...dto.problem, gid } }) : updateGroupProblem(dto),
    compile: (kind, body) => compileGroupHelper(gid, kind, body),
    upload: (file, mode, onProgress) => uploadGroupTestcaseZip(gid, file, mode, onProgress),
    listPath: `/group/${gid}/problem/admin`,
    staleKey: ['group', gid],
    idPrefix: shortName.toUpperCase(),
  };
}

/** The display id as the group editor shows it: without the group's prefix, which the server adds. */
export const withoutPrefix = (problemId: string, prefix: string | null) =>
  prefix && problemId.toUpperCase().startsWith(prefix) ? problemId.slice(prefix.length) : problemId;
