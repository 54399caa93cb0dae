// AtCoder (atcoder.jp): a csrf_token hidden field on every form and a REVEL_SESSION cookie;
// problems are tasks of a contest ("abc001_a" is task a of contest abc001); a run's page shows
// its status label (AC, WA, …; WJ/WR or "3/12" while judging), time, memory and compile error.
import { JudgeStatus } from '@judge/shared';
import { HttpClient } from '../http.js';
import { checkId, markdownOf, must, optional, parseMemory, parseMs, textOf } from '../html.js';
import { mapVerdict, type VerdictTable } from '../verdicts.js';
import { RemoteError, type RemoteAdapter, type RemoteProblem, type RemoteSession } from '../types.js';

const SITE = 'AtCoder';

export const AC_VERDICTS: VerdictTable = [
  [/^AC$/, JudgeStatus.ACCEPTED],
  [/^WA$/, JudgeStatus.WRONG_ANSWER],
  [/^CE$/, JudgeStatus.COMPILE_ERROR],
  [/^RE$/, JudgeStatus.RUNTIME_ERROR],
  [/^OLE$/, JudgeStatus.RUNTIME_ERROR],
  [/^TLE$/, JudgeStatus.TIME_LIMIT_EXCEEDED],
  [/^MLE$/, JudgeStatus.MEMORY_LIMIT_EXCEEDED],
  [/^IE$/, JudgeStatus.SYSTEM_ERROR],
];
/** Waiting for Judge, Waiting for Re-judging, or "3/12" (cases judged so far, maybe with a word). */
const PENDING = /^(WJ|WR|Judging|\d+\s*\/\s*\d+)/;

const csrfOf = (html: string) => must(html, /name="csrf_token"\s+value="([^"]+)"/i, 'the CSRF token', SITE);
const part = (html: string, title: RegExp) =>
  optional(html, new RegExp(`<section>\\s*<h3>${title.source}</h3>([\\s\\S]*?)</section>`, 'i'));

