import { describe, it, expect } from 'vitest';
import {
  contactPhone,
  digitsOnly,
  formatInternational,
  isColombianMobile,
  isTenDigitPhone,
  lastTenDigits,
  maskPhone,
  otpCodeFieldValue,
  phoneFieldValue,
  PHONE_MESSAGES,
  whatsappLink,
  withCountryCode,
} from './phone';

describe('digitsOnly', () => {
  it('keeps only the digits of a number written with spaces, dashes, dots and parentheses', () => {
    expect(digitsOnly('(300) 123-45.67')).toBe('3001234567');
  });

  it('gives an empty string when there are no digits', () => {
    expect(digitsOnly('')).toBe('');
    expect(digitsOnly('sin teléfono')).toBe('');
  });
});

describe('lastTenDigits', () => {
  it('turns a number pasted with +57 into the 10-digit national number', () => {
    expect(lastTenDigits('+57 300 123 4567')).toBe('3001234567');
  });

  it('leaves a shorter number as its digits', () => {
    expect(lastTenDigits('300-123')).toBe('300123');
  });

  it('gives an empty string for empty input', () => {
    expect(lastTenDigits('')).toBe('');
  });
});

describe('phoneFieldValue', () => {
  it('drops letters, spaces and dashes as the person types', () => {
    expect(phoneFieldValue('300 12a3-45')).toBe('30012345');
  });

  it('ignores an eleventh typed digit instead of shifting the number', () => {
    expect(phoneFieldValue('30012345678')).toBe('3001234567');
  });

  it('keeps the national number when an international Colombian number is pasted', () => {
    expect(phoneFieldValue('+57 300 123 4567')).toBe('3001234567');
    expect(phoneFieldValue('0057 300 123 4567')).toBe('3001234567');
    expect(phoneFieldValue('011 57 300 123 4567')).toBe('3001234567');
  });

  it('is empty for empty input', () => {
    expect(phoneFieldValue('')).toBe('');
  });
});

describe('isTenDigitPhone', () => {
  it('accepts exactly ten digits', () => {
    expect(isTenDigitPhone('3001234567')).toBe(true);
    expect(isTenDigitPhone('6012345678')).toBe(true);
  });

  it.each(['', '300123456', '30012345678', '300 123 4567', '300123456a'])('rejects %j', (text) => {
    expect(isTenDigitPhone(text)).toBe(false);
  });
});

describe('isColombianMobile', () => {
  it('accepts a ten-digit number starting with 3', () => {
    expect(isColombianMobile('3001234567')).toBe(true);
  });

  it('rejects a Bogotá landline, a short number and a formatted number', () => {
    expect(isColombianMobile('6012345678')).toBe(false);
    expect(isColombianMobile('300123456')).toBe(false);
    expect(isColombianMobile('300 123 4567')).toBe(false);
  });
});

describe('maskPhone', () => {
  it('shows the first 3 digits, *** and the last 4', () => {
    expect(maskPhone('3001234567')).toBe('300***4567');
  });

  it('masks the national number of a number given with +57', () => {
    expect(maskPhone('+57 300 123 4567')).toBe('300***4567');
  });

  it('never reveals a number too short to hide anything', () => {
    expect(maskPhone('1234567')).toBe('***');
  });

  it('shows nothing for an empty phone', () => {
    expect(maskPhone('')).toBe('');
  });
});

describe('withCountryCode', () => {
  it('prefixes 57 to a national number', () => {
    expect(withCountryCode('3001234567')).toBe('573001234567');
  });

  it('does not add 57 twice to a number that already has it', () => {
    expect(withCountryCode('+57 300 123 4567')).toBe('573001234567');
  });

  it('gives an empty string for empty input', () => {
    expect(withCountryCode('')).toBe('');
  });
});

describe('contactPhone (docs/product.md §5, where both readings agree)', () => {
  it.each([
    ['a 10-digit mobile', '3001234567'],
    ['a mobile with spaces and dashes', '300 123-4567'],
    ['a mobile in parentheses', '(300) 1234567'],
    ['a mobile with +57', '+57 300 123 4567'],
    ['a mobile with 57 and no plus', '573001234567'],
    ['a mobile stored as a number', 3001234567],
  ])('offers WhatsApp and a call for %s', (_case, raw) => {
    expect(contactPhone(raw)).toEqual({ whatsapp: '573001234567', tel: '+573001234567' });
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty string', ''],
    ['only spaces', '   '],
    ['text without digits', 'sin teléfono'],
  ])('offers no contact for %s', (_case, raw) => {
    expect(contactPhone(raw)).toEqual({ whatsapp: null, tel: null });
  });
});

