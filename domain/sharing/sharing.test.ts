import { describe, expect, it } from 'vitest';
import { listingShareText, safeReturnPath, whatsappShareUrl } from './sharing';
import { storefrontInputSchema } from './sharing-schema';

describe('the path to go back to after registering', () => {
  it.each(['/producto/12', '/vendedor/3', '/inicio'])('%s is kept', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/producto/1',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/producto/1?x=https://evil',
    'producto/1',
    '',
    null,
    42,
  ])('%s is refused', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('share texts', () => {
  it('a listing is shared with its name, price per unit and public link', () => {
    const text = listingShareText(
      { name: 'Papa criolla', price: 2500, size: 'kg' },
      'https://campo.example/p/12',
    );
    expect(text).toBe(
      'Papa criolla a $ 2.500 / kg en El campo en tus manos: https://campo.example/p/12',
    );
    expect(whatsappShareUrl(text)).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
  });
});

describe('farm description', () => {
  it('is trimmed and may be empty', () => {
    expect(storefrontInputSchema.parse({ description: '  Finca La Esperanza  ' })).toEqual({
      description: 'Finca La Esperanza',
    });
    expect(storefrontInputSchema.parse({ description: null })).toEqual({ description: '' });
  });

  it('longer than 300 characters is refused with a Spanish message', () => {
    const result = storefrontInputSchema.safeParse({ description: 'a'.repeat(301) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'La descripción de tu finca puede tener hasta 300 caracteres.',
    );
  });
});
