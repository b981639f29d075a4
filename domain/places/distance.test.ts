import { describe, expect, it } from 'vitest';
import { distanceKm, distanceLabel } from './distance';

const garzon = { latitude: 2.196493, longitude: -75.627057 };
const pitalito = { latitude: 1.852631, longitude: -76.049441 };

describe('distanceKm', () => {
  it('measures Garzón to Pitalito as the crow flies (about 60 km)', () => {
    expect(distanceKm(garzon, pitalito)).toBeCloseTo(60.4, 0);
    expect(distanceKm(pitalito, garzon)).toBeCloseTo(distanceKm(garzon, pitalito), 9);
  });

  it('is 0 from a place to itself', () => {
    expect(distanceKm(garzon, garzon)).toBe(0);
  });
});

describe('distanceLabel', () => {
  it('says whole kilometres the way a card shows them', () => {
    expect(distanceLabel(35.4)).toBe('a 35 km');
    expect(distanceLabel(0.2)).toBe('a menos de 1 km');
    expect(distanceLabel(1250)).toBe('a 1.250 km');
  });
});
