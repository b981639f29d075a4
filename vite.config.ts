import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { routes } from './web/lib/paths.ts';
import { browsingScreenModules } from './domain/browsing-screens.ts';
import { lucideIcon } from './scripts/lucide-icon.ts';
import { preactCompatAliases } from './scripts/preact-compat.ts';
import { pwaPlugins } from './scripts/pwa-config.ts';
import { RENDERED_PAGE_MODULE, webChunks } from './scripts/web-chunks.ts';

const apiPort = process.env.API_PORT ?? '3000';

// Few, layered files instead of one per combination of importers (scripts/web-chunks.ts).
const chunks = webChunks(path.resolve(import.meta.dirname, 'web'), {
  landing: [routes.landing, routes.landingAlias],
  screens: browsingScreenModules(),
});

/**
 * index.html's stylesheet, inlined. Every page needs it before anything paints, so as a file it
 * cost a request that competed for the first round trips with the app's code (on 3G the
 * loading screen appeared only once it arrived). index.html is revalidated (304) on later
 * visits and precached by the service worker, so the inlined copy is not downloaded again.
 * The file is still written, and named on the `<style>` tag (`data-href`): a server-rendered
 * page inlines only the rules its HTML uses and loads the whole file with its code after the
 * paint (decision 027, server/platform/http/page-stylesheet.ts).
 */
function inlineEntryStylesheet(): Plugin {
  let css = '';
  let href = '';
  return {
    name: 'el-campo:inline-entry-stylesheet',
    apply: 'build',
    // Before Vite writes the page's <link> tags and the lazy chunks' preload lists, which both
    // read each chunk's `importedCss`.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find(
          (chunk) => chunk.type === 'chunk' && chunk.isEntry,
        );
        if (entry?.type !== 'chunk') return;
        for (const file of entry.viteMetadata?.importedCss ?? []) {
          const asset = bundle[file];
          if (asset?.type !== 'asset') continue;
          css += String(asset.source).trim();
          href = `/${file}`;
          // Nothing links it from index.html or the lazy chunks; rendered pages load it.
          entry.viteMetadata?.importedCss.delete(file);
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        css
          ? html.replace(
              '</head>',
              () => `    <style data-href="${href}">${css}</style>\n  </head>`,
            )
          : html,
    },
  };
}

/**
 * The server build of the web app (decision 013): web/entry-server.tsx as one ES module for
 * Node in dist/web-server, outside dist/web so it is never served, with its libraries bundled in;
 * stylesheets are left out (the page's CSS is inlined in index.html).
 */
const serverBuild = defineConfig({
  root: 'web',
  publicDir: false,
  // lucide's icons without their repeated attributes, as in the browser (scripts/lucide-icon.ts).
  plugins: [lucideIcon(path.resolve(import.meta.dirname, 'web'))],
  resolve: { alias: preactCompatAliases },
  // Bundled, not imported from node_modules at run time: React Router, TanStack Query and the
  // other libraries must reach Preact through the aliases too, as in the browser.
  ssr: { noExternal: true },
  build: {
    ssr: 'entry-server.tsx',
    outDir: '../dist/web-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
  },
});

const browserBuild = defineConfig({
  root: 'web',
  publicDir: 'public',
  // Web manifest and service worker, in builds only: `npm run dev` never registers a worker.
  plugins: [
    tailwindcss(),
    lucideIcon(path.resolve(import.meta.dirname, 'web')),
    chunks.plugin,
    inlineEntryStylesheet(),
    ...pwaPlugins(),
  ],
  resolve: { alias: preactCompatAliases },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // index.html, and the script server-rendered pages load instead of its own (decision 013).
      input: {
        index: path.resolve(import.meta.dirname, 'web/index.html'),
        'rendered-page': path.resolve(import.meta.dirname, 'web', RENDERED_PAGE_MODULE),
      },
      output: { codeSplitting: chunks.codeSplitting },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
      // Public pages of shared links, rendered by the server (issue 16).
      '/p/': `http://127.0.0.1:${apiPort}`,
      '/vendedor/': `http://127.0.0.1:${apiPort}`,
      '/compartir/': `http://127.0.0.1:${apiPort}`,
      // The WhatsApp stand-in (DEV_WHATSAPP=true, decision 025).
      '/dev/whatsapp': `http://127.0.0.1:${apiPort}`,
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
