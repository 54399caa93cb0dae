// Account rules of the back office: list, edit (role, ban, title, a new password that ends the
// user's sessions), bulk delete, the all-or-nothing CSV import with its per-row report, and
// generated accounts whose credentials are kept 30 minutes for the spreadsheet.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { ROLE_INFO, Role, isRoleId, type Actor } from '@judge/shared';
import { canDeleteUser, canEditUser, type UserAdminRefusal } from '@judge/shared/policies/user-admin';
import { emailField, usernameField } from '@judge/shared/schemas/account';
import {
  ADMIN_PASSWORD_MAX,
  ADMIN_PASSWORD_MIN,
  importGender,
  type ImportProblem,
  type UserListParams,
} from '@judge/shared/schemas/user-admin';
import type { AppContext } from '../../context.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { pageOf, pageResult } from '../../lib/pagination.js';
import { searchKeyword } from '../../lib/search.js';
import { t, type MsgParams } from '../../lib/i18n.js';
import { notifyUser } from '../message/notify.js';
import { userAdminRepo, type NewAccount } from './repo.js';
import { userRolesVO } from './presenter.js';
import { xlsxOf } from './spreadsheet.js';

/** How long the credentials of generated accounts stay downloadable (HOJ: 30 minutes). */
export const GENERATED_TTL_MS = 30 * 60_000;
const sheetKey = (key: string) => `generated-users:${key}`;
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

const refusalKeys: Record<UserAdminRefusal, string> = {
  no_permission: 'No_Permission',
  delete_self: 'Admin_Delete_Self',
  delete_root: 'Admin_Delete_Root',
  demote_self: 'Admin_Demote_Self',
  ban_self: 'Admin_Ban_Self',
};

type Translate = (key: string, params?: MsgParams) => string;

export interface EditInput {
  uid: string;
  username: string;
  realname: string | null;
  email: string | null;
  password?: string | null;
  setNewPwd: boolean;
  type: number;
  status: number;
  titleName: string | null;
  titleColor: string | null;
}

/** A random password of `length` letters and digits (no look-alikes: 0/O, 1/l/I). */
export function randomPassword(length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return s;
}

const newUid = () => randomUUID().replace(/-/g, '');

