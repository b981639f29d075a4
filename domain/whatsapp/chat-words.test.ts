import { describe, expect, it } from 'vitest';
import { chatCommand, parseChatKilos, parseChatPrice, parseChatQuantity } from './chat-words';

describe('prices typed in the chat', () => {
  it.each([
    ['120 mil', 120_000],
    ['120mil', 120_000],
    ['120 MIL pesos', 120_000],
    ['$120.000', 120_000],
    ['$ 120.000', 120_000],
    ['120000', 120_000],
    ['120.000 pesos', 120_000],
    ['120,000', 120_000],
    ['120.000,00', 120_000],
    ['1.250.000', 1_250_000],
    ['1,5 millones', 1_500_000],
    ['1.5 millones', 1_500_000],
    ['un millón', 1_000_000],
    ['2 palos', 2_000_000],
    ['$ 9.500 el kilo', 9_500],
    ['a 2,5 mil el kilo', 2_500],
    ['Lo vendo en 85 mil.', 85_000],
  ])('"%s" is %i pesos', (text, pesos) => {
    expect(parseChatPrice(text)).toBe(pesos);
  });

  it.each(['', 'barato', 'mil gracias', '0', '$0', 'precio'])('"%s" is no price', (text) => {
    expect(parseChatPrice(text)).toBeNull();
  });
});

describe('quantities and weights typed in the chat', () => {
  it.each([
    ['20', 20],
    ['20 bultos', 20],
    ['1.000', 1000],
    ['2 mil', 2000],
  ])('quantity "%s" is %i', (text, value) => {
    expect(parseChatQuantity(text)).toBe(value);
  });

  it.each(['', 'muchos', '0', '2,5'])('quantity "%s" is refused', (text) => {
    expect(parseChatQuantity(text)).toBeNull();
  });

  it.each([
    ['50', 50],
    ['50 kg', 50],
    ['62,5 kilos', 62.5],
    ['62.5', 62.5],
  ])('weight "%s" is %d kg', (text, kg) => {
    expect(parseChatKilos(text)).toBe(kg);
  });

  it('a weight is no "mil"', () => {
    expect(parseChatKilos('2 mil')).toBeNull();
  });
});

describe('words that work at every step', () => {
  it.each([
    ['menu', 'menu'],
    ['Menú', 'menu'],
    [' MENU. ', 'menu'],
    ['Ayuda', 'ayuda'],
    ['cancelar', 'cancelar'],
    ['Cancelar!', 'cancelar'],
  ] as const)('"%s" is %s', (text, command) => {
    expect(chatCommand(text)).toBe(command);
  });

  it('a sentence with the word is not the command', () => {
    expect(chatCommand('quiero cancelar el pedido')).toBeNull();
  });
});
