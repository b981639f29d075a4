// `npm start`: builds when the sources changed since the last build, then serves the whole
// product (web app + API + embedded or PostgreSQL database) on one port.
//
// The build runs in a process of its own: Vite sets process.env.NODE_ENV = 'production' while
// it builds, and a server started in the same process read that and refused to start without
// production secrets (the first `npm start` of a fresh clone crashed; .ci/run checks it through
// scripts/first-start-check.mjs). A child process also hands the build's memory back before the
// server starts.
import { spawnSync } from 'node:child_process';
import { isBuildStale } from './build.mjs';

if (isBuildStale()) {
  console.log('Compilando la aplicación (solo la primera vez o tras cambios)…');
  const build = spawnSync(process.execPath, [new URL('./build.mjs', import.meta.url).pathname], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../dist/server/main.js');
