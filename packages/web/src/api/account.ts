// Answer types are inferred from the schemas the server validates its answers with; request forms
// are the schemas' inputs. Type-only imports, so zod stays out of the bundle.
import type { z } from 'zod';
import type {
  authInfoSchema,
  captchaSchema,
  changeAccountSchema,
  checkResultSchema,
  codeSentSchema,
  loginBody,
  registerBody,
  slideSchema,
  userInfoSchema,
} from '@judge/shared/schemas/account';
import { api, formWith, http, type Envelope } from './http';
import type { UserInfo } from '../stores/session';

/** The signed-in user as the account calls answer it. */
export type UserInfoVO = z.infer<typeof userInfoSchema>;

/** Username and password, with the slide-puzzle proof when the server asked for one. */
export type LoginForm = z.input<typeof loginBody>;

export interface LoginResult {
  token: string;
  user: UserInfo;
}

/** POST /api/login (or /api/admin/login): token in the `Authorization` response header, user in data. */
async function loginAt(url: string, form: LoginForm): Promise<LoginResult> {
  const res = await http.post<Envelope<UserInfoVO>>(url, form, { silent: true });
  const token = String(res.headers['authorization'] ?? '');
  return { token, user: { ...res.data.data, roleList: res.data.data.roleList ?? [] } };
}

export const login = (form: LoginForm) => loginAt('/api/login', form);
export const adminLogin = (form: LoginForm) => loginAt('/api/admin/login', form);
export const logout = () => api.get<null>('/api/logout', undefined, { silent: true });
export const adminLogout = () => api.get<null>('/api/admin/logout', undefined, { silent: true });

export const getUserAuthInfo = () =>
  api.get<z.infer<typeof authInfoSchema>>('/api/get-user-auth-info');

export const getRegisterCode = (email: string) =>
  api.get<z.infer<typeof codeSentSchema>>('/api/get-register-code', { email });

export type RegisterForm = z.input<typeof registerBody>;
export const register = (form: RegisterForm) => api.post<null>('/api/register', form);

export const checkUsernameOrEmail = (body: { username?: string; email?: string }) =>
  api.post<z.infer<typeof checkResultSchema>>('/api/check-username-or-email', body, { silent: true });

export const getCaptcha = () => api.get<z.infer<typeof captchaSchema>>('/api/captcha');

export const applyResetPassword = (body: { email: string; captcha: string; captchaKey: string }) =>
  api.post<null>('/api/apply-reset-password', body);

export const resetPassword = (body: { username: string; password: string; code: string }) =>
  api.post<null>('/api/reset-password', body);

/** Slide puzzle issued by the server after 5 failed logins (issue 3 item 3). */
export type SlidePuzzle = z.infer<typeof slideSchema>;
export const getSlidePuzzle = (username: string) =>
  api.get<SlidePuzzle>('/api/get-slide-captcha', { username });

export type ChangeAccountResult = z.infer<typeof changeAccountSchema>;
export const changePassword = (body: { oldPassword: string; newPassword: string }) =>
  api.post<ChangeAccountResult>('/api/change-password', body);
export const getChangeEmailCode = (email: string) => api.get<null>('/api/get-change-email-code', { email });
export const changeEmail = (body: { password: string; newEmail: string; code: string }) =>
  api.post<ChangeAccountResult>('/api/change-email', body);
export const changeUserInfo = (body: Partial<UserInfo>) => api.post<UserInfoVO>('/api/change-userInfo', body);

export const uploadAvatar = (image: Blob, filename = 'avatar.png') =>
  api.post<UserInfoVO>('/api/file/upload-avatar', formWith('image', image, filename));
