import { describe, expect, it } from 'vitest';
import { digestNotificationText, priceNotificationText } from './notification-text';

const papa = { productName: 'Papa pastusa', unit: 'kg' };

describe('priceNotificationText', () => {
  it('says where, which way, how much and the new price', () => {
    expect(
      priceNotificationText({ ...papa, department: 'Boyacá', median: 1800, previousMedian: 1607 }),
    ).toEqual({
      title: 'Cambió un precio que sigues',
      body: 'El precio de Papa pastusa en Boyacá subió 12 %: ahora $ 1.800 / kg',
    });
    expect(
      priceNotificationText({ ...papa, department: null, median: 1400, previousMedian: 1792 }).body,
    ).toBe('El precio de Papa pastusa en todo el país bajó 21,9 %: ahora $ 1.400 / kg');
    expect(
      priceNotificationText({
        productName: 'Plátano hartón verde',
        unit: 'racimo',
        department: 'Meta',
        median: 30_500.5,
        previousMedian: 25_000,
      }).body,
    ).toBe('El precio de Plátano hartón verde en Meta subió 22 %: ahora $ 30.501 / racimo');
  });
});

describe('digestNotificationText', () => {
  it('counts listings, price moves, or both', () => {
    expect(digestNotificationText(3).body).toBe('3 productos nuevos más para tus búsquedas hoy');
    expect(digestNotificationText(1, 1)).toEqual({
      title: 'Más cambios en los precios que sigues',
      body: '1 cambio más en los precios que sigues hoy',
    });
    expect(digestNotificationText(2, 2).body).toBe('2 cambios más en los precios que sigues hoy');
    expect(digestNotificationText(4, 1)).toEqual({
      title: 'Más avisos para ti hoy',
      body: '3 productos nuevos y 1 cambio de precio más para ti hoy',
    });
  });
});
