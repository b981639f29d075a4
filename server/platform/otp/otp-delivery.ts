import type { FastifyBaseLogger } from 'fastify';
import type { OtpChannel } from '../../../domain/accounts/login';
import type { OtpConfig } from '../../config';
import { ConsoleOtpSender } from './console-sender';
import type { OtpMessage, OtpNotice, OtpSender } from './otp-sender';
import { SmsOtpSender } from './sms-sender';
import { WhatsAppOtpSender } from './whatsapp-sender';

/** The configured senders; picks the one for the channel the person asked for. */
export class OtpDelivery {
  constructor(
    private readonly senders: OtpSender[],
    /** Set only with the console sender: the development outbox. */
    readonly outbox: ConsoleOtpSender | null,
  ) {}

  /** The channel the code will really travel on (the asked one when configured). */
  channelFor(asked: OtpChannel): OtpChannel {
    return this.senders.some((s) => s.channels.includes(asked))
      ? asked
      : (this.senders[0]!.channels[0] as OtpChannel);
  }

  private senderFor(channel: OtpChannel): OtpSender {
    return this.senders.find((s) => s.channels.includes(channel)) ?? this.senders[0]!;
  }

  async send(message: OtpMessage): Promise<void> {
    await this.senderFor(message.channel).send(message);
  }

  /** A security notice to the owner, on the channel their codes travel. */
  async notify(notice: OtpNotice): Promise<void> {
    await this.senderFor(notice.channel).notify(notice);
  }
}

export function createOtpDelivery(config: OtpConfig, log: FastifyBaseLogger): OtpDelivery {
  let outbox: ConsoleOtpSender | null = null;
  const senders = config.senders.map((name): OtpSender => {
    if (name === 'whatsapp') return new WhatsAppOtpSender(config.whatsapp!, log);
    if (name === 'sms') return new SmsOtpSender(config.sms!);
    outbox = new ConsoleOtpSender(log);
    return outbox;
  });
  return new OtpDelivery(senders, outbox);
}
