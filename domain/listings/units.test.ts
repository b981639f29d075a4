import { describe, expect, it } from 'vitest';
import { unitSingular } from './units';

describe('unitSingular', () => {
  it.each([
    ['Kilogramos', 'kilogramo'],
    ['Bultos', 'bulto'],
    ['Unidades', 'unidad'],
    ['Meses', 'mes'],
    ['Noches', 'noche'],
    ['Quintales', 'quintal'],
    ['Galones', 'galón'],
    ['Metros cúbicos', 'metro cúbico'],
    ['Días', 'día'],
    ['Hectáreas', 'hectárea'],
  ])('%s → %s', (plural, singular) => {
    expect(unitSingular(plural)).toBe(singular);
  });
});
