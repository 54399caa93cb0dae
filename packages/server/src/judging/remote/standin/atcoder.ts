// AtCoder stand-in: csrf_token hidden fields, /login (REVEL_SESSION), task pages with the
// lang-en statement sections, the submit form, submissions/me and a submission's page with the
// judge-status label, Exec Time, Memory and Compile Error.
import { addRun, esc, html, newSession, startStandIn, wordsOf, type StandIn } from './server.js';

const CSRF = 'stand-in-csrf+token=';
const layout = (user: string | null, body: string) =>
  html(
    `${user ? `<form action="/logout" method="POST"><button>Sign Out</button></form><a href="/users/${esc(user)}">${esc(user)}</a>` : '<a href="/login">Sign In</a>'}<input type="hidden" name="csrf_token" value="${esc(CSRF).replace(/"/g, '&quot;')}" />${body}`,
  );

export function atcoderTaskPage(task: string, changed = false) {
  const statement = changed
    ? '<div class="statement">Print a+b.</div>'
    : '<div class="part"><section><h3>Problem Statement</h3><p>Print <var>A+B</var>.</p></section></div>';
  return `<a class="contest-title" href="/contests/${task.split('_')[0]}">AtCoder Stand-in Contest 001</a>
<span class="h2">A - Sum ${task}<a class="btn btn-default btn-sm" href="/contests/x/tasks/${task}/editorial">Editorial</a></span>
<p>Time Limit: 2 sec / Memory Limit: 1024 MB</p>
<div id="task-statement"><span class="lang"><span class="lang-ja"><div class="part"><section><h3>問題文</h3><p>A+B</p></section></div></span><span class="lang-en">
${statement}
<div class="part"><section><h3>Constraints</h3><ul><li><var>1 \\leq A, B \\leq 100</var></li></ul></section></div>
<div class="io-style"><div class="part"><section><h3>Input</h3><p>Input is given as <var>A</var> <var>B</var>.</p></section></div>
<div class="part"><section><h3>Output</h3><p>Print the sum.</p></section></div></div>
<div class="part"><section><h3>Sample Input 1</h3><pre>1 2
</pre></section></div>
<div class="part"><section><h3>Sample Output 1</h3><pre>3
</pre></section></div>
</span></span></div>`;
}

export function startAtcoderStandIn(port = 0): Promise<StandIn> {
  return startStandIn(
    'REVEL_SESSION',
    ['abc001_a'],
    (req, state) => {
      const task = /^\/contests\/([a-z0-9-]+)\/tasks\/([a-z0-9_-]+)$/.exec(req.path);
      if (task) {
        if (!state.problems.has(task[2])) return { status: 404, body: layout(req.user, '404 Not Found') };
        return { body: layout(req.user, atcoderTaskPage(task[2], state.mode === 'changed')) };
      }
      if (req.path === '/' || (req.path === '/login' && req.method === 'GET'))
        return { body: layout(req.user, '') };
      if (req.path === '/login') {
        state.logins++;
        const user = req.form.get('username') ?? '';
        if (req.form.get('csrf_token') !== CSRF) return { status: 403, body: 'csrf' };
        if (state.accounts.get(user) !== req.form.get('password'))
          return {
            body: layout(
              null,
              '<div class="alert alert-danger alert-dismissible col-sm-12 fade in" role="alert">× Username or Password is incorrect.</div>',
            ),
          };
        return {
          status: 302,
          headers: { location: '/', 'set-cookie': `REVEL_SESSION=${newSession(state, user)}; Path=/` },
        };
      }
      const submit = /^\/contests\/([a-z0-9-]+)\/submit$/.exec(req.path);
      if (submit && req.method === 'GET') {
        if (!req.user) return { status: 302, headers: { location: '/login' } };
        return {
          body:
            state.mode === 'changed'
              ? html('<p>maintenance</p>')
              : layout(req.user, '<form class="form-code-submit"></form>'),
        };
      }
      if (submit) {
        if (!req.user || req.form.get('csrf_token') !== CSRF)
          return { status: 302, headers: { location: '/login' } };
        const code = req.form.get('sourceCode') ?? '';
        addRun(
          state,
          {
            user: req.user,
            problem: req.form.get('data.TaskScreenName') ?? '',
            language: req.form.get('data.LanguageId') ?? '',
            code,
            compileError: /syntax_error/.test(code)
              ? "Main.cpp:4:1: error: 'syntax_error' was not declared in this scope"
              : undefined,
          },
          ['WJ', '3/12'],
          'AC',
        );
        return { status: 302, headers: { location: `/contests/${submit[1]}/submissions/me` } };
      }
      const mine = /^\/contests\/([a-z0-9-]+)\/submissions\/me$/.exec(req.path);
      if (mine) {
        const rows = state.runs
          .filter((r) => r.user === req.user)
          .map(
            (r) =>
              `<tr><td><a href="/contests/${mine[1]}/tasks/${r.problem}">${r.problem}</a></td><td class="text-center"><a href="/contests/${mine[1]}/submissions/${r.id}">Detail</a></td></tr>`,
          );
        return { body: layout(req.user, `<table class="table">${rows.join('')}</table>`) };
      }
      const one = /^\/contests\/([a-z0-9-]+)\/submissions\/(\d+)$/.exec(req.path);
      if (one) {
        const r = state.runs.find((x) => x.id === Number(one[2]));
        if (!r) return { status: 404, body: layout(req.user, '404') };
        const w = wordsOf(r);
        const done = !/^(WJ|WR|\d+\/)/.test(w);
        if (state.mode === 'changed') return { body: layout(req.user, `<div class="status">${w}</div>`) };
        return {
          body: layout(
            req.user,
            `<table class="table"><tr><th>Task</th><td>${r.problem}</td></tr><tr><th>Status</th><td id="judge-status" class="text-center"><span class='label label-${w === 'AC' ? 'success' : 'warning'}' data-toggle='tooltip'>${w}</span></td></tr>${done ? '<tr><th>Exec Time</th><td class="text-center">1 ms</td></tr><tr><th>Memory</th><td class="text-center">3528 KB</td></tr>' : ''}</table>${r.compileError && w === 'CE' ? `<h4>Compile Error</h4><pre>${esc(r.compileError)}</pre>` : ''}`,
          ),
        };
      }
      return { status: 404, body: layout(req.user, 'Not found') };
    },
    port,
  );
}
