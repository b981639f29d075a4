import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingDetail, ListingImage } from '../../../../domain/api/listings';
import { queryClient } from '../../../lib/query-client';
import { answer, fakeApi } from '../../../test/fake-api';
import type { FakeAnswer, FakeHandler } from '../../../test/fake-api';
import { renderApp, signIn } from '../../../test/render-app';
import { EditListingPage } from './edit-listing-page';
import { photoFile, textNamedJpeg } from '../../../test/listing-test-photos';
import {
  expectStockAndDescriptionRefused,
  refuseStockAndDescription,
} from '../../../test/listing-refusal';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const LISTING_ID = 41;

function image(id: number, position: number): ListingImage {
  return {
    id,
    url: `/uploads/listings/${LISTING_ID}/${id}-1200.webp`,
    thumbnail_url: `/uploads/listings/${LISTING_ID}/${id}-400.webp`,
    srcset: `/uploads/listings/${LISTING_ID}/${id}-400.webp 400w`,
    width: 400,
    height: 400,
    is_primary: position === 0,
    position,
  };
}

function detail(fields: Partial<ListingDetail> = {}): ListingDetail {
  return {
    id: LISTING_ID,
    product_user_id: LISTING_ID,
    product_id: 1003009,
    name: 'Papa criolla',
    description: 'Papa criolla limpia.',
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
    is_active: true,
    mark_as_sold_at: null,
    status: 'active',
    hidden_reason: null,
    created_at: '2026-11-20T10:00:00.000Z',
    is_favorite: false,
    contacts_count: 0,
    price_last: null,
    price_changed_at: null,
    mark_as_sold: false,
    address: {
      id: 9,
      country: 'Colombia',
      department: 'Cundinamarca',
      department_id: 25,
      municipality: 'Fusagasugá',
      address: 'Km 3 vía a Silvania',
      vereda: 'El Carmen',
      address_private: false,
    },
    latitude: 4.34,
    longitude: -74.36,
    images: [],
    provider: {
      id: 7,
      name: 'María Rodríguez',
      phone: '3101234567',
      country_code: '57',
      rating: { avg: 0, count: 0 },
      listings: [],
    },
    is_owner: true,
    rating: { avg: 0, count: 0, comments: 0 },
    viewer: { contacted: false, reviewed: false },
    ...fields,
  };
}

const savedAddress = {
  id: 9,
  user_id: 7,
  country_id: 1,
  department_id: 25,
  municipalite_id: 25290,
  municipality_id: 25290,
  name: 'Finca La Esperanza',
  address: 'Km 3 vía a Silvania',
  vereda: 'El Carmen',
  address_private: false,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  department: { id: 25, name: 'Cundinamarca' },
  municipality: { id: 25290, name: 'Fusagasugá' },
  country: { id: 1, name: 'Colombia' },
  listings: [],
};

function deferred() {
  let resolve!: (value: FakeAnswer) => void;
  const promise = new Promise<FakeAnswer>((done) => (resolve = done));
  return { promise, resolve };
}

/** A fake server with one listing, its photos and the seller's saved address. */
function editServer(
  {
    listing = detail(),
    images = [image(11, 0), image(12, 1)],
  }: { listing?: ListingDetail; images?: ListingImage[] } = {},
  extra: Record<string, FakeHandler> = {},
) {
  let current = listing;
  let photos = [...images];
  let nextImage = 100;
  const saved = (body: unknown) => {
    current = { ...current, ...(body as Partial<ListingDetail>) };
    return answer(200, { message: 'Producto actualizado.', data: current });
  };
  // Same keys as `extra` take its handler; the position (and so the match order) stays.
  return fakeApi({
    'GET /products/my': () =>
      answer(200, {
        data: [],
        meta: {
          page: 1,
          pagination: 12,
          total: 0,
          last_page: 1,
          counts: { all: 0, active: 0, inactive: 0, sold: 0 },
          max_active: 5,
        },
      }),
    'GET /products/:id': () => answer(200, { data: { ...current, images: photos } }),
    'GET /address': () => answer(200, { data: [savedAddress] }),
    'POST /products/:id/update/price': ({ body }) => saved(body),
    'POST /products/:id': ({ body }) => saved(body),
    'GET /products/:id/images': () => answer(200, { data: photos }),
    'POST /products/:id/images': ({ body }) => {
      const files = (body as FormData).getAll('images');
      photos = [...photos, ...files.map(() => image(nextImage++, photos.length))];
      return answer(201, { message: `${files.length} imágenes subidas.`, data: photos });
    },
    'POST /products/:id/images/:imageId/delete': ({ params }) => {
      photos = photos.filter((photo) => String(photo.id) !== params.imageId);
      return answer(200, { success: true, message: 'Imagen eliminada.' });
    },
    ...extra,
  });
}

