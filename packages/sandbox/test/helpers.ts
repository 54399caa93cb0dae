// Test fixtures: compiles the hostile programs once (static, so they run under every profile),
// makes fresh work dirs, and starts a Sandbox the tests share.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { Sandbox, type RunRequest } from '../src/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');
export const BIN_DIR = path.join(tmpdir(), 'judge-sandbox-test-bin');

/** Builds the runner and the hostile programs if they are stale. */
export function buildFixtures(): void {
  execFileSync('node', [path.join(pkg, 'build.mjs')], { stdio: 'pipe' });
  mkdirSync(BIN_DIR, { recursive: true });
  chmodSync(BIN_DIR, 0o755);
  for (const dir of ['hostile', 'programs']) {
    const src = path.join(here, dir);
    for (const f of readdirSync(src).filter((x) => x.endsWith('.c'))) {
      const out = path.join(BIN_DIR, f.replace(/\.c$/, ''));
      if (existsSync(out) && statSync(out).mtimeMs > statSync(path.join(src, f)).mtimeMs) continue;
      execFileSync('gcc', ['-static', '-O2', '-pthread', '-o', out, path.join(src, f)], { stdio: 'pipe' });
    }
  }
}

/** Every dir a test file makes lives under one root, removed by cleanupScratch() in its afterAll. */
let scratch: string | null = null;
function scratchDir(): string {
  if (!scratch) {
    scratch = mkdtempSync(path.join(tmpdir(), 'sbx-test-'));
    chmodSync(scratch, 0o755);
  }
  return scratch;
}

/** Removes this process's scratch dirs (call from afterAll). */
export function cleanupScratch(): void {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = null;
}

/** A fresh empty host dir for a box's /box. */
export function workDir(): string {
  const d = mkdtempSync(path.join(scratchDir(), 'box-'));
  chmodSync(d, 0o755);
  return d;
}

/** Output files live outside the work dir, as the judge must do. */
export function outFile(name = 'out'): string {
  const d = mkdtempSync(path.join(scratchDir(), 'out-'));
  return path.join(d, name);
}

export function read(p: string): string {
  return readFileSync(p, 'utf8');
}

/** A request running one of the hostile binaries (bound read-only at /prog/<name>). */
export function hostile(name: string, args: string[], extra: Partial<RunRequest> = {}): RunRequest {
  return {
    profile: 'static',
    path: `/prog/${name}`,
    args,
    workDir: extra.workDir ?? workDir(),
    stdout: extra.stdout === undefined ? outFile() : extra.stdout,
    cpuMs: 2000,
    memoryKb: 128 * 1024,
    ...extra,
    binds: [{ src: path.join(BIN_DIR, name), dst: `/prog/${name}` }, ...(extra.binds ?? [])],
  };
}

/** The tests' boxes use their own uid range, apart from other runners on the machine (the judge's). */
export const TEST_UID_BASE = 61000;

export function newSandbox(slots = 2): Sandbox {
  return new Sandbox({ slots, uidBase: TEST_UID_BASE });
}

/**
 * Starts one shared Sandbox for the calling test file (before its tests) and closes it and the
 * scratch dirs after them. The Sandbox can only be made once the runner is built, so this returns
 * a stand-in that forwards to the started one: test files keep writing `sb.run(...)`.
 */
export function useSandbox(slots = 2): Sandbox {
  let sb: Sandbox | undefined;
  beforeAll(async () => {
    buildFixtures();
    sb = newSandbox(slots);
    await sb.start();
  });
  afterAll(async () => {
    await sb?.close();
    cleanupScratch();
  });
  return new Proxy({} as Sandbox, {
    get(_, key) {
      if (!sb) throw new Error('useSandbox: the sandbox is used before beforeAll started it');
      const value = Reflect.get(sb, key, sb);
      return typeof value === 'function' ? value.bind(sb) : value;
    },
  });
}
