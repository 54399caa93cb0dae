// Problems of other judges, imported by OJ name and problem id.
import { ADMINS } from './access.js';
import type { ContractRow } from './types.js';

const OJS = 'name: the OJ (HDU, CF, GYM, POJ, SPOJ, AC, LIBRE).';

export const REMOTE_JUDGE_ROWS: readonly ContractRow[] = [
  {
    method: 'GET',
    path: '/api/admin/problem/import-remote-oj-problem',
    query: ['name', 'problemId'],
    auth: ADMINS,
    shape: 'null',
    area: 'remote-judge',
    source: 'hoj-api-paths §1.4; groups-accounts-admin.md §7',
    client: 'admin_addRemoteOJProblem',
    note: OJS,
  },
  {
    method: 'GET',
    path: '/api/admin/training/import-remote-oj-problem',
    query: ['name', 'problemId', 'tid'],
    auth: ADMINS,
    shape: 'null',
    area: 'remote-judge',
    source: 'hoj-api-paths §1.7',
    client: 'admin_addTrainingRemoteOJProblem',
    note: OJS,
  },
  {
    method: 'GET',
    path: '/api/admin/contest/import-remote-oj-problem',
    query: ['name', 'problemId', 'cid', 'displayId'],
    auth: ADMINS,
    shape: 'null',
    area: 'remote-judge',
    source: 'hoj-api-paths §1.8',
    client: 'admin_addContestRemoteOJProblem',
    note: OJS,
  },
];
