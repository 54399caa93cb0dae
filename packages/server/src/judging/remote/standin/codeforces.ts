// Codeforces stand-in: the X-Csrf-Token meta on every page, /enter (JSESSIONID), problem pages of
// /problemset and /gym with the problem-statement layout, the submit forms, api/user.status with
// the API's verdict names, data/submitSource for compile errors.
import { addRun, esc, html, newSession, startStandIn, wordsOf, type StandIn } from './server.js';

const CSRF = '0123456789abcdef0123456789abcdef';
const page = (user: string | null, body: string) =>
  html(
    `<meta name="X-Csrf-Token" content="${CSRF}"/>${user ? `<a href="/profile/${esc(user)}">${esc(user)}</a> | <a href="/12ab/logout">Logout</a>` : '<a href="/enter">Enter</a>'}${body}`,
  );

export function cfProblemPage(contest: string, index: string, gym: boolean, changed = false) {
  const limits = changed
    ? '<div class="limits">2 s / 256 MB</div>'
    : `<div class="time-limit"><div class="property-title">time limit per test</div>2 seconds</div><div class="memory-limit"><div class="property-title">memory limit per test</div>256 megabytes</div><div class="input-file"><div class="property-title">input</div>standard input</div><div class="output-file"><div class="property-title">output</div>standard output</div></div>`;
  return `<table><tr><th class="left" style="width:100%;"><a style="color: black" href="/${gym ? 'gym' : 'contest'}/${contest}">Stand-in Round ${contest}</a></th></tr></table>
<div class="problemindexholder" problemindex="${index}"><div class="ttypography"><div class="problem-statement"><div class="header"><div class="title">${index}. Sum of Two</div>${limits}</div><div><p>Given two integers $$$a$$$ and $$$b$$$, print $$$a+b$$$.</p></div><div class="input-specification"><div class="section-title">Input</div><p>One line with $$$a$$$ and $$$b$$$.</p></div><div class="output-specification"><div class="section-title">Output</div><p>Print the sum.</p></div><div class="sample-tests"><div class="section-title">Examples</div><div class="sample-test"><div class="input"><div class="title">Input</div><pre>1 2
</pre></div><div class="output"><div class="title">Output</div><pre>3
</pre></div></div></div><div class="note"><div class="section-title">Note</div><p>Small numbers.</p></div></div></div></div>`;
}

const API_WORDS: Record<string, string | undefined> = { TESTING: 'TESTING', '': undefined };

export function startCodeforcesStandIn(port = 0): Promise<StandIn> {
  return startStandIn(
    'JSESSIONID',
    ['1000A', '100001A'],
    (req, state) => {
      const m = /^\/(problemset\/problem\/(\d+)\/([A-Z]\d?)|gym\/(\d+)\/problem\/([A-Z]\d?))$/.exec(req.path);
      if (m) {
        const gym = !!m[4];
        const contest = m[2] ?? m[4];
        const index = m[3] ?? m[5];
        if (!state.problems.has(`${contest}${index}`))
          return { status: 302, headers: { location: '/problemset' } };
        return { body: page(req.user, cfProblemPage(contest, index, gym, state.mode === 'changed')) };
      }
      if (req.path === '/problemset') return { body: page(req.user, '<div>Problemset</div>') };
      if (req.path === '/' || (req.path === '/enter' && req.method === 'GET'))
        return { body: page(req.user, state.mode === 'changed' ? '<form id="login"></form>' : '') };
      if (req.path === '/enter') {
        state.logins++;
        const user = req.form.get('handleOrEmail') ?? '';
        if (req.form.get('csrf_token') !== CSRF) return { status: 403, body: 'csrf' };
        if (state.accounts.get(user) !== req.form.get('password'))
          return {
            body: page(null, '<span class="error for__password">Invalid handle/email or password</span>'),
          };
        return {
          status: 302,
          headers: { location: '/', 'set-cookie': `JSESSIONID=${newSession(state, user)}; Path=/` },
        };
      }
      const submit = /^\/(problemset|gym\/(\d+))\/submit$/.exec(req.path);
      if (submit && req.method === 'GET') {
        if (!req.user) return { status: 302, headers: { location: '/enter' } };
        return {
          body:
            state.mode === 'changed'
              ? html('<p>maintenance</p>')
              : page(req.user, '<form class="submit-form"></form>'),
        };
      }
      if (submit) {
        if (!req.user || req.query.get('csrf_token') !== CSRF)
          return { status: 302, headers: { location: '/enter' } };
        const problem = submit[2]
          ? `${submit[2]}${req.form.get('submittedProblemIndex')}`
          : (req.form.get('submittedProblemCode') ?? '');
        const code = req.form.get('source') ?? '';
        if (state.runs.some((r) => r.code === code && r.problem === problem))
          return {
            body: page(
              req.user,
              '<span class="error for__source">You have submitted exactly the same code before</span>',
            ),
          };
        addRun(
          state,
          {
            user: req.user,
            problem,
            language: req.form.get('programTypeId') ?? '',
            code,
            compileError: /syntax_error/.test(code)
              ? "program.cpp:1:1: error: 'syntax_error' does not name a type"
              : undefined,
          },
          ['', 'TESTING'],
          'OK',
        );
        return { status: 302, headers: { location: '/problemset/status?my=on' } };
      }
      if (req.path === '/problemset/status')
        return { body: page(req.user, '<table class="status-frame-datatable"></table>') };
      if (req.path === '/api/user.status') {
        if (state.mode === 'changed') return { body: '<html>Codeforces is temporarily unavailable</html>' };
        const handle = req.query.get('handle') ?? '';
        // newest first, a page of `count` from the 1-based `from`, as the API pages
        const from = Math.max(1, Number(req.query.get('from') ?? 1));
        const count = Math.max(1, Number(req.query.get('count') ?? 10_000));
        const result = state.runs
          .filter((r) => r.user === handle)
          .slice(from - 1, from - 1 + count)
          .map((r) => {
            const w = wordsOf(r);
            const pm = /^(\d+)([A-Z]\d?)$/.exec(r.problem)!;
            const verdict = w in API_WORDS ? API_WORDS[w] : w;
            const done = verdict && verdict !== 'TESTING';
            return {
              id: r.id,
              contestId: Number(pm[1]),
              creationTimeSeconds: 1767225600,
              problem: { contestId: Number(pm[1]), index: pm[2], name: 'Sum of Two' },
              author: { members: [{ handle: r.user }] },
              programmingLanguage: 'GNU C++17',
              ...(verdict ? { verdict } : {}),
              testset: 'TESTS',
              passedTestCount: done ? 10 : 0,
              timeConsumedMillis: done ? 46 : 0,
              memoryConsumedBytes: done ? 102400 : 0,
            };
          });
        return { type: 'application/json', body: JSON.stringify({ status: 'OK', result }) };
      }
      if (req.path === '/data/submitSource') {
        const r = state.runs.find((x) => x.id === Number(req.form.get('submissionId')));
        return {
          type: 'application/json',
          body: JSON.stringify({
            'checkerStdoutAndStderr#1': r?.compileError ?? '',
            compilationError: r?.compileError ? 'true' : 'false',
          }),
        };
      }
      return { status: 404, body: page(req.user, 'Not found') };
    },
    port,
  );
}
