// ESLint rule that keeps the layers of docs/architecture.md apart: domain/ is pure and shared,
// server/ and web/ never import each other, and inside web/ the imports point one way:
// web/app → web/features/<name> → web/components and web/lib. A feature never imports another
// feature nor web/app (pages in web/app compose them), and components and lib import neither.
// It resolves relative imports against the importing file, so it needs no module resolver.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * 'domain' | 'server' | 'web-app' | 'web-feature:<name>' | 'web' (components, lib, test, the
 * entry) | 'other' for a path relative to root
 */
function layerOf(relativePath) {
  const [top, second, third] = relativePath.split(path.sep);
  if (top === 'domain' || top === 'server') return top;
  if (top !== 'web') return 'other';
  if (second === 'features' && third) return `web-feature:${third}`;
  if (second === 'app') return 'web-app';
  return 'web';
}

const isWeb = (layer) => layer === 'web' || layer === 'web-app' || layer.startsWith('web-feature');
/** web/components and web/lib: the shared layer under every feature */
const isWebShared = (relativePath) => /^web[\\/](components|lib)[\\/]/.test(relativePath);

const NODE_ONLY = /^node:|^(fs|path|crypto|os|child_process|http|https|net|url|stream)$/;
const BROWSER_OR_SERVER = /^(react|react-dom|react-router|fastify|@fastify\/|drizzle-orm|pg$)/;

function problem(from, to, source, file) {
  if (from === 'domain') {
    if (to === 'server' || isWeb(to))
      return 'domain/ is shared by browser and server: it cannot import server/ or web/.';
    if (to === 'package' && (NODE_ONLY.test(source) || BROWSER_OR_SERVER.test(source)))
      return `domain/ must stay pure (no I/O, no React, no Fastify): '${source}' is not allowed.`;
  }
  if (from === 'server' && isWeb(to)) return 'server/ and web/ never import each other.';
  if (isWeb(from) && to === 'server') return 'web/ and server/ never import each other.';
  if (from.startsWith('web-feature') && to.startsWith('web-feature') && from !== to)
    return 'A web feature does not import another feature: compose them in web/app, or move the shared part to web/components or web/lib.';
  if (from.startsWith('web-feature') && to === 'web-app')
    return 'A web feature does not import web/app: web/app composes the features. Move the shared part to web/components or web/lib.';
  if (isWebShared(file) && (to === 'web-app' || to.startsWith('web-feature')))
    return 'web/components and web/lib sit under the features: they import neither web/app nor a feature. Pass the piece in from web/app, or move it down here.';
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep domain, server, web and web features apart' },
    schema: [],
  },
  create(context) {
    const file = path.relative(root, context.filename);
    const from = layerOf(file);
    if (from === 'other') return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const to = source.startsWith('.')
        ? layerOf(path.relative(root, path.resolve(path.dirname(context.filename), source)))
        : 'package';
      const message = problem(from, to, source, file);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
