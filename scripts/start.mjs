// `npm start`: builds when the sources changed since the last build, then serves the whole
// product (web app + API + embedded or PostgreSQL database) on one port.
import { build, isBuildStale } from './build.mjs';

if (isBuildStale()) {
  console.log('Compilando la aplicación (solo la primera vez o tras cambios)…');
  await build();
}
await import('../dist/server/main.js');
