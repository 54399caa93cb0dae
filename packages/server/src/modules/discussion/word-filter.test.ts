// The sensitive-word filter (site.md §6): the masking sees through case, full-width forms, accents
// and invisible characters between letters, masks phrases whole, leaves other text alone; the list
// file is read again when it changes; on every database, what a user saves in a discussion (create
// and edit), a comment and a reply is masked, and what root or an admin saves is kept as written.
import { writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/shared';
import { call } from '../../../test/helpers/app.js';
import { dbVariants } from '../../../test/helpers/accounts.js';
import { rootToken, useApp, userOfRole, type TestUser } from '../../../test/fixtures/index.js';
import { withCommunity } from './tables.js';
import { WORD_LIST_FILE, maskWords, parseWordList, unfilteredAuthor, wordFilter } from './word-filter.js';

describe('word filter: matching', () => {
  const words = parseWordList('# a comment line\n\nbadword\n  Evil Plan  \n坏词\nＸＸＸ\n');

  it('folds the list itself (case, full-width), skips comments and blank lines', () => {
    expect(words.sort()).toEqual(['badword', 'evil plan', 'xxx', '坏词'].sort());
  });

  it.each([
    ['plain', 'a badword here', 'a ******* here'],
    ['upper and mixed case', 'BADWORD and BaDwOrD', '******* and *******'],
    ['full-width letters', 'ｂａｄｗｏｒｄ!', '*******!'],
    ['full-width upper', 'ＢＡＤＷＯＲＤ', '*******'],
    ['zero-width space between letters', 'b\u200Bad\u200Cw\u200Dord', '*******'],
    ['word joiner, soft hyphen, BOM', 'bad\u2060w\u00ADo\uFEFFrd', '*******'],
    ['variation selector', 'bad\uFE0Fword', '*******'],
    ['combining accents', 'bádwórd', '*******'],
    ['decomposed accents', 'ba\u0301dword', '*******'],
    ['a phrase', 'my evil plan works', 'my ********* works'],
    ['Chinese', '这是坏词吗', '这是**吗'],
    ['the list in full-width, the text in ASCII', 'xxx', '***'],
    ['twice, inside markdown', '**badword** `badword`', '*********** `*******`'],
  ])('%s', (_name, text, out) => {
    expect(maskWords(text, words)).toBe(out);
  });

  it('leaves other text exactly as written (invisible characters outside a match too)', () => {
    const t = 'good words\u200B only, ＡＢＣ, café';
    expect(maskWords(t, words)).toBe(t);
    expect(maskWords('bad word', words)).toBe('bad word');
  });

  it('root and admin write unfiltered; every other role is filtered', () => {
    expect(unfilteredAuthor({ role: Role.ROOT })).toBe(true);
    expect(unfilteredAuthor({ role: Role.ADMIN })).toBe(true);
    for (const role of [Role.PROBLEM_ADMIN, Role.USER, 1002, 1003, 1004])
      expect(unfilteredAuthor({ role })).toBe(false);
  });
});

for (const v of dbVariants()) {
  describe(`word filter on saved texts [${v.name}]`, () => {
    const app = useApp(v);
    let root: string;
    let admin: TestUser;
    let alice: TestUser;
    let bob: TestUser;
    let category: number;
    const api = (method: 'GET' | 'POST' | 'PUT', url: string, body: unknown, token: string) =>
      call(app(), method, url, body, { token });
    const listFile = () => path.join(app().ctx.config.dataDir, WORD_LIST_FILE);
    const lastDiscussion = async () =>
      withCommunity(app().ctx.database.db)
        .selectFrom('discussion')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    const post = async (token: string, text: string) => {
      const r = await api(
        'POST',
        '/api/discussion',
        { title: `t ${text}`, description: `d ${text}`, content: `c ${text}`, categoryId: category },
        token,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return lastDiscussion();
    };

    beforeAll(async () => {
      root = await rootToken(app());
      admin = await userOfRole(app(), Role.ADMIN);
      alice = await userOfRole(app());
      bob = await userOfRole(app());
      await app().ctx.siteConfig.setSwitches({
        defaultCreateDiscussionACInitValue: 0,
        defaultCreateCommentACInitValue: 0,
        defaultCreateDiscussionDailyLimit: 100,
      });
      category = (await call(app(), 'GET', '/api/discussion-category')).body.data[0].id;
      writeFileSync(listFile(), 'badword\n');
    });

    it("a user's discussion is saved masked on create and on edit; an admin's and root's as written", async () => {
      const d = await post(alice.token, 'ＢＡＤ\u200Bword');
      expect([d.title, d.description, d.content]).toEqual(['t *******', 'd *******', 'c *******']);
      const e = await api(
        'PUT',
        '/api/discussion',
        { id: d.id, title: 'new BadWord', description: 'x', content: 'b\u200Badword again' },
        alice.token,
      );
      expect(e.status, JSON.stringify(e.body)).toBe(200);
      const after = await lastDiscussion();
      expect([after.title, after.content]).toEqual(['new *******', '******* again']);
      expect((await post(admin.token, 'badword')).content).toBe('c badword');
      expect((await post(root, 'badword')).content).toBe('c badword');
    });

    it("a user's comment and reply are saved masked; an admin's reply as written", async () => {
      const d = await post(admin.token, 'topic');
      const c = await api('POST', '/api/comment', { did: d.id, content: 'so BADWORD' }, bob.token);
      expect(c.status, JSON.stringify(c.body)).toBe(200);
      expect(c.body.data.content).toBe('so *******');
      const reply = (token: string, content: string) =>
        api(
          'POST',
          '/api/reply',
          { did: d.id, reply: { commentId: c.body.data.id, content, toUid: bob.uid } },
          token,
        );
      const r1 = await reply(alice.token, 'ｂａｄｗｏｒｄ!');
      expect(r1.body.data.content).toBe('*******!');
      const r2 = await reply(admin.token, 'badword is the word');
      expect(r2.body.data.content).toBe('badword is the word');
      const stored = await withCommunity(app().ctx.database.db)
        .selectFrom('reply')
        .select('content')
        .where('comment_id', '=', c.body.data.id)
        .orderBy('id')
        .execute();
      expect(stored.map((r) => r.content)).toEqual(['*******!', 'badword is the word']);
    });

    it('the list is read again when the file changes; without the file nothing is masked', async () => {
      const f = wordFilter(app().ctx.config.dataDir);
      const user = { role: Role.USER };
      expect(f.filterUserText(user, 'badword newword')).toBe('******* newword');
      writeFileSync(listFile(), 'badword\nnewword # not a comment: a phrase\nnewword\n');
      expect(f.filterUserText(user, 'badword newword')).toBe('******* *******');
      rmSync(listFile());
      expect(f.filterUserText(user, 'badword newword')).toBe('badword newword');
      expect((await post(alice.token, 'badword')).content).toBe('c badword');
      writeFileSync(listFile(), 'badword\n');
    });
  });
}
