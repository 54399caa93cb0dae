/**
 * Compile a program (user solution, checker or interactor) inside the sandbox and keep what the
 * run step needs. Compiler output is kept (capped) for the Compile Error message.
 */
import { chmodSync, copyFileSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { lstat, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LanguageDef } from './languages.js';
import type { PchCache } from './pch.js';
import type { Bind, Runner } from './runner.js';
import { readCapped, safeFileName } from './files.js';

/** Compiler diagnostics shown to the user are capped at this many bytes. */
export const COMPILE_MESSAGE_CAP = 64 * 1024;
/** Largest file a compiler may write (the binary). */
const COMPILE_OUTPUT_KB = 256 * 1024;

export interface CompileInput {
  language: LanguageDef;
  code: string;
  /** filename → content, placed next to the source (hoj-behaviour §3.3). */
  extraFiles?: Record<string, string>;
}

export type CompileOutcome =
  | { ok: true; dir: string; language: LanguageDef; message: string; timeMs: number }
  /** `internal`: the failure is the judge's (runner error), not the program's. */
  | { ok: false; internal: boolean; message: string };

export async function writeSources(dir: string, input: CompileInput): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, content] of Object.entries(input.extraFiles ?? {})) {
    await writeFile(join(dir, safeFileName(name)), content);
  }
  await writeFile(join(dir, input.language.sourceFile), input.code);
}

export async function compileProgram(
  runner: Runner,
  input: CompileInput,
  dir: string,
  logDir: string,
  pch: PchCache | null,
): Promise<CompileOutcome> {
  const lang = input.language;
  await writeSources(dir, input);
  if (!lang.compile) return { ok: true, dir, language: lang, message: '', timeMs: 0 };

  const argv = [...lang.compile.argv];
  const binds: Bind[] = (lang.binds ?? []).map((path) => ({ path }));
  if (lang.compile.pch && pch) {
    const pchDir = await pch.dirFor(lang.compile.pch.flags);
    if (pchDir) {
      // Before the source file so that it precedes the system include dirs.
      argv.splice(argv.indexOf(lang.sourceFile), 0, `-I${pchDir}`);
      binds.push({ path: pchDir });
    }
  }
  await mkdir(logDir, { recursive: true });
  const log = join(logDir, 'compile.log');
  const res = await runner.run({
    profile: lang.compile.profile ?? 'compiler',
    argv,
    env: lang.compile.env,
    workDir: dir,
    writable: true,
    stdout: log,
    stderr: log,
    binds,
    cpuMs: lang.compile.cpuMs,
    wallMs: lang.compile.wallMs,
    memoryKb: lang.compile.memoryKb,
    outputKb: COMPILE_OUTPUT_KB,
    processes: 128,
  });
  const message = (await readCapped(log, COMPILE_MESSAGE_CAP)).trimEnd();
  if (res.status === 'IE')
    return { ok: false, internal: true, message: `compiler could not run: ${res.error ?? ''}` };
  if (res.status === 'TLE')
    return { ok: false, internal: false, message: `Compilation time limit exceeded\n${message}`.trim() };
  if (res.status === 'MLE')
    return { ok: false, internal: false, message: `Compilation memory limit exceeded\n${message}`.trim() };
  if (res.status === 'OLE')
    return { ok: false, internal: false, message: `Compiler output limit exceeded\n${message}`.trim() };
  if (res.status === 'SE')
    return { ok: false, internal: true, message: `compiler stopped by the sandbox: ${res.error ?? ''}` };
  if (res.status !== 'OK' || res.exitCode !== 0) {
    return {
      ok: false,
      internal: false,
      message: message || `compiler exited with ${res.exitCode ?? `signal ${res.signal}`}`,
    };
  }
  for (const artifact of lang.artifacts) {
    if (artifact.startsWith('*')) continue;
    if (
      !(await lstat(join(dir, artifact)).then(
        (s) => s.isFile(),
        () => false,
      ))
    ) {
      return { ok: false, internal: false, message: message || `compiler produced no ${artifact}` };
    }
  }
  return { ok: true, dir, language: lang, message, timeMs: res.cpuMs };
}

/**
 * Copy the compiled artifacts into a fresh run dir (each run starts from a clean box). Copies, not
 * links: the compile box's files belong to a slot's uid, and a file-IO run writes in its box.
 * Synchronous on purpose: a few small local-file calls take microseconds each, where every
 * thread-pool round trip of the async API costs ~60 µs here, and this is on every case's path.
 */
export function stageArtifacts(compiled: { dir: string; language: LanguageDef }, runDir: string): void {
  mkdirSync(runDir, { recursive: true });
  const names = readdirSync(compiled.dir);
  const wanted = new Set(
    compiled.language.artifacts.flatMap((pattern) =>
      pattern.startsWith('*') ? names.filter((n) => n.endsWith(pattern.slice(1))) : [pattern],
    ),
  );
  for (const name of wanted) {
    // Written inside the sandbox: copy regular files only, never through a link.
    const src = join(compiled.dir, name);
    const st = lstatSync(src, { throwIfNoEntry: false });
    if (!st?.isFile()) throw new Error(`compiled artifact ${name} is not a regular file`);
    const dst = join(runDir, name);
    copyFileSync(src, dst);
    chmodSync(dst, (st.mode & 0o111) !== 0 ? 0o755 : 0o644); // readable by the box's uid
  }
}
