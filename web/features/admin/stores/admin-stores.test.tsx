import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreDetail } from '../../../../domain/api/stores';
import { STORE_FORM_MESSAGES } from '../../../../domain/stores/store';
import { queryClient } from '../../../lib/query-client';
import { answer, fakeApi } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import {
  placeHandlers,
  signInAsAdmin,
  storeDetail,
  storeImage,
  storeProduct,
} from '../admin-test-data';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

// Each test types into real forms and loads lazy screens: more than the default 5 s on a busy
// machine.
const SLOW = { timeout: 20_000 };

/** A fake server holding one store, changed by the admin calls like the real one. */
function storeServer(
  initial: StoreDetail = storeDetail(),
  extra: Record<string, FakeHandler> = {},
) {
  let store = initial;
  let nextId = 500;
  const saved = (message: string, status = 200) => answer(status, { message, data: store });
  return fakeApi({
    ...placeHandlers,
    'GET /stores': () => answer(200, { data: [] }),
    'GET /stores/:id': () => answer(200, { data: store }),
    'PUT /admin/stores/:id': ({ body }) => {
      store = { ...store, ...(body as Partial<StoreDetail>) };
      return saved(STORE_FORM_MESSAGES.saved);
    },
    'POST /admin/stores/:id/images': ({ body }) => {
      const form = body as FormData;
      const kind = form.get('kind') as 'slider' | 'brochure';
      const added = form.getAll('images').map((_, i) => storeImage(nextId++, kind, i));
      store =
        kind === 'slider'
          ? { ...store, slider_images: [...store.slider_images, ...added] }
          : { ...store, brochure_images: [...store.brochure_images, ...added] };
      return saved(`${added.length} fotos agregadas.`, 201);
    },
    'DELETE /admin/stores/:id/images/:imageId': ({ params }) => {
      store = {
        ...store,
        slider_images: store.slider_images.filter((image) => String(image.id) !== params.imageId),
      };
      return saved('Foto eliminada.');
    },
    'POST /admin/stores/:id/tags': ({ body }) => {
      const { name } = body as { name: string };
      if (store.tags.some((tag) => tag.name.toLowerCase() === name.toLowerCase())) {
        return answer(422, {
          message: 'Revisa los datos.',
          errors: { name: [STORE_FORM_MESSAGES.tagDuplicate] },
        });
      }
      store = { ...store, tags: [...store.tags, { id: nextId++, name }] };
      return saved('Categoría agregada.', 201);
    },
    'DELETE /admin/stores/:id/tags/:tagId': ({ params }) => {
      store = { ...store, tags: store.tags.filter((tag) => String(tag.id) !== params.tagId) };
      return saved('Categoría eliminada.');
    },
    'POST /admin/stores/:id/products': ({ body }) => {
      const fields = body as { name: string; price: number; tag_id: number | null };
      const tag = store.tags.find((item) => item.id === fields.tag_id);
      const product = storeProduct({
        id: nextId++,
        name: fields.name,
        price: fields.price,
        tag: tag?.name ?? null,
        tag_id: tag?.id ?? null,
      });
      store = { ...store, products: [...store.products, product] };
      return saved('Producto agregado.', 201);
    },
    'DELETE /admin/stores/:id': () => answer(200, { message: STORE_FORM_MESSAGES.deleted }),
    // Same keys as `extra` take its handler (the position, so the match order, stays).
    ...extra,
  });
}

