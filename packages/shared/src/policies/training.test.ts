// Training rules, a case per role: root, the admin who wrote the training, another admin, a problem
// admin, an ordinary user (registered or not, even one named as author), a banned author, anonymous.
import { describe, expect, it } from 'vitest';
import { Role } from '../roles.js';
import type { Actor } from './actor.js';
import {
  canDeleteTraining,
  canEditTrainingProblems,
  canManageTraining,
  canManageTrainingCategories,
  isTrainingAdmin,
  mayEnterTraining,
} from './training.js';

const actor = (name: string, role: number, status = 0): Actor => ({
  uid: `u-${name}`,
  username: name,
  role,
  status,
});
const ROLES: Record<string, Actor | null> = {
  root: actor('root', Role.ROOT),
  author: actor('author', Role.ADMIN),
  otherAdmin: actor('other', Role.ADMIN),
  problemAdmin: actor('padmin', Role.PROBLEM_ADMIN),
  demotedAuthor: actor('author', Role.USER),
  bannedAuthor: actor('author', Role.ADMIN, 1),
  user: actor('user', Role.USER),
  anonymous: null,
};
const priv = { author: 'author', auth: 'Private' };
const pub = { author: 'author', auth: 'Public' };
const who = (f: (a: Actor | null) => boolean) =>
  Object.entries(ROLES)
    .filter(([, a]) => f(a))
    .map(([k]) => k);

describe('training policies', () => {
  it('back office: the form for root and the author with a back-office role; problems also for problem admins', () => {
    expect(who((a) => canManageTraining(a, priv))).toEqual(['root', 'author']);
    expect(who((a) => canEditTrainingProblems(a, priv))).toEqual(['root', 'author', 'problemAdmin']);
    expect(who((a) => canDeleteTraining(a))).toEqual(['root']);
    expect(who((a) => canManageTrainingCategories(a))).toEqual(['root', 'problemAdmin']);
  });

  it('site: a private training opens to its admins and registered users; a public one to all', () => {
    expect(who((a) => isTrainingAdmin(a, priv))).toEqual(['root', 'author', 'demotedAuthor']);
    expect(who((a) => mayEnterTraining(a, priv))).toEqual(['root', 'author', 'demotedAuthor']);
    expect(who((a) => mayEnterTraining(a, priv, { registered: true }))).toEqual(
      Object.keys(ROLES).filter((k) => k !== 'bannedAuthor' && k !== 'anonymous'),
    );
    expect(who((a) => mayEnterTraining(a, pub))).toEqual(Object.keys(ROLES));
    // The root of the training's group is a training admin of a group training.
    expect(isTrainingAdmin(ROLES.user, { ...priv, gid: 3 }, { groupAuth: 5 })).toBe(true);
    expect(isTrainingAdmin(ROLES.user, { ...priv, gid: 3 }, { groupAuth: 4 })).toBe(false);
  });
});
