/** Lets non-React code (the HTTP client, the tab-visibility check) navigate with the app's router. */
type NavigateFn = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: NavigateFn = (to) => window.location.assign(to);

export const setNavigate = (fn: NavigateFn) => {
  navigateImpl = fn;
};
export const navigateTo: NavigateFn = (to, opts) => navigateImpl(to, opts);

/** The login page for the current area: /manage/login under /manage, else /login. */
export const loginPathFor = (pathname: string) =>
  pathname.startsWith('/manage') ? '/manage/login' : '/login';

/** Where to go after login: a same-site path from `?redirect=`, never back to the login pages (else /home). */
export const safeRedirect = (v: string | null) =>
  v && v.startsWith('/') && !v.startsWith('//') && v !== '/' && !/^\/log(in|out)\b/.test(v) ? v : '/home';
