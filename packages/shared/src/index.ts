export * from './i18n-text.js';
export * from './judge-status.js';
export * from './roles.js';
export * from './difficulty.js';
export * from './contest.js';
export * from './group.js';
export * from './problem.js';
export * from './limits.js';
export * from './format.js';
export * from './policies.js';
export * from './envelope.js';
export * from './score-split.js';
// The API contract with HOJ's clients (issue 26) is imported from '@judge/shared/contract/index' by
// the server's tests only; it is not re-exported here so that no web page carries the table.
