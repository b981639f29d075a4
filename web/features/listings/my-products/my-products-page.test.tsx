import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingSummary } from '../../../../domain/api/listings';
import { LISTINGS } from '../../../../domain/limits';
import { queryClient } from '../../../lib/query-client';
import { answer, fakeApi } from '../../../test/fake-api';
import type { FakeAnswer, FakeHandler } from '../../../test/fake-api';
import { renderApp, signIn } from '../../../test/render-app';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const LIMIT_MESSAGE =
  'Límite alcanzado: Solo puedes tener hasta 5 productos activos. Desactiva uno para activar otro.';

let nextId = 1;
function listing(fields: Partial<ListingSummary> = {}): ListingSummary {
  const id = fields.id ?? nextId++;
  const sold = fields.mark_as_sold_at ? true : false;
  const active = fields.is_active ?? false;
  return {
    id,
    product_user_id: id,
    product_id: 1003009,
    name: `Producto ${id}`,
    description: '',
    price: 2500,
    previous_price: null,
    stock: 120,
    size: 'kg',
    size_id: 1,
    unit_name: 'Kilogramos',
    unit_weight_kg: null,
    category: { id: 10, name: 'Mercado' },
    subcategory: { id: 1003, name: 'Tubérculos, raíces y plátanos' },
    image: null,
    image_srcset: null,
    department: 'Cundinamarca',
    municipality: 'Fusagasugá',
    is_active: active,
    mark_as_sold_at: null,
    status: sold ? 'sold' : active ? 'active' : 'inactive',
    hidden_reason: null,
    created_at: '2026-11-20T10:00:00.000Z',
    is_favorite: false,
    contacts_count: 0,
    ...fields,
  };
}

const live = (item: ListingSummary) =>
  item.is_active && !item.mark_as_sold_at && item.status !== 'hidden';
const soldItem = (item: ListingSummary) => item.mark_as_sold_at !== null || item.status === 'sold';

function deferred<T = FakeAnswer>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * A fake server holding the person's listings and answering like GET /products/my. With
 * `holdActivation`, POST /products/{id}/active waits for that promise before answering.
 */
function myProductsServer(
  initial: ListingSummary[],
  extra: Record<string, FakeHandler> = {},
  holdActivation?: Promise<unknown>,
) {
  let list = [...initial];
  const find = (id: string | undefined) => list.find((item) => String(item.id) === id)!;
  const replace = (changed: ListingSummary) => {
    list = list.map((item) => (item.id === changed.id ? changed : item));
    return changed;
  };
  return fakeApi({
    'GET /products/my': ({ query }) => {
      const status = query.get('status') ?? 'all';
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('pagination') ?? 12);
      const filtered = list.filter((item) =>
        status === 'active'
          ? live(item)
          : status === 'inactive'
            ? !live(item) && !soldItem(item)
            : status === 'sold'
              ? soldItem(item)
              : true,
      );
      const active = list.filter(live).length;
      return answer(200, {
        data: filtered.slice((page - 1) * size, page * size),
        meta: {
          page,
          pagination: size,
          total: filtered.length,
          last_page: Math.max(1, Math.ceil(filtered.length / size)),
          counts: {
            all: list.length,
            active,
            inactive: list.filter((item) => !live(item) && !soldItem(item)).length,
            sold: list.filter((item) => soldItem(item)).length,
          },
          max_active: 5,
        },
      });
    },
    'POST /products/:id/active': async ({ params, body }) => {
      await holdActivation;
      const isActive = (body as { is_active: boolean }).is_active;
      const changed = { ...find(params.id), is_active: isActive };
      changed.status = isActive ? 'active' : 'inactive';
      return answer(200, { message: 'Listo', data: replace(changed) });
    },
    'POST /products/:id/mark_as_sold': ({ params }) => {
      const changed: ListingSummary = {
        ...find(params.id),
        is_active: false,
        mark_as_sold_at: '2026-11-22T10:00:00.000Z',
        status: 'sold',
      };
      return answer(200, { message: 'Producto marcado como vendido.', data: replace(changed) });
    },
    ...extra,
  });
}

