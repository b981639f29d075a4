// Web Push of 'Avísame' (docs/decisions/016-saved-searches-and-notifications.md), loaded by the
// generated service worker (importScripts in scripts/pwa-config.ts). The server sends
// { title, body, url, tag }, encrypted for this browser; only the app's own pages are opened.

const FALLBACK_PATH = '/notificaciones';

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' ? message.title : 'El campo en tus manos';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'es-CO',
      data: { url: typeof message.url === 'string' ? message.url : FALLBACK_PATH },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = new URL(event.notification.data?.url ?? FALLBACK_PATH, self.location.origin);
  const target =
    wanted.origin === self.location.origin ? wanted : new URL(FALLBACK_PATH, self.location.origin);
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = open.find((client) => new URL(client.url).origin === target.origin);
      if (tab) {
        await tab.focus();
        return tab.navigate(target.href);
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
