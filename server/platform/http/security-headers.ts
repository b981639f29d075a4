import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

/**
 * The headers @fastify/helmet would send, worked out once at start-up.
 *
 * @fastify/helmet builds a new helmet middleware on every request, parsing the whole CSP each
 * time: ≈40 µs of CPU per request, more than routing, validation, CORS, rate limit and
 * compression together (measured with `npm run bench`). With our options (no nonces, HSTS added
 * separately) the headers are the same for every request, so they are computed once, by
 * asking @fastify/helmet itself on a throw-away instance, and set from a plain object.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answerHeaders = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'ok');
    const response = await probe.inject('/');
    await probe.close();
    return response.headers;
  };
  const plain = await answerHeaders(false);
  const secured = await answerHeaders(true);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (value !== undefined && plain[name] === undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * Lets this answer run one inline script, named by its hash (`'sha256-…'`): the page's CSP
 * gains that hash in `script-src` and nothing else, so any other inline script stays refused.
 */
export function allowInlineScript(reply: FastifyReply, cspHash: string): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  reply.header(
    'content-security-policy',
    csp.replace(
      /(^|;)(\s*script-src [^;]*)/,
      (_, start: string, sources: string) => `${start}${sources} ${cspHash}`,
    ),
  );
}
