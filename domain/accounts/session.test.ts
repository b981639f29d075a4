import { describe, expect, it } from 'vitest';
import { tokenState } from './session';

const NOW = Date.UTC(2026, 11, 5);
const tokenExpiring = (seconds: number) =>
  `header.${Buffer.from(JSON.stringify({ exp: NOW / 1000 + seconds })).toString('base64url')}.signature`;

describe('tokenState', () => {
  it('reads each token’s own expiry, also when the same token is asked for again and again', () => {
    const fresh = tokenExpiring(60);
    const old = tokenExpiring(-60);
    expect(tokenState(fresh, NOW)).toBe('valid');
    expect(tokenState(fresh, NOW)).toBe('valid');
    expect(tokenState(old, NOW)).toBe('expired');
    expect(tokenState(fresh, NOW)).toBe('valid');
    // The same token, later: its expiry has passed.
    expect(tokenState(fresh, NOW + 61_000)).toBe('expired');
    expect(tokenState('not-a-token', NOW)).toBe('expired');
    expect(tokenState(null, NOW)).toBe('missing');
  });
});
