// The group of the current route and the caller's standing in it, shared by the shell and its tabs
// (one query per group; the tabs read it from the cache).
import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MemberAuth, isGroupAdmin, isGroupMember, isGroupRoot, type GroupRef } from '@judge/shared';
import { canAccessSuperAdmin } from '@judge/shared';
import { getGroupAuth, getGroupDetail } from '../../api/group';
import { useSession } from '../../stores/session';

export function useGroupId(): number {
  const { groupID } = useParams();
  return Number(groupID);
}

export function useGroup() {
  const gid = useGroupId();
  const { actor, isAuthenticated, user } = useSession();
  const qc = useQueryClient();
  const detail = useQuery({
    queryKey: ['group', gid, 'detail', user?.uid],
    queryFn: () => getGroupDetail(gid),
    enabled: Number.isFinite(gid) && isAuthenticated,
    retry: false,
  });
  const auth = useQuery({
    queryKey: ['group', gid, 'auth', user?.uid],
    queryFn: () => getGroupAuth(gid),
    enabled: Number.isFinite(gid) && isAuthenticated,
    retry: false,
  });
  const level = auth.data ?? 0;
  const siteRoot = canAccessSuperAdmin(actor);
  const g = detail.data;
  /** The group as the policies take it (with `level`: the caller's standing for policies/discussion.ts and the like). */
  const ref: GroupRef | null = g ? { uid: g.uid, auth: g.auth, visible: g.visible, status: g.status } : null;
  return {
    gid,
    detail,
    group: detail.data,
    ref,
    level,
    /** Members and the site root enter the tabs. */
    member: siteRoot || isGroupMember(level),
    admin: siteRoot || isGroupAdmin(level),
    root: siteRoot || isGroupRoot(level),
    siteRoot,
    applying: level === MemberAuth.APPLYING,
    refetch: () => qc.invalidateQueries({ queryKey: ['group', gid] }),
  };
}
