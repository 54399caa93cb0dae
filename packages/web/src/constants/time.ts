// Units of time, so that conversions read as what they are.
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** How the site writes a moment (dayjs formats): to the minute in lists, to the second in details and tooltips. */
export const DATE_MINUTE = 'YYYY-MM-DD HH:mm';
export const DATE_SECOND = 'YYYY-MM-DD HH:mm:ss';
