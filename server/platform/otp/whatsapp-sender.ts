import { withCountryCode } from '../../../domain/phone';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '../../../domain/phone';
import type { OtpConfig } from '../../config';
import {
  describeFailure,
  linkText,
  OtpDeliveryError,
  PROVIDER_TIMEOUT_MS,
  type OtpMessage,
  type OtpNotice,
  type OtpSender,
} from './otp-sender';

/**
 * Meta WhatsApp Cloud API, authentication template: the approved template shows the code in
 * its body and in its copy-code button, both filled with the same parameter.
 * https://developers.facebook.com/docs/whatsapp/business-management-api/authentication-templates
 */
export class WhatsAppOtpSender implements OtpSender {
  readonly name = 'whatsapp';
  readonly channels = ['whatsapp'] as const;

  constructor(
    private readonly settings: NonNullable<OtpConfig['whatsapp']>,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async send(message: OtpMessage): Promise<void> {
    await this.sendCode(message);
    // The authentication template holds the code only (Meta allows no link in it): the sign-in
    // link follows as its own message. Its failure never fails the code, which reached the
    // person; it is logged, without the link (decision 011, "The sign-in link").
    try {
      await this.sendLink(message);
    } catch (error) {
      this.log?.warn(
        { phone: maskPhone(message.phone), error: (error as Error).message },
        'sign-in link not delivered by WhatsApp',
      );
    }
  }

  private async sendLink({ phone, link, paused }: OtpMessage): Promise<void> {
    const { linkTemplate } = this.settings;
    if (linkTemplate) {
      const token = link.slice(link.lastIndexOf('/') + 1);
      await this.sendTemplate(phone, linkTemplate, [], token);
      return;
    }
    await this.notify({ phone, channel: 'whatsapp', text: linkText({ link, paused }) });
  }

  private async sendCode({ phone, code }: OtpMessage): Promise<void> {
    const { template, language } = this.settings;
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: withCountryCode(phone),
      type: 'template',
      template: {
        name: template,
        language: { code: language },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: code }],
          },
        ],
      },
    };
    await this.post(body);
  }

  /**
   * A plain text message. WhatsApp delivers free text only inside the 24-hour window after the
   * person last wrote to the business; outside it Meta refuses and the caller logs the refusal.
   */
  async notify({ phone, text }: OtpNotice): Promise<void> {
    await this.post({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: withCountryCode(phone),
      type: 'text',
      text: { body: text },
    });
  }

  /**
   * An approved template with its body parameters in order and, when given, the variable end
   * of its first URL button (e.g. a listing id appended to the template's fixed address).
   * Templates reach people outside the 24-hour window, unlike free text.
   */
  async sendTemplate(
    phone: string,
    template: string,
    bodyParameters: string[],
    urlSuffix?: string,
  ): Promise<void> {
    const components: unknown[] =
      bodyParameters.length > 0
        ? [{ type: 'body', parameters: bodyParameters.map((text) => ({ type: 'text', text })) }]
        : [];
    if (urlSuffix !== undefined) {
      components.push({
        type: 'button',
        sub_type: 'url',
        index: '0',
        parameters: [{ type: 'text', text: urlSuffix }],
      });
    }
    await this.post({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: withCountryCode(phone),
      type: 'template',
      template: { name: template, language: { code: this.settings.language }, components },
    });
  }

  private async post(body: unknown): Promise<void> {
    const { apiBase, phoneNumberId, token } = this.settings;
    let response: Response;
    try {
      response = await fetch(`${apiBase}/${encodeURIComponent(phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new OtpDeliveryError(this.name, (error as Error).message);
    }
    if (!response.ok) {
      throw new OtpDeliveryError(this.name, await describeFailure(response), response.status);
    }
  }
}
