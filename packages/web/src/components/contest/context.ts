// What the contest shell loaded, for its tabs: the contest, the caller's standing in it, and its
// status (re-rendered at the start and at the end, not every second).
import { createContext, useContext } from 'react';
import type { ContestStatusValue } from '@judge/shared';
import type { ContestVO } from '../../api/contest';

export interface ContestState {
  cid: number;
  contest: ContestVO;
  status: ContestStatusValue;
  /** Root, the creator (or group root): bypasses access rules and sees the live board. */
  admin: boolean;
  /** Public, registered, or a contest admin. */
  entered: boolean;
  /** The tabs other than the overview are closed (scheduled, or not registered). */
  menuDisabled: boolean;
  /** Opens the registration dialog. */
  openRegister: () => void;
  /** Reloads the contest and the caller's access (after registering). */
  refresh: () => Promise<void>;
}

export const ContestContext = createContext<ContestState | null>(null);

export function useContest(): ContestState {
  const v = useContext(ContestContext);
  if (!v) throw new Error('useContest outside ContestShell');
  return v;
}

/** The contest of the shell around a page, or null (a problem page outside any contest). */
export const useOptionalContest = () => useContext(ContestContext);
