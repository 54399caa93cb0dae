// Group calls (hoj-api-paths §2.1–§2.3 and the group avatar of §3): paths and parameters are HOJ's.
import type { AnnouncementVO } from '@judge/shared/schemas/announcement';
import type { z } from 'zod';
import type {
  GroupBody,
  GroupEntity,
  GroupMemberVO,
  GroupVO,
  groupAnnouncementListQuery,
  groupListQuery,
  groupRankQuery,
  memberListQuery,
} from '@judge/shared/schemas/group';
import type { RankRow } from '@judge/shared/schemas/rank';
import { api, compact, formWith, http, uploadWithProgress, type Envelope, type Page, type Paged } from './http';
import type {
  AdminProblem,
  AdminTagRow,
  ProblemCaseRow,
  ProblemDetail,
  ProblemDto,
  UploadedCases,
} from './admin-problem';
import type {
  AdminContestBody,
  AdminContestVO,
  AnnouncementInput,
  ContestEntityVO,
  ContestProblemList,
  ContestProblemListQuery,
  ContestProblemVO,
  ContestVO,
  setContestProblem,
} from './contest';
import type { ProblemRow } from './problem';
import type {
  TrainingAdminProblemList,
  TrainingDtoBody,
  TrainingDtoVO,
  TrainingEntity,
  TrainingVO,
} from './training';
import type { TrainingProblemBody } from '@judge/shared/schemas/training';

export type { GroupEntity, GroupMemberVO, GroupVO, GroupBody, AnnouncementVO, RankRow };

export type GroupListQuery = Paged<z.input<typeof groupListQuery>>;

export const getGroupList = (q: GroupListQuery) => api.get<Page<GroupVO>>('/api/get-group-list', compact(q));
export const getGroupDetail = (gid: number) => api.get<GroupEntity>('/api/get-group-detail', { gid });
export const getGroupAccess = (gid: number) => api.get<{ access: boolean }>('/api/get-group-access', { gid });
/** The caller's level: 0 none, 1 applying, 2 refused, 3 member, 4 admin, 5 root. */
export const getGroupAuth = (gid: number) => api.get<number>('/api/get-group-auth', { gid });
export const createGroup = (body: GroupBody) => api.post<null>('/api/group', body);
export const updateGroup = (body: GroupBody) => api.put<null>('/api/group', body);
export const disbandGroup = (gid: number, email: string, code: string) =>
  api.delete<null>('/api/group', { params: { gid }, data: { email, code } });
/** The e-mail code that confirms the disband (sent to the caller's own address). */
export const getVerifyEmailCode = (email: string) =>
  api.get<unknown>('/api/get-verify-email-code', { email });

export const applyGroup = (gid: number, reason: string, code?: string) =>
  api.post<null>('/api/group/member', undefined, { params: compact({ gid, code, reason }) });
export const exitGroup = (gid: number) => api.delete<null>('/api/group/member/exit', { params: { gid } });

export type MemberQuery = Paged<z.input<typeof memberListQuery>>;
export const getMemberList = (q: MemberQuery) =>
  api.get<Page<GroupMemberVO>>('/api/group/get-member-list', compact(q));
export const getApplyList = (q: MemberQuery) =>
  api.get<Page<GroupMemberVO>>('/api/group/get-apply-list', compact(q));
export const updateMember = (body: { gid: number; uid: string; auth: number; reason?: string | null }) =>
  api.put<null>('/api/group/member', body);
export const removeMember = (gid: number, uid: string) =>
  api.delete<null>('/api/group/member', { params: { gid, uid } });

export const getGroupAnnouncements = (q: GroupPageQuery) =>
  api.get<Page<AnnouncementVO>>('/api/group/get-announcement-list', q);
export const getGroupAdminAnnouncements = (q: GroupPageQuery) =>
  api.get<Page<AnnouncementVO>>('/api/group/get-admin-announcement-list', q);
/** A group announcement as the form sends it: the announcement body with its group. */
export type GroupAnnouncementBody = AnnouncementInput & { gid: number };
export const addGroupAnnouncement = (body: GroupAnnouncementBody) =>
  api.post<null>('/api/group/announcement', body);
