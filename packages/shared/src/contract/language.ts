// Language lists.
import { LANGUAGE } from './fields.js';
import type { ContractRow } from './types.js';

export const LANGUAGE_ROWS: readonly ContractRow[] = [
  {
    method: 'GET',
    path: '/api/languages',
    query: ['pid?', 'all?'],
    auth: 'anon',
    shape: 'list',
    data: LANGUAGE,
    dataType: '[Language]',
    area: 'language',
    source: 'hoj-api-paths §1.4; site.md §7',
    client: 'getLanguages',
  },
  {
    method: 'GET',
    path: '/api/get-problem-languages',
    query: ['pid'],
    auth: 'anon',
    shape: 'list',
    data: LANGUAGE,
    dataType: '[Language]',
    area: 'language',
    source: 'hoj-api-paths §1.4; site.md §7',
    client: 'getProblemLanguages',
  },
];
