// The back-office dashboard.
import { ADMINS } from './access.js';
import { SESSION } from './fields.js';
import type { ContractRow } from './types.js';

export const DASHBOARD_ROWS: readonly ContractRow[] = [
  {
    method: 'GET',
    path: '/api/admin/dashboard/get-dashboard-info',
    auth: ADMINS,
    shape: 'object',
    data: ['userNum', 'recentContestNum', 'todayJudgeNum'],
    dataType: '{userNum, recentContestNum (contests within the next 14 days), todayJudgeNum}',
    area: 'dashboard',
    source: 'hoj-api-paths §1.1; groups-accounts-admin.md §7',
    client: 'admin_getDashboardInfo',
  },
  {
    method: 'POST',
    path: '/api/admin/dashboard/get-sessions',
    auth: ADMINS,
    shape: 'object',
    data: SESSION,
    dataType: "Session: the caller's second-newest session (the newest if only one)",
    area: 'dashboard',
    source: 'hoj-api-paths §1.1; groups-accounts-admin.md §7',
    client: 'getSessions',
    note: 'The client sends a body (form-encoded or JSON, possibly empty), which is ignored.',
  },
];
