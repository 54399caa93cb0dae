// Site rank lists.
import { ACM_RANK_VO, OI_RANK_VO, common } from './fields.js';
import type { ContractRow } from './types.js';

export const RANK_ROWS: readonly ContractRow[] = [
  {
    method: 'GET',
    path: '/api/get-rank-list',
    query: ['currentPage?', 'limit?', 'searchUser?', 'type'],
    auth: 'anon',
    shape: 'page',
    data: common(ACM_RANK_VO, OI_RANK_VO),
    dataType: 'IPage[ACMRankVO (rating) | OIRankVO (score)]; type 0 ACM, 1 OI',
    area: 'rank',
    source: 'hoj-api-paths §6; site.md §7',
    client: 'getUserRank',
  },
];
