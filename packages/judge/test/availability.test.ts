// Which languages a judge offers, and for each hidden one why and what to install (issue 21): from
// toolchain detection alone, and from a real judge (runner profiles, A+B self-check).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createJudge,
  detectLanguageAvailability,
  findLanguage,
  formatLanguageReport,
  reportLanguages,
  UnsafeLocalRunner,
  type Judge,
  type LanguageDef,
} from '../src/index.js';
import { CACHE_DIR } from './support.js';

/** A directory that holds no toolchain: standing in for a machine where it was never installed. */
const EMPTY = mkdtempSync(join(tmpdir(), 'judge-no-toolchain-'));
const workDir = mkdtempSync(join(tmpdir(), 'judge-availability-work-'));

/** The language with every absolute program path moved under EMPTY (so: absent). */
function withoutToolchain(lang: LanguageDef): LanguageDef {
  const move = (p: string) => (p.startsWith('/') ? join(EMPTY, p) : p);
  return {
    ...lang,
    toolchain: { ...lang.toolchain, binary: move(lang.toolchain.binary) },
    compile: lang.compile && { ...lang.compile, argv: lang.compile.argv.map(move) },
    run: { ...lang.run, argv: lang.run.argv.map(move) },
  };
}

const C = findLanguage('C')!;
const GO = withoutToolchain(findLanguage('Golang')!);
const CSHARP = withoutToolchain(findLanguage('C#')!);

let judge: Judge | undefined;
afterAll(async () => {
  await judge?.close();
  rmSync(EMPTY, { recursive: true, force: true });
  rmSync(workDir, { recursive: true, force: true });
});

describe('language availability from toolchain detection', () => {
  it('reports a language whose toolchain binary is absent as hidden, with the package that provides it', async () => {
    const list = await detectLanguageAvailability([C, GO, CSHARP]);
    expect(list.map((l) => l.name)).toEqual(['C', 'Golang', 'C#']);
    expect(list[0]).toMatchObject({ name: 'C', offered: true, packages: ['gcc'] });
    expect(list[0].version).toMatch(/^\d+\.\d+/);
    expect(list[0].cause).toBeUndefined();
    expect(list[1]).toEqual({
      name: 'Golang',
      offered: false,
      cause: 'toolchain-missing',
      reason: `missing ${EMPTY}/usr/bin/go`,
      packages: ['golang-go'],
    });
    expect(list[2]).toMatchObject({
      offered: false,
      cause: 'toolchain-missing',
      packages: ['mono-runtime', 'mono-mcs'],
    });

    const text = formatLanguageReport(list);
    expect(text).toContain('Languages offered (1 of 3): C\n');
    expect(text).toContain('Languages hidden (2):');
    expect(text).toMatch(/Golang +toolchain missing \(missing \S+\/usr\/bin\/go\); package: golang-go/);
    expect(text).toMatch(/C# +toolchain missing .*; packages: mono-runtime mono-mcs/);
    expect(text).toContain('apt-get install -y --no-install-recommends golang-go mono-runtime mono-mcs');
  });

  it('names a package for every language of the table', async () => {
    const list = await detectLanguageAvailability();
    for (const l of list) expect(l.packages.length, l.name).toBeGreaterThan(0);
    expect(formatLanguageReport(list)).toMatch(/^Languages offered \(\d+ of 18\)/);
  });
});

describe('language availability of a judge', () => {
  it('tells offered from hidden (toolchain, runner profile, self-check) and reports it once, then what the check hid', async () => {
    const noProfile: LanguageDef = { ...C, name: 'C without profile', profile: 'no-such-profile' };
    const failsCheck: LanguageDef = {
      ...C,
      name: 'C failing A+B',
      template: 'int main(void) { return 0; }\n',
    };
    judge = await createJudge({
      cacheDir: CACHE_DIR,
      workDir,
      languages: [C, GO, noProfile, failsCheck],
      verifyLanguages: 'background',
      concurrency: 2,
      // Clear of the other suites' sandbox slots (61000–64000+).
      sandboxUidBase: 65000,
      runner: process.env.JUDGE_TEST_RUNNER === 'unsafe-local' ? new UnsafeLocalRunner() : undefined,
    });
    const written: string[] = [];
    const reported = reportLanguages(judge, (t) => written.push(t));
    // At once: everything detected is offered while the background self-check runs.
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/golang-go/);
    await reported;

    const byName = new Map(judge.availability().map((l) => [l.name, l]));
    expect([...byName.keys()]).toEqual(['C', 'Golang', 'C without profile', 'C failing A+B']);
    expect(byName.get('C')).toMatchObject({ offered: true, packages: ['gcc'] });
    expect(byName.get('Golang')).toMatchObject({
      offered: false,
      cause: 'toolchain-missing',
      packages: ['golang-go'],
    });
    if (judge.runner.name === 'sandbox') {
      expect(byName.get('C without profile')).toMatchObject({
        offered: false,
        cause: 'runner-profile-missing',
        reason: "the sandbox runner has no 'no-such-profile' profile",
      });
    }
    expect(byName.get('C failing A+B')).toMatchObject({ offered: false, cause: 'self-check-failed' });
    expect(byName.get('C failing A+B')!.reason).toMatch(/^A\+B self-check got status -1/);
    // What is offered is what the judge judges.
    expect(judge.languages().map((l) => l.name)).toEqual(
      judge
        .availability()
        .filter((l) => l.offered)
        .map((l) => l.name),
    );
    // The self-check's verdict comes as one more note, naming only what it hid.
    expect(written).toHaveLength(2);
    expect(written[1]).toMatch(
      /^Languages hidden after the A\+B self-check \(1\):\n +C failing A\+B +A\+B self-check failed/,
    );
  }, 120_000);
});
