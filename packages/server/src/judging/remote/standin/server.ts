// Local stand-ins of the remote sites, for tests and the e2e run: real HTTP on 127.0.0.1 serving
// pages shaped like the sites' public pages. One shared state per stand-in: accounts, sessions,
// runs with a scripted verdict sequence, and switches for the failures the adapters must survive
// (site down, site hanging, a changed page).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRun {
  id: number;
  user: string;
  problem: string;
  language: string;
  code: string;
  /** verdict words shown poll after poll; the last one stays */
  script: string[];
  polls: number;
  compileError?: string;
  /** when it was submitted, and when a poll first saw its last words (ms since epoch) */
  at: number;
  doneAt?: number;
}

export interface StandInState {
  accounts: Map<string, string>;
  sessions: Map<string, string>;
  runs: StandInRun[];
  nextRunId: number;
  /** verdict script of the next submission (default: judging, then accepted) */
  nextScript: string[] | null;
  /** 'down' = 503 everywhere; 'hang' = never answer; 'changed' = pages without the expected parts */
  mode: 'ok' | 'down' | 'hang' | 'changed';
  /** the next this many requests answer 503 as in 'down', then the site is back (a passing outage) */
  downNext: number;
  /** requests answered 503 so far */
  refused: number;
  /** problems the stand-in knows (the site's ids) */
  problems: Set<string>;
  logins: number;
  submits: number;
}

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  cookies: Record<string, string>;
  /** the session's user, if the session cookie is known */
  user: string | null;
}

export interface StandInReply {
  status?: number;
  body?: string;
  type?: string;
  headers?: Record<string, string | undefined>;
}

export interface StandIn {
  url: string;
  state: StandInState;
  close(): Promise<void>;
}

export function newState(problems: string[]): StandInState {
  return {
    accounts: new Map([['judge_bot', 'secret']]),
    sessions: new Map(),
    runs: [],
    nextRunId: 1000,
    nextScript: null,
    mode: 'ok',
    downNext: 0,
    refused: 0,
    problems: new Set(problems),
    logins: 0,
    submits: 0,
  };
}

export function addRun(
  state: StandInState,
  run: Omit<StandInRun, 'id' | 'script' | 'polls' | 'at'>,
  pending: string[],
  accepted: string,
) {
  const r: StandInRun = {
    ...run,
    id: state.nextRunId++,
    script: state.nextScript ?? [...pending, accepted],
    polls: 0,
    at: Date.now(),
  };
  state.nextScript = null;
  state.runs.unshift(r);
  state.submits++;
  return r;
}

/** The words a poll sees now, advancing the run's script. */
export function wordsOf(run: StandInRun): string {
  const w = run.script[Math.min(run.polls, run.script.length - 1)];
  if (run.polls >= run.script.length - 1) run.doneAt ??= Date.now();
  run.polls++;
  return w;
}

export function newSession(state: StandInState, user: string): string {
  const sid = Math.random().toString(36).slice(2);
  state.sessions.set(sid, user);
  return sid;
}

export async function startStandIn(
  sessionCookie: string,
  problems: string[],
  handle: (req: StandInRequest, state: StandInState) => StandInReply,
  port = 0,
): Promise<StandIn> {
  const state = newState(problems);
  const server = http.createServer((req, res) => {
    if (state.mode === 'hang') return; // never answers: the adapter's timeout must fire
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (state.mode === 'down' || state.downNext > 0) {
        if (state.downNext > 0) state.downNext--;
        state.refused++;
        res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>503 Service Unavailable</h1>');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const cookies = Object.fromEntries(
        (req.headers.cookie ?? '')
          .split(';')
          .map((c) => c.trim().split('='))
          .filter((p) => p.length === 2),
      ) as Record<string, string>;
      const sid = cookies[sessionCookie];
      try {
        const out = handle(
          {
            method: req.method ?? 'GET',
            path: url.pathname,
            query: url.searchParams,
            form: new URLSearchParams(raw),
            cookies,
            user: sid ? (state.sessions.get(sid) ?? null) : null,
          },
          state,
        );
        res
          .writeHead(out.status ?? 200, {
            'content-type': out.type ?? 'text/html; charset=utf-8',
            ...(Object.fromEntries(Object.entries(out.headers ?? {}).filter(([, v]) => v != null)) as Record<
              string,
              string
            >),
          })
          .end(out.body ?? '');
      } catch (e) {
        res.writeHead(500).end((e as Error).message);
      }
    });
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const { port: p } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${p}`,
    state,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export const html = (body: string) =>
  `<!DOCTYPE html><html><head><title>stand-in</title></head><body>${body}</body></html>`;
export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
