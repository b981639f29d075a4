import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routes } from './web/app/paths.ts';
import { pwaPlugins } from './scripts/pwa-config.ts';
import { webChunks } from './scripts/web-chunks.ts';

const apiPort = process.env.API_PORT ?? '3000';

// Few, layered files instead of one per combination of importers (scripts/web-chunks.ts).
const chunks = webChunks(path.resolve(import.meta.dirname, 'web'), [
  routes.landing,
  routes.landingAlias,
]);

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  // Web manifest and service worker, in builds only: `npm run dev` never registers a worker.
  plugins: [react(), tailwindcss(), chunks.plugin, ...pwaPlugins()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
});
