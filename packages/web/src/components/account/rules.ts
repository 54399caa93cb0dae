import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import {
  CAPTCHA_MAX,
  CAPTCHA_MIN,
  EMAIL_CODE_LENGTH,
  LOGIN_PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  USERNAME_MAX,
} from '../../constants';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Validation rules of groups-accounts-admin.md §5 / site.md §5, with their translated messages. */
export const accountRules = (t: TFunction) => ({
  username: [
    { required: true, whitespace: true, message: t('Username_Check_Required') },
    { max: USERNAME_MAX, message: t('Username_Check_Max') },
  ] as Rule[],
  /**
   * A password typed to sign in (or to confirm a change): required, 6–25, as the server takes it, so
   * a password an admin set or the site generated (up to 25) signs in; the message stays the spec's.
   */
  password: [
    { required: true, message: t('Password_Check_Required') },
    { min: PASSWORD_MIN, max: LOGIN_PASSWORD_MAX, message: t('Password_Check_Between') },
  ] as Rule[],
  /**
   * A new password: required, then one rule, Pass_Strength (6–20 with a letter and a digit; the
   * pattern holds the length), so a short one shows one message, not a length message beside it.
   */
  newPassword: [
    { required: true, message: t('Password_Check_Required') },
    { pattern: PASSWORD_PATTERN, message: t('Pass_Strength') },
  ] as Rule[],
  passwordAgain: (field = 'password'): Rule[] => [
    { required: true, message: t('Password_Again_Check_Required') },
    ({ getFieldValue }) => ({
      validator: (_: unknown, v: string) =>
        !v || v === getFieldValue(field)
          ? Promise.resolve()
          : Promise.reject(new Error(t('Password_does_not_match'))),
    }),
  ],
  email: [
    { required: true, whitespace: true, message: t('Email_Check_Required') },
    { pattern: EMAIL_PATTERN, message: t('Email_Check_Format') },
  ] as Rule[],
  emailCode: [
    { required: true, message: t('Code_Check_Required') },
    { len: EMAIL_CODE_LENGTH, message: t('Code_Check_Length') },
  ] as Rule[],
  captcha: [
    { required: true, message: t('Captcha_Check_Required') },
    { min: CAPTCHA_MIN, max: CAPTCHA_MAX, message: t('Captcha_Check_Between') },
  ] as Rule[],
});
