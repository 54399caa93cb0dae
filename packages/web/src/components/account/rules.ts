import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import {
  CAPTCHA_MAX,
  CAPTCHA_MIN,
  EMAIL_CODE_LENGTH,
  PASSWORD_MAX,
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
  /** Login password: required, 6–20. */
  password: [
    { required: true, message: t('Password_Check_Required') },
    { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('Password_Check_Between') },
  ] as Rule[],
  /** New password: required, 6–20, at least a letter and a digit. */
  newPassword: [
    { required: true, message: t('Password_Check_Required') },
    { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('Password_Check_Between') },
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
