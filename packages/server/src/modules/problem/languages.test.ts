// GET /api/admin/languages says, per language, whether the judge of this process offers it, why not
// and which Debian packages provide its toolchain (issue 21 item 2); null when it does not judge here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_HIDDEN_CAUSES } from '@judge/shared/schemas/problem-manage';
import type { BuiltApp } from '../../app.js';
import { call, makeApp, type Json } from '../../../test/helpers/app.js';
import { dbTargets } from '../../../test/helpers/targets.js';
import { ROOT_PASSWORD } from '../../../test/helpers/accounts.js';
import { judgeOverrides, useSandboxUidBase } from '../../../test/helpers/judge.js';
import { rootToken } from '../../../test/fixtures/index.js';

useSandboxUidBase(64400);

const target = dbTargets()[0];

async function languagesOf(embedded: boolean): Promise<Json[]> {
  const base = judgeOverrides();
  const app: BuiltApp = await makeApp(
    await target.makeConfig({ rootPassword: ROOT_PASSWORD, judge: { ...base.judge!, embedded } }),
  );
  try {
    const r = await call(app, 'GET', '/api/admin/languages', undefined, { token: await rootToken(app) });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    return r.body.data;
  } finally {
    await app.close();
  }
}

describe(`admin languages: availability (${target.name})`, () => {
  let judging: Json[];
  let notJudging: Json[];
  beforeAll(async () => {
    judging = await languagesOf(true);
    notJudging = await languagesOf(false);
  });
  afterAll(() => target.cleanup());

  it('a judging server gives offered, hiddenCause, hiddenReason and packages on every row', () => {
    expect(judging.length).toBeGreaterThan(0);
    for (const l of judging) {
      expect(typeof l.offered).toBe('boolean');
      expect(Array.isArray(l.packages)).toBe(true);
      if (l.offered) {
        expect(l.hiddenCause).toBeNull();
        expect(l.hiddenReason).toBeNull();
      } else {
        expect(LANGUAGE_HIDDEN_CAUSES).toContain(l.hiddenCause);
        expect(typeof l.hiddenReason).toBe('string');
      }
    }
    // The C toolchain is a requirement of the project, so C is offered, and its package is named.
    const c = judging.find((l) => l.name === 'C')!;
    expect(c.offered).toBe(true);
    expect(c.packages).toContain('gcc');
  });

  it('a server that does not judge in-process answers offered: null', () => {
    expect(notJudging.length).toBe(judging.length);
    for (const l of notJudging) {
      expect(l.offered).toBeNull();
      expect(l.hiddenCause).toBeNull();
      expect(l.hiddenReason).toBeNull();
      expect(l.packages).toEqual([]);
    }
  });
});
