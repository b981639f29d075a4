import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { useTestApp } from '../test/app';
import { uniquePerson } from '../test/factories';

// Issue 18 ("hardening"), items 3, 6 and 13: the sign-in and registration attacks, run against
// the real app. docs/decisions/011-one-time-code-limits-v2.md explains the numbers.

describe('the development code outbox is an explicit opt-in (issue 18, item 6)', () => {
  // The defaults a newcomer gets with `npm start`: NODE_ENV unset, console sender.
  const ctx = useTestApp({ env: { NODE_ENV: undefined, DEV_OTP_OUTBOX: undefined } });

  it('with the defaults GET /api/v1/dev/otp does not exist, so nobody reads codes from it', async () => {
    const phone = uniquePerson().phone;
    const res = await ctx.app.inject({ url: `/api/v1/dev/otp?phone=${phone}` });
    expect(res.statusCode).toBe(404);
    expect(ctx.app.hasRoute({ method: 'GET', url: '/api/v1/dev/otp' })).toBe(false);
  });

  it('the console sender still prints the code in the server log on this machine', () => {
    expect(loadConfig({}).otp.senders).toEqual(['console']);
    expect(loadConfig({ DEV_OTP_OUTBOX: 'true' }).otp.devOutbox).toBe(true);
  });

  it.each(['0.0.0.0', '::', '192.168.1.20'])(
    'on HOST=%s the console sender is refused unless DEV_CODES_ON_NETWORK=true',
    (host) => {
      expect(() => loadConfig({ HOST: host })).toThrow(ConfigError);
      expect(() => loadConfig({ HOST: host })).toThrow(/OTP_SENDER: con HOST=/);
      expect(loadConfig({ HOST: host, DEV_CODES_ON_NETWORK: 'true' }).host).toBe(host);
    },
  );

  it('on a network HOST the outbox is refused unless DEV_CODES_ON_NETWORK=true', () => {
    const env = {
      HOST: '0.0.0.0',
      DEV_OTP_OUTBOX: 'true',
      OTP_SENDER: 'sms',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+15005550006',
    };
    expect(() => loadConfig(env)).toThrow(/DEV_OTP_OUTBOX: con HOST=0\.0\.0\.0/);
    // A real sender on the network is what a deployment does: fine, and no outbox with it.
    const { DEV_OTP_OUTBOX: _outbox, ...realSender } = env;
    expect(loadConfig(realSender).otp.devOutbox).toBe(false);
  });

  it('is refused in production even when asked for', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        DEV_OTP_OUTBOX: 'true',
        OTP_SENDER: 'sms',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+15005550006',
      }),
    ).toThrow(/DEV_OTP_OUTBOX: no existe en producción/);
  });

  it('loopback addresses keep working without any extra setting', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.1.1']) {
      expect(loadConfig({ HOST: host }).host).toBe(host);
    }
  });
});
