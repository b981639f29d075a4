import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, TokenError, VerifiedTokens } from './tokens';

// Tokens a process has verified are not verified again, but each still ends at its own expiry,
// and only tokens that passed are remembered.

const key = randomBytes(32);
const DAY = 24 * 60 * 60 * 1000;

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error instanceof TokenError ? error.reason : error;
  }
  return 'accepted';
}

describe('VerifiedTokens', () => {
  it('answers a remembered token’s claims until the second of its expiry, then says expired', async () => {
    let now = Date.now();
    const tokens = new VerifiedTokens(key, 10, () => now);
    const { token, expiresAt } = await signAccessToken(key, { userId: 7, tokenVersion: 2 }, 1);
    expect(await tokens.verify(token)).toMatchObject({ userId: 7, tokenVersion: 2 });
    expect(tokens.size).toBe(1);
    // A second before it ends (exp is whole seconds: the token ends at the second it names).
    now = Math.floor(expiresAt.getTime() / 1000) * 1000 - 1;
    expect(await tokens.verify(token)).toMatchObject({ userId: 7 });
    now += 1;
    expect(await refusal(tokens.verify(token))).toBe('expired');
    expect(tokens.size).toBe(0);
    now = Date.now() + 2 * DAY;
    expect(await refusal(tokens.verify(token))).toBe('expired');
  });

  it('remembers only tokens that passed, and at most the number given', async () => {
    const tokens = new VerifiedTokens(key, 2);
    const { token } = await signAccessToken(key, { userId: 1, tokenVersion: 0 }, 1);
    const other = await signAccessToken(randomBytes(32), { userId: 1, tokenVersion: 0 }, 1);
    expect(await refusal(tokens.verify(other.token))).toBe('invalid');
    expect(await refusal(tokens.verify(token.slice(0, -2)))).toBe('invalid');
    expect(await refusal(tokens.verify('no es un token'))).toBe('invalid');
    expect(tokens.size).toBe(0);
    for (const userId of [1, 2, 3]) {
      const signed = await signAccessToken(key, { userId, tokenVersion: 0 }, 1);
      expect((await tokens.verify(signed.token)).userId).toBe(userId);
    }
    expect(tokens.size).toBe(2);
  });
});
