// The one interface every remote site implements (one file per site under sites/). The flow
// (flow.ts) knows nothing of any site: it takes an account, logs in, submits, polls, maps.
import type { JudgeStatusCode } from '@judge/shared';

/** A problem as imported from a site: statement already turned into the editor's markdown. */
export interface RemoteProblem {
  /** The site's own id as the admin typed it (e.g. "1000A", "1000", "abc001_a"). */
  remoteId: string;
  title: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  /** ms */
  timeLimit: number;
  /** MB */
  memoryLimit: number;
  examples: { input: string; output: string }[];
}

export interface RemoteAccount {
  username: string;
  password: string;
}

/** What one poll of a run reports. `pending` = the site is still judging. */
export type RemoteRunState =
  | { pending: true; words: string }
  | {
      pending: false;
      status: JudgeStatusCode;
      /** the site's verdict words, kept for the error message of unmapped words */
      words: string;
      /** ms, null when the site does not say */
      time: number | null;
      /** KB */
      memory: number | null;
      compileError?: string;
    };

/** A logged-in session on one site (cookies, tokens); adapters keep what they need inside. */
export interface RemoteSession {
  account: RemoteAccount;
  /** adapter-private state (cookie jar, CSRF token, …) */
  state: Record<string, unknown>;
}

export interface RemoteAdapter {
  /** Problem-id prefix and switch-config key: HDU, CF, GYM, POJ, AC, SPOJ. */
  readonly key: string;
  /** Which account list of the switch settings this site uses (GYM uses Codeforces accounts). */
  readonly accountKey: 'hdu' | 'cf' | 'poj' | 'atcoder' | 'spoj' | 'libreoj';
  /** Local language names (the language table, oj ME) → the site's language id. */
  readonly languages: Readonly<Record<string, string>>;
  fetchProblem(remoteId: string): Promise<RemoteProblem>;
  login(account: RemoteAccount): Promise<RemoteSession>;
  /** Submits and returns the site's run id (a positive integer). */
  submit(session: RemoteSession, remoteId: string, languageId: string, code: string): Promise<number>;
  /** One look at a run; throws RemoteError('page-changed') when the page is not understood. */
  poll(session: RemoteSession, remoteId: string, runId: number): Promise<RemoteRunState>;
}

export type RemoteErrorKind =
  /** the site could not be reached or timed out: worth retrying, ends as Submitted Failed */
  | 'network'
  /** the site refused the account */
  | 'login'
  /** the site answered but not with a run id / the submit was refused */
  | 'submit'
  /** the page does not look as expected: never guess a verdict from it */
  | 'page-changed'
  /** the problem does not exist on the site */
  | 'not-found';

export class RemoteError extends Error {
  constructor(
    readonly kind: RemoteErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteError';
  }
}

/** Where each site lives; tests and the e2e stand-ins point these at 127.0.0.1. */
export type SiteUrls = Partial<Record<string, string>>;
