import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OtpDeliveryError } from './otp-sender';
import { SmsOtpSender } from './sms-sender';
import { WhatsAppOtpSender } from './whatsapp-sender';

// A local stand-in for the providers' HTTP APIs: records what it receives and answers what
// each test asks for, so the exact request shapes and the error handling are checked.

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
let received: Received[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{}' };
const LINK = 'https://campo.example/entrar/Qm9ndXMtdG9rZW4tZm9yLXRoZS10ZXN0cw';

function handler(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
}

beforeAll(async () => {
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received = [];
  answer = { status: 200, body: '{}' };
});

describe('WhatsApp Cloud API sender', () => {
  const sender = () =>
    new WhatsAppOtpSender({
      apiBase: `${base}/v21.0`,
      token: 'EAAG-test-token',
      phoneNumberId: '1234567890',
      template: 'codigo_verificacion',
      language: 'es',
    });

  it('posts the authentication template with the code in the body and the copy-code button', async () => {
    answer = { status: 200, body: '{"messages":[{"id":"wamid.1"}]}' };
    await sender().send({
      phone: '3001234567',
      code: '0427',
      channel: 'whatsapp',
      link: LINK,
      paused: false,
    });
    // The code's template, then the sign-in link (the template cannot hold it).
    expect(received).toHaveLength(2);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v21.0/1234567890/messages');
    expect(request!.headers.authorization).toBe('Bearer EAAG-test-token');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '573001234567',
      type: 'template',
      template: {
        name: 'codigo_verificacion',
        language: { code: 'es' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '0427' }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: '0427' }],
          },
        ],
      },
    });
  });

  it('sends the sign-in link as a text message after the code; its failure never fails the code', async () => {
    await sender().send({
      phone: '3001234567',
      code: '0427',
      channel: 'whatsapp',
      link: LINK,
      paused: false,
    });
    expect(JSON.parse(received[1]!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '573001234567',
      type: 'text',
      text: {
        body: `El campo en tus manos: también puedes entrar con este enlace: ${LINK} Vence en 10 minutos. No lo compartas con nadie.`,
      },
    });
    // Outside WhatsApp's 24-hour window Meta refuses free text: the code still counts as sent.
    received = [];
    let calls = 0;
    const warned: string[] = [];
    const refusing = new WhatsAppOtpSender(
      {
        apiBase: `${base}/v21.0`,
        token: 't',
        phoneNumberId: '1234567890',
        template: 'codigo_verificacion',
        language: 'es',
      },
      { warn: (_: unknown, message: string) => void warned.push(message) } as never,
    );
    server.removeAllListeners('request');
    server.on('request', (req, res) => {
      calls += 1;
      req.resume();
      res.writeHead(calls === 1 ? 200 : 400).end('{}');
    });
    try {
      await refusing.send({
        phone: '3001234567',
        code: '0427',
        channel: 'whatsapp',
        link: LINK,
        paused: true,
      });
    } finally {
      server.removeAllListeners('request');
      server.on('request', handler);
    }
    expect(calls).toBe(2);
    expect(warned).toEqual(['sign-in link not delivered by WhatsApp']);
    expect(warned.join(' ')).not.toContain(LINK);
  });

  it('sends the sign-in link through its template when one is configured (the token fills the URL button)', async () => {
    await new WhatsAppOtpSender({
      apiBase: `${base}/v21.0`,
      token: 't',
      phoneNumberId: '1234567890',
      template: 'codigo_verificacion',
      language: 'es',
      linkTemplate: 'enlace_para_entrar',
    }).send({ phone: '3001234567', code: '0427', channel: 'whatsapp', link: LINK, paused: false });
    expect(JSON.parse(received[1]!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '573001234567',
      type: 'template',
      template: {
        name: 'enlace_para_entrar',
        language: { code: 'es' },
        components: [
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: 'Qm9ndXMtdG9rZW4tZm9yLXRoZS10ZXN0cw' }],
          },
        ],
      },
    });
  });

  it('turns an error answer into an OtpDeliveryError with the provider detail for the log', async () => {
    answer = {
      status: 400,
      body: '{"error":{"message":"(#131030) Recipient phone number not in allowed list","code":131030}}',
    };
    const attempt = sender().send({
      phone: '3001234567',
      code: '1111',
      channel: 'whatsapp',
      link: LINK,
      paused: false,
    });
    await expect(attempt).rejects.toBeInstanceOf(OtpDeliveryError);
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      detail: expect.stringContaining('131030'),
    });
  });

  it('sends the owner a security notice as a text message', async () => {
    await sender().notify({
      phone: '3001234567',
      channel: 'whatsapp',
      text: 'Alguien intentó entrar con tu número.',
    });
    expect(received[0]!.url).toBe('/v21.0/1234567890/messages');
    expect(JSON.parse(received[0]!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '573001234567',
      type: 'text',
      text: { body: 'Alguien intentó entrar con tu número.' },
    });
  });

  it('reports an unreachable provider as a delivery error', async () => {
    const offline = new WhatsAppOtpSender({
      apiBase: 'http://127.0.0.1:1',
      token: 't',
      phoneNumberId: '1',
      template: 't',
      language: 'es',
    });
    await expect(
      offline.send({
        phone: '3001234567',
        code: '1',
        channel: 'whatsapp',
        link: LINK,
        paused: false,
      }),
    ).rejects.toBeInstanceOf(OtpDeliveryError);
  });
});

