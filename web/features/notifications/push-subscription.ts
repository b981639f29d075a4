import { apiPaths } from '../../../domain/api/paths';
import { apiRequest } from '../../lib/api-client';

// Web Push in this browser: permission, the service worker's PushManager subscription, and
// telling the server where to send. Asked for only after the person saves a search (never on
// a first visit), or when they turn the channel on in Notificaciones.

/** Browsers without a service worker or PushManager (and jsdom) cannot receive pushes. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator &&
    window.isSecureContext !== false
  );
}

export type PushPermission = 'granted' | 'denied' | 'default' | 'unsupported';

export function pushPermission(): PushPermission {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** VAPID's public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Asks the browser for permission (a no-op once granted), subscribes this device and sends the
 * subscription to the server. Answers whether this device will now get pushes.
 */
export async function subscribeThisDevice(): Promise<boolean> {
  if (!pushSupported()) return false;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const { public_key } = await apiRequest<{ public_key: string }>(apiPaths.notifications.pushKey, {
    auth: 'required',
  });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(public_key),
    }));
  await apiRequest(apiPaths.notifications.pushSubscriptions, {
    method: 'POST',
    json: subscription.toJSON(),
  });
  return true;
}

/** Stops pushes to this device: the server forgets it, the browser drops the subscription. */
export async function unsubscribeThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest(apiPaths.notifications.pushSubscriptions, {
    method: 'DELETE',
    json: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe();
}

/** Whether this browser holds a push subscription now (false where pushes are impossible). */
export async function thisDeviceSubscribed(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}