describe('contactPhone (docs/product.md §5, where the readings differ: decision 002, first reading)', () => {
  it('strips a 00 international prefix before 57', () => {
    expect(contactPhone('0057 300 123 4567')).toEqual({
      whatsapp: '573001234567',
      tel: '+573001234567',
    });
  });

  it('strips a 011 international prefix before 57', () => {
    expect(contactPhone('011 57 300 123 4567')).toEqual({
      whatsapp: '573001234567',
      tel: '+573001234567',
    });
  });

  it('offers a 10-digit landline for a call only, not WhatsApp', () => {
    expect(contactPhone('601 234 5678')).toEqual({ whatsapp: null, tel: '+576012345678' });
  });

  it('offers an 8-digit number for a call with +57 rather than hiding it', () => {
    expect(contactPhone('1234-5678')).toEqual({ whatsapp: null, tel: '+5712345678' });
  });

  it('offers a long number without 57 for a call with +57, never WhatsApp abroad', () => {
    expect(contactPhone('30012345678')).toEqual({ whatsapp: null, tel: '+5730012345678' });
  });

  it('uses a number that starts with 57 as it is, whatever its length', () => {
    expect(contactPhone('5712345678')).toEqual({ whatsapp: '5712345678', tel: '+5712345678' });
  });

  it('offers no contact for a bare country code or a placeholder of zeros', () => {
    expect(contactPhone('+57')).toEqual({ whatsapp: null, tel: null });
    expect(contactPhone('0057')).toEqual({ whatsapp: null, tel: null });
    expect(contactPhone('0')).toEqual({ whatsapp: null, tel: null });
    expect(contactPhone('0000000000')).toEqual({ whatsapp: null, tel: null });
  });
});

describe('formatInternational', () => {
  it('writes a Colombian number with 57 the way people read it', () => {
    expect(formatInternational('573001234567')).toBe('+57 300 123 4567');
  });

  it('keeps any other length as digits after the plus sign', () => {
    expect(formatInternational('5760423456')).toBe('+5760423456');
  });
});

describe('whatsappLink', () => {
  it('opens a chat with the number and the prefilled message', () => {
    expect(
      whatsappLink('573001234567', 'Hola, quisiera más información de la tienda Agro & Co.'),
    ).toBe(
      'https://wa.me/573001234567?text=Hola%2C%20quisiera%20m%C3%A1s%20informaci%C3%B3n%20de%20la%20tienda%20Agro%20%26%20Co.',
    );
  });

  it('keeps only the digits of the number, as wa.me requires', () => {
    expect(whatsappLink('+57 300 123 4567', 'Hola')).toBe('https://wa.me/573001234567?text=Hola');
  });

  it('opens the chat without a message when there is no text', () => {
    expect(whatsappLink('573001234567')).toBe('https://wa.me/573001234567');
  });

  it('keeps line breaks of the message', () => {
    expect(whatsappLink('573001234567', 'Papa\nBogotá')).toBe(
      'https://wa.me/573001234567?text=Papa%0ABogot%C3%A1',
    );
  });
});

describe('phone messages', () => {
  it('are the Spanish texts of docs/product.md §5', () => {
    expect(PHONE_MESSAGES).toEqual({
      required: 'El teléfono es requerido',
      length: 'El teléfono debe tener 10 dígitos',
      enterValid: 'Ingresa un número válido de 10 dígitos',
      mustBeTenDigits: 'Debe ser un número de 10 dígitos.',
      notMobile: 'Ingresa un número de celular colombiano (empieza por 3).',
    });
  });
});

describe('otpCodeFieldValue', () => {
  it('keeps the code when a whole message is pasted', () => {
    expect(otpCodeFieldValue('Tu código es 1234')).toBe('1234');
  });

  it('finds the code even when other numbers come first', () => {
    expect(otpCodeFieldValue('Tu código de 4 dígitos es 5678. Vence en 10 minutos')).toBe('5678');
    expect(otpCodeFieldValue('*4821* es tu código de verificación.')).toBe('4821');
  });

  it('keeps digits only, at most 4, while typing', () => {
    expect(otpCodeFieldValue('1')).toBe('1');
    expect(otpCodeFieldValue('12a')).toBe('12');
    expect(otpCodeFieldValue('12345')).toBe('1234');
  });

  it('joins a code pasted with spaces or dashes', () => {
    expect(otpCodeFieldValue('12 34')).toBe('1234');
    expect(otpCodeFieldValue('1-2-3-4')).toBe('1234');
  });

  it('is empty for empty input or text without digits', () => {
    expect(otpCodeFieldValue('')).toBe('');
    expect(otpCodeFieldValue('código')).toBe('');
  });
});
