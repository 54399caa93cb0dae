// The verified-token cache keeps the checks of a fresh verify: a tampered or foreign token is
// refused even while the genuine one is kept, and a kept token expires on time.
import { describe, expect, it } from 'vitest';
import { tokenService } from './tokens.js';

const secret = new Uint8Array(48).fill(3);

describe('tokenService.verify', () => {
  it('verifies a token again from the cache, refuses a tampered copy and a foreign key, and expires it', async () => {
    const t = tokenService(secret, 60);
    const now = Date.now();
    const token = await t.sign('u-1', now);
    const first = await t.verify(token, now);
    expect(first).toMatchObject({ ok: true, claims: { uid: 'u-1', issuedAtMs: now } });
    expect(await t.verify(token, now + 1000)).toEqual(first);

    const [head, body, sig] = token.split('.');
    const flipped = `${head}.${body}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    expect(await t.verify(flipped, now)).toEqual({ ok: false, reason: 'invalid' });
    const foreign = await tokenService(new Uint8Array(48).fill(9), 60).sign('u-1', now);
    expect(await t.verify(foreign, now)).toEqual({ ok: false, reason: 'invalid' });

    const expiresAt = (first as { claims: { expiresAtMs: number } }).claims.expiresAtMs;
    expect((await t.verify(token, expiresAt - 1)).ok).toBe(true);
    expect(await t.verify(token, expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });
});
