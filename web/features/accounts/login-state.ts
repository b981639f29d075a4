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
  /** The pending registration of prefillPhone: its code creates the account. */
  registration?: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readAccountState(state: unknown): AccountNavigationState {
  if (!state || typeof state !== 'object') return {};
  const { prefillPhone, startAt, source, registration } = state as Record<string, unknown>;
  return {
    registration:
      typeof registration === 'string' && UUID.test(registration) ? registration : undefined,
    prefillPhone:
      typeof prefillPhone === 'string' && isTenDigitPhone(prefillPhone) ? prefillPhone : undefined,
    startAt: startAt === 'verify' ? 'verify' : undefined,
    source: source === 'register' ? 'register' : undefined,
  };
}
