import { isLoopbackHost } from '../../config';

// Where the server may send a Web Push (decision 016, "Push endpoints"). A subscription's
// endpoint is written by the browser, so by whoever calls the API: anything but the browsers'
// own push services would let a caller make the server POST inside our network (Redis, a
// metadata service) or to any site. Only these hosts, over HTTPS on the default port.

/** The push services of Chrome/Edge/Android (FCM), Firefox, Safari. */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
];

/** Windows Push Notification Services: one host per data centre (wns2-par02p.notify.windows.com). */
const WINDOWS_PUSH_SUFFIX = '.notify.windows.com';

export interface PushEndpointPolicy {
  /**
   * PUSH_LOOPBACK_FOR_TESTS: a push service standing in on this machine (tests). Refused by
   * the configuration in production and on a HOST other machines can reach.
   */
  loopbackForTests: boolean;
}

export function pushEndpointAllowed(endpoint: string, policy: PushEndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (policy.loopbackForTests && (url.protocol === 'http:' || url.protocol === 'https:')) {
    if (isLoopbackHost(url.hostname)) return true;
  }
  // URL lowercases the host and drops :443; a trailing dot or any other port stays and fails.
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname;
  if (PUSH_SERVICE_HOSTS.includes(host)) return true;
  if (!host.endsWith(WINDOWS_PUSH_SUFFIX)) return false;
  return /^[a-z0-9-]+$/.test(host.slice(0, -WINDOWS_PUSH_SUFFIX.length));
}
