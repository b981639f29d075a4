import { describe, expect, it } from 'vitest';
import { priceQuestion, priceWords } from './price-question';

describe('a price asked in the chat', () => {
  it.each([
    ['precio papa', { product: 'papa', place: null }],
    ['Precios del café', { product: 'cafe', place: null }],
    ['¿A cómo está el lulo en Huila?', { product: 'lulo', place: 'huila' }],
    [
      'a cuanto estan las naranjas en el valle del cauca',
      { product: 'naranjas', place: 'el valle del cauca' },
    ],
    ['Cuánto vale la papa pastusa en Boyacá', { product: 'papa pastusa', place: 'boyaca' }],
  ])('%s', (text, expected) => {
    expect(priceQuestion(text)).toEqual(expected);
  });

  it('is not read in other words', () => {
    expect(priceQuestion('papa pastusa')).toBeNull();
    expect(priceQuestion('precio')).toBeNull();
    expect(priceQuestion('120 mil')).toBeNull();
    expect(priceQuestion('preciosa finca')).toBeNull();
  });

  it('after "¿De qué producto?" the product alone is enough', () => {
    expect(priceWords('lulo en Huila')).toEqual({ product: 'lulo', place: 'huila' });
    expect(priceWords('Papa')).toEqual({ product: 'papa', place: null });
  });
});
