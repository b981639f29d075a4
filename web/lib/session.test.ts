import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getStoredToken, hasSession } from './session';

afterEach(() => window.localStorage.clear());

describe('stored session', () => {
  it('reads the token from "access_token" first, then from "token"', () => {
    window.localStorage.setItem('token', 'alias');
    expect(getStoredToken()).toBe('alias');

    window.localStorage.setItem('access_token', 'primary');
    expect(getStoredToken()).toBe('primary');
  });

  it('a blank token is no session', () => {
    window.localStorage.setItem('access_token', '  ');
    expect(hasSession()).toBe(false);
  });

  it('clearing the session removes both token keys and the user, and keeps preferences', () => {
    window.localStorage.setItem('access_token', 'a');
    window.localStorage.setItem('token', 'a');
    window.localStorage.setItem('user', '{}');
    window.localStorage.setItem('sidebar_collapsed', '1');

    clearSession();

    expect(hasSession()).toBe(false);
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('sidebar_collapsed')).toBe('1');
  });
});
