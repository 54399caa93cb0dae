// Where the back-office training pages (list, form, problems) read and write: the back office's
// calls (/api/admin/training...), or in group mode (/group/:groupID/training/admin, /create,
// /edit/:trainingId, /problems/:trainingId, for the group's admins) the group's (hoj-api-paths
// §2.5) with the group's rules (canManageGroupTraining: its author while a group admin, the
// group's roots, the site root). The pages stay one; only these differ.
import { useMemo } from 'react';
import { useParams } from 'react-router';
import {
  canDeleteTraining,
  canEditTrainingProblems,
  canManageGroupTraining,
  canManageTraining,
  type Actor,
} from '@judge/shared';
import {
  addTrainingProblemFromPublic,
  changeTrainingStatus,
  createTraining,
  deleteTraining,
  getAdminTraining,
  getAdminTrainingList,
  getAdminTrainingProblems,
  removeTrainingProblem,
  updateTraining,
  updateTrainingProblem,
  type TrainingEntity,
} from '../../../api/training';
import {
  addGroupTrainingProblemFromGroup,
  addGroupTrainingProblemFromPublic,
  changeGroupTrainingStatus,
  createGroupTraining,
  deleteGroupTraining,
  getGroupAdminTrainingList,
  getGroupTraining,
  getGroupTrainingProblems,
  removeGroupTrainingProblem,
  updateGroupTraining,
  updateGroupTrainingProblem,
} from '../../../api/group';
import { useGroup } from '../../../components/group/useGroup';

export interface TrainingCalls {
  /** Query-key prefix of these reads, and what a change makes stale. */
  key: readonly unknown[];
  list: (q: {
    currentPage: number;
    limit: number;
    keyword?: string;
  }) => ReturnType<typeof getAdminTrainingList>;
  /** The back office searches by keyword; HOJ's group list has none. */
  searchable: boolean;
  setStatus: (r: TrainingEntity, on: boolean) => Promise<unknown>;
  remove: (tid: number) => Promise<unknown>;
  detail: typeof getAdminTraining;
  save: (body: Parameters<typeof createTraining>[0], isNew: boolean) => Promise<unknown>;
  problems: typeof getAdminTrainingProblems;
  updateProblem: typeof updateTrainingProblem;
  removeProblem: typeof removeTrainingProblem;
  addFromPublic: typeof addTrainingProblemFromPublic;
  /** Group mode only: one of the group's problems by display id. */
  addFromGroup: ((tid: number, problemId: string) => Promise<unknown>) | null;
  paths: {
    list: string;
    create: string;
    edit: (tid: number) => string;
    problems: (tid: number) => string;
    view: (tid: number) => string;
  };
  mayManage: (actor: Actor | null, r: Pick<TrainingEntity, 'author'>) => boolean;
  mayEditProblems: (actor: Actor | null, r: Pick<TrainingEntity, 'author'>) => boolean;
  mayDelete: (actor: Actor | null, r: Pick<TrainingEntity, 'author'>) => boolean;
}

export const siteTrainingCalls: TrainingCalls = {
  key: ['admin'],
  list: getAdminTrainingList,
  searchable: true,
  setStatus: (r, on) => changeTrainingStatus(r.id, r.author, on),
  remove: deleteTraining,
  detail: getAdminTraining,
  save: (body, isNew) => (isNew ? createTraining(body) : updateTraining(body)),
  problems: getAdminTrainingProblems,
  updateProblem: updateTrainingProblem,
  removeProblem: removeTrainingProblem,
  addFromPublic: addTrainingProblemFromPublic,
  addFromGroup: null,
  paths: {
    list: '/manage/training',
    create: '/manage/training/create',
    edit: (tid) => `/manage/training/${tid}/edit`,
    problems: (tid) => `/manage/training/${tid}/problems`,
    view: (tid) => `/training/${tid}`,
  },
  mayManage: canManageTraining,
  mayEditProblems: canEditTrainingProblems,
  mayDelete: (actor) => canDeleteTraining(actor),
};

/** `level`: the caller's member level in the group (0 for the site root, who passes by role). */
export function groupTrainingCalls(gid: number, level: number): TrainingCalls {
  const may = (actor: Actor | null, r: Pick<TrainingEntity, 'author'>) =>
    canManageGroupTraining(actor, r, level);
  return {
    key: ['group', gid],
    list: (q) => getGroupAdminTrainingList({ gid, currentPage: q.currentPage, limit: q.limit }),
    searchable: false,
    setStatus: (r, on) => changeGroupTrainingStatus(r.id, on),
    remove: deleteGroupTraining,
    detail: getGroupTraining,
    save: (body, isNew) =>
      isNew
        ? createGroupTraining({ ...body, training: { ...body.training, gid } })
        : updateGroupTraining(body),
    problems: getGroupTrainingProblems,
    updateProblem: updateGroupTrainingProblem,
    removeProblem: removeGroupTrainingProblem,
    addFromPublic: addGroupTrainingProblemFromPublic,
    addFromGroup: addGroupTrainingProblemFromGroup,
    paths: {
      list: `/group/${gid}/training/admin`,
      create: `/group/${gid}/training/create`,
      edit: (tid) => `/group/${gid}/training/edit/${tid}`,
      problems: (tid) => `/group/${gid}/training/problems/${tid}`,
      view: (tid) => `/group/${gid}/training/${tid}`,
    },
    mayManage: may,
    mayEditProblems: may,
    mayDelete: may,
  };
}

/** The calls of the current route: group mode under /group/:groupID, else the back office's. */
export function useTrainingCalls(): TrainingCalls {
  const inGroup = useParams().groupID != null;
  const g = useGroup();
  return useMemo(
    () => (inGroup ? groupTrainingCalls(g.gid, g.level) : siteTrainingCalls),
    [inGroup, g.gid, g.level],
  );
}
