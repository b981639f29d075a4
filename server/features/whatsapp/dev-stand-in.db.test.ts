import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Env } from '../../config';
import { useTestApp } from '../../test/app';

// /dev/whatsapp plays Meta's part on a laptop (decision 025): its page's calls go through the
// real, signed webhook, and the chat's replies come back over HTTP to its Cloud API stand-in.

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('with DEV_WHATSAPP=true on this machine', () => {
  const env: Env = { DEV_WHATSAPP: 'true', HOST: '127.0.0.1' };
  const ctx = useTestApp({ env });
  // The chat calls its Cloud API stand-in over HTTP: the app listens on the port of its config.
  const ready = (async () => {
    env.PORT = String(await freePort());
  })();

  it('the page is served, and "hola" sent as a phone comes back as the welcome', async () => {
    await ready;
    // useTestApp built the app with env.PORT set above (beforeAll runs after this module).
    await ctx.app.listen({ host: '127.0.0.1', port: Number(env.PORT) });
    const page = await ctx.app.inject({ url: '/dev/whatsapp' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('WhatsApp de prueba');
    expect(page.body).toContain('<script src="/dev/whatsapp/chat.js"></script>');
    expect((await ctx.app.inject({ url: '/dev/whatsapp/chat.js' })).statusCode).toBe(200);

    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/dev/whatsapp/send',
      payload: { phone: '573009998877', kind: 'text', text: 'hola' },
    });
    expect(sent.json()).toEqual({ webhook: 200 });
    await ctx.app.whatsapp!.idle();
    const conversation = await ctx.app.inject({
      url: '/dev/whatsapp/conversation?phone=573009998877',
    });
    const lines = conversation.json().lines as {
      from: string;
      message: { type: string; interactive?: { body: { text: string } } };
    }[];
    expect(lines.map((l) => l.from)).toEqual(['persona', 'servidor']);
    expect(lines[1]!.message.interactive!.body.text).toContain('¿Aceptas?');
  });

  it('a phone without 57 is refused in Spanish', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/dev/whatsapp/send',
      payload: { phone: '3009998877', kind: 'text', text: 'hola' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('57');
  });
});

describe('without DEV_WHATSAPP', () => {
  const ctx = useTestApp();
  it("there is no /dev/whatsapp: the web app's shell at most, never the stand-in", async () => {
    for (const url of ['/dev/whatsapp', '/dev/whatsapp/conversation?phone=1']) {
      const res = await ctx.app.inject({ url });
      expect(res.body).not.toContain('WhatsApp de prueba');
      expect(res.body).not.toContain('lines');
    }
    const send = await ctx.app.inject({
      method: 'POST',
      url: '/dev/whatsapp/send',
      payload: { phone: '573009998877', kind: 'text', text: 'hola' },
    });
    expect(send.statusCode).toBe(404);
  });
});

describe('the configuration keeps the stand-in on this machine and out of production', () => {
  it.each([
    { DEV_WHATSAPP: 'true', HOST: '0.0.0.0' },
    {
      DEV_WHATSAPP: 'true',
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      OTP_SENDER: 'sms',
      TWILIO_ACCOUNT_SID: 'a',
      TWILIO_AUTH_TOKEN: 'b',
      TWILIO_FROM: '+1',
    },
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(/DEV_WHATSAPP/);
  });

  it('asks for both WhatsApp webhook settings, and for the sender with them', () => {
    expect(() => loadConfig({ WHATSAPP_APP_SECRET: 's'.repeat(20) })).toThrow(
      /WHATSAPP_VERIFY_TOKEN/,
    );
    expect(() =>
      loadConfig({ WHATSAPP_APP_SECRET: 's'.repeat(20), WHATSAPP_VERIFY_TOKEN: 'v'.repeat(10) }),
    ).toThrow(/WHATSAPP_TOKEN/);
    expect(loadConfig({}).whatsappChat).toBeNull();
  });
});