describe('Twilio SMS sender', () => {
  const sender = (
    extra: { from?: string; messagingServiceSid?: string } = { from: '+15005550006' },
  ) =>
    new SmsOtpSender({
      apiBase: base,
      accountSid: 'AC0123456789abcdef',
      authToken: 'twilio-secret',
      from: extra.from,
      messagingServiceSid: extra.messagingServiceSid,
    });

  it('posts a form to the Messages API with basic auth, the +57 number and the code', async () => {
    answer = { status: 201, body: '{"sid":"SM1"}' };
    await sender().send({
      phone: '3001234567',
      code: '9051',
      channel: 'sms',
      link: LINK,
      paused: false,
    });
    const [request] = received;
    expect(request!.url).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789abcdef:twilio-secret').toString('base64')}`,
    );
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request!.body);
    expect(form.get('To')).toBe('+573001234567');
    expect(form.get('From')).toBe('+15005550006');
    expect(form.get('Body')).toBe(
      `9051 es tu código de El campo en tus manos. O entra con este enlace: ${LINK} Vence en 10 minutos. No lo compartas con nadie.`,
    );
  });

  it('says in the SMS, while the phone is paused, that the link is the way in', async () => {
    answer = { status: 201, body: '{}' };
    await sender().send({
      phone: '3001234567',
      code: '9051',
      channel: 'sms',
      link: LINK,
      paused: true,
    });
    const form = new URLSearchParams(received[0]!.body);
    expect(form.get('Body')).toBe(
      `El campo en tus manos: por tu seguridad, el código 9051 no se puede usar ahora; entra con este enlace: ${LINK} Vence en 10 minutos. No lo compartas con nadie.`,
    );
  });

  it('sends the owner a security notice as the text of an SMS', async () => {
    answer = { status: 201, body: '{}' };
    await sender().notify({
      phone: '3001234567',
      channel: 'sms',
      text: 'Alguien intentó entrar con tu número.',
    });
    const form = new URLSearchParams(received[0]!.body);
    expect(form.get('To')).toBe('+573001234567');
    expect(form.get('Body')).toBe('Alguien intentó entrar con tu número.');
  });

  it('uses the messaging service instead of a sender number when configured', async () => {
    answer = { status: 201, body: '{}' };
    await sender({ messagingServiceSid: 'MG123' }).send({
      phone: '3001234567',
      code: '1',
      channel: 'sms',
      link: LINK,
      paused: false,
    });
    const form = new URLSearchParams(received[0]!.body);
    expect(form.get('MessagingServiceSid')).toBe('MG123');
    expect(form.has('From')).toBe(false);
  });

  it('turns a Twilio error answer into an OtpDeliveryError', async () => {
    answer = {
      status: 400,
      body: '{"code":21211,"message":"The \'To\' number is not a valid phone number."}',
    };
    await expect(
      sender().send({ phone: '3001234567', code: '1', channel: 'sms', link: LINK, paused: false }),
    ).rejects.toMatchObject({
      name: 'OtpDeliveryError',
      status: 400,
      detail: expect.stringContaining('21211'),
    });
  });
});
