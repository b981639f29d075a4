// `npm run db:migrate` and `npm run db:seed`: apply migrations / reference data to the database
// the environment names (DATABASE_URL, or the embedded one under DATA_DIR), then exit.
import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open-configured';
import { seedReferenceData } from './seed/reference-data';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Uso: tsx server/db/cli.ts migrate|seed');
  process.exit(2);
}

try {
  // Opening the configured database already migrates and loads changed reference data.
  const database = await openConfiguredDatabase(loadConfig());
  if (command === 'seed') {
    const { loaded } = await seedReferenceData(database.db, { force: true });
    console.log(`Datos de referencia cargados: ${loaded.join(', ')}.`);
  } else {
    console.log(`Migraciones aplicadas (${database.engine}).`);
  }
  await database.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
