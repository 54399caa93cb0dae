// Signed login tokens (jose, HS256). Subject = user uuid; `ims` = issue time in ms (for revocation).
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface TokenClaims {
  uid: string;
  /** issued at, epoch ms */
  issuedAtMs: number;
  /** expires at, epoch ms */
  expiresAtMs: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export function tokenService(secret: Uint8Array, ttlSeconds: number) {
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
    async verify(token: string): Promise<VerifyResult> {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.ims !== 'number' ||
          typeof payload.exp !== 'number'
        ) {
          return { ok: false, reason: 'invalid' };
        }
        return {
          ok: true,
          claims: { uid: payload.sub, issuedAtMs: payload.ims, expiresAtMs: payload.exp * 1000 },
        };
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
