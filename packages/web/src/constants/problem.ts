// Numbers of the problem back office that @judge/shared does not carry (the limits' bounds are its
// PROBLEM_LIMITS, which the server checks on save).

/** Tag names offered while typing a tag in the problem editor. */
export const TAG_SUGGESTIONS_MAX = 20;

/** Rows per page of the tag table in the back office. */
export const ADMIN_TAG_PAGE_SIZE = 20;
