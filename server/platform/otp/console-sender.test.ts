import { describe, expect, it } from 'vitest';
import { ConsoleOtpSender } from './console-sender';

describe('the development sender', () => {
  it('tells the developer where to read the code and link, and never logs the link', async () => {
    const lines: string[] = [];
    const log = { info: (_fields: object, text: string) => lines.push(text), warn: () => {} };
    const sender = new ConsoleOtpSender(log as never);
    const link = 'https://campo.example/entrar/Qm9ndXMtdG9rZW4tZm9yLXRoZS10ZXN0cw';
    await sender.send({
      phone: '3001234567',
      code: '4821',
      link,
      channel: 'whatsapp',
      paused: false,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('4821');
    expect(lines[0]).toContain('GET /api/v1/dev/otp?phone=3001234567');
    expect(lines[0]).not.toContain(link);
    expect(sender.latest('3001234567')).toEqual({ code: '4821', link });
  });
});
