import type { FastifyInstance } from 'fastify';
import { methodNotAllowedMessage } from './error-handler';

/**
 * Route options for the GET form of a call that writes (docs/product.md §7's GET toggles: favourite, mark
 * as sold, delete an address, assign an address), kept for the clients that use them; the web
 * app calls the POST forms. Fastify would answer HEAD by running the GET handler, so a HEAD (a
 * link checker, a prefetch, a monitor) would change data: HEAD gets a 405 here and runs nothing.
 */
export function writeByGet(app: FastifyInstance, url: string): { exposeHeadRoute: false } {
  // Not in the API docs: it exists only to refuse.
  app.head(url, { schema: { hide: true } }, async (_request, reply) =>
    reply.status(405).header('allow', 'GET, POST').send({ message: methodNotAllowedMessage }),
  );
  return { exposeHeadRoute: false };
}
