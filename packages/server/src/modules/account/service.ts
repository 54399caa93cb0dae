// Account rules: register, login (with throttles and the slide puzzle), tokens, password reset,
// password and e-mail changes. Routes call these; nothing here knows about HTTP.
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { ACCOUNT_THROTTLES, SLIDE_PUZZLE } from '@judge/shared';
import type { AppContext } from '../../context.js';
import { BizError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { t, type Lang } from '../../lib/i18n.js';
import { makePuzzle } from '../../lib/puzzle.js';
import { ADMIN_ROLES, Role } from '../../lib/auth/roles.js';
import { userWithRole, roleIdOf, usernameHolder, type UserRow } from '../user/repo.js';
import { notifyUser } from '../message/notify.js';
import {
  codeStore,
  lockCounter,
  minutesLeft,
  randomToken,
  sameSecret,
  sixDigitCode,
  CODE_TTL_MS,
} from './codes.js';

const LOCK_MS = ACCOUNT_THROTTLES.loginLockSeconds * 1000;
const CHANGE_LOCK_MS = ACCOUNT_THROTTLES.changePasswordLockSeconds * 1000;
const CAPTCHA_TTL_MS = 30 * 60_000;
const PUZZLE_TTL_MS = 2 * 60_000;
const RESET_TOKEN_LENGTH = 21;
const VERIFY_RESEND_SECONDS = 60;

export interface ClientInfo {
  ip: string;
  userAgent: string;
  lang: Lang;
}

export function accountService(ctx: AppContext) {
  const { database, kv, hasher, auth, mailer, siteConfig } = ctx;
  const { db, cols } = database;
  const codes = codeStore(kv);
  // A hash of a random password, verified when the username is unknown so timing does not tell.
  const dummyHash = hasher.hash(randomToken(16));

  const loginFailures = (username: string, ip: string) =>
    lockCounter(kv, `loginfail:${username}:${ip}`, ACCOUNT_THROTTLES.failedLoginsBeforeLock, LOCK_MS);
  const passwordChangeFailures = (uid: string) =>
    lockCounter(kv, `pwchangefail:${uid}`, ACCOUNT_THROTTLES.wrongOldPasswordsBeforeLock, CHANGE_LOCK_MS);
  const emailChangeFailures = (uid: string) =>
    lockCounter(kv, `emailchangefail:${uid}`, ACCOUNT_THROTTLES.wrongOldPasswordsBeforeLock, CHANGE_LOCK_MS);

  /** Login and reset find a user by the exact username; uniqueness ignores case (usernameTaken). */
  async function findByUsername(username: string): Promise<UserRow | undefined> {
    return userWithRole(db).where('u.username', '=', username).executeTakeFirst();
  }
  async function usernameTaken(username: string): Promise<boolean> {
    return (await usernameHolder(db, username)) !== undefined;
  }
  async function findByUid(uid: string): Promise<UserRow | undefined> {
    return userWithRole(db).where('u.uuid', '=', uid).executeTakeFirst();
  }
  async function emailTaken(email: string): Promise<boolean> {
    return !!(await db.selectFrom('user_info').select('uuid').where('email', '=', email).executeTakeFirst());
  }

  /** "`left` attempts left": the message `<key>_One` says it in the singular. */
  const attemptsLeft = (key: string, left: number) =>
    left === 1 ? badRequest(`${key}_One`) : badRequest(key, { left });

  async function siteName(): Promise<string> {
    return (await siteConfig.web()).shortName;
  }

  async function sendMail(to: string, lang: Lang, kind: string, params: Record<string, string>) {
    const site = await siteName();
    try {
      await mailer.send({
        to,
        subject: t(lang, `Mail_${kind}_Subject`, { site, ...params }),
        text: t(lang, `Mail_${kind}_Text`, { site, ...params }),
      });
    } catch (e) {
      throw new BizError('Email_Send_Failed', { detail: e instanceof Error ? e.message : String(e) }, 500);
    }
  }

  /** Sends a fresh 6-digit code; the cooldown is given back if sending fails. */
  async function sendCode(key: string, cooldownSeconds: number, to: string, lang: Lang, kind: string) {
    await codes.startCooldown(key, cooldownSeconds);
    const code = sixDigitCode();
    await codes.issue(key, code);
    try {
      await sendMail(to, lang, kind, { code });
    } catch (e) {
      await codes.drop(key);
      await codes.clearCooldown(key);
      throw e;
    }
    return { email: to, expire: CODE_TTL_MS / 1000 };
  }

  async function requireRegisterOpen() {
    if (!(await siteConfig.web()).register) throw forbidden('Register_Closed');
  }

  async function createUser(input: {
    username: string;
    password: string;
    email: string | null;
    roleId: number;
  }) {
    const uid = randomUUID().replace(/-/g, '');
    const hash = await hasher.hash(input.password);
    const now = cols.time();
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('user_info')
          .values({
            uuid: uid,
            username: input.username,
            password: hash,
            email: input.email,
            gender: 'secrecy',
            status: 0,
            gmt_create: now,
            gmt_modified: now,
          })
          .execute();
        await trx
          .insertInto('user_role')
          .values({ uid, role_id: input.roleId, gmt_create: now, gmt_modified: now })
          .execute();
        await trx
          .insertInto('user_record')
          .values({ uid, rating: null, gmt_create: now, gmt_modified: now })
          .execute();
      });
    } catch (e) {
      // a concurrent registration won the unique constraint
      if (await usernameTaken(input.username)) throw badRequest('The_username_already_exists');
      if (input.email && (await emailTaken(input.email))) throw badRequest('The_email_already_exists');
      throw e;
    }
    return uid;
  }

  async function verifyPuzzle(captchaKey: string | undefined, slideX: number | undefined): Promise<boolean> {
    if (!captchaKey || typeof slideX !== 'number' || !Number.isFinite(slideX)) return false;
    const stored = await kv.take(`puzzle:${captchaKey}`);
    if (!stored) return false;
    const { x } = JSON.parse(stored) as { x: number };
    return Math.abs(slideX - x) <= SLIDE_PUZZLE.accuracy;
  }

  async function login(
    body: { username: string; password: string; captchaKey?: string; slideX?: number },
    client: ClientInfo,
    opts: { adminOnly: boolean },
  ): Promise<{ token: string; user: UserRow }> {
    const failures = loginFailures(body.username, client.ip);
    const locked = await failures.lockedFor();
    if (locked > 0) throw badRequest('Login_Locked', { minutes: minutesLeft(locked) });
    if ((await failures.count()) >= ACCOUNT_THROTTLES.failedLoginsBeforePuzzle) {
      if (body.captchaKey === undefined && body.slideX === undefined)
        throw badRequest('Login_Need_Verify', {}, { needPuzzle: true });
      if (!(await verifyPuzzle(body.captchaKey, body.slideX)))
        throw badRequest('Slide_Verify_Failed', {}, { needPuzzle: true });
    }
    const user = await findByUsername(body.username);
    const good = user
      ? await hasher.verify(user.password, body.password)
      : (await hasher.verify(await dummyHash, body.password), false);
    if (!user || !good) {
      const n = await failures.fail();
      if (n >= ACCOUNT_THROTTLES.failedLoginsBeforeLock)
        throw badRequest('Login_Locked', { minutes: minutesLeft(LOCK_MS) });
      throw badRequest('Login_Failed', {}, { needPuzzle: n >= ACCOUNT_THROTTLES.failedLoginsBeforePuzzle });
    }
    if (user.status === 1) throw badRequest('Account_Banned');
    if (opts.adminOnly && !ADMIN_ROLES.includes(roleIdOf(user))) throw badRequest('Not_Admin_Account');
    await failures.reset();
    const last = await db
      .selectFrom('session')
      .select('ip')
      .where('uid', '=', user.uuid)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const now = cols.time();
    await db
      .insertInto('session')
      .values({
        uid: user.uuid,
        ip: client.ip,
        user_agent: client.userAgent.slice(0, 512),
        gmt_create: now,
        gmt_modified: now,
      })
      .execute();
    if (last?.ip && client.ip && last.ip !== client.ip) await notifyNewAddress(user.uuid, last.ip, client);
    return { token: await auth.issue(user.uuid), user };
  }

  /**
   * The "remote login" notice of the reference (hoj-behaviour §9): a sign-in from another address
   * than the previous one tells the account's owner, in both languages. HOJ compares the cities of
   * the two addresses; we have no address-to-place table, so any change of address counts.
   */
  async function notifyNewAddress(uid: string, lastIp: string, client: ClientInfo) {
    // Shown as inline code in a markdown notice: no backticks or line breaks from the request.
    const code = (v: string) => `\`${v.replace(/[`\r\n]/g, ' ').slice(0, 200)}\``;
    const params = {
      time: `${new Date().toISOString().slice(0, 19).replace('T', ' ')} UTC`,
      ip: code(client.ip),
      last: code(lastIp),
      agent: code(client.userAgent || '-'),
    };
    await notifyUser(db, {
      recipientId: uid,
      title: `${t('zh-CN', 'Notice_New_Login_Title')} / ${t('en-US', 'Notice_New_Login_Title')}`,
      content: [
        t('zh-CN', 'Notice_New_Login_Text', params),
        t('en-US', 'Notice_New_Login_Text', params),
      ].join('\n\n'),
    });
  }

  return {
    login,
    findByUid,

    async getRegisterCode(email: string, client: ClientInfo) {
      await requireRegisterOpen();
      if (await emailTaken(email)) throw badRequest('The_email_already_exists');
      return sendCode(
        `register:${email}`,
        ACCOUNT_THROTTLES.registerCodeResendSeconds,
        email,
        client.lang,
        'Register',
      );
    },

    async register(body: { username: string; password: string; email: string; code: string }) {
      await requireRegisterOpen();
      if (!(await codes.check(`register:${body.email}`, body.code, false)))
        throw badRequest('Email_Code_Wrong');
      if (await usernameTaken(body.username)) throw badRequest('The_username_already_exists');
      if (await emailTaken(body.email)) throw badRequest('The_email_already_exists');
      await createUser({
        username: body.username,
        password: body.password,
        email: body.email,
        roleId: Role.USER,
      });
      await codes.drop(`register:${body.email}`);
    },

    async checkUsernameOrEmail(body: { username?: string; email?: string }) {
      const username = body.username ? await usernameTaken(body.username) : false;
      const email = body.email ? await emailTaken(body.email.toLowerCase()) : false;
      return { username, email };
    },

    async captcha(type: 'math' | 'char' = 'math') {
      const c =
        type === 'char'
          ? svgCaptcha.create({ size: 4, ignoreChars: '0oO1iIlL', noise: 2, color: true })
          : svgCaptcha.createMathExpr({ mathMin: 1, mathMax: 20, mathOperator: '+-', noise: 2, color: true });
      const captchaKey = randomUUID();
      await kv.set(`captcha:${captchaKey}`, c.text.toLowerCase(), CAPTCHA_TTL_MS);
      return { img: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`, captchaKey };
    },

    /** Single use: the captcha is consumed whether the answer is right or not. */
    async checkCaptcha(captchaKey: string, answer: string): Promise<void> {
      const stored = await kv.take(`captcha:${captchaKey}`);
      if (stored === null || !sameSecret(stored, answer.trim().toLowerCase()))
        throw badRequest('Captcha_Wrong');
    },

    async slidePuzzle() {
      const p = makePuzzle();
      const captchaKey = randomUUID();
      await kv.set(`puzzle:${captchaKey}`, JSON.stringify({ x: p.x }), PUZZLE_TTL_MS);
      return { captchaKey, img: p.img, pieceImg: p.pieceImg, y: p.y, width: p.width, height: p.height };
    },

    async applyResetPassword(
      body: { email: string; captcha: string; captchaKey: string },
      client: ClientInfo,
    ) {
      await this.checkCaptcha(body.captchaKey, body.captcha);
      const user = await db
        .selectFrom('user_info')
        .select(['uuid', 'username', 'email'])
        .where('email', '=', body.email)
        .executeTakeFirst();
      if (!user) throw badRequest('The_email_does_not_exists');
      await codes.startCooldown(`reset:${body.email}`, ACCOUNT_THROTTLES.resetEmailResendSeconds);
      const code = randomToken(RESET_TOKEN_LENGTH);
      await codes.issue(`reset:${user.username}`, code);
      // The link's origin comes from the operator only (site settings, then PUBLIC_URL), never from
      // the request: a Host header of the caller's choosing would mail the code to their site.
      const { baseUrl } = await siteConfig.web();
      const base = (baseUrl.trim() || ctx.config.publicUrl || '').replace(/\/+$/, '');
      const path = `/reset-password?username=${encodeURIComponent(user.username)}&code=${code}`;
      try {
        if (base)
          await sendMail(body.email, client.lang, 'Reset', {
            username: user.username,
            link: `${base}${path}`,
          });
        else await sendMail(body.email, client.lang, 'Reset_No_Link', { username: user.username, code });
      } catch (e) {
        await codes.drop(`reset:${user.username}`);
        await codes.clearCooldown(`reset:${body.email}`);
        throw e;
      }
    },

    async resetPassword(body: { username: string; password: string; code: string }) {
      const user = await findByUsername(body.username);
      if (!user) throw badRequest('The_username_does_not_exists');
      if (!(await codes.check(`reset:${body.username}`, body.code, true)))
        throw badRequest('Reset_Code_Wrong');
      await db
        .updateTable('user_info')
        .set({ password: await hasher.hash(body.password), gmt_modified: cols.time() })
        .where('uuid', '=', user.uuid)
        .execute();
      await auth.revokeAll(user.uuid);
      await passwordChangeFailures(user.uuid).reset();
    },

    async changePassword(uid: string, body: { oldPassword: string; newPassword: string }) {
      const failures = passwordChangeFailures(uid);
      const locked = await failures.lockedFor();
      if (locked > 0) throw badRequest('Change_Password_Locked', { minutes: minutesLeft(locked) });
      if (body.oldPassword === body.newPassword) throw badRequest('The_new_password_does_not_change');
      const user = await findByUid(uid);
      if (!user) throw notFound('User_Not_Found');
      if (!(await hasher.verify(user.password, body.oldPassword))) {
        const n = await failures.fail();
        const limit = ACCOUNT_THROTTLES.wrongOldPasswordsBeforeLock;
        if (n >= limit) throw badRequest('Change_Password_Locked', { minutes: minutesLeft(CHANGE_LOCK_MS) });
        throw attemptsLeft('Old_Password_Wrong', limit - n);
      }
      await db
        .updateTable('user_info')
        .set({ password: await hasher.hash(body.newPassword), gmt_modified: cols.time() })
        .where('uuid', '=', uid)
        .execute();
      await failures.reset();
      await auth.revokeAll(uid); // every session logs in again with the new password
    },

    async getChangeEmailCode(uid: string, email: string, client: ClientInfo) {
      const user = await findByUid(uid);
      if (!user) throw notFound('User_Not_Found');
      if (user.email === email) throw badRequest('New_Email_Same');
      if (await emailTaken(email)) throw badRequest('The_email_already_exists');
      return sendCode(
        `change-email:${uid}:${email}`,
        ACCOUNT_THROTTLES.changeEmailCodeResendSeconds,
        email,
        client.lang,
        'ChangeEmail',
      );
    },

    async changeEmail(uid: string, body: { password: string; newEmail: string; code: string }) {
      const failures = emailChangeFailures(uid);
      const locked = await failures.lockedFor();
      const limit = ACCOUNT_THROTTLES.wrongOldPasswordsBeforeLock;
      if (locked > 0) throw badRequest('Change_Email_Locked', { minutes: minutesLeft(locked) });
      const user = await findByUid(uid);
      if (!user) throw notFound('User_Not_Found');
      const failWith = async (key: string) => {
        const n = await failures.fail();
        if (n >= limit) return badRequest('Change_Email_Locked', { minutes: minutesLeft(CHANGE_LOCK_MS) });
        return attemptsLeft(key, limit - n);
      };
      if (!(await hasher.verify(user.password, body.password)))
        throw await failWith('Password_Wrong_With_Left');
      if (user.email === body.newEmail) throw badRequest('New_Email_Same');
      if (!(await codes.check(`change-email:${uid}:${body.newEmail}`, body.code, true)))
        throw await failWith('Email_Code_Wrong_With_Left');
      if (await emailTaken(body.newEmail)) throw badRequest('The_email_already_exists');
      try {
        await db
          .updateTable('user_info')
          .set({ email: body.newEmail, gmt_modified: cols.time() })
          .where('uuid', '=', uid)
          .execute();
      } catch {
        throw badRequest('The_email_already_exists');
      }
      await failures.reset();
      return (await findByUid(uid))!;
    },

    /** A code sent to the user's own e-mail, used to confirm risky actions (e.g. disbanding a group). */
    async getVerifyEmailCode(uid: string, email: string, client: ClientInfo) {
      const user = await findByUid(uid);
      if (!user) throw notFound('User_Not_Found');
      if (!user.email) throw badRequest('No_Email_Bound');
      if (user.email !== email) throw badRequest('Email_Not_Yours');
      return sendCode(`verify:${uid}`, VERIFY_RESEND_SECONDS, email, client.lang, 'Verify');
    },

    /** Checks (and consumes) the code of getVerifyEmailCode. */
    async checkVerifyEmailCode(uid: string, code: string): Promise<boolean> {
      return codes.check(`verify:${uid}`, code, true);
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
