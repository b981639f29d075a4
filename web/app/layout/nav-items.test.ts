import { describe, expect, it } from 'vitest';
import { activeSection } from './nav-items';

describe('active menu entry', () => {
  it.each([
    ['/inicio', 'home'],
    ['/productos/3', 'home'],
    ['/producto/42', 'home'],
    ['/tiendas/7', 'home'],
    ['/suministros', 'home'],
    ['/jobs', 'home'],
    ['/productos', 'my-products'],
    ['/productos/', 'my-products'],
    ['/crear-producto', 'my-products'],
    ['/producto/42/editar', 'my-products'],
    ['/favoritos', 'favourites'],
    ['/cuenta', 'account'],
    ['/cuenta/direcciones', 'account'],
    ['/reportar', 'report'],
    ['/notificaciones', 'notifications'],
    ['/tienda', 'my-store'],
  ])('%s highlights the %s entry', (path, section) => {
    expect(activeSection(path)).toBe(section);
  });

  it('an address outside the menu highlights nothing', () => {
    expect(activeSection('/404')).toBeNull();
  });
});
