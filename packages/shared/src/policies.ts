/**
 * Who may do what, as pure functions. The server calls them to enforce; the web calls the same
 * functions to decide what to show. A rule lives once, in policies/<resource>.ts; this file only
 * gathers them so that `@judge/shared` and `@judge/shared/policies` keep exporting every name.
 */
export * from './policies/actor.js';
export * from './policies/admin.js';
export * from './policies/problem.js';
export * from './policies/contest.js';
export * from './policies/training.js';
export * from './policies/submission.js';
export * from './policies/discussion.js';
export * from './policies/user-admin.js';
export * from './policies/audit.js';
export * from './policies/message.js';
export * from './policies/group.js';
