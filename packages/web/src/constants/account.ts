// Numbers of the account pages that @judge/shared does not (yet) carry.

/** Longest value of each profile field (site.md §5 "Setting"); the server's columns hold as much. */
export const PROFILE_FIELD_MAX = {
  realname: 50,
  nickname: 20,
  school: 100,
  number: 200,
  cfUsername: 255,
  blog: 255,
  github: 255,
  signature: 65_535,
} as const;

/** Seconds the "reset e-mail sent" message stays: longer than a toast, it tells the user to go and look. */
export const RESET_EMAIL_NOTICE_SECONDS = 10;
