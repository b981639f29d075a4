import { describe, expect, it } from 'vitest';
import { matchPlaces } from './place-match';

const departments = [
  { id: 15, name: 'Boyacá' },
  { id: 5, name: 'Antioquia' },
  { id: 88, name: 'Archipiélago de San Andrés, Providencia y Santa Catalina' },
  { id: 68, name: 'Santander' },
  { id: 54, name: 'Norte de Santander' },
  { id: 11, name: 'Bogotá, D.C.' },
];

describe('places typed in the chat', () => {
  it.each([
    ['boyaca', [15]],
    ['Boyacá', [15]],
    ['el departamento de Boyacá', [15]],
    ['bogota', [11]],
    ['santander', [68]],
    // Names starting with it first, then names holding it.
    ['san', [68, 88, 54]],
    ['norte', [54]],
  ])('"%s" fits %j', (typed, ids) => {
    expect(matchPlaces(typed, departments).map((d) => d.id)).toEqual(ids);
  });

  it('nothing for one letter or an unknown name', () => {
    expect(matchPlaces('b', departments)).toEqual([]);
    expect(matchPlaces('narnia', departments)).toEqual([]);
  });
});
