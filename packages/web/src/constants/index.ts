import {
  ACCOUNT_THROTTLES,
  INPUT_LIMITS,
  MOBILE_BREAKPOINT_PX,
  POLLING_MS,
  TIMEOUTS_MS,
  TOAST_MS,
  UNREAD_BADGE_MAX,
} from '@judge/shared';
import { SECOND_MS } from './time';

export { AVATAR_TYPES, DIFFICULTIES, PASSWORD_PATTERN, SLIDE_PUZZLE } from '@judge/shared';

/** The supported UI languages (site.md §9) and the default. */
export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@judge/shared';

export const MOBILE_MAX_WIDTH = MOBILE_BREAKPOINT_PX;
export const REQUEST_TIMEOUT_MS = TIMEOUTS_MS.request;
export const TOAST_SECONDS = TOAST_MS.toast / SECOND_MS;
export const NOTIFICATION_SECONDS = TOAST_MS.notification / SECOND_MS;
export const MESSAGE_SECONDS = TOAST_MS.message / SECOND_MS;
export const UNREAD_POLL_MS = POLLING_MS.unreadMessages;
export const BADGE_MAX = UNREAD_BADGE_MAX;
export const REGISTER_CODE_RESEND_S = ACCOUNT_THROTTLES.registerCodeResendSeconds;
export const RESET_EMAIL_RESEND_S = ACCOUNT_THROTTLES.resetEmailResendSeconds;
export const CHANGE_EMAIL_RESEND_S = ACCOUNT_THROTTLES.changeEmailCodeResendSeconds;
export const LOGIN_FAILURES_BEFORE_PUZZLE = ACCOUNT_THROTTLES.failedLoginsBeforePuzzle;

export const USERNAME_MAX = INPUT_LIMITS.usernameMax;
export const PASSWORD_MIN = INPUT_LIMITS.passwordMin;
export const PASSWORD_MAX = INPUT_LIMITS.passwordMax;
/** A password typed to sign in: up to the longest the site sets (admin-set or generated, 25). */
export const LOGIN_PASSWORD_MAX = INPUT_LIMITS.generatedPasswordMax;
export const EMAIL_CODE_LENGTH = INPUT_LIMITS.emailCodeLength;
export const [CAPTCHA_MIN, CAPTCHA_MAX] = INPUT_LIMITS.captchaLength;
export const AVATAR_MAX_BYTES = INPUT_LIMITS.avatarMaxBytes;
export const AVATAR_CROP_SIZE = INPUT_LIMITS.avatarCropPx;

export * from './account';
export * from './problem';
export * from './time';

/** localStorage keys (hoj-ui §1.7). */
export const StorageKey = {
  token: 'token',
  userInfo: 'userInfo',
  language: 'Web_Language',
  registerCodeSentAt: 'registerCodeSentAt',
} as const;
