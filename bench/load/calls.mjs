// The read calls of the load benchmark (issue 24 Deliver 2), by name: method, path (with query),
// JSON body, and whether the call is made signed in (as load0). Paths are this server's routes
// (problem, submission, contest, message modules); ids come from the seed file (bench/load/seed.ts).
const get = (p, auth = false) => ({ method: 'GET', path: p, auth });
const post = (p, body, auth = false) => ({ method: 'POST', path: p, body: JSON.stringify(body), auth });
/** @param {{cid: number, problemIds: string[], popularProblem: string, submitIds: number[]}} seed */
export function loadCalls(seed) {
  return {
    'problem-list': get('/api/get-problem-list?currentPage=1&limit=15'),
    'problem-list-page-300': get('/api/get-problem-list?currentPage=300&limit=15'),
    'problem-list-keyword': get('/api/get-problem-list?currentPage=1&limit=15&keyword=problem%20777'),
    'problem-list-difficulty': get('/api/get-problem-list?currentPage=1&limit=15&difficulty=3'),
    'problem-detail': get(`/api/get-problem-detail?problemId=${seed.problemIds[1]}`),
    'problem-detail-popular': get(`/api/get-problem-detail?problemId=${seed.popularProblem}`),
    'submission-list': get('/api/get-submission-list?currentPage=1&limit=15'),
    'submission-list-page-100': get('/api/get-submission-list?currentPage=100&limit=15'),
    'submission-list-signed-in': get('/api/get-submission-list?currentPage=1&limit=15', true),
    'submission-list-status': get('/api/get-submission-list?currentPage=1&limit=15&status=0'),
    'submission-list-user': get('/api/get-submission-list?currentPage=1&limit=15&username=load7'),
    'submission-list-problem': get(
      `/api/get-submission-list?currentPage=1&limit=15&problemID=${seed.popularProblem}&completeProblemID=true`,
    ),
    'submission-list-problem-like': get(`/api/get-submission-list?currentPage=1&limit=15&problemID=L12`),
    // A partial id that few or no submissions carry: before 0023 it walked every site submission.
    'submission-list-problem-rare': get(`/api/get-submission-list?currentPage=1&limit=15&problemID=L9999`),
    'submission-list-mine': get('/api/get-submission-list?currentPage=1&limit=15&onlyMine=true', true),
    'contest-submissions': get(
      `/api/contest-submissions?contestID=${seed.cid}&currentPage=1&limit=15&beforeContestSubmit=false`,
      true,
    ),
    'contest-board': post('/api/get-contest-rank', { cid: seed.cid, currentPage: 1, limit: 30 }, true),
    'status-polling': post('/api/check-submissions-status', { submitIds: seed.submitIds, cid: 0 }, true),
    'unread-count': get('/api/msg/unread', true),
  };
}
