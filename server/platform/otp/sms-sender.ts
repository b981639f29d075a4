import { withCountryCode } from '../../../domain/phone';
import type { OtpConfig } from '../../config';
import {
  codeText,
  describeFailure,
  OtpDeliveryError,
  PROVIDER_TIMEOUT_MS,
  type OtpMessage,
  type OtpNotice,
  type OtpSender,
} from './otp-sender';

/**
 * Twilio Programmable Messaging (Messages API). Our own code and hash stay authoritative; Twilio
 * only carries the text. https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
 */
export class SmsOtpSender implements OtpSender {
  readonly name = 'sms';
  readonly channels = ['sms'] as const;

  constructor(private readonly settings: NonNullable<OtpConfig['sms']>) {}

  async send(message: OtpMessage): Promise<void> {
    await this.text(message.phone, codeText(message));
  }

  async notify({ phone, text }: OtpNotice): Promise<void> {
    await this.text(phone, text);
  }

  private async text(phone: string, body: string): Promise<void> {
    const { apiBase, accountSid, authToken, from, messagingServiceSid } = this.settings;
    const form = new URLSearchParams({ To: `+${withCountryCode(phone)}`, Body: body });
    if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid);
    else if (from) form.set('From', from);
    const credentials = Buffer.from(`${accountSid}:${authToken}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(
        `${apiBase}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
        {
          method: 'POST',
          headers: {
            Authorization: `Basic ${credentials}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form,
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        },
      );
    } catch (error) {
      throw new OtpDeliveryError(this.name, (error as Error).message);
    }
    if (!response.ok) {
      throw new OtpDeliveryError(this.name, await describeFailure(response), response.status);
    }
  }
}
