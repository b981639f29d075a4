import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loggerOptions } from './logger-options';

// The log as the person running the server reads it: Spanish lines in development, JSON lines
// for a log collector in production. A real Fastify app writes into a captured destination.

async function logOf(env: 'development' | 'production'): Promise<string[]> {
  const lines: string[] = [];
  const config = { ...loadConfig({}), env, logLevel: 'info' as const };
  const app = Fastify({
    logger: loggerOptions(config, { destination: { write: (line) => lines.push(line) } }),
  });
  app.get('/api/v1/products', async () => ({ data: [] }));
  app.log.info('Cargando datos de demostración…');
  app.log.warn('No se pudieron cargar los datos de demostración');
  await app.inject({
    url: '/api/v1/products?pagination=5',
    headers: { authorization: 'Bearer secreto' },
  });
  await app.close();
  return lines.join('').trimEnd().split('\n');
}

describe('server log', () => {
  it('reads as Spanish lines in development: one line per request, no JSON', async () => {
    const lines = await logOf('development');
    expect(lines.some((line) => line.trimStart().startsWith('{'))).toBe(false);
    const requests = lines.filter((line) => line.includes('/api/v1/products'));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/v1\/products\?pagination=5 → 200 en \d+ ms$/,
    );
    expect(lines).toContainEqual(expect.stringMatching(/INFO: Cargando datos de demostración…$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/AVISO: No se pudieron cargar los datos de demostración$/),
    );
    expect(lines.join('\n')).not.toMatch(/incoming request|request completed|secreto/);
  });

  it('stays JSON in production, with the authorization header hidden', async () => {
    const lines = await logOf('production');
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.map((event) => event.msg)).toEqual([
      'Cargando datos de demostración…',
      'No se pudieron cargar los datos de demostración',
      'incoming request',
      'request completed',
    ]);
    expect(lines.join('\n')).not.toContain('secreto');
  });
});
