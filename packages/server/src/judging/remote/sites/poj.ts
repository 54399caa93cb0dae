// POJ (poj.org): a Java web app with a JSESSIONID cookie; code is sent base64-encoded
// (encoded=1); run ids and verdicts come from the status table, compile errors from
// showcompileinfo. POJ keeps runs per account, so a re-poll must use the same account.
import { JudgeStatus } from '@judge/shared';
import { HttpClient } from '../http.js';
import { checkId, markdownOf, must, optional, textOf } from '../html.js';
import { mapVerdict, type VerdictTable } from '../verdicts.js';
import { RemoteError, type RemoteAdapter, type RemoteProblem, type RemoteSession } from '../types.js';

const SITE = 'POJ';

export const POJ_VERDICTS: VerdictTable = [
  [/^Accepted$/, JudgeStatus.ACCEPTED],
  [/^Wrong Answer$/, JudgeStatus.WRONG_ANSWER],
  [/^Presentation Error$/, JudgeStatus.PRESENTATION_ERROR],
  [/^Compile Error$/, JudgeStatus.COMPILE_ERROR],
  [/^Runtime Error$/, JudgeStatus.RUNTIME_ERROR],
  [/^Time Limit Exceeded$/, JudgeStatus.TIME_LIMIT_EXCEEDED],
  [/^Memory Limit Exceeded$/, JudgeStatus.MEMORY_LIMIT_EXCEEDED],
  [/^Output Limit Exceeded$/, JudgeStatus.RUNTIME_ERROR],
  [/^System Error$/, JudgeStatus.SYSTEM_ERROR],
];
const PENDING = /^(Waiting|Compiling|Running & Judging|Running)/;

const section = (html: string, title: string) =>
  optional(html, new RegExp(`<p class="pst">${title}</p>\\s*<div class="ptx"[^>]*>([\\s\\S]*?)</div>`, 'i'));
const sample = (html: string, title: string) =>
  textOf(optional(html, new RegExp(`<p class="pst">${title}</p>\\s*<pre class="sio">([\\s\\S]*?)</pre>`, 'i')));

export function pojAdapter(baseUrl: string): RemoteAdapter {
  const client = () => new HttpClient(baseUrl);
  const http = (s: RemoteSession) => s.state.http as HttpClient;
  const rowRe = (runId: number | string) =>
    new RegExp(
      `<tr align=center><td>(${runId})</td><td>[\\s\\S]*?</td><td>[\\s\\S]*?</td><td>([\\s\\S]*?)</td><td>(\\d*)K?</td><td>(\\d*)(?:MS)?</td>`,
      'i',
    );

  return {
    key: 'POJ',
    accountKey: 'poj',
    languages: {
      C: '1',
      'C With O2': '1',
      'C++': '0',
      'C++ With O2': '0',
      Java: '2',
      Pascal: '3',
    },

    async fetchProblem(id): Promise<RemoteProblem> {
      const pid = checkId(id, /^\d{4}$/, SITE);
      const page = await client().get(`/problem?id=${pid}`);
      if (/Can not find problem/i.test(page.text)) throw new RemoteError('not-found', `${SITE}: problem ${pid} does not exist`);
      const html = page.text;
      const title = textOf(must(html, /<div class="ptt"[^>]*>([\s\S]*?)<\/div>/i, 'the problem title', SITE));
      const time = must(html, /<b>Time Limit:<\/b>\s*(\d+)MS/i, 'the time limit', SITE);
      const memory = must(html, /<b>Memory Limit:<\/b>\s*(\d+)K/i, 'the memory limit', SITE);
      const description = section(html, 'Description');
      if (!description) throw new RemoteError('page-changed', `${SITE}: the page no longer shows the problem description; the adapter needs updating`);
      const ex = { input: sample(html, 'Sample Input'), output: sample(html, 'Sample Output') };
      return {
        remoteId: pid,
        title,
        description: markdownOf(description),
        input: markdownOf(section(html, 'Input')),
        output: markdownOf(section(html, 'Output')),
        hint: markdownOf(section(html, 'Hint')),
        source: textOf(section(html, 'Source')),
        timeLimit: Number(time),
        memoryLimit: Math.round(Number(memory) / 1024),
        examples: ex.input || ex.output ? [ex] : [],
      };
    },

    async login(account) {
      const http = client();
      const res = await http.post('/login', { user_id1: account.username, password1: account.password, B1: 'login', url: '/' });
      if (/Error Occurred|is not correct|No such user/i.test(res.text))
        throw new RemoteError('login', `${SITE} refused the login of account ${account.username}`);
      if (!/href=["']?logout/i.test(res.text))
        throw new RemoteError('page-changed', `${SITE}: no signed-in page after the login; the adapter needs updating`);
      return { account, state: { http } };
    },

    async submit(session, remoteId, languageId, code) {
      const res = await http(session).post('/submit', {
        problem_id: remoteId,
        language: languageId,
        source: Buffer.from(code).toString('base64'),
        submit: 'Submit',
        encoded: '1',
      });
      if (/Error Occurred/i.test(res.text))
        throw new RemoteError('submit', `${SITE} refused the submission: ${textOf(optional(res.text, /<li>([\s\S]*?)<\/li>/i)) || 'error page'}`);
      const status = await http(session).get(`/status?problem_id=${remoteId}&user_id=${encodeURIComponent(session.account.username)}&result=&language=`);
      const id = optional(status.text, /<tr align=center><td>(\d+)<\/td>/i);
      if (!id) throw new RemoteError('submit', 'Failed to obtain the ID submitted by the platform');
      return Number(id);
    },

    async poll(session, _remoteId, runId) {
      const page = await http(session).get(`/status?top=${runId + 1}&user_id=${encodeURIComponent(session.account.username)}`);
      const row = rowRe(runId).exec(page.text);
      if (!row) throw new RemoteError('page-changed', `${SITE}: run ${runId} is not in the status table; the adapter needs updating`);
      const words = textOf(row[2]);
      if (PENDING.test(words)) return { pending: true, words };
      const status = mapVerdict(words, SITE, POJ_VERDICTS);
      let compileError: string | undefined;
      if (status === JudgeStatus.COMPILE_ERROR) {
        const ce = await http(session).get(`/showcompileinfo?solution_id=${runId}`);
        compileError = textOf(optional(ce.text, /<pre>([\s\S]*?)<\/pre>/i));
      }
      return { pending: false, status, words, time: row[4] ? Number(row[4]) : null, memory: row[3] ? Number(row[3]) : null, compileError };
    },
  };
}
