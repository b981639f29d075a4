import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { prettyFactory } from 'pino-pretty';
import type { Config } from './config';

// What the server's log looks like. In production: JSON lines, one per event, for a log
// collector. In development: short Spanish lines for the person who ran `npm start`, e.g.
//   14:02:31 INFO: GET /api/v1/products → 200 en 12 ms
// pino-pretty formats them here, in the server's own thread (not as a pino transport, which
// loads its target by name in a worker thread and so depends on where the bundle sits).

/** Where log lines go: anything with a write(line) (process.stdout by default; tests capture). */
export interface LogDestination {
  write(line: string): unknown;
}

const REDACT = ['req.headers.authorization', 'req.headers.cookie'];

/**
 * The request's address as logged: the token of a sign-in link (`/entrar/{token}`, decision 011)
 * signs in, so it never reaches the log.
 */
export function loggedUrl(url: string | undefined): string | undefined {
  return url?.replace(/\/entrar\/[^/?#]+/, '/entrar/…');
}

/** Fastify's request fields, with the address through loggedUrl. */
const requestSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: loggedUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

interface LogLine {
  msg?: string;
  res?: { method?: string; url?: string; statusCode?: number };
  responseTime?: number;
}

/** Fastify's own messages in Spanish; the server's messages are written in Spanish already. */
export function spanishMessage(log: LogLine): string {
  const message = log.msg ?? '';
  if (message === 'request completed' && log.res) {
    const { method, url, statusCode } = log.res;
    const asked = method && url ? `${method} ${url}` : 'Solicitud';
    return `${asked} → ${statusCode} en ${Math.round(log.responseTime ?? 0)} ms`;
  }
  const listening = /^Server listening at (.+)$/.exec(message);
  if (listening) return `Servidor escuchando en ${listening[1]}`;
  if (message === 'request aborted') return 'Solicitud cancelada por el cliente';
  if (message === 'request errored') return 'La solicitud terminó con error';
  return message;
}

export function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
  output: { destination?: LogDestination; colour?: boolean } = {},
): FastifyServerOptions['logger'] {
  const destination = output.destination ?? process.stdout;
  const base = { level: config.logLevel, redact: REDACT, serializers: { req: requestSerializer } };
  if (config.env !== 'development') return { ...base, stream: destination };

  const pretty = prettyFactory({
    colorize: output.colour ?? false,
    translateTime: 'SYS:HH:MM:ss',
    // The request line already names method, address, status and time.
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log) => spanishMessage(log as LogLine),
    // The levels' names in Spanish too (pino's numbers are unchanged: 10 … 60).
    customLevels: 'traza:10,depuración:20,info:30,aviso:40,error:50,fatal:60',
    customColors: 'traza:gray,depuración:blue,info:green,aviso:yellow,error:red,fatal:bgRed',
    useOnlyCustomProps: true,
  });
  return {
    ...base,
    serializers: {
      ...base.serializers,
      // The reply knows its request: one line per request can then say what was asked.
      // (Fastify sometimes passes only the status code, hence the Partial.)
      res: (reply: Partial<FastifyReply> & Pick<FastifyReply, 'statusCode'>) => ({
        statusCode: reply.statusCode,
        method: reply.request?.method,
        url: loggedUrl(reply.request?.url),
      }),
    },
    stream: {
      write(line: string) {
        const log = JSON.parse(line) as LogLine;
        // "incoming request" would only repeat the line written when the request completes.
        if (log.msg === 'incoming request') return;
        destination.write(pretty(log));
      },
    },
  };
}
