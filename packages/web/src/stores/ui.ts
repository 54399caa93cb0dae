import { createStore, useStore } from './createStore';

export type LoginMode = 'Login' | 'Register' | 'ResetPwd';

/** The 370-wide login / register / reset modal (site.md §2). */
export const loginModalStore = createStore<{ open: boolean; mode: LoginMode }>({
  open: false,
  mode: 'Login',
});

export const openLoginModal = (mode: LoginMode = 'Login') => loginModalStore.set({ open: true, mode });
export const closeLoginModal = () => loginModalStore.set({ open: false });
export const useLoginModal = () => ({
  open: useStore(loginModalStore, (s) => s.open),
  mode: useStore(loginModalStore, (s) => s.mode),
});
