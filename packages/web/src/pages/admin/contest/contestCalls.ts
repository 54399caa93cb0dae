// Where the back-office contest pages (list, form, problems) read and write: the back office's
// calls (/api/admin/contest...), or in group mode (/group/:groupID/contest/admin, /edit/:contestId,
// /problems/:contestId, /announcement/:contestId, for the group's admins) the group's (hoj-api-paths §2.6) with the group's
// rule (canManageGroupContest: the group's roots, its creator while a group admin, the site root).
// The pages stay one; only these differ.
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { canDeleteContest, canManageContest, canManageGroupContest, type Actor } from '@judge/shared';
import {
  addContestProblemFromPublic,
  changeContestVisible,
  createContest,
  createContestAnnouncement,
  deleteContestAnnouncement,
  getContestAnnouncements,
  updateContestAnnouncement,
  deleteContest,
  getAdminContest,
  getAdminContestList,
  getContestProblemList,
  removeContestProblem,
  setContestProblem,
  updateContest,
  type ContestEntityVO,
} from '../../../api/contest';
import {
  addGroupContestProblemFromGroup,
  addGroupContestProblemFromPublic,
  changeGroupContestVisible,
  createGroupContest,
  createGroupContestAnnouncement,
  deleteGroupContestAnnouncement,
  getGroupContestAnnouncements,
  updateGroupContestAnnouncement,
  deleteGroupContest,
  getGroupAdminContestList,
  getGroupContest,
  getGroupContestProblemList,
  removeGroupContestProblem,
  setGroupContestProblem,
  updateGroupContest,
} from '../../../api/group';
import { useGroup } from '../../../components/group/useGroup';

type Row = Pick<ContestEntityVO, 'uid'> & { uid?: string | null };

export interface ContestCalls {
  /** Query-key prefix of these reads, and what a change makes stale. */
  key: readonly unknown[];
  /** Group mode: the group's id (null in the back office). */
  gid: number | null;
  list: (q: {
    currentPage: number;
    limit: number;
    keyword?: string;
  }) => ReturnType<typeof getAdminContestList>;
  setVisible: (c: ContestEntityVO, on: boolean) => Promise<unknown>;
  remove: (cid: number) => Promise<unknown>;
  detail: typeof getAdminContest;
  save: (body: Parameters<typeof createContest>[0], isNew: boolean) => Promise<unknown>;
  problems: typeof getContestProblemList;
  addFromPublic: typeof addContestProblemFromPublic;
  /** Group mode only: one of the group's problems by display id. */
  addFromGroup: ((cid: number, problemId: string, displayId: string) => Promise<unknown>) | null;
  setProblem: typeof setContestProblem;
  removeProblem: typeof removeContestProblem;
  /** A contest's announcements (list, create, update, delete). */
  announcements: {
    list: typeof getContestAnnouncements;
    create: typeof createContestAnnouncement;
    update: typeof updateContestAnnouncement;
    remove: typeof deleteContestAnnouncement;
  };
  paths: {
    list: string;
    edit: (cid: number) => string;
    problems: (cid: number) => string;
    announcements: (cid: number) => string;
  };
  mayManage: (actor: Actor | null, c: Row) => boolean;
  mayDelete: (actor: Actor | null, c: Row) => boolean;
}

export const siteContestCalls: ContestCalls = {
  key: ['admin'],
  gid: null,
  list: getAdminContestList,
  setVisible: (c, on) => changeContestVisible(c.id, c.uid, on),
  remove: deleteContest,
  detail: getAdminContest,
  save: (body, isNew) => (isNew ? createContest(body) : updateContest(body)),
  problems: getContestProblemList,
  addFromPublic: addContestProblemFromPublic,
  addFromGroup: null,
  setProblem: setContestProblem,
  removeProblem: removeContestProblem,
  announcements: {
    list: getContestAnnouncements,
    create: createContestAnnouncement,
    update: updateContestAnnouncement,
    remove: deleteContestAnnouncement,
  },
  paths: {
    list: '/manage/contest',
    edit: (cid) => `/manage/contest/${cid}/edit`,
    problems: (cid) => `/manage/contest/${cid}/problems`,
    announcements: (cid) => `/manage/contest/${cid}/announcement`,
  },
  mayManage: (actor, c) => canManageContest(actor, c),
  mayDelete: (actor) => canDeleteContest(actor),
};

/** `level`: the caller's member level in the group. */
export function groupContestCalls(gid: number, level: number): ContestCalls {
  const may = (actor: Actor | null, c: Row) => canManageGroupContest(actor, c, level);
  return {
    key: ['group', gid],
    gid,
    list: (q) => getGroupAdminContestList({ gid, currentPage: q.currentPage, limit: q.limit }),
    setVisible: (c, on) => changeGroupContestVisible(c.id, on),
    remove: deleteGroupContest,
    detail: getGroupContest,
    save: (body, isNew) =>
      isNew ? createGroupContest({ ...body, gid }) : updateGroupContest({ ...body, gid }),
    problems: getGroupContestProblemList,
    addFromPublic: addGroupContestProblemFromPublic,
    addFromGroup: addGroupContestProblemFromGroup,
    setProblem: setGroupContestProblem,
    removeProblem: removeGroupContestProblem,
    announcements: {
      list: getGroupContestAnnouncements,
      create: createGroupContestAnnouncement,
      update: updateGroupContestAnnouncement,
      remove: deleteGroupContestAnnouncement,
    },
    paths: {
      list: `/group/${gid}/contest/admin`,
      edit: (cid) => `/group/${gid}/contest/edit/${cid}`,
      problems: (cid) => `/group/${gid}/contest/problems/${cid}`,
      announcements: (cid) => `/group/${gid}/contest/announcement/${cid}`,
    },
    mayManage: may,
    mayDelete: may,
  };
}

/** The calls of the current route: group mode under /group/:groupID, else the back office's. */
export function useContestCalls(): ContestCalls {
  const inGroup = useParams().groupID != null;
  const g = useGroup();
  return useMemo(
    () => (inGroup ? groupContestCalls(g.gid, g.level) : siteContestCalls),
    [inGroup, g.gid, g.level],
  );
}

/** The contest a page under it is about (its title, its problem type), one cache entry for those pages. */
export function useAdminContest(calls: ContestCalls, cid: number) {
  return useQuery({ queryKey: [...calls.key, 'contest', cid], queryFn: () => calls.detail(cid) });
}
