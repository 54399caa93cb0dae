// Codeforces and its Gym (one adapter, two keys; Gym uses the Codeforces accounts). Login and
// submit go through the site's forms with the X-Csrf-Token of each page; run ids and verdicts come
// from the public API (api/user.status), compile errors from data/submitSource.
import { JudgeStatus } from '@judge/shared';
import { HttpClient } from '../http.js';
import { checkId, markdownOf, must, optional, parseMemory, parseMs, textOf } from '../html.js';
import { mapVerdict, type VerdictTable } from '../verdicts.js';
import { RemoteError, type RemoteAdapter, type RemoteProblem, type RemoteSession } from '../types.js';

/** The API's verdict names. */
export const CF_VERDICTS: VerdictTable = [
  [/^OK$/, JudgeStatus.ACCEPTED],
  [/^WRONG_ANSWER$/, JudgeStatus.WRONG_ANSWER],
  [/^PRESENTATION_ERROR$/, JudgeStatus.PRESENTATION_ERROR],
  [/^COMPILATION_ERROR$/, JudgeStatus.COMPILE_ERROR],
  [/^(RUNTIME_ERROR|SECURITY_VIOLATED|IDLENESS_LIMIT_EXCEEDED)$/, JudgeStatus.RUNTIME_ERROR],
  [/^TIME_LIMIT_EXCEEDED$/, JudgeStatus.TIME_LIMIT_EXCEEDED],
  [/^MEMORY_LIMIT_EXCEEDED$/, JudgeStatus.MEMORY_LIMIT_EXCEEDED],
  [/^OUTPUT_LIMIT_EXCEEDED$/, JudgeStatus.RUNTIME_ERROR],
  [/^PARTIAL$/, JudgeStatus.PARTIAL_ACCEPTED],
  [/^(CRASHED|FAILED|INPUT_PREPARATION_CRASHED|SKIPPED|REJECTED|CHALLENGED)$/, JudgeStatus.SYSTEM_ERROR],
];
const PENDING = /^(TESTING|SUBMITTED)?$/;
/** Runs asked for a page when looking for one, and how many pages at most (the last 1 000 runs). */
const RUN_PAGE = 100;
const RUN_PAGES = 10;

interface ApiSubmission {
  id: number;
  contestId?: number;
  problem?: { contestId?: number; index?: string };
  verdict?: string;
  timeConsumedMillis?: number;
  memoryConsumedBytes?: number;
}

