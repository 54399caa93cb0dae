// Rejudge, manual judge, cancel, judge servers.
import { ADMINS } from './access.js';
import { JUDGE } from './fields.js';
import type { Access, ContractRow } from './types.js';

/** "login, R + perm:rejudge". */
const REJUDGE: Access = { roles: ['R'], perm: 'rejudge' };

/** Manual judge and cancel: root sets one submission's verdict and gets its Judge row back. */
const verdictCall = (path: string, query: string[], client: string): ContractRow => ({
  method: 'GET',
  path,
  query,
  auth: REJUDGE,
  shape: 'object',
  data: JUDGE,
  dataType: 'Judge',
  area: 'judging',
  source: 'hoj-api-paths §1.9; groups-accounts-admin.md §7',
  client,
});

export const JUDGING_ROWS: readonly ContractRow[] = [
  {
    method: 'GET',
    path: '/api/admin/judge/rejudge',
    query: ['submitId'],
    auth: REJUDGE,
    shape: 'object',
    data: JUDGE,
    dataType: 'Judge (reset row)',
    area: 'judging',
    source: 'hoj-api-paths §1.9; groups-accounts-admin.md §7',
    client: 'submissionRejudge',
  },
  {
    method: 'GET',
    path: '/api/admin/judge/rejudge-contest-problem',
    query: ['cid', 'pid'],
    auth: REJUDGE,
    shape: 'null',
    area: 'judging',
    source: 'hoj-api-paths §1.9, §4, §9.12; site.md §7',
    client: 'ContestRejudgeProblem',
    note: 'The spec names it "rejudge contest problem (pid, cid), path not shown" (§9.12).',
  },
  verdictCall('/api/admin/judge/manual-judge', ['submitId', 'status', 'score?'], 'admin_manualJudge'),
  verdictCall('/api/admin/judge/cancel-judge', ['submitId'], 'admin_cancelJudge'),
  {
    method: 'ANY',
    path: '/api/admin/config/get-judge-service-info',
    auth: ADMINS,
    shape: 'list',
    data: ['cpuCores', 'percentCpuLoad', 'percentMemoryLoad', 'service'],
    dataType: '[{cpuCores, percentCpuLoad, percentMemoryLoad, service: {instance}}], one per judge server',
    area: 'judging',
    source: 'hoj-api-paths §1.1, §9.9; groups-accounts-admin.md §7',
    client: 'getJudgeServer',
  },
];
