import { isTenDigitPhone } from '../../../domain/phone';
import { safeReturnPath } from '../../../domain/sharing/sharing';

/**
 * Navigation state the login screen understands (docs/product.md §2): registration sends the new number
 * with startAt 'verify' so the code goes out at once; the login screen sends prefillPhone to
 * the registration form when a number has no account yet.
 */
export type AccountNavigationState = {
  prefillPhone?: string;
  startAt?: 'verify';
  source?: 'register';
  /** The pending registration of prefillPhone: its code creates the account. */
  registration?: string;
  /**
   * Where to go once signed in instead of /inicio: the product a visitor came from
   * ('Crea tu cuenta para contactar al vendedor' on /p/{id} opens /RegisterForm?next=…).
   */
  returnTo?: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The navigation state, with the return path from the state or else from `?next=` in the
 * address (same-origin paths only: domain/sharing safeReturnPath).
 */
export function readAccountState(state: unknown, search = ''): AccountNavigationState {
  const fromAddress = safeReturnPath(new URLSearchParams(search).get('next')) ?? undefined;
  if (!state || typeof state !== 'object') return fromAddress ? { returnTo: fromAddress } : {};
  const { prefillPhone, startAt, source, registration, returnTo } = state as Record<
    string,
    unknown
  >;
  return {
    returnTo: safeReturnPath(returnTo) ?? fromAddress,
    registration:
      typeof registration === 'string' && UUID.test(registration) ? registration : undefined,
    prefillPhone:
      typeof prefillPhone === 'string' && isTenDigitPhone(prefillPhone) ? prefillPhone : undefined,
    startAt: startAt === 'verify' ? 'verify' : undefined,
    source: source === 'register' ? 'register' : undefined,
  };
}
