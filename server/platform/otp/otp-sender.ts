import type { OtpChannel } from '../../../domain/accounts/login';

export interface OtpMessage {
  /** Colombian 10-digit number, e.g. 3001234567. */
  phone: string;
  code: string;
  channel: OtpChannel;
}

/** A short security notice to the owner of a phone ('Alguien intentó entrar con tu número'). */
export interface OtpNotice {
  phone: string;
  channel: OtpChannel;
  text: string;
}

/** A way to get a one-time code (and security notices) to a person's phone. */
export interface OtpSender {
  readonly name: 'console' | 'whatsapp' | 'sms';
  readonly channels: readonly OtpChannel[];
  send(message: OtpMessage): Promise<void>;
  notify(notice: OtpNotice): Promise<void>;
}

/** The provider refused or could not be reached; `detail` is for the log only. */
export class OtpDeliveryError extends Error {
  constructor(
    readonly sender: string,
    readonly detail: string,
    readonly status?: number,
  ) {
    super(`${sender} could not deliver the code: ${detail}`);
    this.name = 'OtpDeliveryError';
  }
}

export const PROVIDER_TIMEOUT_MS = 10_000;

/** Reads a provider's error answer for the log, whatever its shape. */
export async function describeFailure(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return `HTTP ${response.status} ${text.slice(0, 300)}`;
}

export function smsText(code: string): string {
  return `${code} es tu código de El campo en tus manos. Vence en 10 minutos. No lo compartas con nadie.`;
}
