import { describe, expect, it } from 'vitest';
import { apiErrorSchema, type ApiErrorBody } from './common';

describe('apiErrorSchema', () => {
  it('accepts a message alone', () => {
    const body: ApiErrorBody = { message: 'Código inválido o expirado' };
    expect(apiErrorSchema.parse(body)).toEqual(body);
  });

  it('accepts a message with messages per field', () => {
    const body = {
      message: 'Datos inválidos',
      errors: { phone: ['El teléfono debe tener 10 dígitos'], name: ['El nombre es requerido'] },
    };
    expect(apiErrorSchema.parse(body)).toEqual(body);
  });

  it('rejects a body without a message', () => {
    expect(apiErrorSchema.safeParse({ errors: { phone: ['x'] } }).success).toBe(false);
  });

  it('rejects field errors that are not lists of strings', () => {
    expect(apiErrorSchema.safeParse({ message: 'x', errors: { phone: 'x' } }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ message: 'x', errors: { phone: [1] } }).success).toBe(false);
  });

  it('drops keys that are not part of the shape, such as a stack', () => {
    expect(apiErrorSchema.parse({ message: 'x', stack: 'at Object.<anonymous>' })).toEqual({
      message: 'x',
    });
  });
});
