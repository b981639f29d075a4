import cors from '@fastify/cors';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import { RecentResults } from '../../lib/recent-results';
import { registerSecurityHeaders } from './security-headers';
import { rateLimitedMessage } from './error-handler';

const GONE_CLIENT = 'cliente-desconectado';
/** IPv6 addresses whose rate-limit key is remembered (≈ 200 bytes each). */
const REMEMBERED_IPV6_ADDRESSES = 10_000;
/**
 * The longest IPv6 text (45 characters, with an IPv4 tail) and a zone: behind a trusted proxy
 * the address is what X-Forwarded-For says, and longer texts are not kept.
 */
const REMEMBERED_ADDRESS_MAX_CHARS = 64;

/**
 * The rate-limit key of a client address: the plugin's own normalizeIP (an IPv6 address by its
 * /64, so one home or phone network is one client; an IPv4-mapped one as the IPv4 address), at
 * less cost per request. An address without a colon is not IPv6, and normalizeIP gives it back
 * in lower case: no IPv6 test. Parsing an IPv6 address costs 5–8 µs, so its key is remembered
 * for the last addresses seen.
 */
export function addressKeys(): (ip: string) => string {
  const ipv6Keys = new RecentResults<string, string>(REMEMBERED_IPV6_ADDRESSES);
  return (ip) => {
    if (!ip.includes(':')) return ip.toLowerCase();
    if (ip.length > REMEMBERED_ADDRESS_MAX_CHARS) return normalizeIP(ip);
    let key = ipv6Keys.get(ip);
    if (key === undefined) {
      key = normalizeIP(ip);
      ipv6Keys.set(ip, key);
    }
    return key;
  };
}

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  redis: Redis | null,
  /** Where photos are served from when not this origin (object storage / CDN). */
  imageOrigin: string | null,
): Promise<void> {
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline style attributes come from UI libraries positioning popovers; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(imageOrigin ? [imageOrigin] : [])],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense on HTTPS; it is added below when the request came over HTTPS.
    strictTransportSecurity: false,
  });
  // Callback style, not async: every answer goes through it (a promise each is wasted CPU).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    done(null, payload);
  });

  // The web app is served from the same origin; other origins only when configured.
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: false,
  });

  const addressKey = addressKeys();
  if (!redis && config.databaseUrl) {
    // The sign-in limits count in PostgreSQL then (decision 021); this per-minute flood guard
    // would cost a write per request there, so it stays in each process: said, not silent.
    app.log.warn(
      `RATE_LIMIT_PER_MINUTE (${config.rateLimitPerMinute}) counts per process without REDIS_URL: ` +
        'with several processes set REDIS_URL to share it',
    );
  }
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Shared between server processes when Redis is configured.
    ...(redis ? { redis, nameSpace: 'campo:rate-limit:' } : {}),
    // A client that reset its connection has no address any more (request.ip is undefined),
    // which the plugin's own key threw on: one shared key for them, and the request is dropped
    // before its handler (request-limits.ts).
    keyGenerator: (request) => (request.ip === undefined ? GONE_CLIENT : addressKey(request.ip)),
    // Static files of the app are cheap and cached; limits protect the API, and the pages whose
    // hints may read the database (app.ts puts the limiter in front of them).
    allowList: (request) =>
      !request.url.startsWith('/api/') && !app.pageHints.hasHints(request.url),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `${rateLimitedMessage} (${Math.ceil(context.ttl / 1000)} s)`,
    }),
  });
}