async function openEditor(initial?: StoreDetail, extra?: Record<string, FakeHandler>) {
  signInAsAdmin();
  const api = storeServer(initial, extra);
  const app = renderApp('/admin/tiendas/5');
  await screen.findByRole('heading', { name: 'Agroinsumos El Surco', level: 1 });
  return { api, app };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('admin stores', SLOW, () => {
  it('the new-store form shows the server’s messages before sending anything', async () => {
    signInAsAdmin();
    const api = storeServer();
    renderApp('/admin/tiendas/nueva');
    await screen.findByRole('heading', { name: 'Nueva tienda', level: 1 });

    await userEvent.type(screen.getByLabelText('Teléfono (opcional)'), '31012');
    await userEvent.click(screen.getByRole('button', { name: 'Crear tienda' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
    expect(screen.getByLabelText('Nombre de la tienda')).toHaveAccessibleDescription(
      STORE_FORM_MESSAGES.nameRequired,
    );
    expect(screen.getByLabelText('Nombre de la tienda')).toHaveFocus();
    expect(screen.getByLabelText('Tipo de tienda')).toHaveAccessibleDescription(
      STORE_FORM_MESSAGES.kindRequired,
    );
    expect(screen.getByLabelText('Teléfono (opcional)')).toHaveAccessibleDescription(
      expect.stringContaining(STORE_FORM_MESSAGES.phoneInvalid),
    );
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('creating a store sends its data and opens its edit screen', async () => {
    signInAsAdmin();
    const created = storeDetail({ id: 12, name: 'Ferretería La Vega', kind: 'tienda' });
    const api = storeServer(created, {
      'POST /admin/stores': () =>
        answer(201, { message: STORE_FORM_MESSAGES.created, data: created }),
    });
    const app = renderApp('/admin/tiendas/nueva');
    await screen.findByRole('heading', { name: 'Nueva tienda', level: 1 });

    await userEvent.type(screen.getByLabelText('Nombre de la tienda'), 'Ferretería La Vega');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de tienda'), 'Otra tienda');
    const department = screen.getByLabelText('Departamento (opcional)');
    await waitFor(() => expect(department).toBeEnabled());
    await userEvent.selectOptions(department, 'Cundinamarca');
    const municipality = screen.getByLabelText('Municipio (opcional)');
    await waitFor(() => expect(municipality).toBeEnabled());
    await userEvent.selectOptions(municipality, 'Soacha');
    await userEvent.type(screen.getByLabelText('WhatsApp (opcional)'), '+57 320 111 2233');
    await userEvent.click(screen.getByRole('button', { name: 'Crear tienda' }));

    expect(
      await screen.findByRole('heading', { name: 'Ferretería La Vega', level: 1 }),
    ).toBeVisible();
    expect(app.currentPath()).toBe('/admin/tiendas/12');
    const post = api.requests.find((request) => request.path === '/admin/stores');
    expect(post?.body).toEqual({
      name: 'Ferretería La Vega',
      kind: 'tienda',
      description: null,
      address: null,
      municipality_id: 25754,
      phone: null,
      whatsapp: '3201112233',
    });
  });

  it('a refused store save keeps what was typed and shows the field message', async () => {
    await openEditor(undefined, {
      'PUT /admin/stores/:id': () =>
        answer(422, {
          message: 'Revisa los datos.',
          errors: { phone: [STORE_FORM_MESSAGES.phoneInvalid] },
        }),
    });
    // The stored municipality brings its department back into the form.
    await waitFor(() =>
      expect(screen.getByLabelText('Municipio (opcional)')).toHaveDisplayValue('Fusagasugá'),
    );
    expect(screen.getByLabelText('Departamento (opcional)')).toHaveDisplayValue('Cundinamarca');
    const name = screen.getByLabelText('Nombre de la tienda');
    await userEvent.clear(name);
    await userEvent.type(name, 'El Surco Agro');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Teléfono (opcional)')).toHaveAccessibleDescription(
        expect.stringContaining(STORE_FORM_MESSAGES.phoneInvalid),
      ),
    );
    expect(name).toHaveValue('El Surco Agro');
  });

  it('slider photos upload as multipart with kind=slider and the images, and show as thumbnails', async () => {
    const { api } = await openEditor();
    const photos = [
      new File(['a'], 'frente.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'bodega.png', { type: 'image/png' }),
    ];

    await userEvent.upload(screen.getByTestId('store-slider-input'), photos);

    const slider = section('Fotos del carrusel');
    expect(
      await within(slider).findByRole('img', { name: 'Foto 2 de Agroinsumos El Surco' }),
    ).toBeVisible();
    const upload = api.requests.find((request) => request.path === '/admin/stores/5/images');
    const form = upload?.body as FormData;
    expect(form.get('kind')).toBe('slider');
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual([
      'frente.jpg',
      'bodega.png',
    ]);
    expect(within(section('Páginas del catálogo')).queryAllByRole('img')).toHaveLength(0);
  });

  it('a photo is deleted after confirming', async () => {
    const { api } = await openEditor(storeDetail({ slider_images: [storeImage(61, 'slider')] }));

    await userEvent.click(
      within(section('Fotos del carrusel')).getByRole('button', { name: 'Eliminar foto 1' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar foto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));

    await waitFor(() =>
      expect(within(section('Fotos del carrusel')).queryAllByRole('img')).toHaveLength(0),
    );
    expect(
      api.requests.some((r) => r.method === 'DELETE' && r.path === '/admin/stores/5/images/61'),
    ).toBe(true);
  });

  it('categories are added by name, refused duplicates say why, and chips remove them', async () => {
    const { api } = await openEditor(storeDetail({ tags: [{ id: 9, name: 'Semillas' }] }));
    const tags = section('Categorías');
    const input = within(tags).getByLabelText('Nueva categoría');

    await userEvent.click(within(tags).getByRole('button', { name: 'Agregar' }));
    expect(input).toHaveAccessibleDescription(STORE_FORM_MESSAGES.tagRequired);

    await userEvent.type(input, 'Fertilizantes');
    await userEvent.click(within(tags).getByRole('button', { name: 'Agregar' }));
    expect(
      await within(tags).findByRole('button', { name: 'Quitar categoría Fertilizantes' }),
    ).toBeVisible();
    expect(input).toHaveValue('');
    expect(api.requests.find((r) => r.path === '/admin/stores/5/tags')?.body).toEqual({
      name: 'Fertilizantes',
    });

    await userEvent.type(input, 'semillas');
    await userEvent.click(within(tags).getByRole('button', { name: 'Agregar' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(STORE_FORM_MESSAGES.tagDuplicate),
    );
    expect(input).toHaveValue('semillas');

    await userEvent.click(within(tags).getByRole('button', { name: 'Quitar categoría Semillas' }));
    await waitFor(() =>
      expect(within(tags).queryByRole('button', { name: 'Quitar categoría Semillas' })).toBeNull(),
    );
    expect(
      api.requests.some((r) => r.method === 'DELETE' && r.path === '/admin/stores/5/tags/9'),
    ).toBe(true);
  });

  it('a product is added with a price, a category and a unit', async () => {
    const { api } = await openEditor(storeDetail({ tags: [{ id: 9, name: 'Fertilizantes' }] }));
    const products = section('Productos');

    await userEvent.click(within(products).getByRole('button', { name: 'Agregar producto' }));
    const form = within(products).getByRole('form', { name: 'Nuevo producto' });
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar producto' }));
    expect(within(form).getByLabelText('Nombre del producto')).toHaveAccessibleDescription(
      STORE_FORM_MESSAGES.productNameRequired,
    );

    await userEvent.type(within(form).getByLabelText('Nombre del producto'), 'Triple 15');
    await userEvent.type(within(form).getByLabelText('Precio (COP)'), '$ 98.000');
    expect(within(form).getByLabelText('Precio (COP)')).toHaveValue('98000');
    await userEvent.selectOptions(
      within(form).getByLabelText('Categoría (opcional)'),
      'Fertilizantes',
    );
    const unit = within(form).getByLabelText('Unidad (opcional)');
    await waitFor(() => expect(unit).toBeEnabled());
    await userEvent.selectOptions(unit, 'Bultos (bulto)');
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar producto' }));

    const item = await within(products).findByRole('listitem', { name: 'Triple 15' });
    expect(item).toHaveTextContent('$ 98.000');
    expect(item).toHaveTextContent('Fertilizantes');
    expect(within(products).queryByRole('form')).toBeNull();
    expect(api.requests.find((r) => r.path === '/admin/stores/5/products')?.body).toEqual({
      name: 'Triple 15',
      description: null,
      price: 98000,
      tag_id: 9,
      size_id: 5,
    });
  });

  it('deleting the store asks first and goes back to the list', async () => {
    const { api, app } = await openEditor();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar tienda' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar esta tienda?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));

    await screen.findByRole('heading', { name: 'Tiendas', level: 1 });
    expect(app.currentPath()).toBe('/admin/tiendas');
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/admin/stores/5')).toBe(
      true,
    );
  });
});
