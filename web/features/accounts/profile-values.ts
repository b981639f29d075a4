import { DOCUMENT_TYPES } from '../../../domain/accounts/registration';
import { lastTenDigits } from '../../../domain/phone';

/** '3001234567' → '300 123 4567', the way Colombians say a mobile number aloud. */
export function formatPhone(phone: string | null | undefined): string {
  const digits = lastTenDigits(phone ?? '');
  if (digits.length !== 10) return phone?.trim() ?? '';
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/** 'REGNOID' → 'Cédula de ciudadanía'; an unknown code is shown as it came. */
export function documentTypeLabel(code: string | null | undefined): string {
  if (!code) return '';
  return DOCUMENT_TYPES.find((type) => type.value === code)?.label ?? code;
}

/** Up to two initials for the avatar: 'Ana Pérez' → 'AP'; none for a phone number. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase('es-CO'))
    .join('');
}
