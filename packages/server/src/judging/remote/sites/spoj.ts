// SPOJ (www.spoj.com): login form (SPOJ cookie), submit/complete/ answering the new run id in a
// hidden field, the status table of a problem and user (statusres cell with lower-case words),
// compile errors on the run's error page.
import { JudgeStatus } from '@judge/shared';
import { HttpClient } from '../http.js';
import { checkId, markdownOf, must, optional, parseMemory, parseMs, textOf } from '../html.js';
import { mapVerdict, type VerdictTable } from '../verdicts.js';
import { RemoteError, type RemoteAdapter, type RemoteProblem, type RemoteSession } from '../types.js';

const SITE = 'SPOJ';

export const SPOJ_VERDICTS: VerdictTable = [
  [/^accepted/i, JudgeStatus.ACCEPTED],
  [/^wrong answer/i, JudgeStatus.WRONG_ANSWER],
  [/^compilation error/i, JudgeStatus.COMPILE_ERROR],
  [/^runtime error/i, JudgeStatus.RUNTIME_ERROR],
  [/^time limit exceeded/i, JudgeStatus.TIME_LIMIT_EXCEEDED],
  [/^memory limit exceeded/i, JudgeStatus.MEMORY_LIMIT_EXCEEDED],
  [/^internal error/i, JudgeStatus.SYSTEM_ERROR],
];
const PENDING = /^(waiting|compiling|running|judging|submitted)/i;
/** Runs on a page of the problem's status list for one user, and how many pages are read at most. */
const STATUS_PAGE = 20;
const STATUS_PAGES = 25;