export const updateGroupAnnouncement = (body: GroupAnnouncementBody) =>
  api.put<null>('/api/group/announcement', body);
export const deleteGroupAnnouncement = (aid: number) =>
  api.delete<null>('/api/group/announcement', { params: { aid } });

export const getGroupRank = (q: Paged<z.input<typeof groupRankQuery>>) => api.get<Page<RankRow>>('/api/get-group-rank-list', compact(q));

export const uploadGroupAvatar = (gid: number, image: Blob) => {
  const form = formWith('image', image, 'avatar.png');
  form.append('gid', String(gid));
  return api.post<GroupEntity>('/api/file/upload-group-avatar', form, { timeout: 0 });
};

// ---- the group's problems, trainings and contests (hoj-api-paths §2.4–§2.6), members' lists ----

/** A group's list page (problems, trainings, contests, announcements). */
export type GroupPageQuery = Paged<z.input<typeof groupAnnouncementListQuery>>;
export const getGroupProblemList = (q: GroupPageQuery) =>
  api.get<Page<ProblemRow>>('/api/group/get-problem-list', q);
export const getGroupTrainingList = (q: GroupPageQuery) =>
  api.get<Page<TrainingVO>>('/api/group/get-training-list', q);
export const getGroupContestList = (q: GroupPageQuery) =>
  api.get<Page<ContestVO>>('/api/group/get-contest-list', q);
/** A group admin's new training (the back-office form in group mode; `training.gid` set). */
export const createGroupTraining = (body: TrainingDtoBody) => api.post<null>('/api/group/training', body);
/** A group admin's new contest (the back-office form in group mode; `gid` set). */
export const createGroupContest = (body: AdminContestBody) => api.post<null>('/api/group/contest', body);

// ---- the group problem editor (hoj-api-paths §2.4, the test-data upload of §3) ----------------
// The back-office editor in group mode loads and saves through these; its bodies are the back
// office's (ProblemDTO), the server prefixes the display id with the group's short name.

export const getGroupProblem = (pid: number) => api.get<ProblemDetail>('/api/group/problem', { pid });
export const getGroupProblemCases = (pid: number, isUpload: boolean) =>
  api.get<ProblemCaseRow[]>('/api/group/get-problem-cases', { pid, isUpload });
export const createGroupProblem = (dto: ProblemDto & { problem: { gid: number } }) =>
  api.post<null>('/api/group/problem', dto);
export const updateGroupProblem = (dto: ProblemDto) => api.put<null>('/api/group/problem', dto);
export const getGroupProblemTags = (gid: number) =>
  api.get<AdminTagRow[]>('/api/group/get-all-problem-tags', { gid });
/** As the back office's compileHelper: resolves with the message, rejects quietly (the editor shows the dialog). */
export const compileGroupHelper = (
  gid: number,
  kind: 'spj' | 'interactive',
  body: { pid?: number | null; code: string; language: string; extraFiles?: Record<string, string> | null },
) => http.post<Envelope<null>>(`/api/group/compile-${kind}?gid=${gid}`, body, { silent: true });
export const uploadGroupTestcaseZip = (
  gid: number,
  file: File,
  mode: string,
  onProgress: (percent: number) => void,
) =>
  uploadWithProgress<UploadedCases>(
    `/api/file/upload-testcase-zip?mode=${encodeURIComponent(mode)}&gid=${gid}`,
    formWith('file', file),
    onProgress,
  );
/** The group admins' list of every problem of the group (the back-office table in group mode). */
export const getGroupAdminProblemList = (q: GroupPageQuery) =>
  api.get<Page<AdminProblem>>('/api/group/get-admin-problem-list', q);
export const changeGroupProblemAuth = (pid: number, auth: number) =>
  api.put<null>('/api/group/change-problem-auth', undefined, { params: { pid, auth } });
/** Applies for a group problem to join the public set (`true`) or withdraws the application (`false`). */
export const applyGroupProblemPublic = (pid: number, isApplied: boolean) =>
  api.put<null>('/api/group/apply-public', undefined, { params: { pid, isApplied } });
export const deleteGroupProblem = (pid: number) =>
  api.delete<null>('/api/group/problem', { params: { pid } });

