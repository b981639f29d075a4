import { describe, expect, it } from 'vitest';
import {
  unitWeightError,
  unitWeightFieldValue,
  unitWeightLabel,
  unitWeightNumber,
  unitWeightText,
  validWeight,
} from './unit-weight';

describe('the weight of one bulto, carga, canastilla, caja or saco', () => {
  it('reads the decimal comma and the thousands dot as Colombians write them', () => {
    expect(unitWeightNumber('62,5')).toBe(62.5);
    expect(unitWeightNumber(' 50 ')).toBe(50);
    expect(unitWeightNumber('1.500')).toBe(1500);
    expect(unitWeightNumber('2.000,25')).toBe(2000.25);
    expect(unitWeightNumber('62.5')).toBe(62.5);
    expect(unitWeightNumber('0,1')).toBe(0.1);
    expect(unitWeightNumber('')).toBeUndefined();
    expect(unitWeightNumber('1,2,3')).toBeNaN();
    expect(unitWeightNumber(',')).toBeNaN();
  });

  it('keeps only digits, commas and dots while typing, and shows a stored weight with a comma', () => {
    expect(unitWeightFieldValue('62,5 kg')).toBe('62,5');
    expect(unitWeightText(62.5)).toBe('62,5');
    expect(unitWeightText(null)).toBe('');
  });

  it('checks with the server schema, only for the units that take a weight', () => {
    const range = 'Escribe el peso en kilos, entre 0,1 y 2.000.';
    expect(unitWeightError('6', '2001')).toBe(range);
    expect(unitWeightError('6', '0,05')).toBe(range);
    expect(unitWeightError('6', '1,2,3')).toBe(range);
    expect(unitWeightError('6', '')).toBeUndefined();
    expect(unitWeightError('6', '2.000')).toBeUndefined();
    expect(unitWeightError('1', '5000')).toBeUndefined();
    expect(validWeight('27', '62,5')).toBe(62.5);
    expect(validWeight('27', '5000')).toBeNull();
    expect(validWeight('1', '50')).toBeNull();
  });

  it('names the unit in singular lower case', () => {
    expect(unitWeightLabel('Bultos')).toBe('Peso de cada bulto en kilos (opcional)');
    expect(unitWeightLabel('Canastillas')).toBe('Peso de cada canastilla en kilos (opcional)');
    expect(unitWeightLabel('Sacos')).toBe('Peso de cada saco en kilos (opcional)');
  });
});
