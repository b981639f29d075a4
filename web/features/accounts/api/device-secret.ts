import { readItem, writeItem } from '../../../lib/local-storage';
import { storageKeys } from '../../../lib/storage-keys';

// The remembered-device secret (docs/decisions/011, "Remembered devices"): the sign-in answer
// gives it, the app keeps it and sends it with the code calls, so others' wrong codes never
// pause this device. The server also keeps it in an HttpOnly cookie; this copy survives a
// browser that drops cookies.

const HEADER = 'X-Campo-Dispositivo';
const SECRET = /^[\w-]{32,100}$/;

/** The header of the code calls, when this device has signed in before. */
export function deviceHeaders(): Record<string, string> {
  const secret = readItem(storageKeys.device);
  return secret && SECRET.test(secret) ? { [HEADER]: secret } : {};
}

/** Keeps the secret of a successful sign-in's answer. */
export function keepDeviceSecret(answer: unknown): void {
  const secret = (answer as { data?: { device?: unknown } } | null)?.data?.device;
  if (typeof secret === 'string' && SECRET.test(secret)) writeItem(storageKeys.device, secret);
}
