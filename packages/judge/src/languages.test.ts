import { LANGUAGE_NAMES } from '@judge/shared';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, checkerLanguage } from './languages.js';
import { detectToolchain } from './toolchains.js';

describe('language table', () => {
  it('has the HOJ seed names in order', () => {
    expect(LANGUAGES.map((l) => l.name)).toEqual(LANGUAGE_NAMES);
  });

  it('doubles limits for every language that is not C/C++', () => {
    for (const l of LANGUAGES) expect(l.limitFactor, l.name).toBe(/^C(\+\+)?( |$)/.test(l.name) ? 1 : 2);
  });

  it('addresses toolchains by absolute path only', () => {
    for (const l of LANGUAGES) {
      expect(l.toolchain.binary.startsWith('/'), l.name).toBe(true);
      if (l.compile) expect(l.compile.argv[0].startsWith('/'), l.name).toBe(true);
      expect(l.run.argv[0].startsWith('/') || l.run.argv[0].startsWith('{box}/'), l.name).toBe(true);
      expect(l.compile?.argv.join(' ') ?? '').not.toMatch(/pyenv|rustup|\.cargo/);
    }
  });

  it('C++ compiles share flags with their precompiled header', () => {
    const cpp = LANGUAGES.find((l) => l.name === 'C++ 17 With O2')!;
    expect(cpp.compile!.pch!.flags).toEqual(['-DONLINE_JUDGE', '-w', '-fmax-errors=1', '-std=c++17', '-O2']);
    for (const f of cpp.compile!.pch!.flags) expect(cpp.compile!.argv).toContain(f);
  });

  it('checker languages compile with O2', () => {
    expect(checkerLanguage('C++')?.name).toBe('C++ With O2');
    expect(checkerLanguage('SPJ-C')?.name).toBe('C With O2');
  });

  it('a missing toolchain hides its language instead of failing', async () => {
    const fake = {
      ...LANGUAGES[0],
      name: 'Fake',
      toolchain: { binary: '/nonexistent/cc', versionArgs: [], packages: ['gcc'] },
    };
    expect(await detectToolchain(fake)).toMatchObject({
      available: false,
      reason: 'missing /nonexistent/cc',
      cause: 'toolchain-missing',
    });
    expect(await detectToolchain(LANGUAGES[0])).toMatchObject({
      available: true,
      version: expect.stringMatching(/^\d+\.\d+/),
    });
  });
});
