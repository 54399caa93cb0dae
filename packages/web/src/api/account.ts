import { api, formWith, http, type Envelope } from './http';
import type { UserInfo } from '../stores/session';

export interface LoginForm {
  username: string;
  password: string;
  /** Slide-puzzle proof, when the server asked for one. */
  captchaKey?: string;
  slideX?: number;
}

export interface LoginResult {
  token: string;
  user: UserInfo;
}

/** POST /api/login (or /api/admin/login): token in the `Authorization` response header, user in data. */
async function loginAt(url: string, form: LoginForm): Promise<LoginResult> {
  const res = await http.post<Envelope<UserInfo>>(url, form, { silent: true });
  const token = String(res.headers['authorization'] ?? '');
  return { token, user: { ...res.data.data, roleList: res.data.data.roleList ?? [] } };
}

export const login = (form: LoginForm) => loginAt('/api/login', form);
export const adminLogin = (form: LoginForm) => loginAt('/api/admin/login', form);
export const logout = () => api.get<null>('/api/logout', undefined, { silent: true });
export const adminLogout = () => api.get<null>('/api/admin/logout', undefined, { silent: true });

export const getUserAuthInfo = () =>
  api.get<{ roles: string[]; permissions?: string[] | null }>('/api/get-user-auth-info');

export const getRegisterCode = (email: string) =>
  api.get<{ email: string; expire: number }>('/api/get-register-code', { email });

export interface RegisterForm {
  username: string;
  password: string;
  email: string;
  code: string;
}
export const register = (form: RegisterForm) => api.post<null>('/api/register', form);

export const checkUsernameOrEmail = (body: { username?: string; email?: string }) =>
  api.post<{ username: boolean; email: boolean }>('/api/check-username-or-email', body, { silent: true });

export const getCaptcha = () => api.get<{ img: string; captchaKey: string }>('/api/captcha');

export const applyResetPassword = (body: { email: string; captcha: string; captchaKey: string }) =>
  api.post<null>('/api/apply-reset-password', body);

export const resetPassword = (body: { username: string; password: string; code: string }) =>
  api.post<null>('/api/reset-password', body);

/** Slide puzzle issued by the server after 5 failed logins (issue 3 item 3). */
export interface SlidePuzzle {
  captchaKey: string;
  /** Background image with the hole (data URL or URL). */
  img: string;
  /** Piece image (data URL or URL). */
  pieceImg?: string;
  /** Vertical position of the piece, px. */
  y: number;
  width?: number;
  height?: number;
}
export const getSlidePuzzle = (username: string) =>
  api.get<SlidePuzzle>('/api/get-slide-captcha', { username });

export interface ChangeAccountResult {
  code: number;
  msg: string;
  userInfo?: UserInfo;
}
export const changePassword = (body: { oldPassword: string; newPassword: string }) =>
  api.post<ChangeAccountResult>('/api/change-password', body);
export const getChangeEmailCode = (email: string) => api.get<null>('/api/get-change-email-code', { email });
export const changeEmail = (body: { password: string; newEmail: string; code: string }) =>
  api.post<ChangeAccountResult>('/api/change-email', body);
export const changeUserInfo = (body: Partial<UserInfo>) => api.post<UserInfo>('/api/change-userInfo', body);

export const uploadAvatar = (image: Blob, filename = 'avatar.png') =>
  api.post<UserInfo>('/api/file/upload-avatar', formWith('image', image, filename));
