// SPOJ stand-in: problems/<CODE>/ (problem-name, limits table, problem-body with Input / Output /
// Example), /login (SPOJ cookie), submit/complete/ with newSubmissionId, status/<CODE>,<user>/
// with statusres cells, error/<id>/.
import { addRun, esc, html, newSession, startStandIn, wordsOf, type StandIn } from './server.js';

const layout = (user: string | null, body: string) =>
  html(
    `${user ? `<a href="/users/${esc(user)}/">${esc(user)}</a> <a href="/logout">sign out</a>` : '<a href="/login">sign in</a>'}${body}`,
  );

export function spojProblemPage(code: string, changed = false) {
  return `<h2 id="problem-name" class="text-center">${code} - Life, the Universe, and Everything</h2>
<table class="probleminfo"><tr><td>Added by:</td><td>Stand-in</td></tr><tr><td>Time limit:</td><td>10s</td></tr><tr><td>Memory limit:</td><td>1536MB</td></tr><tr><td>Resource:</td><td>SPOJ Stand-in Classical</td></tr></table>
${
  changed
    ? '<div class="problem">Rewrite small numbers.</div>'
    : `<div id="problem-body"><p>Rewrite small numbers from input to output. Stop processing input after reading in the number 42.</p>
<h3>Input</h3><p>Integers of one or two digits.</p><h3>Output</h3><p>The same numbers until 42.</p><h3>Example</h3><pre><b>Input:</b>
1
2
88
42
99

<b>Output:</b>
1
2
88</pre></div>`
}`;
}

export function startSpojStandIn(port = 0): Promise<StandIn> {
  return startStandIn(
    'SPOJ',
    ['TEST'],
    (req, state) => {
      const prob = /^\/problems\/([A-Z0-9_]+)\/$/.exec(req.path);
      if (prob) {
        if (!state.problems.has(prob[1]))
          return { body: layout(req.user, '<div class="problem-not-found">Wrong problem code!</div>') };
        return { body: layout(req.user, spojProblemPage(prob[1], state.mode === 'changed')) };
      }
      if (req.path === '/') return { body: layout(req.user, '') };
      if (req.path === '/login' && req.method === 'POST') {
        state.logins++;
        const user = req.form.get('login_user') ?? '';
        if (state.accounts.get(user) !== req.form.get('password'))
          return {
            body: layout(
              null,
              '<p class="alert alert-danger">Authentication failed! <a href="/forgot">Forgot your password?</a></p>',
            ),
          };
        return {
          status: 302,
          headers: { location: '/', 'set-cookie': `SPOJ=${newSession(state, user)}; Path=/` },
        };
      }
      if (req.path === '/submit/complete/' && req.method === 'POST') {
        if (!req.user) return { status: 302, headers: { location: '/login' } };
        const code = req.form.get('file') ?? '';
        const r = addRun(
          state,
          {
            user: req.user,
            problem: req.form.get('problemcode') ?? '',
            language: req.form.get('lang') ?? '',
            code,
            compileError: /syntax_error/.test(code)
              ? "prog.cpp:1:1: error: 'syntax_error' does not name a type"
              : undefined,
          },
          ['waiting..', 'running..'],
          'accepted',
        );
        return {
          body: layout(
            req.user,
            state.mode === 'changed'
              ? '<p>Solution submitted!</p>'
              : `<p>Solution submitted!</p><input type="hidden" name="newSubmissionId" value="${r.id}"/>`,
          ),
        };
      }
      // 20 runs a page, newest first; later pages at /status/<CODE>,<user>/start=<n>
      const status = /^\/status\/([A-Z0-9_]+),([^/]+)\/(?:start=(\d+))?$/.exec(req.path);
      if (status) {
        const start = Number(status[3] ?? 0);
        const rows = state.runs
          .filter((r) => r.problem === status[1] && r.user === decodeURIComponent(status[2]))
          .slice(start, start + 20)
          .map((r) => {
            const w = wordsOf(r);
            const done = !/\.\.$/.test(w);
            return `<tr class="kol1"><td class="statustext text-center"><a href="/users/${r.user}/">${r.id}</a></td><td class="statusres text-center" id="statusres_${r.id}" status="${done ? 15 : 0}">${w === 'compilation error' ? `<a href="/error/${r.id}/">compilation error</a>` : w}</td><td class="stime text-center" id="statustime_${r.id}"><a href="/ranks/${r.problem}/">${done ? '0.01' : '-'}</a></td><td class="smemory statustext text-center" id="statusmem_${r.id}">${done ? '5.2M' : '-'}</td></tr>`;
          });
        if (state.mode === 'changed') return { body: layout(req.user, `<div>${rows.length} runs</div>`) };
        return { body: layout(req.user, `<table class="problems table newstatus">${rows.join('')}</table>`) };
      }
      const err = /^\/error\/(\d+)\/$/.exec(req.path);
      if (err) {
        const r = state.runs.find((x) => x.id === Number(err[1]));
        return { body: layout(req.user, `<pre>${esc(r?.compileError ?? '')}</pre>`) };
      }
      return { status: 404, body: layout(req.user, 'Not found') };
    },
    port,
  );
}
