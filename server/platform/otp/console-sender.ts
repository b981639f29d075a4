import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '../../../domain/phone';
import type { OtpMessage, OtpSender } from './otp-sender';

/**
 * Development sender: writes the code to the server log and keeps the latest code per phone in
 * an outbox that GET /api/v1/dev/otp reads (never registered in production).
 */
export class ConsoleOtpSender implements OtpSender {
  readonly name = 'console';
  readonly channels = ['whatsapp', 'sms'] as const;
  private readonly outbox = new Map<string, string>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async send({ phone, code, channel }: OtpMessage): Promise<void> {
    this.outbox.set(phone, code);
    this.log.info(
      { phone: maskPhone(phone), channel },
      `[desarrollo] código de acceso para ${phone}: ${code}`,
    );
  }

  latest(phone: string): string | undefined {
    return this.outbox.get(phone);
  }
}
