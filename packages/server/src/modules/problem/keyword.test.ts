// A search keyword with control characters (a quote and NUL) is refused with a translated 400 on every
// problem, contest and training list, on every database: SQLite's LIKE used to read `%\0%` as `%` (every problem) and
// PostgreSQL refused the NUL with a server error. A NUL is refused before the search by the input guard
// (lib/input-guard.ts, every call), other control characters by the search's own rule.
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/app.js';
import { dbTargets } from '../../../test/helpers/targets.js';
import { rootToken, useApp } from '../../../test/fixtures/index.js';
import { searchKeyword } from './list-repo.js';

it('searchKeyword: trimmed text, none for blank, control characters refused', () => {
  expect([searchKeyword(undefined), searchKeyword('  '), searchKeyword(' a+b ')]).toEqual([undefined, undefined, 'a+b']);
  for (const bad of ["'\u0000", '\u0000', 'a\u001fb', 'x\u007f']) expect(() => searchKeyword(bad)).toThrow();
});

describe.each(dbTargets())('problem list keyword ($name)', (target) => {
  const app = useApp({ name: target.name, target, extra: {} });

  it('a quote plus NUL is a 400 with the reason, never "no filter"; ordinary keywords still filter', async () => {
    const root = await rootToken(app());
    for (const url of ['/api/get-problem-list', '/api/admin/problem/get-problem-list']) {
      for (const kw of ['%27%00', '%00']) {
        const r = await call(app(), 'GET', `${url}?keyword=${kw}`, undefined, { token: root, headers: { 'accept-language': 'en-US' } });
        expect([r.status, r.body.msg], `${url} ${kw}`).toEqual([
          400,
          "The parameter 'keyword' contains a NUL character (\\u0000), which cannot be stored",
        ]);
      }
      for (const kw of ['%27%01', 'a%1Fb']) {
        const r = await call(app(), 'GET', `${url}?keyword=${kw}`, undefined, { token: root, headers: { 'accept-language': 'en-US' } });
        expect([r.status, r.body.msg], `${url} ${kw}`).toEqual([400, 'The search keyword contains control characters']);
      }
      const quote = await call(app(), 'GET', `${url}?keyword=%27`, undefined, { token: root });
      expect([quote.status, quote.body.data.total]).toEqual([200, 0]);
      const ab = await call(app(), 'GET', `${url}?keyword=p1000`, undefined, { token: root });
      expect(ab.body.data.records.map((p: { problemId: string }) => p.problemId)).toEqual(['P1000']);
    }
  });

  it('the contest and training back-office lists follow the same rule; a 20-digit keyword is no id', async () => {
    const root = await rootToken(app());
    for (const url of ['/api/admin/contest/get-contest-list', '/api/admin/training/get-training-list']) {
      const r = await call(app(), 'GET', `${url}?keyword=%27%01`, undefined, { token: root, headers: { 'accept-language': 'en-US' } });
      expect([r.status, r.body.msg], url).toEqual([400, 'The search keyword contains control characters']);
      const nul = await call(app(), 'GET', `${url}?keyword=%27%00`, undefined, { token: root });
      expect(nul.status, url).toBe(400);
    }
    // An id match for a number past the integer range was a PostgreSQL error; it is now a plain text search.
    const big = await call(app(), 'GET', '/api/get-problem-list?keyword=99999999999999999999', undefined, { token: root });
    expect([big.status, big.body.data.total]).toEqual([200, 0]);
  });

  it('finds a substring of a title or display id in any case, across spaces and signs, after a rename too', async () => {
    const root = await rootToken(app());
    const ids = async (kw: string) => {
      const r = await call(app(), 'GET', `/api/get-problem-list?keyword=${encodeURIComponent(kw)}`, undefined, { token: root });
      expect(r.status, kw).toBe(200);
      return r.body.data.records.map((p: { problemId: string }) => p.problemId).sort();
    };
    // SQLite answers these from its trigram index (three characters or more), PostgreSQL by LIKE.
    expect(await ids('b PROBL')).toEqual(['P1000']);
    expect(await ids('+b')).toEqual(['P1000']);
    expect(await ids('derANGE')).toEqual(['P1002']);
    expect(await ids('p100')).toEqual(expect.arrayContaining(['P1000', 'P1001', 'P1002']));
    for (const none of ['x"y', '"', '""', '%', '50%', 'a_b', 'NEAR', 'OR', 'sum*']) expect(await ids(none), none).toEqual([]);
    // The index follows renames: the old words no longer find the problem, the new ones do.
    const { db } = app().ctx.database;
    await db.updateTable('problem').set({ title: 'Renamed Sequence' }).where('problem_id', '=', 'P1001').execute();
    expect(await ids('list (oi')).toEqual([]);
    expect(await ids('d seq')).toEqual(['P1001']);
  });
});
