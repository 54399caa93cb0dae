// @judge/sandbox: runs untrusted programs in the C runner's boxes. See README.md for the contract.
export { Sandbox, type SandboxOptions, type InteractiveOptions } from './sandbox.js';
export { SandboxUnavailableError, type DaemonInfo } from './daemon.js';
export { checkerRequest, CHECKER_FILES, type CheckerRunOptions } from './checker.js';
export { DEFAULT_ENV, jvmFlags, profileDefaults, type ProfileDefaults } from './profiles.js';
export { defaultRunnerPath } from './runner-path.js';
export * from './types.js';
