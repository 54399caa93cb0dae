// Language lists.
import { LANGUAGE } from './fields.js';
import type { ContractRow } from './types.js';

/** Both calls answer languages: all the site offers, or those one problem allows. */
const languageList = (path: string, query: string[], client: string): ContractRow => ({
  method: 'GET',
  path,
  query,
  auth: 'anon',
  shape: 'list',
  data: LANGUAGE,
  dataType: '[Language]',
  area: 'language',
  source: 'hoj-api-paths §1.4; site.md §7',
  client,
});

export const LANGUAGE_ROWS: readonly ContractRow[] = [
  languageList('/api/languages', ['pid?', 'all?'], 'getLanguages'),
  languageList('/api/get-problem-languages', ['pid'], 'getProblemLanguages'),
];
