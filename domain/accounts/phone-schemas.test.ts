import { describe, expect, it } from 'vitest';
import { mobilePhoneSchema, otpCodeSchema, phoneSchema } from './phone-schemas';
import { OTP_MESSAGES } from '../phone';

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('phoneSchema', () => {
  it('accepts ten digits', () => {
    expect(phoneSchema.parse('6012345678')).toBe('6012345678');
  });

  it('accepts ten digits with surrounding spaces, without the spaces', () => {
    expect(phoneSchema.parse(' 3001234567 ')).toBe('3001234567');
  });

  it.each([undefined, null, '', '   '])('says the phone is required for %j', (value) => {
    expect(messagesOf(phoneSchema.safeParse(value))).toEqual(['El teléfono es requerido']);
  });

  it.each(['300123456', '30012345678', '300 123 4567', '300-123-45', 3001234567])(
    'says the phone must have 10 digits for %j',
    (value) => {
      expect(messagesOf(phoneSchema.safeParse(value))).toEqual([
        'El teléfono debe tener 10 dígitos',
      ]);
    },
  );
});

describe('mobilePhoneSchema', () => {
  it('accepts a Colombian mobile', () => {
    expect(mobilePhoneSchema.parse('3001234567')).toBe('3001234567');
  });

  it('asks for a mobile when given a landline', () => {
    expect(messagesOf(mobilePhoneSchema.safeParse('6012345678'))).toEqual([
      'Ingresa un número de celular colombiano (empieza por 3).',
    ]);
  });

  it('reports only the length for a short number', () => {
    expect(messagesOf(mobilePhoneSchema.safeParse('60123'))).toEqual([
      'El teléfono debe tener 10 dígitos',
    ]);
  });

  it('says the phone is required when empty', () => {
    expect(messagesOf(mobilePhoneSchema.safeParse(''))).toEqual(['El teléfono es requerido']);
  });
});

describe('otpCodeSchema', () => {
  it('accepts a 4-digit code', () => {
    expect(otpCodeSchema.parse('0123')).toBe('0123');
  });

  it('has the Spanish messages of docs/product.md §5', () => {
    expect(OTP_MESSAGES).toEqual({
      enterCode: 'Ingresa el código de 4 dígitos',
      numeric: 'Debe ser un código numérico de 4 dígitos.',
    });
  });

  it.each([undefined, '', '1', '123'])('asks for the 4-digit code for %j', (value) => {
    expect(messagesOf(otpCodeSchema.safeParse(value))).toEqual(['Ingresa el código de 4 dígitos']);
  });

  it.each(['12a4', '12 34', 'abcd', '1-2'])('says the code must be numeric for %j', (value) => {
    expect(messagesOf(otpCodeSchema.safeParse(value))).toEqual([
      'Debe ser un código numérico de 4 dígitos.',
    ]);
  });

  it('says the code must be 4 digits when it is longer', () => {
    expect(messagesOf(otpCodeSchema.safeParse('12345'))).toEqual([
      'Debe ser un código numérico de 4 dígitos.',
    ]);
  });
});