// ---- the group admins' training views (the back-office training pages in group mode, §2.5) -------
export const getGroupAdminTrainingList = (q: GroupPageQuery) =>
  api.get<Page<TrainingEntity>>('/api/group/get-admin-training-list', q);
export const getGroupTraining = (tid: number) => api.get<TrainingDtoVO>('/api/group/training', { tid });
export const updateGroupTraining = (body: TrainingDtoBody) => api.put<null>('/api/group/training', body);
export const deleteGroupTraining = (tid: number) =>
  api.delete<null>('/api/group/training', { params: { tid } });
export const changeGroupTrainingStatus = (tid: number, status: boolean) =>
  api.put<null>('/api/group/change-training-status', undefined, { params: { tid, status } });
export const getGroupTrainingProblems = (q: {
  tid: number;
  currentPage: number;
  limit: number;
  keyword?: string;
  queryExisted: boolean;
}) => api.get<TrainingAdminProblemList>('/api/group/get-training-problem-list', compact(q));
export const updateGroupTrainingProblem = (body: TrainingProblemBody) =>
  api.put<null>('/api/group/training-problem', body);
export const removeGroupTrainingProblem = (tid: number, pid: number) =>
  api.delete<null>('/api/group/training-problem', { params: { tid, pid } });
export const addGroupTrainingProblemFromPublic = (tid: number, pid: number, displayId: string) =>
  api.post<null>('/api/group/add-training-problem-from-public', { tid, pid, displayId });
/** One of the group's own problems, by its display id. */
export const addGroupTrainingProblemFromGroup = (tid: number, problemId: string) =>
  api.post<null>('/api/group/add-training-problem-from-group', undefined, { params: { tid, problemId } });

// ---- the group admins' contest views (the back-office contest pages in group mode, §2.6) --------
export const getGroupAdminContestList = (q: GroupPageQuery) =>
  api.get<Page<ContestEntityVO>>('/api/group/get-admin-contest-list', q);
/** A group contest's announcements (hoj-api-paths §2.6), as the back office's contest announcement calls. */
export const getGroupContestAnnouncements = (cid: number, currentPage: number, limit: number) =>
  api.get<Page<AnnouncementVO>>('/api/group/get-contest-announcement-list', { cid, currentPage, limit });
export const createGroupContestAnnouncement = (cid: number, announcement: AnnouncementInput) =>
  api.post<null>('/api/group/contest-announcement', { cid, announcement });
export const updateGroupContestAnnouncement = (cid: number, announcement: AnnouncementInput) =>
  api.put<null>('/api/group/contest-announcement', { cid, announcement });
export const deleteGroupContestAnnouncement = (cid: number, aid: number) =>
  api.delete<null>('/api/group/contest-announcement', { params: { aid, cid } });
export const getGroupContest = (cid: number) => api.get<AdminContestVO>('/api/group/contest', { cid });
export const updateGroupContest = (body: AdminContestBody) => api.put<null>('/api/group/contest', body);
export const deleteGroupContest = (cid: number) =>
  api.delete<null>('/api/group/contest', { params: { cid } });
export const changeGroupContestVisible = (cid: number, visible: boolean) =>
  api.put<null>('/api/group/change-contest-visible', undefined, { params: { cid, visible } });
export const getGroupContestProblemList = (q: ContestProblemListQuery) =>
  api.get<ContestProblemList>('/api/group/get-contest-problem-list', compact(q));
export const addGroupContestProblemFromPublic = (cid: number, pid: number, displayId: string) =>
  api.post<null>('/api/group/add-contest-problem-from-public', { cid, pid, displayId });
/** One of the group's own problems (by its display id) under a display id in the contest. */
export const addGroupContestProblemFromGroup = (cid: number, problemId: string, displayId: string) =>
  api.post<null>('/api/group/add-contest-problem-from-group', undefined, {
    params: { cid, problemId, displayId },
  });
export const setGroupContestProblem = (body: Parameters<typeof setContestProblem>[0]) =>
  api.put<ContestProblemVO>('/api/group/contest-problem', body);
export const removeGroupContestProblem = (cid: number, pid: number) =>
  api.delete<null>('/api/group/contest-problem', { params: { cid, pid } });
