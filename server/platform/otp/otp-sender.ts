import type { OtpChannel } from '../../../domain/accounts/login';

export interface OtpMessage {
  /** Colombian 10-digit number, e.g. 3001234567. */
  phone: string;
  code: string;
  /**
   * The sign-in link sent with the code (`{PUBLIC_URL}/entrar/{token}`): it signs in like the
   * right code, on any device, and is never paused by others' wrong codes (decision 011, "The
   * sign-in link"). A secret like the code: senders never log it.
   */
  link: string;
  /** The phone's guessing is paused: the code cannot be compared now, the link works. */
  paused: boolean;
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

/** The sign-in link alone, for a channel whose code message cannot carry it (WhatsApp). */
export function linkText({ link, paused }: Pick<OtpMessage, 'link' | 'paused'>): string {
  const opening = paused
    ? `El campo en tus manos: por tu seguridad, el código no se puede usar ahora; entra con este enlace: ${link}`
    : `El campo en tus manos: también puedes entrar con este enlace: ${link}`;
  return `${opening} Vence en 10 minutos. No lo compartas con nadie.`;
}

/** The text of a code message: the code and the sign-in link, both valid 10 minutes. */
export function codeText({ code, link, paused }: Pick<OtpMessage, 'code' | 'link' | 'paused'>) {
  const opening = paused
    ? `El campo en tus manos: por tu seguridad, el código ${code} no se puede usar ahora; entra con este enlace: ${link}`
    : `${code} es tu código de El campo en tus manos. O entra con este enlace: ${link}`;
  return `${opening} Vence en 10 minutos. No lo compartas con nadie.`;
}