export function userAdminService(ctx: AppContext) {
  const { database, hasher, auth, kv } = ctx;
  const repo = userAdminRepo(database);

  /** Hashes a few at a time: argon2 is memory-hard, hundreds at once would exhaust memory. */
  async function hashAll(passwords: string[]): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < passwords.length; i += 4)
      out.push(...(await Promise.all(passwords.slice(i, i + 4).map((p) => hasher.hash(p)))));
    return out;
  }

  /** HOJ tells a user whose role changed ("authority change" notice, hoj-behaviour §7.3), in both languages. */
  async function notifyRoleChange(uid: string, from: number, to: number, adminUid: string) {
    const label = (r: number, l: 'zh-CN' | 'en-US') => (isRoleId(r) ? ROLE_INFO[r].label[l] : String(r));
    await notifyUser(database.db, {
      recipientId: uid,
      adminId: adminUid,
      title: `${t('zh-CN', 'Notice_Role_Changed_Title')} / ${t('en-US', 'Notice_Role_Changed_Title')}`,
      content: [
        t('zh-CN', 'Notice_Role_Changed_Text', { from: label(from, 'zh-CN'), to: label(to, 'zh-CN') }),
        t('en-US', 'Notice_Role_Changed_Text', { from: label(from, 'en-US'), to: label(to, 'en-US') }),
      ].join('\n\n'),
    });
  }

  return {
    async list(q: UserListParams) {
      const { currentPage, limit, offset } = pageOf(q, 'adminLists');
      const keyword = searchKeyword(q.keyword);
      const { rows, total } = await repo.page(keyword, q.onlyAdmin, limit, offset);
      return pageResult(rows.map(userRolesVO), total, limit, currentPage);
    },

    async edit(actor: Actor, input: EditInput) {
      const target = await repo.byUid(input.uid);
      if (!target) throw notFound('User_Not_Exist');
      const decision = canEditUser(actor, { uid: target.uuid, role: target.role_id ?? Role.USER }, {
        role: input.type,
        status: input.status,
      });
      if (!decision.ok) throw forbidden(refusalKeys[decision.reason]);
      if (await repo.usernameHeldByOther(input.username, target.uuid)) throw badRequest('The_username_already_exists');
      if (input.email) {
        const emailOwner = await repo.emailOwner(input.email);
        if (emailOwner && emailOwner !== target.uuid) throw badRequest('The_email_already_exists');
      }
      const hash = input.setNewPwd && input.password ? await hasher.hash(input.password) : undefined;
      await repo.update(target.uuid, {
        username: input.username,
        realname: input.realname,
        email: input.email,
        status: input.status,
        titleName: input.titleName,
        titleColor: input.titleColor,
        roleId: input.type,
        hash,
      });
      const before = target.role_id ?? Role.USER;
      if (before !== input.type) await notifyRoleChange(target.uuid, before, input.type, actor.uid);
      // A new password or a ban ends every open session of the user (hoj-behaviour §7.3).
      if (hash || (input.status === 1 && target.status !== 1)) await auth.revokeAll(target.uuid);
    },

    async remove(actor: Actor, ids: string[]) {
      const uids = [...new Set(ids)];
      const targets = await repo.byUids(uids);
      if (!targets.length) throw notFound('User_Not_Exist');
      for (const t of targets) {
        const d = canDeleteUser(actor, { uid: t.uuid, role: t.role_id ?? Role.USER });
        if (!d.ok) throw forbidden(refusalKeys[d.reason], { username: t.username });
      }
      await repo.deleteAll(targets.map((t) => t.uuid));
      for (const t of targets) await auth.revokeAll(t.uuid);
      return targets.length;
    },

    /**
     * Imports every row or none. Rows are [username, password, email, realname, gender, nickname,
     * school, class]; a first row naming the columns is skipped. Returns the count, or the report
     * of every bad row (nothing written).
     */
    async importRows(
      raw: (string | null)[][],
      tr: Translate,
    ): Promise<{ imported: number; problems: ImportProblem[] }> {
      const rows = raw.map((r) => r.map((c) => (c ?? '').trim()));
      const first = rows[0] ?? [];
      const offset = first[0]?.toLowerCase() === 'username' && first[1]?.toLowerCase() === 'password' ? 1 : 0;
      const body = rows.slice(offset).map((cells, i) => ({ cells, row: i + 1 + offset }));
      const problems: ImportProblem[] = [];
      const accounts: (Omit<NewAccount, 'hash'> & { password: string; row: number })[] = [];
      const seenNames = new Map<string, number>();
      const seenEmails = new Map<string, number>();
      for (const { cells, row } of body) {
        if (cells.every((c) => c === '')) continue; // blank line
        const [name = '', password = '', email = '', realname = '', gender = '', nickname = '', school = '', course = ''] =
          cells;
        const errors: string[] = [];
        const u = usernameField.safeParse(name);
        if (!u.success) errors.push(tr(u.error.issues[0]?.message ?? 'Username_Check_Format'));
        if (!password) errors.push(tr('Password_Check_Required'));
        else if (password.length < ADMIN_PASSWORD_MIN || password.length > ADMIN_PASSWORD_MAX)
          errors.push(tr('Admin_Password_Length'));
        let mail: string | null = null;
        if (email) {
          const e = emailField.safeParse(email);
          if (e.success) mail = e.data;
          else errors.push(tr('Email_Check_Format'));
        }
        if (realname.length > 50) errors.push(tr('Import_Field_Too_Long', { field: 'realname', max: 50 }));
        if (nickname.length > 20) errors.push(tr('Import_Field_Too_Long', { field: 'nickname', max: 20 }));
        if (school.length > 100) errors.push(tr('Import_Field_Too_Long', { field: 'school', max: 100 }));
        if (course.length > 200) errors.push(tr('Import_Field_Too_Long', { field: 'class', max: 200 }));
        if (u.success) {
          const before = seenNames.get(u.data.toLowerCase()); // usernames are unique ignoring case
          if (before) errors.push(tr('Import_Duplicate_Username', { row: before }));
          else seenNames.set(u.data.toLowerCase(), row);
        }
        if (mail) {
          const before = seenEmails.get(mail);
          if (before) errors.push(tr('Import_Duplicate_Email', { row: before }));
          else seenEmails.set(mail, row);
        }
        if (errors.length) problems.push({ row, username: name, errors });
        else
          accounts.push({
            row,
            uid: newUid(),
            username: u.data!,
            password,
            email: mail,
            realname: realname || null,
            gender: importGender(gender),
            nickname: nickname || null,
            school: school || null,
            course: course || null,
            roleId: Role.USER,
          });
      }
      if (!accounts.length && !problems.length) throw badRequest('Import_Users_Empty');
      const taken = await repo.taken(
        accounts.map((a) => a.username),
        accounts.flatMap((a) => (a.email ? [a.email] : [])),
      );
      for (const a of accounts) {
        const errors: string[] = [];
        if (taken.usernameKeys.has(a.username.toLowerCase())) errors.push(tr('The_username_already_exists'));
        if (a.email && taken.emails.has(a.email)) errors.push(tr('The_email_already_exists'));
        if (errors.length) problems.push({ row: a.row, username: a.username, errors });
      }
      if (problems.length) return { imported: 0, problems: problems.sort((x, y) => x.row - y.row) };
      const hashes = await hashAll(accounts.map((a) => a.password));
      try {
        await repo.insertAll(accounts.map(({ password: _p, row: _r, ...a }, i) => ({ ...a, hash: hashes[i] })));
      } catch {
        // Another writer took a name or an address in between: the transaction wrote nothing.
        throw badRequest('Import_Users_Conflict');
      }
      return { imported: accounts.length, problems: [] };
    },

    /** Creates prefix + n + suffix for n in [from, to] with random passwords; keeps the sheet 30 minutes. */
    async generate(b: { prefix: string; suffix: string; number_from: number; number_to: number; password_length: number }) {
      const names: string[] = [];
      for (let n = b.number_from; n <= b.number_to; n++) names.push(`${b.prefix}${n}${b.suffix}`);
      const taken = await repo.taken(names, []);
      if (taken.usernames.size) {
        const list = [...taken.usernames].slice(0, 10).join(', ');
        throw badRequest('Generate_Usernames_Taken', { names: list, count: taken.usernames.size });
      }
      const passwords = names.map(() => randomPassword(b.password_length));
      const hashes = await hashAll(passwords);
      try {
        await repo.insertAll(
          names.map((username, i) => ({
            uid: newUid(),
            username,
            hash: hashes[i],
            email: null,
            realname: null,
            gender: 'secrecy',
            nickname: null,
            school: null,
            course: null,
            roleId: Role.USER,
          })),
        );
      } catch {
        throw badRequest('Import_Users_Conflict');
      }
      const key = randomBytes(16).toString('hex');
      await kv.set(sheetKey(key), JSON.stringify(names.map((n, i) => [n, passwords[i]])), GENERATED_TTL_MS);
      return { key, count: names.length };
    },

    /** The credentials sheet of a generation (.xlsx), while its key lives. */
    async sheet(key: string, tr: Translate): Promise<Uint8Array> {
      const stored = await kv.get(sheetKey(key));
      if (!stored) throw notFound('Generate_Sheet_Expired');
      const rows = JSON.parse(stored) as string[][];
      return xlsxOf(tr('Generated_Sheet_Name'), [tr('Sheet_Username'), tr('Sheet_Password')], rows);
    },
  };
}
export type UserAdminService = ReturnType<typeof userAdminService>;
