// Authentication and authorisation of API calls, declared per route:
//   config: { auth: 'anon' | 'open' | 'login' | { perm } | { roles } }
//   anon  – token optional; a bad, expired or revoked token is ignored.
//   open  – anonymous allowed, but a token that is present and bad gives 401.
//   login – a valid token is required.
//   { perm: 'system_info_admin' } / { roles: ADMIN_ROLES } – login plus the permission / one of the roles
//   (named role lists from ./roles.ts, never bare numbers).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BizError, forbidden, unauthorized } from '../errors.js';
import { ALL_ROLES } from '@judge/shared';
import { hasPermission, refusalKey, type Permission } from './roles.js';
import type { TokenService } from './tokens.js';
import type { KvStore } from '../kv.js';
import type { ChangeClock } from '../change-clock.js';
import { kept } from '../kept.js';
import type { UserRow } from '../../db/rows.js';
import { roleIdOf, roleNameOf } from './roles.js';

export type AuthMode = 'anon' | 'open' | 'login' | { perm: Permission } | { roles: readonly number[] };

/**
 * The role ids a role-bound mode lets through once signed in: its roles, or every role holding its
 * permission; null for the modes any signed-in (or anonymous) caller passes.
 */
export function rolesOfAuth(mode: AuthMode): readonly number[] | null {
  if (typeof mode === 'string') return null;
  if ('roles' in mode) return mode.roles;
  return ALL_ROLES.filter((id) => hasPermission(id, mode.perm));
}

export interface AuthUser {
  uid: string;
  username: string;
  roleId: number;
  roleName: string;
  row: UserRow;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const revokeKey = (uid: string) => `revoked:${uid}`;

/** Loads a user with its role; the user module passes it in (lib imports no module). */
export type UserLoader = (uid: string) => Promise<UserRow | undefined>;

/** How long a signed-in user's row (and, on the database KV store, revocation) is read again at most. */
const SESSION_MEMO_MS = 1000;
/** Users whose session facts are kept at most (least recently used dropped first). */
const SESSION_MEMO_SIZE = 10_000;

export function authService(deps: {
  loadUser: UserLoader;
  kv: KvStore;
  tokens: TokenService;
  /** When given, a user's session facts are kept while no row changes (lib/change-clock.ts). */
  clock?: ChangeClock;
}) {
  const { loadUser, kv, tokens, clock } = deps;

  // Every signed-in call reads the user's row and revocation; between writes they cannot change,
  // so they are kept with the generation of the clock read before them, for at most
  // SESSION_MEMO_MS. A revocation on the database KV store, a ban or a role change is a write, so
  // it ends the memo at once. A revocation in Redis (scaled mode) is no database write: it is read
  // on every call, and only the row is kept (another server's change to it reaches this one's
  // clock through Redis, tens of ms later).
  type Facts = [revokedAt: string | null, row: UserRow | undefined];
  const memo = kept<string, { facts: Facts; generation: number; expires: number }>(SESSION_MEMO_SIZE);
  const read = (uid: string): Promise<Facts> => Promise.all([kv.get(revokeKey(uid)), loadUser(uid)]);
  async function sessionFacts(uid: string): Promise<Facts> {
    if (!clock) return read(uid);
    const generation = clock.generation();
    const memoised = memo.get(uid);
    if (memoised && memoised.generation === generation && memoised.expires > Date.now()) {
      if (kv.kind === 'database') return memoised.facts;
      return [await kv.get(revokeKey(uid)), memoised.facts[1]];
    }
    const facts = await read(uid);
    memo.set(uid, { facts, generation, expires: Date.now() + SESSION_MEMO_MS });
    return facts;
  }

  /** Revokes every token of the user issued up to now (logout, password change, ban). */
  async function revokeAll(uid: string): Promise<void> {
    await kv.set(revokeKey(uid), String(Date.now()), tokens.ttlSeconds * 1000);
  }

  /** Signs a new token; never earlier than a revocation of this very millisecond (logout then login). */
  async function issue(uid: string): Promise<string> {
    const revokedAt = Number((await kv.get(revokeKey(uid))) ?? 0);
    return tokens.sign(uid, Math.max(Date.now(), revokedAt + 1));
  }

  async function resolve(token: string): Promise<{ user: AuthUser; refresh: boolean } | BizError> {
    const res = await tokens.verify(token);
    if (!res.ok) return unauthorized(res.reason === 'expired' ? 'Login_State_Expired' : 'Token_Invalid');
    const { claims } = res;
    // Both at once: every signed-in request waits for this, and in scaled mode they are two servers.
    const [revokedAt, row] = await sessionFacts(claims.uid);
    const revoked = revokedAt !== null && claims.issuedAtMs <= Number(revokedAt);
    // A ban also revokes the tokens; its session ends with the ban's reason, not "login expired".
    if (row?.status === 1) return unauthorized('Account_Banned');
    if (revoked) return unauthorized('Login_State_Expired');
    if (!row) return unauthorized('Token_Invalid');
    const roleId = roleIdOf(row);
    return {
      user: { uid: row.uuid, username: row.username, roleId, roleName: roleNameOf(roleId), row },
      refresh: tokens.needsRefresh(claims),
    };
  }

  /** onRequest hook body: sets request.user according to the route's auth mode. */
  async function authenticate(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    req.user = null;
    const mode: AuthMode = req.routeOptions.config?.auth ?? 'anon';
    const header = req.headers.authorization;
    const token = header?.replace(/^Bearer\s+/i, '').trim();
    if (token) {
      const res = await resolve(token);
      if (res instanceof BizError) {
        if (mode !== 'anon') throw res;
      } else {
        req.user = res.user;
        if (res.refresh) {
          reply.header('Authorization', await issue(res.user.uid));
          reply.header('Refresh-Token', 'true');
        }
      }
    }
    if (mode === 'anon' || mode === 'open') return;
    if (!req.user)
      throw unauthorized(
        req.urlType === 'admin' ? 'Please_login_first_by_admin_account' : 'Please_login_first',
      );
    if (typeof mode === 'object' && 'perm' in mode && !hasPermission(req.user.roleId, mode.perm)) {
      throw forbidden(refusalKey(mode.perm));
    }
    if (typeof mode === 'object' && 'roles' in mode && !mode.roles.includes(req.user.roleId)) {
      throw forbidden('No_Permission');
    }
  }

  return { authenticate, revokeAll, resolve, issue };
}
export type AuthService = ReturnType<typeof authService>;

/** For handlers behind `login`: the signed-in user (throws 401 if the route forgot to require login). */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized('Please_login_first');
  return req.user;
}

/** Throws the translated refusal when the user lacks the permission (e.g. a muted user commenting). */
export function assertPermission(user: AuthUser, perm: Permission): void {
  if (!hasPermission(user.roleId, perm)) throw forbidden(refusalKey(perm));
}
