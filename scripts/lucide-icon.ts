import path from 'node:path';
import type { Plugin } from 'vite';

const LUCIDE_ESM = path.join('node_modules', 'lucide-react', 'dist', 'esm');

/**
 * Every lucide icon drawn by our own Icon (web/components/lucide-icon.tsx) instead of lucide's
 * (decision 027): lucide's wrote `xmlns`, `width`, `height`, `fill`, `stroke`, `stroke-width`,
 * `stroke-linecap` and `stroke-linejoin` on each `<svg>` whatever the props (≈ 4 KB of a
 * signed-in home's HTML, 9.6 KB of a category's, before compression); ours writes what the
 * caller passes and leaves the rest to the `.lucide` rules of web/styles.css. lucide's icons
 * import their Icon as `./Icon.mjs` from `createLucideIcon.mjs` (and the index re-exports it), so
 * that one import is answered with ours. In the browser build and the server build alike: the
 * server must draw what hydrates. Not in `npm run dev`, whose dependency pre-bundling does not
 * run plugins: there lucide's own Icon writes its attributes, and the stylesheet's defaults step
 * aside for them.
 */
export function lucideIcon(webRoot: string): Plugin {
  const replacement = path.join(webRoot, 'components/lucide-icon.tsx');
  return {
    name: 'el-campo:lucide-icon',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './Icon.mjs' || !importer) return null;
      const folder = path.dirname(path.normalize(importer.split('?')[0]!));
      return folder.endsWith(`${path.sep}${LUCIDE_ESM}`) ? replacement : null;
    },
  };
}
