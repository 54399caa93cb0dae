// A contest (site.md §2, §4, §6; hoj-ui §3 "Contest detail shell"): the header card with times,
// countdown and progress, then the tabs. Non-admins find every tab but the overview disabled while
// the contest is scheduled, or while a private or protected contest has not been entered; the
// registration dialog opens on entry for them. Unread announcements are checked every 60 s.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Card, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ContestAuth,
  ContestStatus,
  ContestType,
  canAccessAdmin,
  canRejudge,
  type Actor,
} from '@judge/shared';
import TabShell, { useTabContext, type ShellTab } from '../../components/TabShell';
import ContestHeader from '../../components/contest/ContestHeader';
import RegisterDialog from '../../components/contest/RegisterDialog';
import { contestAdminOf, useContestStatus } from '../../components/contest/clock';
import { useUnreadAnnouncements } from '../../components/contest/useUnreadAnnouncements';
import { getContestAccess, getContestInfo, type ContestVO } from '../../api/contest';
import type { ApiError } from '../../api/http';
import { useSession } from '../../stores/session';
import { ContestContext, type ContestState } from '../../components/contest/context';
import LazyResult from '../../components/LazyResult';

/** Contest shell tabs (site.md §2): comment needs the switch; rejudge is super admin only; admin tools for admins. */
export function contestTabs(opts: {
  openContestComment: boolean;
  actor: Actor | null;
  contest?: Pick<ContestVO, 'type' | 'openPrint'>;
  contestAdmin?: boolean;
  menuDisabled?: boolean;
}): ShellTab[] {
  const admin = opts.contestAdmin ?? canAccessAdmin(opts.actor);
  const acm = !opts.contest || opts.contest.type === ContestType.ACM;
  const print = !opts.contest || opts.contest.openPrint;
  const off = !!opts.menuDisabled;
  const tabs: (ShellTab | false)[] = [
    { key: '', label: 'Overview' },
    { key: 'problems', label: 'Problem', disabled: off },
    { key: 'submissions', label: 'Status', disabled: off },
    { key: 'rank', label: 'Rank', disabled: off },
    { key: 'announcements', label: 'Announcement', disabled: off },
    opts.openContestComment && { key: 'comment', label: 'Comment', disabled: off },
    print && !!opts.contest && { key: 'print', label: 'Print', disabled: off },
    admin && acm && { key: 'ac-info', label: 'AC_Info' },
    admin && print && { key: 'admin-print', label: 'Admin_Print' },
    canRejudge(opts.actor) && { key: 'rejudge', label: 'Contest_Rejudge' },
    admin && acm && { key: 'scroll-board', label: 'Scroll_Board' },
  ];
  return tabs.filter((t): t is ShellTab => !!t);
}

/** Tabs given to some callers only (contestTabs): opened by address without them, the overview.
 *  Comment is guarded by its route (the site switch) and rejudge by the super-admin route guard. */
const CONTEST_GUARDED_TABS = ['print', 'ac-info', 'admin-print', 'scroll-board'] as const;

export default function ContestShell() {
  const { t } = useTranslation();
  const { contestID } = useParams();
  const cid = Number(contestID);
  const qc = useQueryClient();
  const ctx = useTabContext();
  const { user } = useSession();
  const info = useQuery({
    queryKey: ['contest', cid, 'info'],
    queryFn: () => getContestInfo(cid),
    retry: false,
    enabled: Number.isInteger(cid) && cid > 0,
  });
  const contest = info.data;
  const status = useContestStatus(contest);
  const admin = useMemo(() => contestAdminOf(ctx.actor, contest), [contest, ctx.actor]);
  const needsEntry = !!contest && contest.auth !== ContestAuth.PUBLIC && !admin;
  const access = useQuery({
    queryKey: ['contest', cid, 'access', user?.uid],
    queryFn: () => getContestAccess(cid),
    enabled: needsEntry,
    retry: false,
  });
  const entered = !needsEntry || access.data?.access === true;
  const menuDisabled = !admin && (status === ContestStatus.SCHEDULED || !entered);
  const [registerOpen, setRegisterOpen] = useState(false);

  // The dialog opens once on entry for a caller who still has to register.
  const asked = useRef(false);
  useEffect(() => {
    if (!asked.current && needsEntry && access.isSuccess && !access.data.access) {
      asked.current = true;
      setRegisterOpen(true);
    }
  }, [needsEntry, access.isSuccess, access.data]);

  // The status changed (started, ended): the contest, its access and the tabs' data are refreshed.
  const lastStatus = useRef(status);
  useEffect(() => {
    if (lastStatus.current !== null && status !== lastStatus.current)
      void qc.invalidateQueries({ queryKey: ['contest', cid] });
    lastStatus.current = status;
  }, [status, cid, qc]);

  useUnreadAnnouncements(cid, user?.uid, !!contest && entered && status !== ContestStatus.SCHEDULED);

  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: ['contest', cid] });
  };

  if (info.isError) {
    const code = (info.error as ApiError | null)?.status;
    return (
      <Card>
        <LazyResult
          status={code === 403 ? '403' : code === 404 ? '404' : 'error'}
          title={info.error?.message ?? t('Contest_Load_Failed')}
        />
      </Card>
    );
  }
  if (!contest || status === null) return <Spin style={{ display: 'block', margin: 40 }} />;

  const state: ContestState = {
    cid,
    contest,
    status,
    admin,
    entered,
    menuDisabled,
    openRegister: () => setRegisterOpen(true),
    refresh,
  };
  return (
    <ContestContext.Provider value={state}>
      <TabShell
        base={`/contest/${cid}`}
        tabs={contestTabs({ ...ctx, contest, contestAdmin: admin, menuDisabled })}
        aliases={{ problem: 'problems' }}
        guarded={CONTEST_GUARDED_TABS}
        header={<ContestHeader contest={contest} />}
      />
      <RegisterDialog
        contest={contest}
        open={registerOpen}
        onClose={() => setRegisterOpen(false)}
        onRegistered={() => {
          setRegisterOpen(false);
          void refresh();
        }}
      />
    </ContestContext.Provider>
  );
}
