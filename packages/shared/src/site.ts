// Site defaults that pages need at run time, kept free of zod so that importing them adds nothing
// to a web page but the values themselves.

/** The description a fresh install stores; pages show it in the reader's language instead. */
export const DEFAULT_SITE_DESCRIPTION = 'An open-source online judge for learners and contestants.';
