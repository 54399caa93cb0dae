import { useMemo } from 'react';
import { StorageKey } from '../constants';
import { actorOfUser } from './actor';
import { createStore, useStore } from './createStore';

export interface UserInfo {
  uid: string;
  username: string;
  nickname?: string | null;
  avatar?: string | null;
  email?: string | null;
  realname?: string | null;
  school?: string | null;
  number?: string | null;
  course?: string | null;
  gender?: string | null;
  signature?: string | null;
  github?: string | null;
  blog?: string | null;
  cfUsername?: string | null;
  titleName?: string | null;
  titleColor?: string | null;
  roleList: string[];
}

interface SessionState {
  token: string;
  user: UserInfo | null;
}

function readStoredUser(): UserInfo | null {
  try {
    const raw = localStorage.getItem(StorageKey.userInfo);
    return raw ? (JSON.parse(raw) as UserInfo) : null;
  } catch {
    return null;
  }
}

export const sessionStore = createStore<SessionState>({
  token: localStorage.getItem(StorageKey.token) ?? '',
  user: readStoredUser(),
});

export const session = {
  get token() {
    return sessionStore.get().token;
  },
  get user() {
    return sessionStore.get().user;
  },
  setToken(token: string) {
    localStorage.setItem(StorageKey.token, token);
    sessionStore.set({ token });
  },
  setUser(user: UserInfo | null) {
    if (user) localStorage.setItem(StorageKey.userInfo, JSON.stringify(user));
    else localStorage.removeItem(StorageKey.userInfo);
    sessionStore.set({ user });
  },
  /** Store the token and user of a successful login. */
  signIn({ token, user }: { token: string; user: UserInfo }) {
    session.setToken(token);
    session.setUser(user);
  },
  setRoles(roleList: string[]) {
    const user = sessionStore.get().user;
    if (user) session.setUser({ ...user, roleList });
  },
  /** Clears only our session keys (HOJ's localStorage.clear() wiped editor settings too — not copied). */
  clear() {
    localStorage.removeItem(StorageKey.token);
    localStorage.removeItem(StorageKey.userInfo);
    sessionStore.set({ token: '', user: null });
  },
  /** Re-read the stored token (another tab may have logged in or out). Returns what happened. */
  syncFromStorage(): 'same' | 'adopted' | 'cleared' {
    const stored = localStorage.getItem(StorageKey.token) ?? '';
    if (stored === sessionStore.get().token) return 'same';
    if (stored) {
      sessionStore.set({ token: stored, user: readStoredUser() });
      return 'adopted';
    }
    sessionStore.set({ token: '', user: null });
    return 'cleared';
  },
};

export const isAuthenticated = (s: SessionState = sessionStore.get()) => Boolean(s.token && s.user);

/**
 * The session for components. Permission decisions use `actor` with a policy of @judge/shared
 * (e.g. `canAccessAdmin(actor)`), never the role names of `user`.
 */
export function useSession() {
  const token = useStore(sessionStore, (s) => s.token);
  const user = useStore(sessionStore, (s) => s.user);
  const actor = useMemo(() => actorOfUser(user), [user]);
  return { token, user, actor, isAuthenticated: Boolean(token && user) };
}
