// The one reading of a yes/no flag from HOJ's clients (clientFlag), used by every schema that
// takes one: what it accepts, what it makes of it, and what it refuses.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientFlag } from './page.js';

describe('clientFlag', () => {
  it('reads booleans, 1/0 and their strings; empty is false', () => {
    const cases: [unknown, boolean][] = [
      [true, true],
      [false, false],
      [1, true],
      [0, false],
      ['true', true],
      ['false', false],
      ['1', true],
      ['0', false],
      ['', false],
    ];
    for (const [input, want] of cases) expect(clientFlag.parse(input), String(input)).toBe(want);
  });

  it('refuses anything else instead of guessing', () => {
    for (const bad of ['yes', 'TRUE', 2, -1, 'null', null, {}, []]) {
      expect(clientFlag.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('keeps absent apart from false where a schema makes it optional', () => {
    const q = z.object({ onlyMine: clientFlag.optional(), visible: clientFlag.nullish() });
    expect(q.parse({})).toEqual({});
    expect(q.parse({ onlyMine: '', visible: null })).toEqual({ onlyMine: false, visible: null });
  });
});
