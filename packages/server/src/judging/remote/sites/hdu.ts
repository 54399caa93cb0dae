// HDU (acm.hdu.edu.cn): PHP pages, a PHPSESSID cookie, the status table as the only source of run
// ids and verdicts. Page shapes follow the site's public pages (showproblem.php, userloginex.php,
// submit.php, status.php, viewerror.php) as open-source clients read them.
import { JudgeStatus } from '@judge/shared';
import { HttpClient } from '../http.js';
import { mapVerdict, type VerdictTable } from '../verdicts.js';
import { checkId, markdownOf, must, optional, textOf } from '../html.js';
import {
  RemoteError,
  type RemoteAccount,
  type RemoteAdapter,
  type RemoteProblem,
  type RemoteRunState,
  type RemoteSession,
} from '../types.js';

const SITE = 'HDU';

/** Verdict words of the status table (Runtime Error carries the signal in brackets). */
export const HDU_VERDICTS: VerdictTable = [
  [/^Accepted$/, JudgeStatus.ACCEPTED],
  [/^Wrong Answer$/, JudgeStatus.WRONG_ANSWER],
  [/^Presentation Error$/, JudgeStatus.PRESENTATION_ERROR],
  [/^Compilation Error$/, JudgeStatus.COMPILE_ERROR],
  [/^Runtime Error/, JudgeStatus.RUNTIME_ERROR],
  [/^Time Limit Exceeded$/, JudgeStatus.TIME_LIMIT_EXCEEDED],
  [/^Memory Limit Exceeded$/, JudgeStatus.MEMORY_LIMIT_EXCEEDED],
  [/^Output Limit Exceeded$/, JudgeStatus.RUNTIME_ERROR],
  [/^System Error$/, JudgeStatus.SYSTEM_ERROR],
];
const PENDING = /^(Queuing|Compiling|Running|Submitted|Pending)/;

function section(html: string, title: string): string {
  return optional(
    html,
    new RegExp(`<div class=panel_title[^>]*>${title}</div>\\s*<div class=panel_content>([\\s\\S]*?)</div>\\s*<div class=panel_bottom>`, 'i'),
  );
}

export function hduAdapter(baseUrl: string): RemoteAdapter {
  const client = () => new HttpClient(baseUrl);
  const http = (s: RemoteSession) => s.state.http as HttpClient;

  return {
    key: 'HDU',
    accountKey: 'hdu',
    languages: {
      C: '1',
      'C With O2': '1',
      'C++': '0',
      'C++ With O2': '0',
      Java: '5',
      'C#': '6',
      Pascal: '4',
    },

    async fetchProblem(id): Promise<RemoteProblem> {
      const pid = checkId(id, /^\d{4,5}$/, SITE);
      const page = await client().get(`/showproblem.php?pid=${pid}`);
      if (/No such problem|Invalid Parameter/i.test(page.text))
        throw new RemoteError('not-found', `${SITE}: problem ${pid} does not exist`);
      const title = textOf(must(page.text, /<h1[^>]*>([\s\S]*?)<\/h1>/i, 'the problem title', SITE));
      // "Time Limit: 2000/1000 MS (Java/Others)": the second number is the limit of C/C++.
      const time = must(page.text, /Time Limit:\s*\d+\/(\d+)\s*MS/i, 'the time limit', SITE);
      const memory = must(page.text, /Memory Limit:\s*\d+\/(\d+)\s*K/i, 'the memory limit', SITE);
      const description = section(page.text, 'Problem Description');
      if (!description)
        throw new RemoteError('page-changed', `${SITE}: the page no longer shows the problem description; the adapter needs updating`);
      const sample = (t: string) =>
        textOf(optional(section(page.text, t), /<pre>([\s\S]*?)<\/pre>/i) || section(page.text, t));
      const example = { input: sample('Sample Input'), output: sample('Sample Output') };
      return {
        remoteId: pid,
        title,
        description: markdownOf(description),
        input: markdownOf(section(page.text, 'Input')),
        output: markdownOf(section(page.text, 'Output')),
        hint: markdownOf(section(page.text, 'Hint')),
        source: textOf(section(page.text, 'Source')),
        timeLimit: Number(time),
        memoryLimit: Math.round(Number(memory) / 1024),
        examples: example.input || example.output ? [example] : [],
      };
    },

    async login(account: RemoteAccount): Promise<RemoteSession> {
      const http = client();
      const page = await http.post('/userloginex.php?action=login', {
        username: account.username,
        userpass: account.password,
        login: 'Sign In',
      });
      if (/No such user or wrong password/i.test(page.text))
        throw new RemoteError('login', `${SITE} refused the login of account ${account.username}`);
      if (!/action=logout/i.test(page.text))
        throw new RemoteError('page-changed', `${SITE}: no signed-in page after the login; the adapter needs updating`);
      return { account, state: { http } };
    },

    async submit(session, remoteId, languageId, code) {
      const res = await http(session).post('/submit.php?action=submit', {
        check: '0',
        problemid: remoteId,
        language: languageId,
        // The site's form sends the code URL-encoded then base64-encoded in `_usercode`.
        _usercode: Buffer.from(encodeURIComponent(code)).toString('base64'),
      });
      if (/Code length is improper|One or more following ERROR/i.test(res.text))
        throw new RemoteError('submit', `${SITE} refused the submission: ${textOf(optional(res.text, /<li>([\s\S]*?)<\/li>/i)) || 'form error'}`);
      const status = await http(session).get(
        `/status.php?first=&pid=${remoteId}&user=${encodeURIComponent(session.account.username)}&lang=0&status=0`,
      );
      const id = optional(status.text, /<td height=22px>(\d+)<\/td>/i);
      if (!id) throw new RemoteError('submit', 'Failed to obtain the ID submitted by the platform');
      return Number(id);
    },

    async poll(session, _remoteId, runId): Promise<RemoteRunState> {
      const page = await http(session).get(
        `/status.php?first=${runId}&pid=&user=${encodeURIComponent(session.account.username)}&lang=0&status=0`,
      );
      const row = new RegExp(
        `<td height=22px>${runId}</td><td>[^<]*</td><td>([\\s\\S]*?)</td><td>[\\s\\S]*?</td><td>(\\d*)MS</td><td>(\\d*)K</td>`,
        'i',
      ).exec(page.text);
      if (!row) throw new RemoteError('page-changed', `${SITE}: run ${runId} is not in the status table; the adapter needs updating`);
      const words = textOf(row[1]).replace(/\s+/g, ' ');
      if (PENDING.test(words)) return { pending: true, words };
      const status = mapVerdict(words, SITE, HDU_VERDICTS);
      let compileError: string | undefined;
      if (status === JudgeStatus.COMPILE_ERROR) {
        const ce = await http(session).get(`/viewerror.php?rid=${runId}`);
        compileError = textOf(optional(ce.text, /<pre>([\s\S]*?)<\/pre>/i));
      }
      return {
        pending: false,
        status,
        words,
        time: row[2] ? Number(row[2]) : null,
        memory: row[3] ? Number(row[3]) : null,
        compileError,
      };
    },
  };
}
