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
// The API contract with HOJ's clients (issue 26), as a namespace: its names (Area, Method, ...) are generic.
export * as Contract from './contract/index.js';
