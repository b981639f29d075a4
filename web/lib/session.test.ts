import { afterEach, describe, expect, it } from 'vitest';
import { expiredToken, fakeToken } from '../test/fake-token';
import { clearSession, getStoredToken, hasSession, storeSession } from './session';

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

  it('an unexpired token is a session; an expired one or one without expiry is not', () => {
    window.localStorage.setItem('access_token', fakeToken());
    expect(hasSession()).toBe(true);

    window.localStorage.setItem('access_token', expiredToken());
    expect(hasSession()).toBe(false);

    window.localStorage.setItem('access_token', 'texto-que-no-es-un-jwt');
    expect(hasSession()).toBe(false);
  });

  it('storing a session keeps the token under both keys, and the user', () => {
    const token = fakeToken();
    storeSession(token, { phone: '3001234567' });

    expect(window.localStorage.getItem('access_token')).toBe(token);
    expect(window.localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual({ phone: '3001234567' });
    expect(hasSession()).toBe(true);
  });

  it('clearing the session removes both token keys and the user, and keeps preferences', () => {
    const token = fakeToken();
    window.localStorage.setItem('access_token', token);
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', '{}');
    window.localStorage.setItem('sidebar_collapsed', '1');
    expect(hasSession()).toBe(true);

    clearSession();

    expect(hasSession()).toBe(false);
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('sidebar_collapsed')).toBe('1');
  });
});
