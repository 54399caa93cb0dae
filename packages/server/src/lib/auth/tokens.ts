// Signed login tokens (jose, HS256). Subject = user uuid; `ims` = issue time in ms (for revocation).
import { kept } from '../kept.js';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface TokenClaims {
  uid: string;
  /** issued at, epoch ms */
  issuedAtMs: number;
  /** expires at, epoch ms */
  expiresAtMs: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Verified tokens kept (oldest dropped first): about 2 MB at the bound. */
const VERIFIED_KEPT = 10_000;

export function tokenService(secret: Uint8Array, ttlSeconds: number) {
  // Claims of tokens this process has verified, by token text: a signed-in client sends the same
  // token with every call, and jose's verify (Web Crypto HMAC, a promise chain) was 4 % of the
  // server's busy time under load. Only a token whose signature checked out gets here; its expiry
  // is still checked on every use. (Revocation is checked by the caller, after this.)
  const verified = kept<string, TokenClaims>(VERIFIED_KEPT);
  return {
    ttlSeconds,
    async sign(uid: string, now = Date.now()): Promise<string> {
      return new SignJWT({ ims: now })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(uid)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(now / 1000) + ttlSeconds)
        .sign(secret);
    },
    async verify(token: string, now = Date.now()): Promise<VerifyResult> {
      const kept = verified.get(token);
      if (kept) {
        if (now < kept.expiresAtMs) return { ok: true, claims: kept };
        verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.ims !== 'number' ||
          typeof payload.exp !== 'number'
        ) {
          return { ok: false, reason: 'invalid' };
        }
        const claims = { uid: payload.sub, issuedAtMs: payload.ims, expiresAtMs: payload.exp * 1000 };
        verified.set(token, claims);
        return { ok: true, claims };
      } catch (e) {
        return { ok: false, reason: e instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
    /** True once half the lifetime has passed (then a fresh token is sent back). */
    needsRefresh(claims: TokenClaims, now = Date.now()): boolean {
      return now - claims.issuedAtMs >= (ttlSeconds * 1000) / 2;
    },
  };
}
export type TokenService = ReturnType<typeof tokenService>;