export function spojAdapter(baseUrl: string): RemoteAdapter {
  const client = () => new HttpClient(baseUrl);
  const http = (s: RemoteSession) => s.state.http as HttpClient;

  /**
   * The status page holding a run and the run's verdict cell. The list (newest first, 20 a page)
   * may have moved the run past its first page when a rejudge re-polls it, so later pages are read
   * until the run, an older one, or the list's end shows up.
   */
  async function findRun(s: RemoteSession, remoteId: string, runId: number) {
    const cellRe = new RegExp(
      `<td class="statusres[^"]*" id="statusres_${runId}"[^>]*>([\\s\\S]*?)</td>`,
      'i',
    );
    let page = { text: '' };
    for (let n = 0; n < STATUS_PAGES; n++) {
      const start = n === 0 ? '' : `start=${n * STATUS_PAGE}`;
      page = await http(s).get(`/status/${remoteId},${encodeURIComponent(s.account.username)}/${start}`);
      const cell = optional(page.text, cellRe);
      if (cell) return { page, cell };
      const ids = [...page.text.matchAll(/id="statusres_(\d+)"/g)].map((m) => Number(m[1]));
      if (ids.length < STATUS_PAGE || ids.some((id) => id < runId)) break;
    }
    return { page, cell: undefined };
  }

  return {
    key: 'SPOJ',
    accountKey: 'spoj',
    languages: {
      C: '11',
      'C With O2': '11',
      'C++': '44',
      'C++ With O2': '44',
      'C++ 17': '44',
      'C++ 17 With O2': '44',
      Java: '10',
      Python3: '116',
      PyPy3: '99',
      Golang: '114',
      'JavaScript Node': '56',
      'C#': '27',
      PHP: '29',
      Ruby: '17',
      Rust: '93',
      Pascal: '22',
    },

    async fetchProblem(id): Promise<RemoteProblem> {
      const code = checkId(id, /^[A-Z0-9_]{1,12}$/i, SITE).toUpperCase();
      const page = await client().get(`/problems/${code}/`);
      if (page.status === 404 || /problem-not-found|Wrong problem code/i.test(page.text))
        throw new RemoteError('not-found', `${SITE}: problem ${code} does not exist`);
      const html = page.text;
      const title = textOf(
        must(
          html,
          /<h2 id="problem-name"[^>]*>\s*(?:[A-Z0-9_]+ - )?([\s\S]*?)<\/h2>/i,
          'the problem title',
          SITE,
        ),
      );
      const time = parseMs(must(html, /<td>Time limit:<\/td>\s*<td>([^<]*)<\/td>/i, 'the time limit', SITE));
      const memory = parseMemory(
        must(html, /<td>Memory limit:<\/td>\s*<td>([^<]*)<\/td>/i, 'the memory limit', SITE),
        'MB',
      );
      if (time == null || memory == null)
        throw new RemoteError(
          'page-changed',
          `${SITE}: the limits are not readable; the adapter needs updating`,
        );
      const body = must(html, /<div id="problem-body">([\s\S]*?)<\/div>/i, 'the problem body', SITE);
      const [statement, rest = ''] = body.split(/<h3>Input<\/h3>/i);
      const [input, afterInput = ''] = rest.split(/<h3>Output<\/h3>/i);
      const [output, example = ''] = afterInput.split(/<h3>Example<\/h3>/i);
      const sample = textOf(optional(example, /<pre>([\s\S]*?)<\/pre>/i));
      const io = /^\s*Input:\s*\n([\s\S]*?)\n\s*Output:\s*\n([\s\S]*)$/i.exec(sample);
      return {
        remoteId: code,
        title,
        description: markdownOf(statement),
        input: markdownOf(input),
        output: markdownOf(output),
        hint: '',
        source: textOf(optional(html, /<td>Resource:<\/td>\s*<td>([\s\S]*?)<\/td>/i)),
        timeLimit: time,
        memoryLimit: memory,
        examples: io ? [{ input: io[1].trim(), output: io[2].trim() }] : [],
      };
    },

    async login(account) {
      const http = client();
      const res = await http.post('/login', {
        next_raw: '/',
        autologin: '1',
        login_user: account.username,
        password: account.password,
      });
      if (/Authentication failed/i.test(res.text))
        throw new RemoteError('login', `${SITE} refused the login of account ${account.username}`);
      if (!/href="\/logout"/i.test(res.text))
        throw new RemoteError(
          'page-changed',
          `${SITE}: no signed-in page after the login; the adapter needs updating`,
        );
      return { account, state: { http } };
    },

    async submit(session, remoteId, languageId, code) {
      const res = await http(session).post('/submit/complete/', {
        file: code,
        lang: languageId,
        problemcode: remoteId,
        submit: 'Submit!',
      });
      const id = optional(res.text, /name="newSubmissionId"\s+value="(\d+)"/i);
      if (!id) {
        const why = textOf(optional(res.text, /<p class="[^"]*text-danger[^"]*">([\s\S]*?)<\/p>/i));
        throw new RemoteError(
          'submit',
          why
            ? `${SITE} refused the submission: ${why}`
            : 'Failed to obtain the ID submitted by the platform',
        );
      }
      return Number(id);
    },

    async poll(session, remoteId, runId) {
      const { page, cell } = await findRun(session, remoteId, runId);
      if (!cell)
        throw new RemoteError(
          'page-changed',
          `${SITE}: run ${runId} is not in the status table; the adapter needs updating`,
        );
      const words = textOf(cell)
        .replace(/\s+/g, ' ')
        .replace(/\s*edit\s*ideone it\s*$/i, '');
      if (PENDING.test(words)) return { pending: true, words };
      const status = mapVerdict(words, SITE, SPOJ_VERDICTS);
      const time = parseMs(
        `${optional(page.text, new RegExp(`id="statustime_${runId}"[^>]*>\\s*(?:<a[^>]*>)?\\s*([\\d.]+)`, 'i'))} s`,
      );
      const memory = parseMemory(
        optional(page.text, new RegExp(`id="statusmem_${runId}"[^>]*>\\s*([\\d.]+[KMG])`, 'i')),
        'KB',
      );
      let compileError: string | undefined;
      if (status === JudgeStatus.COMPILE_ERROR) {
        const ce = await http(session).get(`/error/${runId}/`);
        compileError = textOf(optional(ce.text, /<pre>([\s\S]*?)<\/pre>/i));
      }
      return { pending: false, status, words, time, memory, compileError };
    },
  };
}
