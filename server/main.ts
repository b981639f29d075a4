import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { EmbeddedDatabaseBusyError } from './db/embedded-lock';
import { openConfiguredDatabase } from './db/open-configured';
import { preparedPhotosDir } from './db/seed/demo/demo-photos';
import { demoOnStart, loadDemoOnFirstStart } from './db/seed/demo/load-demo';
import { startNotificationWorker } from './features/notifications/notifications.service';
import { startPriceRefresh } from './features/prices/price-refresh';
import { startWhatsAppWorker } from './features/whatsapp/whatsapp.service';
import { startRequestsWorker } from './features/requests/requests.worker';
import { loggerOptions } from './logger-options';
import { createFileStorage } from './platform/storage/create-file-storage';

const SHUTDOWN_GRACE_MS = 10_000;
/** How often the price reference takes in listing changes (server/features/prices). */
const PRICE_REFRESH_MS = 15_000;
/** How often saved searches are matched against newly visible listings (Avísame). */
const NOTIFICATION_MATCHING_MS = 5_000;
/** How often the WhatsApp queue is looked at besides each webhook call (a crashed worker's). */
const WHATSAPP_QUEUE_MS = 30_000;

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openConfiguredDatabase(config);
  const storage = createFileStorage(config);
  const app = await buildApp({
    config,
    database,
    storage,
    logger: loggerOptions(config, { colour: process.stdout.isTTY === true }),
  });

  startPriceRefresh(app, PRICE_REFRESH_MS);
  if (config.env === 'production' && !process.env.PUBLIC_URL) {
    // Shared links would preview with this machine's address (decision 014).
    app.log.warn(
      { publicUrl: config.publicUrl },
      'PUBLIC_URL no está definido: los enlaces compartidos por WhatsApp usarán esta dirección',
    );
  }
  startNotificationWorker(app, NOTIFICATION_MATCHING_MS);
  startWhatsAppWorker(app, WHATSAPP_QUEUE_MS);
  // Buy requests are matched against nearby sellers on the same beat (decision 026).
  startRequestsWorker(app, NOTIFICATION_MATCHING_MS);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'Apagando: se terminan las solicitudes en curso');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const shownHost = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host)
    ? 'localhost'
    : config.host;
  const engine = database.engine === 'pglite' ? `embebida en ${config.dataDir}` : 'PostgreSQL';
  console.log(
    `\n  El campo en tus manos está listo en http://${shownHost}:${config.port}\n` +
      `  Base de datos: ${engine} · arranque en ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
      `  Documentación de la API: http://${shownHost}:${config.port}/api/docs\n`,
  );

  if (demoOnStart(config)) {
    // First start of a fresh embedded database: a living marketplace to look at (DEMO_DATA=false
    // skips it). The build prepared its photos, so this takes seconds; the app serves meanwhile
    // and the data appears at once when its transaction commits ("Datos de demostración
    // listos…" in the console). A failure is not a reason to stay down.
    void loadDemoOnFirstStart(database.db, storage, {
      log: (line) => console.log(`  ${line}`),
      preparedPhotos: preparedPhotosDir(),
    })
      // Written behind the API's back: the catalogue pages answered while it loaded (empty)
      // must not be served again for CATALOGUE_CACHE_SECONDS.
      .then(() => app.publicAnswers.clear())
      .catch((error: unknown) =>
        console.warn('  No se pudieron cargar los datos de demostración:', error),
      );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseBusyError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('No se pudo iniciar el servidor / the server could not start:', error);
  }
  process.exit(1);
});
