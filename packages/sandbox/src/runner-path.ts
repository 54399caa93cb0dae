// Where the compiled C runner lives: packages/sandbox/build/sbx-runner (built by build.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function defaultRunnerPath(): string {
  const fromEnv = process.env.SANDBOX_RUNNER;
  if (fromEnv) return fromEnv;
  // this file is src/runner-path.ts or dist/runner-path.js: the package root is one level up
  const pkgRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  return path.join(pkgRoot, 'build', 'sbx-runner');
}

export function assertRunnerBuilt(p: string): void {
  if (!existsSync(p)) {
    throw new Error(`sandbox: runner binary ${p} is missing; build it with 'node packages/sandbox/build.mjs' (needs cc + kernel headers)`);
  }
}
