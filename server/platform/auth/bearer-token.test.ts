import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearerToken } from './authenticate';

// bearerToken reads the header with indexOf (every signed-in request does): it must read what
// splitting on spaces read.
function bySplit(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

describe('bearerToken', () => {
  it('reads the same token as splitting the header on spaces', () => {
    for (const header of [
      undefined,
      '',
      'Bearer abc.def.ghi',
      'bearer abc',
      'BEARER abc',
      'BeArEr abc',
      'Bearer',
      'Bearer ',
      'Bearer  abc',
      'Bearer abc def',
      'Bearer abc ',
      'Bearer \tabc\t',
      'Basic abc',
      'Bearerx abc',
      'Beare abc',
      'Bearer\tabc',
      ' Bearer abc',
      'Bearér abc',
      'Bearer ñandú',
    ]) {
      const request = { headers: { authorization: header } } as unknown as FastifyRequest;
      expect(bearerToken(request), JSON.stringify(header)).toBe(bySplit(header));
    }
  });
});
