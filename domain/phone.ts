import { OTP, PHONE } from './limits';

export const PHONE_MESSAGES = {
  required: 'El teléfono es requerido',
  length: `El teléfono debe tener ${PHONE.digits} dígitos`,
  enterValid: `Ingresa un número válido de ${PHONE.digits} dígitos`,
  mustBeTenDigits: `Debe ser un número de ${PHONE.digits} dígitos.`,
  notMobile: `Ingresa un número de celular colombiano (empieza por ${PHONE.mobilePrefix}).`,
} as const;

export const OTP_MESSAGES = {
  enterCode: `Ingresa el código de ${OTP.codeLength} dígitos`,
  numeric: `Debe ser un código numérico de ${OTP.codeLength} dígitos.`,
} as const;

/** Exactly the digits of a Colombian number, nothing else. */
export const TEN_DIGITS = new RegExp(`^\\d{${PHONE.digits}}$`);
const MASK = '***';

export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

export function lastTenDigits(text: string): string {
  return digitsOnly(text).slice(-PHONE.digits);
}

/**
 * Value of a phone input as the person types or pastes: digits only, at most 10. Typing an
 * eleventh digit is ignored rather than shifting the number, but a pasted international
 * Colombian number ('+57 300 123 4567', '0057…') keeps its national part.
 */
export function phoneFieldValue(text: string): string {
  const digits = digitsOnly(text);
  const international = withoutInternationalPrefix(digits);
  if (
    international.startsWith(PHONE.countryCode) &&
    international.length === PHONE.countryCode.length + PHONE.digits
  ) {
    return international.slice(PHONE.countryCode.length);
  }
  return digits.slice(0, PHONE.digits);
}

export function isTenDigitPhone(text: string): boolean {
  return TEN_DIGITS.test(text);
}

export function isColombianMobile(text: string): boolean {
  return isTenDigitPhone(text) && text.startsWith(PHONE.mobilePrefix);
}

/** '3001234567' → '300***4567'. Too few digits to hide anything shows only the mask. */
export function maskPhone(text: string): string {
  const digits = lastTenDigits(text);
  if (digits === '') return '';
  if (digits.length <= PHONE.maskShownFirst + PHONE.maskShownLast) return MASK;
  return digits.slice(0, PHONE.maskShownFirst) + MASK + digits.slice(-PHONE.maskShownLast);
}

/** '3001234567' (or '+57 300 123 4567') → '573001234567'. */
export function withCountryCode(text: string): string {
  const digits = lastTenDigits(text);
  return digits === '' ? '' : PHONE.countryCode + digits;
}

export interface ContactPhone {
  /** Digits for https://wa.me/<digits>, e.g. '573001234567'; null when not a mobile. */
  whatsapp: string | null;
  /** International form for tel: links, e.g. '+573001234567'; null when unusable. */
  tel: string | null;
}

/**
 * docs/product.md §5 "Phone normalisation for contact", first reading (see
 * docs/decisions/002-contact-phone-normalisation.md): WhatsApp only for numbers given with the
 * country code or for 10-digit mobiles; any other number is offered for a call with +57.
 */
export function contactPhone(raw: string | number | null | undefined): ContactPhone {
  const digits = withoutInternationalPrefix(digitsOnly(String(raw ?? '')));

  // Nothing but zeros ('0', '0000000000') is a placeholder for "no phone", not a number to dial.
  if (/^0*$/.test(digits) || digits === PHONE.countryCode) return { whatsapp: null, tel: null };
  if (digits.startsWith(PHONE.countryCode)) return { whatsapp: digits, tel: `+${digits}` };
  if (isColombianMobile(digits)) {
    const international = PHONE.countryCode + digits;
    return { whatsapp: international, tel: `+${international}` };
  }
  return { whatsapp: null, tel: `+${PHONE.countryCode}${digits}` };
}

/** '573001234567' → '+57 300 123 4567'; other lengths keep their digits after the '+'. */
export function formatInternational(digits: string): string {
  const match = /^57(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `+57 ${match[1]} ${match[2]} ${match[3]}` : `+${digits}`;
}

export function whatsappLink(phoneDigits: string, text = ''): string {
  const base = `https://wa.me/${digitsOnly(phoneDigits)}`;
  return text === '' ? base : `${base}?text=${encodeURIComponent(text)}`;
}

// Dialling prefixes people copy from abroad: 00 (most of the world) and 011 (North America).
function withoutInternationalPrefix(digits: string): string {
  for (const prefix of ['00', '011']) {
    if (digits.startsWith(prefix + PHONE.countryCode)) return digits.slice(prefix.length);
  }
  return digits;
}

// A code standing on its own in pasted text ('Tu código es 1234', '*1234* es tu código').
const CODE_IN_TEXT = new RegExp(`(?:^|\\D)(\\d{${OTP.codeLength}})(?!\\d)`);

/**
 * Value of the code input: the code found in pasted text when there is one, otherwise digits
 * only, at most 4 ('Tu código de 4 dígitos es 5678' gives '5678', not '4567').
 */
export function otpCodeFieldValue(text: string): string {
  return CODE_IN_TEXT.exec(text)?.[1] ?? digitsOnly(text).slice(0, OTP.codeLength);
}