async function openEdit(path = `/producto/${LISTING_ID}/editar`) {
  signIn();
  const app = renderApp(path);
  // The first test also waits for the screen's lazy chunk to be transformed.
  await screen.findByRole('heading', { level: 1, name: 'Editar producto' }, { timeout: 5000 });
  await screen.findByRole('heading', { name: 'Información básica' });
  return app;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
const gallery = () => screen.getByRole('region', { name: 'Galería de imágenes' });
const saves = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((r) => r.method === 'POST' && !r.path.includes('/images'));

describe('edit product', () => {
  it('shows the sections, the loaded values and the note of the summary', async () => {
    editServer();
    await openEdit();

    expect(screen.getByRole('button', { name: 'Volver' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Galería de imágenes' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Resumen' })).toBeVisible();
    expect(
      screen.getByText('Los cambios se aplicarán al hacer clic en "Guardar cambios"'),
    ).toBeVisible();
    expect(screen.getByLabelText('Precio')).toHaveValue('$ 2.500');
    expect(screen.getByLabelText('Precio')).toHaveAttribute('placeholder', '$0');
    expect(screen.getByLabelText('Cantidad')).toHaveValue('120');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Papa criolla limpia.');
  });

  it('Unidad and Dirección are read-only and tagged "Bloqueado"', async () => {
    editServer();
    await openEdit();

    const unit = screen.getByLabelText('Unidad');
    expect(unit).toHaveAttribute('readonly');
    expect(unit).toHaveValue('Kilogramos (kg)');
    const address = screen.getByLabelText('Dirección');
    expect(address).toHaveAttribute('readonly');
    await vi.waitFor(() =>
      expect((address as HTMLTextAreaElement).value).toContain(
        'Finca La Esperanza — Km 3 vía a Silvania',
      ),
    );
    expect(screen.getAllByText('Bloqueado')).toHaveLength(2);
  });

  it('the price keeps only digits and shows them as pesos', async () => {
    editServer();
    await openEdit();
    const price = screen.getByLabelText('Precio');

    await userEvent.clear(price);
    expect(price).toHaveValue('');
    await userEvent.type(price, '12a.5,00');
    expect(price).toHaveValue('$ 12.500');
  });

  it('the summary says the quantity with its unit as spoken, before and after the change', async () => {
    editServer({ listing: detail({ stock: 2, size: 'bulto', size_id: 6, unit_name: 'Bultos' }) });
    await openEdit();
    const quantity = () => screen.getByText('Cantidad', { selector: 'dt' }).nextElementSibling;

    expect(quantity()).toHaveTextContent(/^2 bultos$/);
    await userEvent.click(screen.getByRole('button', { name: '-1' }));
    expect(quantity()).toHaveTextContent(/^Antes: 2 bultos1 bulto$/);
  });

  it('the stock buttons add and subtract, and never go below 0', async () => {
    editServer({ listing: detail({ stock: 3 }) });
    await openEdit();
    const stock = screen.getByLabelText('Cantidad');

    await userEvent.click(screen.getByRole('button', { name: '-1' }));
    expect(stock).toHaveValue('2');
    await userEvent.click(screen.getByRole('button', { name: '-10' }));
    expect(stock).toHaveValue('0');
    expect(screen.getByRole('button', { name: '-1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '-10' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '+10' }));
    await userEvent.click(screen.getByRole('button', { name: '+1' }));
    expect(stock).toHaveValue('11');

    await userEvent.type(stock, '-x');
    expect(stock).toHaveValue('11');
  });

  it('the description counter turns amber above 450 and the text stops at 500', async () => {
    editServer({ listing: detail({ description: '' }) });
    await openEdit();
    const description = screen.getByLabelText('Descripción');

    await userEvent.click(description);
    await userEvent.paste('a'.repeat(450));
    const counter = screen.getByText('450/500', { exact: false });
    expect(counter).not.toHaveAttribute('data-near-limit');

    await userEvent.type(description, 'b');
    expect(screen.getByText('451/500', { exact: false })).toHaveAttribute(
      'data-near-limit',
      'true',
    );
    expect(screen.getByText('451/500', { exact: false })).toHaveClass('text-amber-700');

    await userEvent.paste('c'.repeat(100));
    expect((description as HTMLTextAreaElement).value).toHaveLength(500);
    expect(screen.getByText('500/500', { exact: false })).toBeVisible();
  });

  it('sends only the fields that changed, trimmed, to the full update', async () => {
    const api = editServer();
    await openEdit();

    await userEvent.click(screen.getByRole('button', { name: '+10' }));
    const description = screen.getByLabelText('Descripción');
    await userEvent.clear(description);
    await userEvent.type(description, '  Papa criolla lavada  ');
    await save();

    await screen.findByRole('dialog', { name: 'Producto actualizado' });
    expect(saves(api).map((r) => r.path)).toEqual([`/products/${LISTING_ID}`]);
    expect(saves(api)[0]?.body).toEqual({ stock: 130, description: 'Papa criolla lavada' });
  });

  it('a change of price only goes to the lighter price call', async () => {
    const api = editServer();
    await openEdit();

    await userEvent.clear(screen.getByLabelText('Precio'));
    await userEvent.type(screen.getByLabelText('Precio'), '2800');
    await save();

    await screen.findByRole('dialog', { name: 'Producto actualizado' });
    expect(saves(api).map((r) => r.path)).toEqual([`/products/${LISTING_ID}/update/price`]);
    expect(saves(api)[0]?.body).toEqual({ price: 2800 });
  });

  it('when the price call fails, the full update is tried', async () => {
    const api = editServer(
      {},
      { 'POST /products/:id/update/price': () => answer(500, { message: 'Ocurrió un error' }) },
    );
    await openEdit();

    await userEvent.click(screen.getByRole('button', { name: '+1' }));
    await userEvent.clear(screen.getByLabelText('Precio'));
    await userEvent.type(screen.getByLabelText('Precio'), '3000');
    await save();

    await screen.findByRole('dialog', { name: 'Producto actualizado' });
    expect(saves(api).map((r) => r.path)).toEqual([
      `/products/${LISTING_ID}/update/price`,
      `/products/${LISTING_ID}`,
    ]);
    expect(saves(api)[1]?.body).toEqual({ price: 3000, stock: 121 });
  });

  it('with nothing changed (or only emptied) it asks to change a field and sends nothing', async () => {
    const api = editServer();
    await openEdit();

    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cambia al menos un campo (precio, cantidad o descripción).',
    );

    await userEvent.clear(screen.getByLabelText('Precio'));
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cambia al menos un campo (precio, cantidad o descripción).',
    );
    expect(saves(api)).toHaveLength(0);
  });

  it('says "Guardando..." while saving, then offers to keep editing or go to My products', async () => {
    const server = deferred();
    editServer({}, { 'POST /products/:id/update/price': () => server.promise });
    const app = await openEdit();

    await userEvent.click(screen.getByRole('button', { name: '+1' }));
    await save();
    expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();

    server.resolve(answer(200, { message: 'Listo', data: { ...detail(), stock: 121 } }));
    let dialog = await screen.findByRole('dialog', { name: 'Producto actualizado' });
    expect(dialog).toHaveTextContent('Los cambios se guardaron correctamente.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.currentPath()).toBe(`/producto/${LISTING_ID}/editar`);
    // The saved values are the new starting point: saving again without changes is refused.
    expect(screen.getByLabelText('Cantidad')).toHaveValue('121');
    expect(screen.getByText('Sin cambios por guardar.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: '+1' }));
    await save();
    dialog = await screen.findByRole('dialog', { name: 'Producto actualizado' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Ir a Mis productos' }));
    await vi.waitFor(() => expect(app.currentPath()).toBe('/productos'));
  });

  it('a refused save shows the server message and marks the field', async () => {
    editServer(
      {},
      {
        'POST /products/:id': () =>
          answer(422, {
            message: 'La cantidad es demasiado alta.',
            errors: { stock: ['La cantidad es demasiado alta.'] },
          }),
      },
    );
    await openEdit();

    await userEvent.click(screen.getByRole('button', { name: '+1' }));
    await userEvent.type(screen.getByLabelText('Descripción'), ' Nueva.');
    await save();

    expect(await screen.findByRole('alert')).toHaveTextContent('La cantidad es demasiado alta.');
    expect(screen.getByLabelText('Cantidad')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a 422 shows each field message under its field and focuses the first one', async () => {
    editServer(
      {},
      {
        'POST /products/:id': refuseStockAndDescription,
      },
    );
    await openEdit();

    await userEvent.click(screen.getByRole('button', { name: '+1' }));
    await userEvent.type(screen.getByLabelText('Descripción'), ' Nueva.');
    await save();

    await expectStockAndDescriptionRefused(screen.getByLabelText('Cantidad'));
  });

  it('a failed save without a message says "No se pudo guardar cambios"', async () => {
    editServer({}, { 'POST /products/:id': () => answer(500, {}) });
    await openEdit();

    await userEvent.type(screen.getByLabelText('Descripción'), ' Nueva.');
    await save();

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar cambios');
  });

  it('a wrong id says "ID inválido" and shows the expected path', async () => {
    const api = editServer();
    signIn();
    renderApp('/producto/papa/editar');

    expect(await screen.findByText('ID inválido', undefined, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('/producto/:id/editar')).toBeVisible();
    // Nothing about the listing is asked (the menu's unread count is the layout's).
    expect(api.requests.filter((r) => r.path !== '/notifications/unread')).toHaveLength(0);
  });

  it('a sold listing opens read-only, with a notice that the sale is final', async () => {
    editServer({
      listing: detail({
        is_active: false,
        status: 'sold',
        mark_as_sold: true,
        mark_as_sold_at: '2026-11-21T10:00:00.000Z',
      }),
    });
    await openEdit();

    expect(
      screen.getByText('Este producto ya se vendió: no se puede activar ni cambiar.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Precio')).toBeDisabled();
    expect(screen.getByLabelText('Cantidad')).toBeDisabled();
    expect(screen.getByLabelText('Descripción')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    await within(gallery()).findByRole('img', { name: 'Foto 1 de Papa criolla' });
    expect(within(gallery()).queryByRole('button', { name: /^Subir/ })).not.toBeInTheDocument();
    expect(
      within(gallery()).queryByRole('button', { name: /^Eliminar imagen/ }),
    ).not.toBeInTheDocument();
  });

  it('another person’s listing cannot be edited', async () => {
    editServer({ listing: detail({ is_owner: false }) });
    signIn();
    renderApp(`/producto/${LISTING_ID}/editar`);

    expect(
      await screen.findByText('Solo puedes editar los productos que publicaste.', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Precio')).not.toBeInTheDocument();
  });
});

describe('edit product: leaving with unsaved changes', () => {
  it('"Volver" with a changed price asks first; "Seguir editando" keeps the change', async () => {
    editServer();
    const app = await openEdit();
    const price = screen.getByLabelText('Precio');
    await userEvent.clear(price);
    await userEvent.type(price, '3000');

    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Salir sin guardar los cambios?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(app.currentPath()).toBe(`/producto/${LISTING_ID}/editar`);
    expect(screen.getByLabelText('Precio')).toHaveValue('$ 3.000');

    await app.router.navigate('/favoritos');
    const again = await screen.findByRole('alertdialog', {
      name: '¿Salir sin guardar los cambios?',
    });
    await userEvent.click(within(again).getByRole('button', { name: 'Salir sin guardar' }));
    await vi.waitFor(() => expect(app.currentPath()).toBe('/favoritos'));
  });

  it('closing or reloading the tab with unsaved changes asks the browser to confirm', async () => {
    editServer();
    await openEdit();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);

    await userEvent.type(screen.getByLabelText('Descripción'), ' Recién cosechada.');

    expect(leave()).toBe(true);
  });

  it('with nothing changed, or once saved, "Volver" leaves at once', async () => {
    editServer();
    const app = await openEdit();
    await userEvent.clear(screen.getByLabelText('Precio'));
    await userEvent.type(screen.getByLabelText('Precio'), '3000');
    await save();
    await screen.findByRole('dialog', { name: 'Producto actualizado' });
    await userEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));

    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));

    await vi.waitFor(() => expect(app.currentPath()).toBe('/productos'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('edit product: image manager', () => {
  const photoInput = () =>
    within(gallery()).getByTestId('listing-photos-input') as HTMLInputElement;
  const photo = (name: string) => photoFile(name);

  it('shows the count and the free slots, and refreshes on request', async () => {
    const api = editServer();
    await openEdit();

    expect(await within(gallery()).findByText('2/3')).toBeVisible();
    expect(within(gallery()).getByRole('button', { name: 'Subir (1 disp.)' })).toBeEnabled();
    expect(within(gallery()).getByRole('img', { name: 'Foto 1 de Papa criolla' })).toBeVisible();

    const before = api.requests.filter((r) => r.path.endsWith('/images')).length;
    await userEvent.click(within(gallery()).getByRole('button', { name: 'Refrescar' }));
    await vi.waitFor(() =>
      expect(api.requests.filter((r) => r.path.endsWith('/images')).length).toBe(before + 1),
    );
  });

  it('with 3 photos the upload button is disabled with "Máximo de imágenes alcanzado"', async () => {
    editServer({ images: [image(11, 0), image(12, 1), image(13, 2)] });
    await openEdit();

    expect(await within(gallery()).findByText('3/3')).toBeVisible();
    const upload = within(gallery()).getByRole('button', { name: 'Subir (0 disp.)' });
    expect(upload).toBeDisabled();
    expect(upload).toHaveAttribute('title', 'Máximo de imágenes alcanzado');
  });

  it('uploads only as many photos as there are free slots, and says so', async () => {
    const api = editServer({ images: [image(11, 0)] });
    await openEdit();
    await within(gallery()).findByText('1/3');

    expect(photoInput()).toHaveAttribute('multiple');
    expect(photoInput().accept).toContain('image/jpeg');
    await userEvent.upload(photoInput(), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);

    expect(await within(gallery()).findByText('3/3')).toBeVisible();
    const sent = api.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/images'));
    expect(sent.map((r) => (r.body as FormData).getAll('images').length)).toEqual([1, 1]);
    const alert = within(gallery()).getByRole('alert');
    expect(alert).toHaveTextContent('Máximo 3 imágenes por producto.');

    await userEvent.click(within(alert).getByRole('button', { name: 'ocultar' }));
    expect(within(gallery()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Máximo 3 imágenes por producto." goes away once a photo is deleted and a slot is free', async () => {
    editServer({ images: [image(11, 0), image(12, 1)] });
    await openEdit();
    await within(gallery()).findByText('2/3');
    await userEvent.upload(photoInput(), [photo('a.jpg'), photo('b.jpg')]);
    expect(await within(gallery()).findByText('3/3')).toBeVisible();
    expect(within(gallery()).getByRole('alert')).toHaveTextContent(
      'Máximo 3 imágenes por producto.',
    );

    await userEvent.click(within(gallery()).getByRole('button', { name: 'Eliminar imagen 3' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar imagen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));

    expect(await within(gallery()).findByText('2/3')).toBeVisible();
    expect(within(gallery()).queryByText('Máximo 3 imágenes por producto.')).toBeNull();
    expect(within(gallery()).getByRole('button', { name: 'Subir (1 disp.)' })).toBeEnabled();
  });

  it('files that are not images are left out with their reason', async () => {
    const api = editServer({ images: [] });
    await openEdit();
    await within(gallery()).findByText('0/3');

    await userEvent.upload(
      photoInput(),
      [new File(['%PDF'], 'factura.pdf', { type: 'application/pdf' }), photo('papa.jpg')],
      { applyAccept: false },
    );

    expect(await within(gallery()).findByText('1/3')).toBeVisible();
    expect(within(gallery()).getByRole('alert')).toHaveTextContent(
      'Archivo 1: No es una imagen válida',
    );
    const upload = api.requests.find((r) => r.method === 'POST' && r.path.endsWith('/images'));
    expect((upload?.body as FormData).getAll('images')).toHaveLength(1);
  });

  it('a text file named foto.jpg is refused when picked and never sent', async () => {
    const api = editServer({ images: [] });
    await openEdit();
    await within(gallery()).findByText('0/3');

    await userEvent.upload(photoInput(), [photo('papa.jpg'), textNamedJpeg('foto.jpg')]);

    expect(await within(gallery()).findByText('1/3')).toBeVisible();
    expect(within(gallery()).getByRole('alert')).toHaveTextContent(
      'Archivo 2: No es una imagen válida',
    );
    const upload = api.requests.find((r) => r.method === 'POST' && r.path.endsWith('/images'));
    expect((upload?.body as FormData).getAll('images')).toEqual([
      expect.objectContaining({ name: 'papa.jpg' }),
    ]);
  });

  it('each photo goes up on its own: one the server refuses never stops the others', async () => {
    let calls = 0;
    const stored: ListingImage[] = [];
    const api = editServer(
      { images: [] },
      {
        'GET /products/:id/images': () => answer(200, { data: stored }),
        'POST /products/:id/images': () => {
          if (++calls === 1) {
            return answer(422, {
              message: 'Archivo 1: No es una imagen válida',
              errors: { images: ['Archivo 1: No es una imagen válida'] },
            });
          }
          stored.push(image(70 + calls, stored.length));
          return answer(201, { message: '1 imágenes subidas.', data: [...stored] });
        },
      },
    );
    await openEdit();
    await within(gallery()).findByText('0/3');

    await userEvent.upload(photoInput(), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);

    expect(await within(gallery()).findByText('2/3')).toBeVisible();
    expect(within(gallery()).getByRole('alert')).toHaveTextContent(
      'Archivo 1: No es una imagen válida',
    );
    const sent = api.requests
      .filter((r) => r.method === 'POST' && r.path.endsWith('/images'))
      .map((r) => (r.body as FormData).getAll('images').map((file) => (file as File).name));
    expect(sent).toEqual([['a.jpg'], ['b.jpg'], ['c.jpg']]);
  });

  it('a refused upload shows the server reasons, which can be hidden', async () => {
    editServer(
      { images: [] },
      {
        'POST /products/:id/images': () =>
          answer(422, {
            message: 'Archivo 1: Formato no soportado',
            errors: { images: ['Archivo 1: Formato no soportado'] },
          }),
      },
    );
    await openEdit();
    await within(gallery()).findByText('0/3');

    await userEvent.upload(photoInput(), [photo('a.jpg')]);

    const alert = await within(gallery()).findByRole('alert');
    expect(alert).toHaveTextContent('Archivo 1: Formato no soportado');
    await userEvent.click(within(alert).getByRole('button', { name: 'ocultar' }));
    expect(within(gallery()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deleting a photo asks first and can be cancelled', async () => {
    const api = editServer();
    await openEdit();
    await within(gallery()).findByText('2/3');

    await userEvent.click(within(gallery()).getByRole('button', { name: 'Eliminar imagen 2' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Eliminar imagen' });
    expect(dialog).toHaveTextContent(
      '¿Seguro que deseas eliminar esta imagen? Esta acción no se puede deshacer.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.requests.some((r) => r.path.endsWith('/delete'))).toBe(false);

    await userEvent.click(within(gallery()).getByRole('button', { name: 'Eliminar imagen 2' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Eliminar imagen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));

    expect(await within(gallery()).findByText('1/3')).toBeVisible();
    expect(api.requests.find((r) => r.path.endsWith('/delete'))?.path).toBe(
      `/products/${LISTING_ID}/images/12/delete`,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a failed delete says "No se pudo eliminar la imagen"', async () => {
    editServer({}, { 'POST /products/:id/images/:imageId/delete': () => answer(500, {}) });
    await openEdit();
    await within(gallery()).findByText('2/3');

    await userEvent.click(within(gallery()).getByRole('button', { name: 'Eliminar imagen 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar imagen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));

    expect(await within(gallery()).findByRole('alert')).toHaveTextContent(
      'No se pudo eliminar la imagen',
    );
    expect(within(gallery()).getByText('2/3')).toBeVisible();
  });

  it('without photos says "No hay imágenes para este producto."', async () => {
    editServer({ images: [] });
    await openEdit();

    expect(await within(gallery()).findByText('No hay imágenes para este producto.')).toBeVisible();
    expect(within(gallery()).getByRole('button', { name: 'Subir (3 disp.)' })).toBeEnabled();
  });
});

describe('edit product: the weight of a bulto', () => {
  const WEIGHT = 'Peso de cada bulto en kilos (opcional)';
  const RANGE = 'Escribe el peso en kilos, entre 0,1 y 2.000.';
  const bulto = (unit_weight_kg: number | null) =>
    detail({ size: 'bulto', size_id: 6, unit_name: 'Bultos', unit_weight_kg });

  it('is asked only for units sold by the piece, never for kilos', async () => {
    editServer();
    await openEdit();
    expect(screen.queryByLabelText(/^Peso de cada/)).toBeNull();
  });

  it('comes filled with a decimal comma, and only a changed weight is sent', async () => {
    const api = editServer({ listing: bulto(62.5) });
    await openEdit();
    const weight = screen.getByLabelText(WEIGHT);
    expect(weight).toHaveValue('62,5');
    expect(weight).toHaveAttribute('inputmode', 'decimal');
    expect(weight).toHaveAccessibleDescription(
      'Con el peso, tu precio se compara por kilo en la Bolsa de precios.',
    );

    await userEvent.type(screen.getByLabelText('Descripción'), ' Nueva.');
    await save();
    await screen.findByRole('dialog', { name: 'Producto actualizado' });
    expect(saves(api)[0]?.body).toEqual({ description: 'Papa criolla limpia. Nueva.' });
    await userEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));

    await userEvent.clear(weight);
    await userEvent.type(weight, '50');
    await save();

    await vi.waitFor(() => expect(saves(api)).toHaveLength(2));
    expect(saves(api)[1]?.path).toBe(`/products/${LISTING_ID}`);
    expect(saves(api)[1]?.body).toEqual({ unit_weight_kg: 50 });
  });

  it('a weight out of range is refused on the spot and never sent', async () => {
    const api = editServer({ listing: bulto(null) });
    await openEdit();

    await userEvent.type(screen.getByLabelText(WEIGHT), '2500');
    await userEvent.tab();

    expect(screen.getByText(RANGE)).toBeVisible();
    expect(screen.getByLabelText(WEIGHT)).toHaveAttribute('aria-invalid', 'true');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(RANGE);
    expect(saves(api)).toHaveLength(0);
  });

  it('a weight the server refuses shows its reason under the field', async () => {
    editServer(
      { listing: bulto(50) },
      {
        'POST /products/:id': () =>
          answer(422, {
            message: 'Revisa los datos del producto.',
            errors: { unit_weight_kg: [RANGE] },
          }),
      },
    );
    await openEdit();

    await userEvent.clear(screen.getByLabelText(WEIGHT));
    await userEvent.type(screen.getByLabelText(WEIGHT), '40');
    await save();

    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa los datos del producto.');
    expect(screen.getByLabelText(WEIGHT)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(WEIGHT)).toHaveAccessibleDescription(
      `Con el peso, tu precio se compara por kilo en la Bolsa de precios. ${RANGE}`,
    );
  });
});

describe('edit product: the slot for the price hint', () => {
  /** The screen as web/app composes it, with a hint that shows what it was given. */
  function openEditWithHint() {
    signIn();
    const router = createMemoryRouter(
      [
        {
          path: '/producto/:productId/editar',
          element: (
            <QueryClientProvider client={queryClient}>
              <EditListingPage
                renderPriceHint={(input) => (
                  <output aria-label="Pista">{JSON.stringify(input)}</output>
                )}
              />
            </QueryClientProvider>
          ),
        },
        { path: '*', element: null },
      ],
      { initialEntries: [`/producto/${LISTING_ID}/editar`] },
    );
    render(<RouterProvider router={router} />);
  }
  const hint = () => screen.queryByRole('status', { name: 'Pista' });
  const hintInput = () => JSON.parse(hint()?.textContent ?? 'null') as unknown;

  it('is given the listing’s product, unit, weight, address and the price being typed', async () => {
    editServer({
      listing: detail({ size: 'bulto', size_id: 6, unit_name: 'Bultos', unit_weight_kg: 50 }),
    });
    openEditWithHint();
    const price = await screen.findByLabelText('Precio');

    expect(hintInput()).toEqual({
      productId: 1003009,
      sizeId: 6,
      unitWeightKg: 50,
      price: 2500,
      addressId: 9,
    });
    // Right under the price, inside its field group.
    expect(price.parentElement).toContainElement(hint());

    await userEvent.clear(screen.getByLabelText('Peso de cada bulto en kilos (opcional)'));
    await userEvent.type(screen.getByLabelText('Peso de cada bulto en kilos (opcional)'), '62,5');
    await userEvent.clear(price);
    expect(hint()).toBeNull();
    await userEvent.type(price, '130000');
    expect(hintInput()).toEqual({
      productId: 1003009,
      sizeId: 6,
      unitWeightKg: 62.5,
      price: 130000,
      addressId: 9,
    });
  });

  it('a unit without weight gives no weight', async () => {
    editServer();
    openEditWithHint();
    await screen.findByLabelText('Precio');
    expect(hintInput()).toEqual({
      productId: 1003009,
      sizeId: 1,
      unitWeightKg: null,
      price: 2500,
      addressId: 9,
    });
  });
});
