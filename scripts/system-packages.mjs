// The system packages `npm test` needs (the list is scripts/system-packages.txt), checked before
// anything runs: a fresh machine either gets them installed (root with apt-get: one non-interactive
// `apt-get install` of what is missing, printed first, `apt-get update` once when needed) or stops at
// once with one message naming them and the command to run — never a suite of failures or of
// silently skipped languages. `node scripts/system-packages.mjs` does the same from the command line
// (CI runs it before `npm ci`, so it must not need node_modules: node: built-ins only).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SYSTEM_PACKAGES_FILE = path.join(here, 'system-packages.txt');

/** `[{ name, file, neededBy }]` from the list file (columns: package, file that must exist, why; `#` starts a comment line). */
export function readSystemPackages(file = SYSTEM_PACKAGES_FILE) {
  return (
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      // Whole-line comments only: the last column may say "C#".
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => {
        const [name, probe, ...why] = line.split(/\s+/);
        if (!probe?.startsWith('/'))
          throw new Error(`${file}: "${line}" needs a package name and an absolute file path`);
        return { name, file: probe, neededBy: why.join(' ') };
      })
  );
}

/** The entries whose file is absent. */
export function missingSystemPackages(list = readSystemPackages()) {
  return list.filter((p) => !existsSync(p.file));
}

export function installCommand(names) {
  return `apt-get install -y --no-install-recommends ${names.join(' ')}`;
}

/** Absolute path of `cmd` on PATH, or null. */
function which(cmd, envPath) {
  for (const dir of (envPath ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const p = path.join(dir, cmd);
    try {
      accessSync(p, constants.X_OK);
      return p;
    } catch {
      // not here
    }
  }
  return null;
}

function describe(missing) {
  const width = Math.max(...missing.map((p) => p.name.length));
  return missing.map((p) => `  ${p.name.padEnd(width)}  ${p.file} — ${p.neededBy}`).join('\n');
}

function stopMessage(missing, why) {
  const names = missing.map((p) => p.name);
  return [
    `Missing system packages (${names.length}): ${names.join(' ')}`,
    describe(missing),
    why,
    'Install them as root, then run the command again:',
    `  apt-get update && ${installCommand(names)}`,
    '(Debian 12 names; elsewhere install what provides the files above.)',
  ].join('\n');
}

/**
 * Makes sure every listed package is present. Returns `{ ok: true, installed }` (the names it
 * installed, often none) or `{ ok: false, message }` with the one message to show; never exits.
 *
 * options: `list` (default: the list file), `env` (whose PATH finds apt-get; default process.env),
 * `aptListsDir` (no package index there → `apt-get update` first; default /var/lib/apt/lists),
 * `log` (progress lines; default console.log).
 */
export function ensureSystemPackages(options = {}) {
  const {
    list = readSystemPackages(),
    env = process.env,
    aptListsDir = '/var/lib/apt/lists',
    log = (line) => console.log(line),
  } = options;
  const missing = missingSystemPackages(list);
  if (missing.length === 0) return { ok: true, installed: [] };

  const aptGet = which('apt-get', env.PATH);
  const root = process.getuid?.() === 0;
  if (!root || !aptGet) {
    const why = !aptGet
      ? 'apt-get was not found on PATH, so they cannot be installed automatically.'
      : 'Not running as root, so they cannot be installed automatically.';
    return { ok: false, message: stopMessage(missing, why) };
  }

  const names = missing.map((p) => p.name);
  log(`Installing missing system packages (${names.length}):\n${describe(missing)}`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  // Wait for another apt run (unattended-upgrades on a fresh machine) instead of failing on its lock.
  const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
  const apt = (args) => {
    log(`$ apt-get ${args.join(' ')}`);
    return spawnSync(aptGet, args, { env: aptEnv, stdio: ['ignore', 'inherit', 'inherit'] }).status === 0;
  };
  let updated = false;
  const update = () => {
    updated = true;
    return apt(['update', '-q', ...lockWait]);
  };
  // A fresh image often has no package index at all; otherwise try the index there is first.
  const hasIndex = existsSync(aptListsDir) && readdirSync(aptListsDir).some((f) => f.includes('_Packages'));
  if (!hasIndex && !update()) {
    return { ok: false, message: stopMessage(missing, '`apt-get update` failed (see its output above).') };
  }
  const install = () => apt(['install', '-y', '-q', '--no-install-recommends', ...lockWait, ...names]);
  // A stale index names versions the mirror no longer has: refresh it once and try again.
  if (!install() && (updated || !update() || !install())) {
    return { ok: false, message: stopMessage(missing, '`apt-get install` failed (see its output above).') };
  }
  const still = missingSystemPackages(missing);
  if (still.length > 0) {
    return {
      ok: false,
      message: stopMessage(still, '`apt-get install` succeeded, yet these files are still absent.'),
    };
  }
  log(`Installed: ${names.join(' ')}`);
  return { ok: true, installed: names };
}

// Command line: `node scripts/system-packages.mjs` checks and installs; exit 1 with the message when
// it cannot. `--names` prints the package names (one line) and does nothing else.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--names')) {
    console.log(
      readSystemPackages()
        .map((p) => p.name)
        .join(' '),
    );
  } else {
    const r = ensureSystemPackages();
    if (!r.ok) {
      console.error(`\n${r.message}\n`);
      process.exit(1);
    }
    if (r.installed.length === 0) console.log('System packages: all present.');
  }
}
