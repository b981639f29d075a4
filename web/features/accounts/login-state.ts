import { isTenDigitPhone } from '../../../domain/phone';

/**
 * Navigation state the login screen understands (SPEC §2): registration sends the new number
 * with startAt 'verify' so the code goes out at once; the login screen sends prefillPhone to
 * the registration form when a number has no account yet.
 */
export type AccountNavigationState = {
  prefillPhone?: string;
  startAt?: 'verify';
  source?: 'register';
};

export function readAccountState(state: unknown): AccountNavigationState {
  if (!state || typeof state !== 'object') return {};
  const { prefillPhone, startAt, source } = state as Record<string, unknown>;
  return {
    prefillPhone:
      typeof prefillPhone === 'string' && isTenDigitPhone(prefillPhone) ? prefillPhone : undefined,
    startAt: startAt === 'verify' ? 'verify' : undefined,
    source: source === 'register' ? 'register' : undefined,
  };
}