async function openMyProducts(path = '/productos') {
  signIn();
  const app = renderApp(path);
  // The first test also waits for the screen's lazy chunk to be transformed.
  await screen.findByRole('heading', { level: 1, name: 'Mis Productos' }, { timeout: 5000 });
  return app;
}

const card = (name: string) => screen.findByRole('listitem', { name });
const cards = () =>
  within(screen.getByRole('list', { name: 'Tus productos' })).getAllByRole('listitem');
const filterButton = (name: RegExp) => screen.getByRole('button', { name });

describe('My products', () => {
  it('shows each listing with its price, unit and status, and the count of each filter', async () => {
    myProductsServer([
      listing({ name: 'Papa criolla', price: 2500, is_active: true, contacts_count: 3 }),
      listing({ name: 'Tomate chonto', price: 3200, is_active: true }),
      listing({ name: 'Mora de Castilla', price: 6500, size: 'lb', unit_name: 'Libras' }),
      listing({ name: 'Café cereza', mark_as_sold_at: '2026-11-21T10:00:00.000Z' }),
    ]);
    await openMyProducts();

    const papa = await card('Papa criolla');
    expect(papa).toHaveTextContent('$ 2.500 / kg');
    expect(within(papa).getByText('Activo')).toBeVisible();
    expect(papa).toHaveTextContent('3 compradores te contactaron');
    expect(await card('Mora de Castilla')).toHaveTextContent('$ 6.500 / lb');
    expect(within(await card('Mora de Castilla')).getByText('Inactivo')).toBeVisible();

    expect(filterButton(/^Todos/)).toHaveAccessibleName('Todos 4');
    expect(filterButton(/^Activos/)).toHaveAccessibleName('Activos 2');
    // Sold is final: counted apart, not as inactive.
    expect(filterButton(/^Inactivos/)).toHaveAccessibleName('Inactivos 1');
    expect(filterButton(/^Vendidos/)).toHaveAccessibleName('Vendidos 1');
    expect(screen.getByText('2 de 5 activos')).toBeVisible();
  });

  it('says each quantity with its unit as spoken: plural beyond one, "kilos" for the kilogram', async () => {
    myProductsServer([
      listing({ name: 'Papa criolla', stock: 1200 }),
      listing({ name: 'Abono', stock: 30, size: 'bulto', size_id: 6, unit_name: 'Bultos' }),
      listing({ name: 'Panela', stock: 1, size: '@', size_id: 5, unit_name: 'Arrobas' }),
    ]);
    await openMyProducts();

    expect(await card('Papa criolla')).toHaveTextContent('Cantidad: 1.200 kilos');
    expect(await card('Abono')).toHaveTextContent('Cantidad: 30 bultos');
    expect(await card('Panela')).toHaveTextContent('Cantidad: 1 arroba');
  });

  it('offers the way back and "Publicar producto", which leads to /crear-producto', async () => {
    myProductsServer([listing()]);
    await openMyProducts();

    expect(screen.getByRole('button', { name: 'Atrás' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Publicar producto' })).toHaveAttribute(
      'href',
      '/crear-producto',
    );
  });

  it('the filters ask the server for that status, and each says when it is empty', async () => {
    const api = myProductsServer([listing({ name: 'Papa criolla', is_active: false })]);
    const app = await openMyProducts();
    await card('Papa criolla');

    await userEvent.click(filterButton(/^Activos/));
    expect(await screen.findByText('No tienes productos activos.')).toBeVisible();
    expect(filterButton(/^Activos/)).toHaveAttribute('aria-pressed', 'true');
    expect(api.requests.at(-1)?.query.get('status')).toBe('active');
    expect(app.router.state.location.search).toBe('?estado=activos');

    await userEvent.click(filterButton(/^Inactivos/));
    expect(await card('Papa criolla')).toBeVisible();
    expect(api.requests.at(-1)?.query.get('status')).toBe('inactive');
  });

  it('says "Aún no has publicado productos." and "No tienes productos inactivos." when there are none', async () => {
    myProductsServer([]);
    await openMyProducts();
    expect(await screen.findByText('Aún no has publicado productos.')).toBeVisible();

    await userEvent.click(filterButton(/^Inactivos/));
    expect(await screen.findByText('No tienes productos inactivos.')).toBeVisible();
  });

  it('shows 12 per page with previous and next', async () => {
    const many = Array.from({ length: 14 }, (_, i) => listing({ name: `Lote ${i + 1}` }));
    const api = myProductsServer(many);
    await openMyProducts();

    await card('Lote 1');
    expect(cards()).toHaveLength(LISTINGS.myProductsPageSize);
    expect(screen.getByText('Página 1 de 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(api.requests.find((r) => r.query.has('pagination'))?.query.get('pagination')).toBe('12');

    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await card('Lote 13')).toBeVisible();
    expect(cards()).toHaveLength(2);
    expect(screen.getByText('Página 2 de 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(api.requests.at(-1)?.query.get('page')).toBe('2');

    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await card('Lote 1')).toBeVisible();
  });

  it('says "Activando…" while activating, then shows the listing active and counts it', async () => {
    const server = deferred<void>();
    myProductsServer([listing({ name: 'Papa criolla' })], {}, server.promise);
    await openMyProducts();

    const papa = await card('Papa criolla');
    expect(screen.getByText('0 de 5 activos')).toBeVisible();
    await userEvent.click(within(papa).getByRole('button', { name: /^Activar/ }));

    const pending = within(papa).getByRole('button', { name: /^Activando…/ });
    expect(pending).toBeDisabled();

    server.resolve();
    expect(await within(papa).findByRole('button', { name: /^Desactivar/ })).toBeEnabled();
    expect(within(papa).getByText('Activo')).toBeVisible();
    expect(await screen.findByText('1 de 5 activos')).toBeVisible();
  });

  it('says "Desactivando…" while deactivating', async () => {
    const server = deferred<void>();
    const api = myProductsServer(
      [listing({ name: 'Papa criolla', is_active: true })],
      {},
      server.promise,
    );
    await openMyProducts();

    const papa = await card('Papa criolla');
    await userEvent.click(within(papa).getByRole('button', { name: /^Desactivar/ }));
    expect(within(papa).getByRole('button', { name: /^Desactivando…/ })).toBeDisabled();
    expect(api.requests.at(-1)?.body).toEqual({ is_active: false });

    server.resolve();
    expect(await within(papa).findByText('Inactivo')).toBeVisible();
    expect(screen.getByText('0 de 5 activos')).toBeVisible();
  });

  it('the limit of 5 active listings opens "No se pudo procesar la acción" with the server message', async () => {
    myProductsServer([listing({ name: 'Papa criolla' })], {
      'POST /products/:id/active': () => answer(409, { message: LIMIT_MESSAGE }),
    });
    await openMyProducts();

    await userEvent.click(
      within(await card('Papa criolla')).getByRole('button', { name: /^Activar/ }),
    );

    const dialog = await screen.findByRole('alertdialog', {
      name: 'No se pudo procesar la acción',
    });
    expect(dialog).toHaveTextContent(LIMIT_MESSAGE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(await card('Papa criolla')).getByText('Inactivo')).toBeVisible();
  });

  it('a failure without a message says "Ocurrió un problema inesperado."', async () => {
    myProductsServer([listing({ name: 'Papa criolla', is_active: true })], {
      'POST /products/:id/active': () => answer(500, {}),
    });
    await openMyProducts();

    await userEvent.click(
      within(await card('Papa criolla')).getByRole('button', { name: /^Desactivar/ }),
    );

    expect(
      await screen.findByRole('alertdialog', { name: 'No se pudo procesar la acción' }),
    ).toHaveTextContent('Ocurrió un problema inesperado.');
  });

  it('marking as sold asks first, warns it is final, then shows "Vendido" without the action', async () => {
    const api = myProductsServer([listing({ name: 'Papa criolla', is_active: true })]);
    await openMyProducts();
    const papa = await card('Papa criolla');

    await userEvent.click(within(papa).getByRole('button', { name: /^Marcar como vendido/ }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Marcar como vendido?' });
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.requests.some((r) => r.path.endsWith('/mark_as_sold'))).toBe(false);

    await userEvent.click(within(papa).getByRole('button', { name: /^Marcar como vendido/ }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Marcar como vendido?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, marcar como vendido' }));

    expect(await within(papa).findByText('Vendido')).toBeVisible();
    expect(
      within(papa).queryByRole('button', { name: /^Marcar como vendido/ }),
    ).not.toBeInTheDocument();
    expect(within(papa).queryByRole('button', { name: /^Desactivar/ })).not.toBeInTheDocument();
    expect(within(papa).getByRole('link', { name: /^Ver detalle/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/producto\/\d+$/),
    );
    expect(api.requests.find((r) => r.path.endsWith('/mark_as_sold'))?.method).toBe('POST');
  });

  it('a sold listing shows "Vendido" and offers neither activation nor mark as sold', async () => {
    myProductsServer([
      listing({ name: 'Café cereza', mark_as_sold_at: '2026-11-21T10:00:00.000Z' }),
    ]);
    await openMyProducts();

    const cafe = await card('Café cereza');
    expect(within(cafe).getByText('Vendido')).toBeVisible();
    expect(within(cafe).queryByText('Inactivo')).not.toBeInTheDocument();
    expect(within(cafe).queryByRole('button')).not.toBeInTheDocument();
  });

  it('each card links to its detail and its edit screen', async () => {
    myProductsServer([listing({ id: 41, name: 'Papa criolla' })]);
    await openMyProducts();
    const papa = await card('Papa criolla');

    expect(within(papa).getByRole('link', { name: /^Ver detalle/ })).toHaveAttribute(
      'href',
      '/producto/41',
    );
    expect(within(papa).getByRole('link', { name: /^Editar/ })).toHaveAttribute(
      'href',
      '/producto/41/editar',
    );
  });

  it('a listing hidden by moderation shows why', async () => {
    myProductsServer([
      listing({
        name: 'Papa criolla',
        status: 'hidden',
        hidden_reason: 'La foto no corresponde al producto.',
      }),
    ]);
    await openMyProducts();

    expect(await card('Papa criolla')).toHaveTextContent(
      'Oculto para los compradores. La foto no corresponde al producto.',
    );
    // Not on offer, whatever is_active says: the badge does not say 'Activo'.
    expect(within(await card('Papa criolla')).getByText('Oculto')).toBeVisible();
    expect(within(await card('Papa criolla')).queryByText('Activo')).not.toBeInTheDocument();
  });

  it('says so while loading, and shows the server message when the list fails', async () => {
    const server = deferred();
    myProductsServer([], { 'GET /products/my': () => server.promise });
    await openMyProducts();

    expect(screen.getByText('Cargando tus productos…')).toBeVisible();
    server.resolve(answer(503, { message: 'El servicio está en mantenimiento.' }));
    expect(
      await screen.findByText('El servicio está en mantenimiento.', undefined, { timeout: 4000 }),
    ).toBeVisible();
  });

  it('without a server message the error says "No pudimos cargar tus productos."', async () => {
    myProductsServer([], { 'GET /products/my': () => answer(500, {}) });
    await openMyProducts();

    expect(
      await screen.findByText('No pudimos cargar tus productos.', undefined, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});
