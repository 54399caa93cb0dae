// `npm test` checks the system packages of scripts/system-packages.txt before anything else (issue 21):
// a missing one is installed (root with apt-get) or stops the run at once with one clear message.
// Lives here because the root vitest config runs the packages' projects only; the judge names the
// same toolchain packages per language, which the last test keeps in step with the list.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/index.js';

interface SystemPackage {
  name: string;
  file: string;
  neededBy: string;
}
const ROOT = join(import.meta.dirname, '../../..');
// A plain ESM script (it runs before `npm ci` in CI), so no type declarations: typed here.
const script = (await import(join(ROOT, 'scripts/system-packages.mjs'))) as {
  ensureSystemPackages: (o: object) => { ok: boolean; installed?: string[]; message?: string };
  readSystemPackages: (file?: string) => SystemPackage[];
};
const ensure = script.ensureSystemPackages;
const readList = script.readSystemPackages;

const tmp = mkdtempSync(join(tmpdir(), 'system-packages-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const FAKE = 'no-such-package-judge-test';

describe('system packages of npm test', () => {
  it('npm test stops at once with one message naming a missing package and the command, when it cannot install', () => {
    // The real scripts, next to a list with one made-up package; no apt-get on PATH.
    const scripts = join(tmp, 'copy', 'scripts');
    mkdirSync(scripts, { recursive: true });
    for (const f of ['test.mjs', 'system-packages.mjs'])
      copyFileSync(join(ROOT, 'scripts', f), join(scripts, f));
    writeFileSync(
      join(scripts, 'system-packages.txt'),
      `# test list\n${FAKE}  ${tmp}/absent/bin/tool  a made-up tool\nbash  /bin/sh  present\n`,
    );
    const r = spawnSync(process.execPath, [join(scripts, 'test.mjs')], {
      encoding: 'utf8',
      env: { PATH: join(tmp, 'no-such-dir'), HOME: tmp },
      timeout: 20_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`Missing system packages (1): ${FAKE}\n`);
    expect(r.stderr).toContain(`${tmp}/absent/bin/tool — a made-up tool`);
    expect(r.stderr).toContain('apt-get was not found on PATH');
    expect(r.stderr).toContain(`  apt-get update && apt-get install -y --no-install-recommends ${FAKE}\n`);
    expect(r.stderr).not.toMatch(/\bbash\b/);
    // Nothing else ran: no build, no suites, no tally of failures.
    expect(r.stdout).not.toContain('===');
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/passed|failed/);
  });

  it('a PATH without a toolchain changes nothing: the check looks for the files the judge runs', () => {
    const list = readList().filter((p) => existsSync(p.file));
    expect(ensure({ list, env: { PATH: join(tmp, 'no-such-dir') } })).toEqual({ ok: true, installed: [] });
  });

  const asRoot = process.getuid?.() === 0;
  it.runIf(asRoot)(
    'as root with apt-get: prints the list, updates once when there is no index, installs in one call, goes on',
    () => {
      const bin = join(tmp, 'apt-ok');
      mkdirSync(bin, { recursive: true });
      const log = join(bin, 'calls.log');
      const probe = join(bin, 'installed-tool');
      // Stands in for Debian's apt-get: records its calls, and `install` puts the file in place.
      writeFileSync(
        join(bin, 'apt-get'),
        `#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >> ${log}\n[ "$1" = install ] && touch ${probe}\nexit 0\n`,
      );
      chmodSync(join(bin, 'apt-get'), 0o755);
      const lines: string[] = [];
      const r = ensure({
        list: [{ name: FAKE, file: probe, neededBy: 'a made-up tool' }],
        env: { PATH: `${bin}:/usr/bin:/bin` },
        aptListsDir: join(tmp, 'empty-apt-lists'),
        log: (l: string) => lines.push(l),
      });
      expect(r).toEqual({ ok: true, installed: [FAKE] });
      expect(lines[0]).toContain(
        `Installing missing system packages (1):\n  ${FAKE}  ${probe} — a made-up tool`,
      );
      expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual([
        'noninteractive update -q -o DPkg::Lock::Timeout=300',
        `noninteractive install -y -q --no-install-recommends -o DPkg::Lock::Timeout=300 ${FAKE}`,
      ]);
    },
  );

  it.runIf(asRoot)('as root, when apt-get install fails: one update, one retry, then the message', () => {
    const bin = join(tmp, 'apt-fail');
    mkdirSync(bin, { recursive: true });
    const log = join(bin, 'calls.log');
    writeFileSync(
      join(bin, 'apt-get'),
      `#!/bin/sh\necho "$1" >> ${log}\n[ "$1" = install ] && { echo "E: Unable to locate package" >&2; exit 100; }\nexit 0\n`,
    );
    chmodSync(join(bin, 'apt-get'), 0o755);
    const aptLists = join(tmp, 'apt-lists');
    mkdirSync(aptLists, { recursive: true });
    writeFileSync(join(aptLists, 'deb.debian.org_debian_dists_bookworm_main_binary-amd64_Packages.lz4'), '');
    const r = ensure({
      list: [{ name: FAKE, file: join(bin, 'never'), neededBy: 'a made-up tool' }],
      env: { PATH: `${bin}:/usr/bin:/bin` },
      aptListsDir: aptLists,
      log: () => {},
    });
    expect(r.ok).toBe(false);
    expect(r.message).toContain(`Missing system packages (1): ${FAKE}`);
    expect(r.message).toContain('`apt-get install` failed');
    expect(r.message).toContain(`apt-get install -y --no-install-recommends ${FAKE}`);
    // An index was there: install first, then refresh it once and retry.
    expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual(['install', 'update', 'install']);
  });

  it("lists every toolchain package the judge's languages name, beyond the README's prerequisites", () => {
    // What the README's quick start asks for before the two commands (Node.js, C/C++ compiler, python3).
    const PREREQUISITES = ['nodejs', 'gcc', 'g++', 'python3'];
    const listed = readList().map((p) => p.name);
    const named = [...new Set(LANGUAGES.flatMap((l) => l.toolchain.packages))];
    expect(named.filter((p) => !PREREQUISITES.includes(p) && !listed.includes(p))).toEqual([]);
    // …and the list's judge entries are packages a language names.
    const judgeEntries = readList().filter((p) => p.neededBy.startsWith('judge'));
    expect(judgeEntries.map((p) => p.name).filter((p) => !named.includes(p))).toEqual([]);
    // Each judge entry names its language, which names the package; the file it is checked by is a
    // path that language runs.
    for (const p of judgeEntries) {
      const name = p.neededBy.replace(/^judge language /, '').replace(/ \(.*\)$/, '');
      const lang = LANGUAGES.find((l) => l.name === name);
      expect(lang?.toolchain.packages, p.name).toContain(p.name);
      const paths = LANGUAGES.flatMap((l) => [l.toolchain.binary, ...(l.compile?.argv ?? []), ...l.run.argv]);
      expect(paths, p.name).toContain(p.file);
    }
  });
});
