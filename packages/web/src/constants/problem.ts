// Numbers of the problem back office that @judge/shared does not (yet) carry.

/**
 * Bounds of a problem's limits in the editor (groups-accounts-admin.md §9). The server checks the
 * same bounds on save (its PROBLEM_LIMITS); they belong in @judge/shared once it exports them.
 */
export const PROBLEM_LIMIT_BOUNDS = {
  timeMs: [1, 60_000],
  memoryMb: [1, 4096],
  stackMb: [1, 4096],
} as const;

/** Tag names offered while typing a tag in the problem editor. */
export const TAG_SUGGESTIONS_MAX = 20;

/** Rows per page of the tag table in the back office. */
export const ADMIN_TAG_PAGE_SIZE = 20;