function csrfOf(html: string, site: string): string {
  return must(html, /name=["']X-Csrf-Token["']\s+content=["']([0-9a-f]+)["']/i, 'the CSRF token', site);
}

export function codeforcesAdapter(baseUrl: string, gym = false): RemoteAdapter {
  const SITE = gym ? 'GYM' : 'Codeforces';
  const client = () => new HttpClient(baseUrl);
  const http = (s: RemoteSession) => s.state.http as HttpClient;
  /** "1000A" → contest 1000, index "A" (indexes may carry a digit: "1A1"). */
  const split = (id: string) => {
    const v = checkId(id, /^\d+[A-Za-z][A-Za-z0-9]?$/, SITE);
    const m = /^(\d+)([A-Za-z][A-Za-z0-9]?)$/.exec(v)!;
    return { contest: m[1], index: m[2].toUpperCase() };
  };
  const base = (contest: string) => (gym ? `/gym/${contest}` : `/problemset`);

  /** The account's runs, newest first: `count` of them from the 1-based `from`. */
  async function api(s: RemoteSession, from = 1, count = 20): Promise<ApiSubmission[]> {
    const res = await http(s).get(
      `/api/user.status?handle=${encodeURIComponent(s.account.username)}&from=${from}&count=${count}`,
    );
    let body: { status?: string; result?: ApiSubmission[]; comment?: string };
    try {
      body = JSON.parse(res.text) as typeof body;
    } catch {
      throw new RemoteError(
        'page-changed',
        `${SITE}: api/user.status did not answer JSON; the adapter needs updating`,
      );
    }
    if (body.status !== 'OK' || !Array.isArray(body.result))
      throw new RemoteError(
        'page-changed',
        `${SITE}: api/user.status refused: ${body.comment ?? 'no result'}`,
      );
    return body.result;
  }

  /**
   * A run of the account, looked for a page at a time: a rejudge re-polls a run that may lie
   * behind many newer ones of the same account. The list is newest first, so a page that reaches
   * older runs (or the list's end) without it means it is not there.
   */
  async function findRun(s: RemoteSession, runId: number): Promise<ApiSubmission | undefined> {
    for (let page = 0; page < RUN_PAGES; page++) {
      const rows = await api(s, 1 + page * RUN_PAGE, RUN_PAGE);
      const hit = rows.find((x) => x.id === runId);
      if (hit) return hit;
      if (rows.length < RUN_PAGE || rows.some((x) => x.id < runId)) return undefined;
    }
    return undefined;
  }

  return {
    key: gym ? 'GYM' : 'CF',
    accountKey: 'cf',
    languages: {
      C: '43',
      'C With O2': '43',
      'C++': '50',
      'C++ With O2': '50',
      'C++ 17': '54',
      'C++ 17 With O2': '54',
      'C++ 20': '89',
      'C++ 20 With O2': '89',
      Java: '60',
      Python3: '31',
      PyPy3: '70',
      Golang: '32',
      'JavaScript Node': '55',
      'C#': '79',
      PHP: '6',
      Ruby: '67',
      Rust: '75',
      Pascal: '4',
    },

    async fetchProblem(id): Promise<RemoteProblem> {
      const { contest, index } = split(id);
      const path = gym ? `/gym/${contest}/problem/${index}` : `/problemset/problem/${contest}/${index}`;
      const page = await client().get(path);
      // The site sends an unknown problem back to the problem set (or the gym's front page).
      if (page.status === 404 || !/\/problem\//.test(new URL(page.url).pathname))
        throw new RemoteError('not-found', `${SITE}: problem ${contest}${index} does not exist`);
      const html = page.text;
      const title = textOf(
        must(
          html,
          /<div class="title">\s*(?:[A-Z][0-9]?\.\s*)?([\s\S]*?)<\/div>/i,
          'the problem title',
          SITE,
        ),
      );
      const time = parseMs(
        textOf(
          must(
            html,
            /<div class="time-limit">([\s\S]*?)<\/div>\s*<div class="memory-limit">/i,
            'the time limit',
            SITE,
          ),
        ).replace(/time limit per test/i, ''),
      );
      const memory = parseMemory(
        textOf(
          must(
            html,
            /<div class="memory-limit">([\s\S]*?)<\/div>\s*<div class="input-file">/i,
            'the memory limit',
            SITE,
          ),
        ).replace(/memory limit per test/i, ''),
        'MB',
      );
      if (time == null || memory == null)
        throw new RemoteError(
          'page-changed',
          `${SITE}: the limits are not readable; the adapter needs updating`,
        );
      const legend = must(
        html,
        /<div class="output-file">[\s\S]*?<\/div><\/div><\/div>\s*<div>([\s\S]*?)<\/div>\s*<div class="input-specification">/i,
        'the problem description',
        SITE,
      );
      const spec = (cls: string) =>
        optional(
          html,
          new RegExp(
            `<div class="${cls}"><div class="section-title">[^<]*</div>([\\s\\S]*?)</div>\\s*<div class=`,
            'i',
          ),
        );
      const inputs = [
        ...html.matchAll(/<div class="input">\s*<div class="title">[^<]*<\/div>\s*<pre>([\s\S]*?)<\/pre>/gi),
      ];
      const outputs = [
        ...html.matchAll(/<div class="output">\s*<div class="title">[^<]*<\/div>\s*<pre>([\s\S]*?)<\/pre>/gi),
      ];
      const note = optional(
        html,
        /<div class="note"><div class="section-title">[^<]*<\/div>([\s\S]*?)<\/div>\s*<\/div>/i,
      );
      const contestName = textOf(
        optional(html, /<th class="left"[^>]*>\s*<a[^>]*href="\/(?:contest|gym)\/\d+"[^>]*>([\s\S]*?)<\/a>/i),
      );
      return {
        remoteId: `${contest}${index}`,
        title,
        description: markdownOf(legend),
        input: markdownOf(spec('input-specification')),
        output: markdownOf(spec('output-specification')),
        hint: markdownOf(note),
        source: contestName || `${SITE} ${contest}${index}`,
        timeLimit: time,
        memoryLimit: memory,
        examples: inputs.map((m, i) => ({ input: textOf(m[1]), output: textOf(outputs[i]?.[1] ?? '') })),
      };
    },

    async login(account) {
      const http = client();
      const form = await http.get('/enter');
      const csrf = csrfOf(form.text, SITE);
      const res = await http.post('/enter', {
        csrf_token: csrf,
        action: 'enter',
        ftaa: '',
        bfaa: '',
        handleOrEmail: account.username,
        password: account.password,
        remember: 'on',
      });
      if (/Invalid handle\/email or password/i.test(res.text))
        throw new RemoteError('login', `${SITE} refused the login of account ${account.username}`);
      if (!/\/logout/.test(res.text))
        throw new RemoteError(
          'page-changed',
          `${SITE}: no signed-in page after the login; the adapter needs updating`,
        );
      return { account, state: { http } };
    },

    async submit(session, remoteId, languageId, code) {
      const { contest, index } = split(remoteId);
      const form = await http(session).get(`${base(contest)}/submit`);
      const csrf = csrfOf(form.text, SITE);
      const res = await http(session).post(`${base(contest)}/submit?csrf_token=${csrf}`, {
        csrf_token: csrf,
        ftaa: '',
        bfaa: '',
        action: 'submitSolutionFormSubmitted',
        ...(gym ? { submittedProblemIndex: index } : { submittedProblemCode: `${contest}${index}` }),
        programTypeId: languageId,
        source: code,
        tabSize: '4',
        sourceFile: '',
      });
      const err = optional(res.text, /<span class="error for__\w+">([\s\S]*?)<\/span>/i);
      if (err) throw new RemoteError('submit', `${SITE} refused the submission: ${textOf(err)}`);
      const mine = (await api(session)).find(
        (r) => String(r.problem?.contestId ?? r.contestId) === contest && r.problem?.index === index,
      );
      if (!mine) throw new RemoteError('submit', 'Failed to obtain the ID submitted by the platform');
      return mine.id;
    },

    async poll(session, _remoteId, runId) {
      const r = await findRun(session, runId);
      if (!r) throw new RemoteError('page-changed', `${SITE}: run ${runId} is not among the account's runs`);
      const words = r.verdict ?? '';
      if (PENDING.test(words)) return { pending: true, words: words || 'In queue' };
      const status = mapVerdict(words, SITE, CF_VERDICTS);
      let compileError: string | undefined;
      if (status === JudgeStatus.COMPILE_ERROR) {
        const page = await http(session).get(`/`);
        const csrf = optional(page.text, /name=["']X-Csrf-Token["']\s+content=["']([0-9a-f]+)["']/i);
        const ce = await http(session).post('/data/submitSource', {
          submissionId: String(runId),
          csrf_token: csrf,
        });
        try {
          const j = JSON.parse(ce.text) as Record<string, string>;
          compileError = j['checkerStdoutAndStderr#1'] ?? j.compilationError;
        } catch {
          compileError = undefined;
        }
      }
      return {
        pending: false,
        status,
        words,
        time: r.timeConsumedMillis ?? null,
        memory: r.memoryConsumedBytes != null ? Math.round(r.memoryConsumedBytes / 1024) : null,
        compileError,
      };
    },
  };
}
