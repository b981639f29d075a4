// `npm run db:migrate` and `npm run db:seed`: apply migrations / reference data to the database
// the environment names (DATABASE_URL, or the embedded one under DATA_DIR), then exit.
// `npm run db:seed -- --demo` also loads the demo marketplace (never in production).
import { loadConfig } from '../config';
import { createFileStorage } from '../platform/storage/create-file-storage';
import { openConfiguredDatabase } from './open-configured';
import { preparedPhotosDir } from './seed/demo/demo-photos';
import { loadDemoMarketplace } from './seed/demo/load-demo';
import { seedReferenceData } from './seed/reference-data';

const [command, ...flags] = process.argv.slice(2);
const demo = flags.includes('--demo');
if (
  (command !== 'migrate' && command !== 'seed') ||
  flags.some((flag) => flag !== '--demo') ||
  (demo && command !== 'seed')
) {
  console.error('Uso: tsx server/db/cli.ts migrate | seed [--demo]');
  process.exit(2);
}

try {
  const config = loadConfig();
  if (demo && config.env === 'production') {
    console.error(
      'No se cargan datos de demostración con NODE_ENV=production: son personas y productos ' +
        'inventados. Usa una base de datos de desarrollo.',
    );
    process.exit(1);
  }
  // Opening the configured database already migrates and loads changed reference data.
  const database = await openConfiguredDatabase(config);
  if (command === 'seed') {
    const { loaded } = await seedReferenceData(database.db, { force: true });
    console.log(`Datos de referencia cargados: ${loaded.join(', ')}.`);
    if (demo) {
      const result = await loadDemoMarketplace(database.db, createFileStorage(config), {
        log: (line) => console.log(line),
        preparedPhotos: preparedPhotosDir(),
      });
      if (!result.loaded) console.log('Los datos de demostración ya estaban cargados.');
    }
  } else {
    console.log(`Migraciones aplicadas (${database.engine}).`);
  }
  await database.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
