import { normalizeIP } from '@fastify/rate-limit';
import { describe, expect, it } from 'vitest';
import { addressKeys } from './security';

describe('addressKeys (the rate-limit key of a client address)', () => {
  const addresses = [
    '203.0.113.7',
    '10.0.0.2',
    '2001:db8:1:2::5',
    '2001:DB8:1:2:AAAA:BBBB:CCCC:DDDD',
    '2001:db8:1:3::5',
    '::1',
    '::ffff:203.0.113.7',
    '::FFFF:cb00:7107',
    'fe80::1%eth0',
    // Behind a trusted proxy, whatever X-Forwarded-For said.
    'UNKNOWN',
    'not:an:address',
    `2001:db8::${'1:'.repeat(40)}1`,
  ];

  it('is normalizeIP’s key for every address, first and when remembered', () => {
    const keyOf = addressKeys();
    for (let round = 0; round < 2; round++) {
      for (const address of addresses) expect(keyOf(address), address).toBe(normalizeIP(address));
    }
  });

  it('puts one /64 in one bucket, and an IPv4-mapped address with its IPv4 one', () => {
    const keyOf = addressKeys();
    expect(keyOf('2001:db8:1:2::5')).toBe(keyOf('2001:db8:1:2:ffff::1'));
    expect(keyOf('2001:db8:1:2::5')).not.toBe(keyOf('2001:db8:1:3::5'));
    expect(keyOf('::ffff:203.0.113.7')).toBe(keyOf('203.0.113.7'));
  });
});
