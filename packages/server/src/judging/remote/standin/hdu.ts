// HDU stand-in: showproblem.php (panel_title / panel_content sections, "2000/1000 MS" limits),
// userloginex.php (PHPSESSID), submit.php (_usercode base64 of the URL-encoded code), status.php
// (the status table, newest first), viewerror.php.
import { addRun, esc, html, newSession, startStandIn, wordsOf, type StandIn } from './server.js';

const panel = (title: string, content: string) =>
  `<div class=panel_title align=left>${title}</div> <div class=panel_content>${content}</div><div class=panel_bottom>&nbsp;</div>`;

export function hduProblemPage(pid: string, changed = false) {
  return html(`<table><tr><td align=center>
<h1 style='color:#1A5CC8'>A + B Problem (${pid})</h1>
<font><b><span style='font-family:Arial;font-size:12px;font-weight:bold;color:green'>${changed ? 'Limits: see below' : 'Time Limit: 2000/1000 MS (Java/Others)&nbsp;&nbsp;&nbsp;&nbsp;Memory Limit: 65536/32768 K (Java/Others)'}<br>Total Submission(s): 1&nbsp;&nbsp;&nbsp;&nbsp;Accepted Submission(s): 1<br></span></b></font>
${panel('Problem Description', 'Calculate <i>A + B</i>.')}
${panel('Input', 'Each line will contain two integers <i>A</i> and <i>B</i>. Process to end of file.')}
${panel('Output', 'For each case, output <i>A + B</i> in one line.')}
${panel('Sample Input', '<pre><div style="font-family:Courier New,Courier,monospace;">1 1</div></pre>')}
${panel('Sample Output', '<pre><div style="font-family:Courier New,Courier,monospace;">2</div></pre>')}
${panel('Source', '<a href="search.php?field=problem&key=HDU&source=1&searchmode=source">HDU Stand-in Contest</a>')}
</td></tr></table>`);
}

export function startHduStandIn(port = 0): Promise<StandIn> {
  return startStandIn(
    'PHPSESSID',
    ['1000'],
    (req, state) => {
      const signedIn = (user: string | null) =>
        user
          ? `<a href="/userloginex.php?action=logout">Sign Out</a> ${esc(user)}`
          : '<a href="/userloginex.php">Sign In</a>';
      if (req.path === '/' || req.path === '/index.php') return { body: html(signedIn(req.user)) };
      if (req.path === '/showproblem.php') {
        const pid = req.query.get('pid') ?? '';
        if (!state.problems.has(pid))
          return { body: html('<div>No such problem - <strong>Invalid Parameter</strong></div>') };
        return { body: hduProblemPage(pid, state.mode === 'changed') };
      }
      if (req.path === '/userloginex.php' && req.method === 'POST') {
        state.logins++;
        const user = req.form.get('username') ?? '';
        if (state.accounts.get(user) !== req.form.get('userpass'))
          return { body: html('<script>alert("No such user or wrong password.");</script>') };
        return {
          status: 302,
          headers: { location: '/', 'set-cookie': `PHPSESSID=${newSession(state, user)}; path=/` },
        };
      }
      if (req.path === '/submit.php' && req.method === 'POST') {
        if (!req.user) return { status: 302, headers: { location: '/userloginex.php' } };
        const code = decodeURIComponent(Buffer.from(req.form.get('_usercode') ?? '', 'base64').toString());
        if (code.length < 50 && !/main/.test(code))
          return {
            body: html(
              '<ul>One or more following ERROR(s) occurred.<li>Code length is improper! Make sure your code length is longer than 50 and not exceed 65536 Bytes.</li></ul>',
            ),
          };
        addRun(
          state,
          {
            user: req.user,
            problem: req.form.get('problemid') ?? '',
            language: req.form.get('language') ?? '',
            code,
            compileError: /syntax_error/.test(code)
              ? "0_0_1.cpp(1) : error C2065: 'syntax_error' : undeclared identifier"
              : undefined,
          },
          ['Queuing', 'Running'],
          'Accepted',
        );
        return { status: 302, headers: { location: '/status.php' } };
      }
      if (req.path === '/status.php') {
        const first = Number(req.query.get('first') || Infinity);
        const user = req.query.get('user') ?? '';
        const pid = req.query.get('pid') ?? '';
        const rows = state.runs
          .filter((r) => r.id <= first && (!user || r.user === user) && (!pid || r.problem === pid))
          .slice(0, 15)
          .map((r) => {
            // Only a look at one run (first=<id>) moves its script on, as a judge's progress would.
            const w = req.query.get('first') ? wordsOf(r) : r.script[Math.min(r.polls, r.script.length - 1)];
            const cell =
              w === 'Compilation Error'
                ? `<a href="/viewerror.php?rid=${r.id}" target=_blank>Compilation Error</a>`
                : `<font color=red>${w}</font>`;
            const done = !/Queuing|Running|Compiling/.test(w);
            return `<tr align=center ><td height=22px>${r.id}</td><td>2026-01-01 10:00:00</td><td>${cell}</td><td><a href="/showproblem.php?pid=${r.problem}">${r.problem}</a></td><td>${done ? 15 : 0}MS</td><td>${done ? 1736 : 0}K</td><td>${r.code.length}B</td><td>G++</td><td>${esc(r.user)}</td></tr>`;
          });
        if (state.mode === 'changed')
          return { body: html(`<div class="status-list">${rows.length} runs</div>`) };
        return {
          body: html(
            `<div id=fixed_table><table width=100% class=table_text><tr class=table_header><td>Run ID</td><td>Submit Time</td><td>Judge Status</td><td>Pro.ID</td><td>Exe.Time</td><td>Exe.Memory</td><td>Code Len.</td><td>Language</td><td>Author</td></tr>${rows.join('')}</table></div>`,
          ),
        };
      }
      if (req.path === '/viewerror.php') {
        const r = state.runs.find((x) => x.id === Number(req.query.get('rid')));
        return { body: html(`<pre>${esc(r?.compileError ?? '')}</pre>`) };
      }
      return { status: 404, body: html('Not found') };
    },
    port,
  );
}
