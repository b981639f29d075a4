import type { FastifyBaseLogger } from 'fastify';
import { maskPhone, withCountryCode } from '../../../domain/phone';
import type { OtpConfig } from '../../config';
import { WhatsAppApiError, WhatsAppCloudApi, type OutboundMessage } from '../whatsapp/cloud-api';
import {
  linkText,
  OtpDeliveryError,
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
  private readonly api: WhatsAppCloudApi;

  constructor(
    private readonly settings: NonNullable<OtpConfig['whatsapp']>,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.api = new WhatsAppCloudApi(settings);
  }

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
    // The authentication template shows the code in its body and its copy-code button.
    await this.sendTemplate(phone, this.settings.template, [code], code);
  }

  /**
   * A plain text message. WhatsApp delivers free text only inside the 24-hour window after the
   * person last wrote to the business; outside it Meta refuses and the caller logs the refusal.
   */
  async notify({ phone, text }: OtpNotice): Promise<void> {
    await this.post(phone, { kind: 'text', text });
  }

  private async sendTemplate(
    phone: string,
    name: string,
    bodyParameters: string[],
    urlSuffix: string,
  ): Promise<void> {
    const { language } = this.settings;
    await this.post(phone, { kind: 'template', name, language, bodyParameters, urlSuffix });
  }

  /** Through the one Cloud API client; its failure becomes the code senders' error. */
  private async post(phone: string, message: OutboundMessage): Promise<void> {
    try {
      await this.api.send(withCountryCode(phone), message);
    } catch (error) {
      const status = error instanceof WhatsAppApiError ? error.status : undefined;
      throw new OtpDeliveryError(this.name, (error as Error).message, status);
    }
  }
}
