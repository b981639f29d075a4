import { describe, expect, it } from 'vitest';
import { kilosText, quantityText, unitPlural, unitSingular } from './units';

describe('unitSingular', () => {
  it.each([
    ['Kilogramos', 'kilo'],
    ['Libras', 'libra'],
    ['Bultos', 'bulto'],
    ['Arrobas', 'arroba'],
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

  it('says each unit of the reference data (server/db/reference/sizes.ts) in the singular', () => {
    const names =
      'Kilogramos Libras Toneladas Unidades Arrobas Bultos Cargas Canastillas Cajas Docenas ' +
      'Manojos Racimos Cabezas Litros Galones Botellas Metros Hectáreas Fanegadas Noches ' +
      'Personas Días Horas Meses Quintales Sacos';
    expect(names.split(' ').map(unitSingular).join(' ')).toBe(
      'kilo libra tonelada unidad arroba bulto carga canastilla caja docena manojo racimo ' +
        'cabeza litro galón botella metro hectárea fanegada noche persona día hora mes quintal saco',
    );
  });
});

describe('unitPlural', () => {
  it.each([
    ['Kilogramos', 'kilos'],
    ['Bultos', 'bultos'],
    ['Metros cúbicos', 'metros cúbicos'],
  ])('%s → %s', (name, plural) => {
    expect(unitPlural(name)).toBe(plural);
  });
});

describe('quantityText', () => {
  it.each([
    [30, 'Bultos', '30 bultos'],
    [1, 'Bultos', '1 bulto'],
    [2, 'Kilogramos', '2 kilos'],
    [1, 'Kilogramos', '1 kilo'],
    [0, 'Arrobas', '0 arrobas'],
    [1200, 'Kilogramos', '1.200 kilos'],
    [1, 'Galones', '1 galón'],
  ])('%s %s → %s', (amount, name, text) => {
    expect(quantityText(amount, name)).toBe(text);
  });
});

describe('kilosText', () => {
  it('writes a weight with the decimal comma', () => {
    expect(kilosText(50)).toBe('50');
    expect(kilosText(12.5)).toBe('12,5');
  });
});
