import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '../../../domain/phone';
import type { OtpMessage, OtpNotice, OtpSender } from './otp-sender';

/**
 * Development sender: writes the code to the server log and keeps the latest code per phone in
 * an outbox that GET /api/v1/dev/otp reads (never registered in production).
 */
export class ConsoleOtpSender implements OtpSender {
  readonly name = 'console';
  readonly channels = ['whatsapp', 'sms'] as const;
  private readonly outbox = new Map<string, Pick<OtpMessage, 'code' | 'link'>>();
  private readonly notices: OtpNotice[] = [];

  constructor(private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {}

  async send({ phone, code, link, channel }: OtpMessage): Promise<void> {
    this.outbox.set(phone, { code, link });
    // The link signs in whatever the phone's pause: it stays out of the log even here (the
    // outbox, GET /api/v1/dev/otp, gives it).
    this.log.info(
      { phone: maskPhone(phone), channel },
      `[desarrollo] código de acceso para ${phone}: ${code} (el código y el enlace para entrar ` +
        `se leen en GET /api/v1/dev/otp?phone=${encodeURIComponent(phone)}, con DEV_OTP_OUTBOX=true)`,
    );
  }

  async notify({ phone, channel, text }: OtpNotice): Promise<void> {
    this.notices.push({ phone, channel, text });
    this.log.warn(
      { phone: maskPhone(phone), channel },
      `[desarrollo] aviso para ${phone}: ${text}`,
    );
  }

  /** Notices "sent" so far, newest last (development and tests). */
  noticesTo(phone: string): string[] {
    return this.notices.filter((n) => n.phone === phone).map((n) => n.text);
  }

  /** The newest code message sent to the phone (development and tests). */
  latest(phone: string): Pick<OtpMessage, 'code' | 'link'> | undefined {
    return this.outbox.get(phone);
  }
}
