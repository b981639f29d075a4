import type { FastifyInstance } from 'fastify';

/**
 * Shutdown drains in-flight requests, but a browser keeps its connection open after the answer
 * (keep-alive), and the server cannot finish closing while it is open: the process then waited
 * for the force-exit timer. Answers sent while closing tell the client to close the connection,
 * so the drain ends as soon as the last in-flight answer is out.
 */
export function closeConnectionsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
