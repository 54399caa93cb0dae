// POJ stand-in: problem?id= (ptt / pst / ptx / sio blocks), login (JSESSIONID), submit with
// base64 source (encoded=1), the status table, showcompileinfo.
import { addRun, esc, html, newSession, startStandIn, wordsOf, type StandIn } from './server.js';

export function pojProblemPage(pid: string, changed = false) {
  return html(`<div class="ptt" lang="en-US">A+B Problem ${pid}</div>
<div class="plm"><table align="center"><tr><td><b>Time Limit:</b> 1000MS</td><td width="10px"></td><td><b>Memory Limit:</b> 10000K</td></tr></table></div>
${changed ? '<div class="statement">Calculate a+b</div>' : '<p class="pst">Description</p><div class="ptx" lang="en-US">Calculate a+b</div>'}
<p class="pst">Input</p><div class="ptx" lang="en-US">Two integer a,b (0&lt;=a,b&lt;=10)</div>
<p class="pst">Output</p><div class="ptx" lang="en-US">Output a+b</div>
<p class="pst">Sample Input</p><pre class="sio">1 2</pre>
<p class="pst">Sample Output</p><pre class="sio">3</pre>
<p class="pst">Hint</p><div class="ptx" lang="en-US">Use scanf.</div>
<p class="pst">Source</p><div class="ptx" lang="en-US"><a href="searchproblem?field=source&key=POJ+Stand-in">POJ Stand-in</a></div>`);
}

export function startPojStandIn(port = 0): Promise<StandIn> {
  return startStandIn(
    'JSESSIONID',
    ['1000'],
    (req, state) => {
      if (req.path === '/')
        return { body: html(req.user ? `<a href=logout>Log Out</a>` : '<a href=login>Log In</a>') };
      if (req.path === '/problem') {
        const pid = req.query.get('id') ?? '';
        if (!state.problems.has(pid))
          return { body: html('<li>Can not find problem (ID:' + esc(pid) + ')</li>') };
        return { body: pojProblemPage(pid, state.mode === 'changed') };
      }
      if (req.path === '/login' && req.method === 'POST') {
        state.logins++;
        const user = req.form.get('user_id1') ?? '';
        if (state.accounts.get(user) !== req.form.get('password1'))
          return {
            body: html(
              '<title>Error</title><p>Error Occurred</p><li>User ID or password is not correct</li>',
            ),
          };
        return {
          status: 302,
          headers: { location: '/', 'set-cookie': `JSESSIONID=${newSession(state, user)}; Path=/` },
        };
      }
      if (req.path === '/submit' && req.method === 'POST') {
        if (!req.user) return { body: html('<p>Error Occurred</p><li>Please login first.</li>') };
        const code = Buffer.from(req.form.get('source') ?? '', 'base64').toString();
        addRun(
          state,
          {
            user: req.user,
            problem: req.form.get('problem_id') ?? '',
            language: req.form.get('language') ?? '',
            code,
            compileError: /syntax_error/.test(code)
              ? "Main.cpp:1: error: 'syntax_error' was not declared"
              : undefined,
          },
          ['Waiting', 'Running & Judging'],
          'Accepted',
        );
        return { status: 302, headers: { location: '/status' } };
      }
      if (req.path === '/status') {
        const top = Number(req.query.get('top') || Infinity);
        const user = req.query.get('user_id') ?? '';
        const rows = state.runs
          .filter((r) => r.id < top && (!user || r.user === user))
          .slice(0, 20)
          .map((r) => {
            const w = req.query.get('top') ? wordsOf(r) : r.script[Math.min(r.polls, r.script.length - 1)];
            const cell =
              w === 'Compile Error'
                ? `<a href=showcompileinfo?solution_id=${r.id} target=_blank><font color=green>Compile Error</font></a>`
                : `<font color=blue>${w}</font>`;
            const done = !/Waiting|Running|Compiling/.test(w);
            return `<tr align=center><td>${r.id}</td><td><a href=userstatus?user_id=${r.user}>${r.user}</a></td><td><a href=problem?id=${r.problem}>${r.problem}</a></td><td>${cell}</td><td>${done ? '168K' : ''}</td><td>${done ? '16MS' : ''}</td><td>G++</td><td>${r.code.length}B</td><td>2026-01-01 10:00:00</td></tr>`;
          });
        if (state.mode === 'changed') return { body: html(`<div>${rows.length} runs</div>`) };
        return {
          body: html(
            `<TABLE cellSpacing=0 cellPadding=0 width=100% border=1 class=a bordercolor=#FFFFFF><tr class='in'><td width=8%>Run ID</td><td>User</td><td>Problem</td><td>Result</td><td>Memory</td><td>Time</td><td>Language</td><td>Code Length</td><td>Submit Time</td></tr>${rows.join('')}</table>`,
          ),
        };
      }
      if (req.path === '/showcompileinfo') {
        const r = state.runs.find((x) => x.id === Number(req.query.get('solution_id')));
        return { body: html(`<pre>${esc(r?.compileError ?? '')}</pre>`) };
      }
      return { status: 404, body: html('Not found') };
    },
    port,
  );
}
