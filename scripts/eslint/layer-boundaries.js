// ESLint rule that keeps the layers of docs/architecture.md apart: domain/ is pure and shared,
// server/ and web/ never import each other, and a web feature never imports another feature
// (pages in web/app compose them). It resolves relative imports against the importing file,
// so it needs no module resolver.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** 'domain' | 'server' | 'web' | 'web-feature:<name>' | 'other' for a path relative to root */
function layerOf(relativePath) {
  const [top, second, third] = relativePath.split(path.sep);
  if (top === 'domain' || top === 'server') return top;
  if (top === 'web') return second === 'features' && third ? `web-feature:${third}` : 'web';
  return 'other';
}

const NODE_ONLY = /^node:|^(fs|path|crypto|os|child_process|http|https|net|url|stream)$/;
const BROWSER_OR_SERVER = /^(react|react-dom|react-router|fastify|@fastify\/|drizzle-orm|pg$)/;

function problem(from, to, source) {
  if (from === 'domain') {
    if (to === 'server' || to === 'web' || to.startsWith('web-feature'))
      return 'domain/ is shared by browser and server: it cannot import server/ or web/.';
    if (to === 'package' && (NODE_ONLY.test(source) || BROWSER_OR_SERVER.test(source)))
      return `domain/ must stay pure (no I/O, no React, no Fastify): '${source}' is not allowed.`;
  }
  if (from === 'server' && (to === 'web' || to.startsWith('web-feature')))
    return 'server/ and web/ never import each other.';
  if ((from === 'web' || from.startsWith('web-feature')) && to === 'server')
    return 'web/ and server/ never import each other.';
  if (from.startsWith('web-feature') && to.startsWith('web-feature') && from !== to)
    return 'A web feature does not import another feature: compose them in web/app, or move the shared part to web/components or web/lib.';
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
      const message = problem(from, to, source);
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
