import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { registerAndSignIn } from '../test/factories';

// The support line on /reportar is public and the same for everyone: no session needed, no
// token changes it, nothing but the number in the answer, and never a 404 "no support line"
// (docs/product.md always shows the link, so the server always has a number: SUPPORT_PHONE or the
// default).

const ctx = useTestApp();

describe('support line (GET /support-contact)', () => {
  it('answers 200 with the default line to a visitor with no session and no SUPPORT_PHONE', async () => {
    const res = await ctx.app.inject('/api/v1/support-contact');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ display: '+57 601 234 5678', tel: '+576012345678' });
  });

  it('answers the same, and nothing more, to a signed-in person and to a broken token', async () => {
    const visitor = await ctx.app.inject('/api/v1/support-contact');
    const { auth } = await registerAndSignIn(ctx.app);
    const signedIn = await ctx.app.inject({ url: '/api/v1/support-contact', headers: auth });
    const broken = await ctx.app.inject({
      url: '/api/v1/support-contact',
      headers: { authorization: 'Bearer no.es.un-token' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(visitor.body);
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(visitor.body);
  });

  it('cannot be written to: other methods are refused in Spanish, never a 5xx', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/v1/support-contact', payload: {} });
      expect(res.statusCode, method).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, method).toBeLessThan(500);
      expect(typeof res.json().message, method).toBe('string');
    }
  });
});

describe('support line configured by SUPPORT_PHONE', () => {
  const configured = useTestApp({ env: { SUPPORT_PHONE: '+57 310 555 0101' } });

  it('answers the configured number instead of the default', async () => {
    const res = await configured.app.inject('/api/v1/support-contact');
    expect(res.json()).toEqual({ display: '+57 310 555 0101', tel: '+573105550101' });
  });
});
