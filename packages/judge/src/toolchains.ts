/**
 * Toolchain detection at start-up: every binary a language needs must exist at its absolute
 * path; its version string is recorded. A missing toolchain hides the language.
 */
import { execFile } from 'node:child_process';
import { access, constants, realpath } from 'node:fs/promises';
import { LANGUAGES, type LanguageDef } from './languages.js';

/**
 * Why a language is hidden: its toolchain is not installed (install its `packages`), the runner
 * has no sandbox profile it needs, or the A+B self-check at start did not get Accepted.
 */
export type HiddenCause = 'toolchain-missing' | 'runner-profile-missing' | 'self-check-failed';

export interface ToolchainInfo {
  language: string;
  available: boolean;
  /** First line of the toolchain's version output. */
  version?: string;
  /** Why the language is hidden, in words (`missing /usr/bin/go`). */
  reason?: string;
  /** Why the language is hidden, as a kind (absent when available). */
  cause?: HiddenCause;
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? ''
  );
}

function versionOf(binary: string, args: string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile(
      binary,
      args,
      { timeout: 15000, env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' } },
      (_err, stdout, stderr) => {
        resolve(firstLine(`${stdout}\n${stderr}`));
      },
    );
  });
}

async function executable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Absolute paths a language needs at compile and run time. */
function requiredBinaries(lang: LanguageDef): string[] {
  const paths = new Set<string>([lang.toolchain.binary]);
  for (const argv of [lang.compile?.argv ?? [], lang.run.argv]) {
    if (argv[0]?.startsWith('/')) paths.add(argv[0]);
    // Interpreter-hosted compilers (mono mcs.exe) name their program as the next argument.
    if (argv[1]?.startsWith('/') && argv[1].endsWith('.exe')) paths.add(argv[1]);
  }
  return [...paths];
}

export async function detectToolchain(lang: LanguageDef): Promise<ToolchainInfo> {
  for (const path of requiredBinaries(lang)) {
    if (
      !(await access(path, constants.R_OK).then(
        () => true,
        () => false,
      ))
    ) {
      return { language: lang.name, available: false, reason: `missing ${path}`, cause: 'toolchain-missing' };
    }
    if (!path.endsWith('.exe') && !(await executable(path))) {
      return {
        language: lang.name,
        available: false,
        reason: `not executable: ${path}`,
        cause: 'toolchain-missing',
      };
    }
  }
  const version = await versionOf(lang.toolchain.binary, lang.toolchain.versionArgs);
  return { language: lang.name, available: true, version };
}

/** Detect all toolchains (in parallel; one version call per distinct binary). */
export async function detectToolchains(
  languages: readonly LanguageDef[] = LANGUAGES,
): Promise<Map<string, ToolchainInfo>> {
  const results = await Promise.all(languages.map((l) => detectToolchain(l)));
  return new Map(results.map((r) => [r.language, r]));
}

async function real(path: string): Promise<string> {
  return path.startsWith('/') ? realpath(path).catch(() => path) : path;
}

/**
 * The language with every program path resolved through its symlinks (/usr/bin/php →
 * /etc/alternatives/php → /usr/bin/php8.2): the sandbox shows /usr, not /etc/alternatives.
 */
export async function resolveToolchainPaths(lang: LanguageDef): Promise<LanguageDef> {
  const fix = async (argv: string[]) => [await real(argv[0]), ...argv.slice(1)];
  return {
    ...lang,
    compile: lang.compile ? { ...lang.compile, argv: await fix(lang.compile.argv) } : undefined,
    run: { ...lang.run, argv: lang.run.argv[0].startsWith('{') ? lang.run.argv : await fix(lang.run.argv) },
  };
}