export function atcoderAdapter(baseUrl: string): RemoteAdapter {
  const client = () => new HttpClient(baseUrl);
  const http = (s: RemoteSession) => s.state.http as HttpClient;
  const contestOf = (task: string) => task.slice(0, task.lastIndexOf('_'));

  return {
    key: 'AC',
    accountKey: 'atcoder',
    languages: {
      C: '5017',
      'C With O2': '5017',
      'C++': '5001',
      'C++ With O2': '5001',
      'C++ 17': '5001',
      'C++ 17 With O2': '5001',
      'C++ 20': '5001',
      'C++ 20 With O2': '5001',
      Java: '5005',
      Python3: '5055',
      PyPy3: '5078',
      Golang: '5002',
      'JavaScript Node': '5009',
      'C#': '5003',
      PHP: '5016',
      Ruby: '5018',
      Rust: '5054',
      Pascal: '5041',
    },

    async fetchProblem(id): Promise<RemoteProblem> {
      const task = checkId(id, /^[a-z0-9-]+_[a-z0-9]+$/i, SITE).toLowerCase();
      const page = await client().get(`/contests/${contestOf(task)}/tasks/${task}`);
      if (page.status === 404) throw new RemoteError('not-found', `${SITE}: task ${task} does not exist`);
      const html = page.text;
      const title = textOf(must(html, /<span class="h2">\s*(?:[A-Z0-9]+ - )?([\s\S]*?)(?:<a[\s\S]*?<\/a>)?\s*<\/span>/i, 'the task title', SITE));
      const limits = must(html, /(Time Limit:[^<]*)</i, 'the limits', SITE);
      const time = parseMs(optional(limits, /Time Limit:\s*([\d.]+\s*sec)/i).replace('sec', 's'));
      const memory = parseMemory(optional(limits, /Memory Limit:\s*([\d.]+\s*[KMG]i?B)/i), 'MB');
      if (time == null || memory == null) throw new RemoteError('page-changed', `${SITE}: the limits are not readable; the adapter needs updating`);
      // The English statement when there is one.
      const en = optional(html, /<span class="lang-en">([\s\S]*?)<\/span>\s*<\/span>/i) || html;
      const statement = part(en, /Problem Statement/);
      if (!statement) throw new RemoteError('page-changed', `${SITE}: the page no longer shows the problem statement; the adapter needs updating`);
      const constraints = part(en, /Constraints/);
      const inputs = [...en.matchAll(/<h3>Sample Input \d+<\/h3>\s*<pre[^>]*>([\s\S]*?)<\/pre>/gi)];
      const outputs = [...en.matchAll(/<h3>Sample Output \d+<\/h3>\s*<pre[^>]*>([\s\S]*?)<\/pre>/gi)];
      return {
        remoteId: task,
        title,
        description: markdownOf(statement) + (constraints ? `\n\n**Constraints**\n\n${markdownOf(constraints)}` : ''),
        input: markdownOf(part(en, /Input/)),
        output: markdownOf(part(en, /Output/)),
        hint: '',
        source: textOf(optional(html, /<a class="contest-title"[^>]*>([\s\S]*?)<\/a>/i)) || contestOf(task),
        timeLimit: time,
        memoryLimit: memory,
        examples: inputs.map((m, i) => ({ input: textOf(m[1]), output: textOf(outputs[i]?.[1] ?? '') })),
      };
    },

    async login(account) {
      const http = client();
      const form = await http.get('/login');
      const res = await http.post('/login', { username: account.username, password: account.password, csrf_token: csrfOf(form.text) });
      if (/Username or Password is incorrect/i.test(res.text))
        throw new RemoteError('login', `${SITE} refused the login of account ${account.username}`);
      if (!/action="\/logout"|href="\/logout/i.test(res.text))
        throw new RemoteError('page-changed', `${SITE}: no signed-in page after the login; the adapter needs updating`);
      return { account, state: { http } };
    },

    async submit(session, remoteId, languageId, code) {
      const contest = contestOf(remoteId);
      const form = await http(session).get(`/contests/${contest}/submit`);
      const res = await http(session).post(`/contests/${contest}/submit`, {
        'data.TaskScreenName': remoteId,
        'data.LanguageId': languageId,
        sourceCode: code,
        csrf_token: csrfOf(form.text),
      });
      const alert = optional(res.text, /<div class="alert alert-danger[^"]*"[^>]*>([\s\S]*?)<\/div>/i);
      if (alert) throw new RemoteError('submit', `${SITE} refused the submission: ${textOf(alert).replace(/^×\s*/, '')}`);
      const mine = await http(session).get(`/contests/${contest}/submissions/me`);
      const id = optional(mine.text, new RegExp(`href="/contests/${contest}/submissions/(\\d+)"`, 'i'));
      if (!id) throw new RemoteError('submit', 'Failed to obtain the ID submitted by the platform');
      return Number(id);
    },

    async poll(session, remoteId, runId) {
      const page = await http(session).get(`/contests/${contestOf(remoteId)}/submissions/${runId}`);
      const label = optional(page.text, /<td id="judge-status"[^>]*>\s*<span[^>]*>([\s\S]*?)<\/span>/i);
      if (!label) throw new RemoteError('page-changed', `${SITE}: submission ${runId} shows no status; the adapter needs updating`);
      const words = textOf(label);
      if (PENDING.test(words)) return { pending: true, words };
      const status = mapVerdict(words, SITE, AC_VERDICTS);
      const time = parseMs(optional(page.text, /<th>Exec Time<\/th>\s*<td[^>]*>([^<]*)<\/td>/i));
      const memory = parseMemory(optional(page.text, /<th>Memory<\/th>\s*<td[^>]*>([^<]*)<\/td>/i), 'KB');
      const compileError =
        status === JudgeStatus.COMPILE_ERROR ? textOf(optional(page.text, /<h4>Compile Error<\/h4>\s*<pre[^>]*>([\s\S]*?)<\/pre>/i)) : undefined;
      return { pending: false, status, words, time, memory, compileError };
    },
  };
}
