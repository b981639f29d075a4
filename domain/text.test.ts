import { describe, expect, it } from 'vitest';
import { foldText, matchesSearch } from './text';

describe('quick-search normalisation', () => {
  it('finds "Plátano hartón" when the person types "platano harton"', () => {
    expect(matchesSearch('Plátano hartón verde', 'platano harton')).toBe(true);
  });

  it('ignores case, accents and the ñ tilde', () => {
    expect(foldText('  ÑAME Espino ')).toBe('name espino');
    expect(matchesSearch('Ñame espino', 'ñame')).toBe(true);
  });

  it('needs every typed word', () => {
    expect(matchesSearch('Papa criolla limpia', 'papa pastusa')).toBe(false);
  });
});
