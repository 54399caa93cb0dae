// Account queries of the back office: the searchable list, lookups for uniqueness, and the writes
// of a batch (import and generation) inside one transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/types.js';
import { keywordConditions } from '../../lib/search.js';
import { ADMIN_ROLES } from '../../lib/auth/roles.js';
import { lowerUsername, usernameHolder, userWithRole } from '../user/repo.js';

export interface NewAccount {
  uid: string;
  username: string;
  hash: string;
  email: string | null;
  realname: string | null;
  gender: string;
  nickname: string | null;
  school: string | null;
  course: string | null;
  roleId: number;
}

export function userAdminRepo(database: Database) {
  const { db, cols } = database;

  function listQuery(keyword: string | undefined, onlyAdmin: boolean) {
    let q = userWithRole(db);
    if (keyword)
      q = q.where((eb) =>
        eb.or(keywordConditions(eb, keyword, ['u.username', 'u.nickname', 'u.realname', 'u.email'])),
      );
    if (onlyAdmin) q = q.where('ur.role_id', 'in', [...ADMIN_ROLES]);
    return q;
  }

  return {
    async page(keyword: string | undefined, onlyAdmin: boolean, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        listQuery(keyword, onlyAdmin)
          .orderBy('u.gmt_create', 'desc')
          .orderBy('u.username')
          .limit(limit)
          .offset(offset)
          .execute(),
        listQuery(keyword, onlyAdmin)
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    byUid: (uid: string) => userWithRole(db).where('u.uuid', '=', uid).executeTakeFirst(),
    byUids: (uids: string[]) => userWithRole(db).where('u.uuid', 'in', uids).execute(),

    /**
     * Which of these usernames (ignoring case: `usernameKeys` holds the lower-cased stored names,
     * `usernames` the stored ones) and e-mails (stored lower-cased) exist already.
     */
    async taken(usernames: string[], emails: string[]) {
      const [u, e] = await Promise.all([
        usernames.length
          ? db
              .selectFrom('user_info')
              .select('username')
              .where(lowerUsername, 'in', sql<string>`(${sql.join(usernames.map((n) => sql`lower(${n})`))})`)
              .execute()
          : [],
        emails.length ? db.selectFrom('user_info').select('email').where('email', 'in', emails).execute() : [],
      ]);
      return {
        usernames: new Set(u.map((r) => r.username)),
        usernameKeys: new Set(u.map((r) => r.username.toLowerCase())),
        emails: new Set(e.map((r) => r.email!)),
      };
    },

    /** Another user holding this username, ignoring case. */
    usernameHeldByOther: (username: string, uid: string) => usernameHolder(db, username, uid),
    async emailOwner(email: string) {
      return (await db.selectFrom('user_info').select('uuid').where('email', '=', email).executeTakeFirst())?.uuid;
    },

    /** Writes every account or none (a unique clash of a concurrent writer rolls the batch back). */
    async insertAll(accounts: NewAccount[]) {
      const now = cols.time();
      await db.transaction().execute(async (trx) => {
        for (const a of accounts) await insertOne(trx, a, now);
      });
    },

    async update(
      uid: string,
      set: {
        username: string;
        realname: string | null;
        email: string | null;
        status: number;
        titleName: string | null;
        titleColor: string | null;
        hash?: string;
        roleId: number;
      },
    ) {
      const now = cols.time();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('user_info')
          .set({
            username: set.username,
            realname: set.realname,
            email: set.email,
            status: set.status,
            title_name: set.titleName,
            title_color: set.titleColor,
            ...(set.hash ? { password: set.hash } : {}),
            gmt_modified: now,
          })
          .where('uuid', '=', uid)
          .execute();
        const has = await trx.selectFrom('user_role').select('id').where('uid', '=', uid).executeTakeFirst();
        if (has)
          await trx.updateTable('user_role').set({ role_id: set.roleId, gmt_modified: now }).where('uid', '=', uid).execute();
        else
          await trx
            .insertInto('user_role')
            .values({ uid, role_id: set.roleId, gmt_create: now, gmt_modified: now })
            .execute();
      });
    },

    async deleteAll(uids: string[]) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('session').where('uid', 'in', uids).execute();
        await trx.deleteFrom('user_role').where('uid', 'in', uids).execute();
        await trx.deleteFrom('user_record').where('uid', 'in', uids).execute();
        await trx.deleteFrom('user_info').where('uuid', 'in', uids).execute();
      });
    },
  };
}
export type UserAdminRepo = ReturnType<typeof userAdminRepo>;

async function insertOne(trx: Transaction<DB> | Kysely<DB>, a: NewAccount, now: string) {
  await trx
    .insertInto('user_info')
    .values({
      uuid: a.uid,
      username: a.username,
      password: a.hash,
      email: a.email,
      realname: a.realname,
      nickname: a.nickname,
      school: a.school,
      course: a.course,
      gender: a.gender,
      status: 0,
      gmt_create: now,
      gmt_modified: now,
    })
    .execute();
  await trx.insertInto('user_role').values({ uid: a.uid, role_id: a.roleId, gmt_create: now, gmt_modified: now }).execute();
  await trx.insertInto('user_record').values({ uid: a.uid, rating: null, gmt_create: now, gmt_modified: now }).execute();
}
