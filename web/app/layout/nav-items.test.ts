import { describe, expect, it } from 'vitest';
import { activeSection, navItemsFor } from './nav-items';

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
    ['/pedidos', 'requests'],
    ['/pedidos/nuevo', 'requests'],
    ['/pedidos/12', 'requests'],
    ['/admin', 'admin'],
    ['/admin/tiendas/3', 'admin'],
  ])('%s highlights the %s entry', (path, section) => {
    expect(activeSection(path)).toBe(section);
  });

  it('an address outside the menu highlights nothing', () => {
    expect(activeSection('/404')).toBeNull();
  });
});

describe('menu entries by role', () => {
  it("only an admin gets 'Administración', pointing to /admin", () => {
    const labels = (role: string | undefined) => navItemsFor(role).map((item) => item.label);

    expect(labels('admin')).toContain('Administración');
    expect(navItemsFor('admin').find((item) => item.id === 'admin')?.to).toBe('/admin');
    expect(labels('user')).not.toContain('Administración');
    expect(labels(undefined)).not.toContain('Administración');
  });

  it('an address that only starts like /admin is not the admin section', () => {
    expect(activeSection('/administrar')).toBeNull();
  });
});
