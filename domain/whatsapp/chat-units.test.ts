import { describe, expect, it } from 'vitest';
import { acceptsStatedWeight, UNIT_WEIGHT_KG } from '../prices/comparable-unit';
import { CHAT_UNITS, chatUnitFromText } from './chat-units';

describe('the units the chat offers', () => {
  it('fit one WhatsApp list: at most 10 rows of at most 24 characters, ids unique', () => {
    expect(CHAT_UNITS.length).toBeLessThanOrEqual(10);
    for (const unit of CHAT_UNITS) expect(unit.title.length).toBeLessThanOrEqual(24);
    expect(new Set(CHAT_UNITS.map((u) => u.key)).size).toBe(CHAT_UNITS.length);
  });

  it('state a weight only for units that take one, within the listing limits', () => {
    for (const unit of CHAT_UNITS.filter((u) => u.kilos !== undefined)) {
      expect(acceptsStatedWeight(unit.sizeId)).toBe(true);
      expect(unit.kilos!).toBeGreaterThanOrEqual(UNIT_WEIGHT_KG.min);
      expect(unit.kilos!).toBeLessThanOrEqual(UNIT_WEIGHT_KG.max);
    }
  });
});

describe('a unit typed instead of tapped', () => {
  it.each([
    ['kilo', 'kilo', undefined],
    ['Por kilos', 'kilo', undefined],
    ['bulto', 'bulto', undefined],
    ['Bultos de 50', 'bulto50', undefined],
    ['bulto de 62,5 kg', 'bulto62', undefined],
    ['bulto de 40 kilos', 'bulto', 40],
    ['arrobas', 'arroba', undefined],
    ['canasta', 'canastilla', undefined],
    ['racimos', 'racimo', undefined],
  ])('"%s" is %s', (typed, key, kilos) => {
    const found = chatUnitFromText(typed);
    expect(found?.unit.key).toBe(key);
    expect(found?.kilos).toBe(kilos);
  });

  it('nothing for a word that is no unit', () => {
    expect(chatUnitFromText('no sé')).toBeNull();
  });
});
