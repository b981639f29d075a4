import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { editChanges, failureMessage, numberFieldValue, stepStock } from './edit-values';
import type { EditValues } from './edit-values';

const loaded: EditValues = {
  price: '2500',
  stock: '120',
  description: 'Papa criolla limpia.',
  sizeId: '1',
  unitWeightKg: '',
  addressId: '9',
};

/** A bulto of 50 kg. */
const bulto: EditValues = { ...loaded, sizeId: '6', unitWeightKg: '50' };

describe('edit values', () => {
  it('keeps only the fields that differ, trimmed, and leaves out emptied ones', () => {
    expect(
      editChanges(loaded, { ...loaded, price: '2500', stock: '', description: '  Lavada. ' }),
    ).toEqual({ ok: true, changes: { description: 'Lavada.' } });
  });

  it('asks to change a field when nothing is left to send', () => {
    expect(editChanges(loaded, { ...loaded, description: '  Papa criolla limpia. ' })).toEqual({
      ok: false,
      message: 'Cambia al menos un campo (precio, cantidad o descripción).',
      errors: {},
    });
  });

  it('a changed unit or address cannot be empty', () => {
    const check = editChanges(loaded, { ...loaded, sizeId: '', addressId: '' });
    expect(check).toEqual({
      ok: false,
      message: 'Requerido',
      errors: { sizeId: 'Requerido', addressId: 'Selecciona una dirección' },
    });
    expect(editChanges(loaded, { ...loaded, addressId: '12' })).toEqual({
      ok: true,
      changes: { address_id: 12 },
    });
  });

  it('refuses a price above what the server accepts, with its message', () => {
    const check = editChanges(loaded, { ...loaded, price: '9999999999999' });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors.price).toBe('El precio es demasiado alto.');
  });

  it('sends a changed weight of a bulto as a number, written with a decimal comma', () => {
    expect(editChanges(bulto, { ...bulto, unitWeightKg: '62,5' })).toEqual({
      ok: true,
      changes: { unit_weight_kg: 62.5 },
    });
    expect(editChanges(bulto, { ...bulto, unitWeightKg: '50,0' })).toEqual({
      ok: false,
      message: 'Cambia al menos un campo (precio, cantidad o descripción).',
      errors: {},
    });
  });

  it('refuses a weight out of range with the server message, and never sends one for kilos', () => {
    const check = editChanges(bulto, { ...bulto, unitWeightKg: '3000' });
    expect(check).toEqual({
      ok: false,
      message: 'Escribe el peso en kilos, entre 0,1 y 2.000.',
      errors: { unitWeightKg: 'Escribe el peso en kilos, entre 0,1 y 2.000.' },
    });
    expect(editChanges(bulto, { ...bulto, unitWeightKg: '1,2,3' }).ok).toBe(false);
    expect(editChanges(loaded, { ...loaded, unitWeightKg: '50', price: '2600' })).toEqual({
      ok: true,
      changes: { price: 2600 },
    });
  });

  it('number fields keep digits only, without leading zeros', () => {
    expect(numberFieldValue('$ 01.250')).toBe('1250');
    expect(numberFieldValue('abc')).toBe('');
    expect(stepStock('5', -10)).toBe('0');
    expect(stepStock('', 1)).toBe('1');
  });

  it('a failure shows the server message, else the fallback', () => {
    expect(failureMessage(new ApiError(409, 'Ya se vendió.'), 'No se pudo')).toBe('Ya se vendió.');
    expect(failureMessage(new ApiError(500, 'Ocurrió un error'), 'No se pudo')).toBe('No se pudo');
    expect(failureMessage(new ApiError(0, 'No hay conexión.'), 'No se pudo')).toBe(
      'No hay conexión.',
    );
    expect(failureMessage(new TypeError('Failed to fetch'), 'No se pudo')).toBe('No se pudo');
  });
});
