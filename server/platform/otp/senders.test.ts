import { createServer, type IncomingMessage, type Server } from 'node:http';
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

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
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
    await sender().send({ phone: '3001234567', code: '0427', channel: 'whatsapp' });
    expect(received).toHaveLength(1);
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

  it('turns an error answer into an OtpDeliveryError with the provider detail for the log', async () => {
    answer = {
      status: 400,
      body: '{"error":{"message":"(#131030) Recipient phone number not in allowed list","code":131030}}',
    };
    const attempt = sender().send({ phone: '3001234567', code: '1111', channel: 'whatsapp' });
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
      offline.send({ phone: '3001234567', code: '1', channel: 'whatsapp' }),
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
    await sender().send({ phone: '3001234567', code: '9051', channel: 'sms' });
    const [request] = received;
    expect(request!.url).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789abcdef:twilio-secret').toString('base64')}`,
    );
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request!.body);
    expect(form.get('To')).toBe('+573001234567');
    expect(form.get('From')).toBe('+15005550006');
    expect(form.get('Body')).toContain('9051');
    expect(form.get('Body')).toContain('El campo en tus manos');
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
      sender().send({ phone: '3001234567', code: '1', channel: 'sms' }),
    ).rejects.toMatchObject({
      name: 'OtpDeliveryError',
      status: 400,
      detail: expect.stringContaining('21211'),
    });
  });
});
