import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pwaPlugins } from './scripts/pwa-config.ts';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  // Web manifest and service worker, in builds only: `npm run dev` never registers a worker.
  plugins: [react(), tailwindcss(), ...pwaPlugins()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
});
