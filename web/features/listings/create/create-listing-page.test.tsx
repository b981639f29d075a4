import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTING_MESSAGES } from '../../../../domain/listings/listing';
import { forgetMemoryDrafts } from '../../../lib/form-draft';
import { queryClient } from '../../../lib/query-client';
import { answer, fakeApi } from '../../../test/fake-api';
import type { FakeAnswer, FakeHandler, FakeRequest } from '../../../test/fake-api';
import { renderApp, signIn } from '../../../test/render-app';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { CreateListingPage } from './create-listing-page';
import { listingSummary } from '../../../test/listing-test-data';
import {
  expectStockAndDescriptionRefused,
  refuseStockAndDescription,
} from '../../../test/listing-refusal';
import { photoFile, textNamedJpeg, TINY_PNG } from '../../../test/listing-test-photos';

const compress = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: compress }));

let previews = 0;
beforeEach(() => {
  // The screen left by the last test keeps its draft when it is unmounted: each test starts new.
  forgetMemoryDrafts();
  compress.mockReset();
  compress.mockImplementation(
    async (file: File) => new File(['jpeg reducido'], file.name, { type: 'image/jpeg' }),
  );
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => `blob:foto-${++previews}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// ---------------------------------------------------------------- fake server

const sizes = [
  { id: 1, name: 'Kilogramos', abbreviation: 'kg' },
  { id: 6, name: 'Bultos', abbreviation: 'bulto' },
  { id: 12, name: 'Racimos', abbreviation: 'racimo' },
];

const catalogue = [
  {
    category_id: 10,
    category: 'Mercado',
    subcategory_id: 1003,
    subcategory: 'Tubérculos, raíces y plátanos',
    product_id: 1003030,
    product: 'Plátano hartón',
  },
  {
    category_id: 1,
    category: 'Despensa',
    subcategory_id: 105,
    subcategory: 'Café',
    product_id: 105001,
    product: 'Café pergamino seco',
  },
];

let nextAddressId = 300;
function savedAddress(name: string, address: string, municipality: string, department: string) {
  const id = nextAddressId++;
  return {
    id,
    user_id: 7,
    country_id: 1,
    department_id: 5,
    municipalite_id: 5615,
    municipality_id: 5615,
    name,
    address,
    vereda: null,
    address_private: false,
    created_at: '2026-11-21T15:00:00.000Z',
    updated_at: '2026-11-21T15:00:00.000Z',
    department: { id: 5, name: department },
    municipality: { id: 5615, name: municipality },
    country: { id: 1, name: 'Colombia' },
    listings: [],
  };
}

const LISTING_ID = 41;

/** The first page of Mis productos, for its counts: `active` of the 5 allowed. */
const myListings = (active: number) =>
  answer(200, {
    data: [],
    meta: {
      page: 1,
      pagination: 12,
      total: active + 1,
      last_page: 1,
      counts: { all: active + 1, active, inactive: 1, sold: 0 },
      max_active: 5,
    },
  });

function deferred() {
  let resolve!: (value: FakeAnswer) => void;
  const promise = new Promise<FakeAnswer>((done) => (resolve = done));
  return { promise, resolve };
}

function server(
  extra: Record<string, FakeHandler> = {},
  { moreAddresses = [] as ReturnType<typeof savedAddress>[] } = {},
) {
  const finca = savedAddress('Finca La Esperanza', 'Km 3 vía a San Gil', 'Rionegro', 'Antioquia');
  let addresses = [finca, ...moreAddresses];
  const api = fakeApi({
    'GET /sizes': () => answer(200, { data: sizes }),
    'GET /categories/all': () => answer(200, { data: catalogue }),
    'GET /address': () => answer(200, { data: addresses }),
    'GET /departments': () => answer(200, { data: [{ id: 5, name: 'Antioquia' }] }),
    'GET /municipalities/:departmentId': () =>
      answer(200, {
        data: [{ id: 5615, name: 'Rionegro', department_id: 5, latitude: 6, longitude: -75 }],
      }),
    'POST /address': ({ body }) => {
      const input = body as { name: string; address: string };
      const created = savedAddress(input.name, input.address, 'Rionegro', 'Antioquia');
      addresses = [created, ...addresses];
      return answer(201, { message: 'Dirección guardada', data: created });
    },
    'POST /products': () =>
      answer(201, { id: LISTING_ID, message: LISTING_MESSAGES.created, data: { id: LISTING_ID } }),
    'POST /products/:id/images': () => answer(201, { message: 'Fotos guardadas', data: [] }),
    'GET /products/my': () => myListings(2),
    'POST /products/:id/active': ({ params, body }) =>
      answer(200, {
        message: 'Producto activado.',
        data: listingSummary({
          id: Number(params.id),
          is_active: (body as { is_active: boolean }).is_active,
        }),
      }),
    ...extra,
  });
  return { ...api, finca };
}

const creates = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/products');
const uploads = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path.endsWith('/images'));

// ---------------------------------------------------------------- the person's actions

const KB = 1024;
const photo = (name: string, bytes: number, type = 'image/jpeg') => photoFile(name, bytes, type);

async function openCreate() {
  signIn();
  const app = renderApp('/crear-producto');
  // The screen is a lazy chunk: the first test also pays for transforming it.
  await screen.findByRole('heading', { name: 'Información del producto' }, { timeout: 5000 });
  return app;
}

const user = () => userEvent.setup({ applyAccept: false });
const search = () => screen.getByRole('combobox', { name: 'Producto' });
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Elegir fotos del producto');
const previewsShown = () => screen.queryAllByRole('img', { name: /^Foto \d$/ });

async function pickProduct(text = 'platano', name = /Plátano hartón/) {
  await userEvent.type(search(), text);
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function addPhotos(files: File[]) {
  await user().upload(fileInput(), files);
}

async function chooseUnit(name: string) {
  await userEvent.selectOptions(
    screen.getByLabelText('Unidad de medida'),
    await screen.findByRole('option', { name }),
  );
}

const BULTO_WEIGHT = 'Peso de cada bulto en kilos (opcional)';

async function fillProductStep(
  files = [photo('racimo.jpg', 300 * KB), photo('finca.jpg', 40 * KB)],
  { unit = 'Kilogramos (kg)', weight = '' } = {},
) {
  await pickProduct();
  await chooseUnit(unit);
  if (weight) await userEvent.type(screen.getByLabelText(BULTO_WEIGHT), weight);
  await userEvent.type(screen.getByLabelText('Precio'), '12000');
  await userEvent.type(screen.getByLabelText('Cantidad disponible'), '50');
  await userEvent.type(screen.getByLabelText('Descripción'), 'Plátano de primera');
  await addPhotos(files);
  await waitFor(() => expect(previewsShown()).toHaveLength(files.length));
}

async function goToAddressStep() {
  await userEvent.click(continueButton());
  await screen.findByRole('heading', { name: 'Ubicación y dirección' });
}

// ---------------------------------------------------------------- step 1

describe('create product, step 1: Información del producto', () => {
  it('picking a product from the search fills its category and subcategory', async () => {
    server();
    await openCreate();

    await pickProduct('PLÁTANO');

    expect(search()).toHaveValue('Plátano hartón');
    const picked = screen.getByText('Categoría').closest('dl')!;
    expect(within(picked).getByText('Mercado')).toBeVisible();
    expect(within(picked).getByText('Tubérculos, raíces y plátanos')).toBeVisible();
    // Shown, not typed: nothing there can be edited.
    expect(within(picked).queryByRole('textbox')).toBeNull();
  });

  it('a product typed but not picked from the list is refused', async () => {
    server();
    await openCreate();

    await userEvent.type(search(), 'Plátano de mi finca');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(continueButton());

    expect(screen.getByText('Debes escoger un producto desde el buscador')).toBeVisible();
    expect(search()).toHaveAttribute('aria-invalid', 'true');
    expect(search()).toHaveFocus();
  });

  it('typing again after picking forgets the product, its category and subcategory', async () => {
    server();
    await openCreate();
    await pickProduct();

    await userEvent.type(search(), ' maduro');

    expect(screen.queryByText('Mercado')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(continueButton());
    expect(screen.getByText('Debes escoger un producto desde el buscador')).toBeVisible();
  });

  it('"Continuar" with nothing filled marks each field "Requerido" and asks for a photo', async () => {
    const api = server();
    await openCreate();

    await userEvent.click(continueButton());

    for (const label of ['Unidad de medida', 'Precio', 'Cantidad disponible', 'Descripción']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Requerido'));
    }
    expect(search()).toHaveAccessibleDescription(expect.stringContaining('Requerido'));
    expect(screen.getAllByText('Requerido')).toHaveLength(5);
    expect(screen.getByText('Debes subir al menos 1 imagen')).toBeVisible();
    expect(search()).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Ubicación y dirección' })).toBeNull();
    expect(creates(api.requests)).toHaveLength(0);
  });

  it('a description of only spaces is still "Requerido"', async () => {
    server();
    await openCreate();
    await fillProductStep();
    await userEvent.clear(screen.getByLabelText('Descripción'));
    await userEvent.type(screen.getByLabelText('Descripción'), '    ');

    await userEvent.click(continueButton());

    expect(screen.getByLabelText('Descripción')).toHaveAccessibleDescription(
      expect.stringContaining('Requerido'),
    );
  });

  it('the price keeps only digits and shows them as pesos; the quantity only digits', async () => {
    server();
    await openCreate();

    await userEvent.type(screen.getByLabelText('Precio'), 'a12.0b00');
    await userEvent.type(screen.getByLabelText('Cantidad disponible'), '5x0,5');

    expect(screen.getByLabelText('Precio')).toHaveValue('$ 12.000');
    expect(screen.getByLabelText('Cantidad disponible')).toHaveValue('505');
  });

  it('the description counts up to 500 characters and turns amber above 90 %', async () => {
    server();
    await openCreate();
    const description = screen.getByLabelText('Descripción');

    await userEvent.type(description, 'Hola');
    expect(screen.getByText('4/500')).not.toHaveClass('text-maiz-700');

    await userEvent.click(description);
    await userEvent.paste('a'.repeat(447));
    expect(screen.getByText('451/500')).toHaveClass('text-maiz-700');
    expect(description).toHaveAttribute('maxlength', '500');
  });

  it('the units come from the server', async () => {
    server();
    await openCreate();

    const unit = screen.getByLabelText('Unidad de medida');
    expect(await within(unit).findByRole('option', { name: 'Racimos (racimo)' })).toBeVisible();
    expect(within(unit).getAllByRole('option')).toHaveLength(sizes.length + 1);
  });

  it('when the units cannot be loaded it says so and offers the usual four', async () => {
    server({ 'GET /sizes': () => answer(500, { message: 'Ocurrió un error' }) });
    await openCreate();

    expect(
      await screen.findByText(/No se pudieron cargar las unidades de medida/, undefined, {
        timeout: 4000,
      }),
    ).toBeVisible();
    const options = within(screen.getByLabelText('Unidad de medida'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Elige una unidad',
      'Kilogramos (kg)',
      'Libras (lb)',
      'Toneladas (ton)',
      'Unidades (unidad)',
    ]);
  });
});

describe('create product: photos', () => {
  it('files that are not photos, of another format or too big are refused by number', async () => {
    server();
    await openCreate();
    const huge = photo('grande.jpg', 10);
    Object.defineProperty(huge, 'size', { value: 51 * 1024 * 1024 });

    await addPhotos([
      new File(['hola'], 'notas.txt', { type: 'text/plain' }),
      photo('animada.gif', 10 * KB, 'image/gif'),
      huge,
      photo('finca.jpg', 20 * KB),
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Archivo 1: No es una imagen válida');
    expect(alert).toHaveTextContent('Archivo 2: Formato no soportado');
    expect(alert).toHaveTextContent('Archivo 3: Demasiado grande');
    expect(previewsShown()).toHaveLength(1);
  });

  it('a text file named foto.jpg is refused when picked, by its number; the real photos stay', async () => {
    server();
    await openCreate();

    await addPhotos([
      photo('racimo.jpg', 20 * KB),
      textNamedJpeg('foto.jpg'),
      new File([TINY_PNG], 'hoja.png', { type: 'image/png' }),
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Archivo 2: No es una imagen válida');
    await waitFor(() => expect(previewsShown()).toHaveLength(2));
    // The first one kept is still the main photo, and the text never reached 'Principal'.
    expect(screen.getAllByText('Principal')).toHaveLength(1);
  });

  it('a text file named foto.jpg picked alone adds nothing, not even as "Principal"', async () => {
    server();
    await openCreate();

    await addPhotos([textNamedJpeg()]);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Archivo 1: No es una imagen válida',
    );
    expect(previewsShown()).toHaveLength(0);
    expect(screen.queryByText('Principal')).toBeNull();
    expect(screen.getByText('0/3')).toBeVisible();
  });

  it('keeps at most 3 photos and says "Máximo 3 imágenes permitidas" for the rest', async () => {
    server();
    await openCreate();
    expect(screen.getByText(/Máximo 3 imágenes/)).toBeVisible();

    await addPhotos(['a', 'b', 'c', 'd'].map((name) => photo(`${name}.jpg`, 10 * KB)));

    await waitFor(() => expect(previewsShown()).toHaveLength(3));
    expect(screen.getByText('Máximo 3 imágenes permitidas')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Agregar/ })).toBeNull();
    expect(screen.getByText('3/3')).toBeVisible();
  });

  it('shrinks big photos to 1920 px and JPEG 0.82 on a computer; small ones go as they are', async () => {
    server();
    await openCreate();
    const big = photo('racimo.png', 300 * KB, 'image/png');
    const small = photo('hoja.jpg', 90 * KB);

    await addPhotos([big, small]);

    await waitFor(() => expect(previewsShown()).toHaveLength(2));
    expect(compress).toHaveBeenCalledTimes(1);
    expect(compress).toHaveBeenCalledWith(
      big,
      expect.objectContaining({
        maxWidthOrHeight: 1920,
        initialQuality: 0.82,
        fileType: 'image/jpeg',
      }),
    );
  });

  it('on a phone shrinks them to 1280 px and JPEG 0.75', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    server();
    await openCreate();

    await addPhotos([photo('racimo.jpg', 2 * 1024 * KB)]);

    await waitFor(() => expect(compress).toHaveBeenCalledTimes(1));
    expect(compress).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ maxWidthOrHeight: 1280, initialQuality: 0.75 }),
    );
  });

  it('a photo the phone cannot process shows "Error procesando las imágenes. Inténtalo de nuevo."', async () => {
    compress.mockRejectedValue(new Error('canvas'));
    server();
    await openCreate();

    await addPhotos([photo('racimo.jpg', 300 * KB)]);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error procesando las imágenes. Inténtalo de nuevo.',
    );
    expect(previewsShown()).toHaveLength(0);
  });

  it('a photo can be removed, which frees its place', async () => {
    server();
    await openCreate();
    await addPhotos([photo('a.jpg', 10 * KB), photo('b.jpg', 10 * KB), photo('c.jpg', 10 * KB)]);
    await waitFor(() => expect(previewsShown()).toHaveLength(3));

    await userEvent.click(screen.getByRole('button', { name: 'Quitar foto 2' }));

    expect(previewsShown()).toHaveLength(2);
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Agregar otra' })).toBeVisible();
  });
});

// ---------------------------------------------------------------- step 2 and publishing

describe('create product, step 2: Ubicación y dirección', () => {
  it('"Continuar" goes to the addresses and "Atrás" comes back with everything kept', async () => {
    server();
    await openCreate();
    await fillProductStep();

    await goToAddressStep();
    expect(screen.getByText('Paso 2 de 2')).toBeVisible();
    expect(await screen.findByRole('radio', { name: /Finca La Esperanza/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));

    expect(screen.getByRole('heading', { name: 'Información del producto' })).toHaveFocus();
    expect(search()).toHaveValue('Plátano hartón');
    expect(screen.getByText('Mercado')).toBeVisible();
    expect(screen.getByLabelText('Unidad de medida')).toHaveValue('1');
    expect(screen.getByLabelText('Precio')).toHaveValue('$ 12.000');
    expect(screen.getByLabelText('Cantidad disponible')).toHaveValue('50');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Plátano de primera');
    expect(previewsShown()).toHaveLength(2);
  });

  it('each address shows its name and street, and says what buyers will see', async () => {
    server();
    await openCreate();
    await fillProductStep();
    await goToAddressStep();

    const radio = await screen.findByRole('radio', { name: /Finca La Esperanza/ });
    expect(radio.closest('label')).toHaveTextContent(
      'Finca La Esperanza — Km 3 vía a San GilLos compradores verán: Km 3 vía a San Gil, Rionegro, Antioquia.',
    );
    expect(screen.getByRole('group', { name: '¿Desde dónde vendes?' })).toHaveAccessibleDescription(
      'Bajo cada dirección dice lo que verán los compradores con sesión. Las coordenadas de la ficha son las del centro del municipio, no las de tu finca.',
    );
  });

  it('with exactly one saved address, step 2 comes with it chosen', async () => {
    const api = server();
    await openCreate();
    await fillProductStep();
    await goToAddressStep();

    expect(await screen.findByRole('radio', { name: /Finca La Esperanza/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));

    expect(await screen.findByRole('dialog', { name: '¡Producto publicado!' })).toBeVisible();
    expect(creates(api.requests)[0]!.body).toMatchObject({ address_id: api.finca.id });
  });

  it('publishing without choosing one of several addresses says "Requerido"', async () => {
    const api = server(
      {},
      { moreAddresses: [savedAddress('Bodega', 'Calle 3 # 4-5', 'Rionegro', 'Antioquia')] },
    );
    await openCreate();
    await fillProductStep();
    await goToAddressStep();
    await screen.findByRole('radio', { name: /Finca La Esperanza/ });

    await userEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));

    expect(screen.getByText('Requerido')).toBeVisible();
    expect(creates(api.requests)).toHaveLength(0);
  });

  it('an address created from the dialog is chosen for the product', async () => {
    const api = server();
    await openCreate();
    await fillProductStep();
    await goToAddressStep();
    await screen.findByRole('radio', { name: /Finca La Esperanza/ });

    await userEvent.click(screen.getByRole('button', { name: 'Agregar una dirección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva dirección' });
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Departamento'),
      await within(dialog).findByRole('option', { name: 'Antioquia' }),
    );
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Municipio'),
      await within(dialog).findByRole('option', { name: 'Rionegro' }),
    );
    await userEvent.type(within(dialog).getByLabelText('Nombre de la dirección'), 'Bodega');
    await userEvent.type(within(dialog).getByLabelText('Dirección completa'), 'Calle 3 # 4-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Saving the address does not publish the product around it.
    expect(creates(api.requests)).toHaveLength(0);
    expect(screen.getByRole('radio', { name: /Bodega — Calle 3 # 4-5/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Finca La Esperanza/ })).not.toBeChecked();
  });

  it('publishing sends the listing, then each photo, and tells the seller to activate it', async () => {
    const creating = deferred();
    const uploading = deferred();
    const api = server({
      'POST /products': () => creating.promise,
      'POST /products/:id/images': () => uploading.promise,
    });
    await openCreate();
    const files = [photo('racimo.jpg', 300 * KB), photo('finca.jpg', 40 * KB)];
    await fillProductStep(files);
    await goToAddressStep();
    await userEvent.click(await screen.findByRole('radio', { name: /Finca La Esperanza/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));

    expect(screen.getByRole('button', { name: 'Publicando...' })).toBeDisabled();
    expect(creates(api.requests)[0]!.body).toEqual({
      product_id: 1003030,
      price: 12000,
      stock: 50,
      size_id: 1,
      description: 'Plátano de primera',
      address_id: api.finca.id,
    });
    creating.resolve(
      answer(201, { id: LISTING_ID, message: LISTING_MESSAGES.created, data: { id: LISTING_ID } }),
    );

    expect(await screen.findByText('Subiendo foto 1 de 2…')).toBeVisible();
    uploading.resolve(answer(201, { message: 'Fotos guardadas', data: [] }));

    const dialog = await screen.findByRole('dialog', { name: '¡Producto publicado!' });
    expect(dialog).toHaveTextContent('inactivo');
    expect(within(dialog).getByRole('link', { name: 'Ir a Mis productos' })).toHaveAttribute(
      'href',
      '/productos',
    );
    const sent = uploads(api.requests);
    expect(sent.map((r) => r.path)).toEqual([
      `/products/${LISTING_ID}/images`,
      `/products/${LISTING_ID}/images`,
    ]);
    expect(sent.map((r) => (r.body as FormData).getAll('images'))).toEqual([
      [expect.objectContaining({ name: 'racimo.jpg', type: 'image/jpeg' })],
      [files[1]],
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar otro producto' }));
    expect(screen.getByRole('heading', { name: 'Información del producto' })).toBeVisible();
    expect(search()).toHaveValue('');
    expect(screen.getByLabelText('Precio')).toHaveValue('');
    expect(previewsShown()).toHaveLength(0);
  });

  it('if the photos fail after the listing exists, it says so, offers the edit screen, and a retry sends only what is missing', async () => {
    let failing = true;
    const api = server({
      'POST /products/:id/images': () =>
        failing
          ? answer(503, { message: 'El servicio no está disponible.' })
          : answer(201, { message: 'Fotos guardadas', data: [] }),
    });
    await openCreate();
    await fillProductStep();
    await goToAddressStep();
    await userEvent.click(await screen.findByRole('radio', { name: /Finca La Esperanza/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));

    const alert = await screen.findByRole('alert', undefined, { timeout: 4000 });
    expect(alert).toHaveTextContent('No se pudieron subir las imágenes');
    expect(alert).toHaveTextContent('Tu producto ya quedó guardado, pero sin fotos.');
    expect(within(alert).getByRole('link', { name: 'Ir a editar el producto' })).toHaveAttribute(
      'href',
      `/producto/${LISTING_ID}/editar`,
    );
    expect(screen.queryByRole('button', { name: 'Publicar producto' })).toBeNull();

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('dialog', { name: '¡Producto publicado!' })).toBeVisible();
    expect(creates(api.requests)).toHaveLength(1);
    const sent = uploads(api.requests).map((r) => (r.body as FormData).get('images') as File);
    // Both were tried the first time (one failure never stops the other), then both again.
    expect(sent.map((file) => file.name)).toEqual([
      'racimo.jpg',
      'finca.jpg',
      'racimo.jpg',
      'finca.jpg',
    ]);
  });

  it('a photo that fails to upload never stops the others, and a retry sends only that one', async () => {
    let calls = 0;
    const api = server({
      'POST /products/:id/images': () =>
        ++calls === 1
          ? answer(503, { message: 'El servicio no está disponible.' })
          : answer(201, { message: 'Fotos guardadas', data: [] }),
    });
    await openCreate();
    await fillProductStep([
      photo('racimo.jpg', 20 * KB),
      photo('finca.jpg', 20 * KB),
      photo('hojas.jpg', 20 * KB),
    ]);
    await goToAddressStep();

    await userEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));

    const alert = await screen.findByRole('alert', undefined, { timeout: 4000 });
    expect(alert).toHaveTextContent('Archivo 1: El servicio no está disponible.');
    expect(alert).toHaveTextContent('Tu producto ya quedó guardado con 2 de 3 fotos.');
    const names = () =>
      uploads(api.requests).map((r) => ((r.body as FormData).get('images') as File).name);
    expect(names()).toEqual(['racimo.jpg', 'finca.jpg', 'hojas.jpg']);

    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('dialog', { name: '¡Producto publicado!' })).toBeVisible();
    expect(names()).toEqual(['racimo.jpg', 'finca.jpg', 'hojas.jpg', 'racimo.jpg']);
    expect(creates(api.requests)).toHaveLength(1);
  });

  it('a photo the server refuses is named by its number and can be left out', async () => {
    let calls = 0;
    const api = server({
      'POST /products/:id/images': () =>
        ++calls === 2
          ? answer(422, {
              message: 'Archivo 1: No es una imagen válida',
              errors: { images: ['Archivo 1: No es una imagen válida'] },
            })
          : answer(201, { message: 'Fotos guardadas', data: [] }),
    });
    await openCreate();
    await fillProductStep();
    await goToAddressStep();
    await userEvent.click(await screen.findByRole('radio', { name: /Finca La Esperanza/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron subir las imágenes');
    expect(alert).toHaveTextContent('Archivo 2: No es una imagen válida');
    expect(alert).toHaveTextContent('Tu producto ya quedó guardado con 1 de 2 fotos.');
    expect(within(alert).queryByRole('button', { name: 'Reintentar' })).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: 'Seguir sin esa foto' }));

    expect(await screen.findByRole('dialog', { name: '¡Producto publicado!' })).toBeVisible();
    expect(uploads(api.requests)).toHaveLength(2);
    expect(creates(api.requests)).toHaveLength(1);
  });

  it('a listing the server refuses shows its reasons under the fields', async () => {
    server({
      'POST /products': () =>
        answer(422, {
          message: 'Revisa los datos del producto.',
          errors: { price: ['El precio es demasiado alto.'] },
        }),
    });
    await openCreate();
    await fillProductStep();
    await goToAddressStep();
    await userEvent.click(await screen.findByRole('radio', { name: /Finca La Esperanza/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));

    expect(await screen.findByText('El precio es demasiado alto.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Información del producto' })).toBeVisible();
    expect(screen.getByLabelText('Precio')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los datos del producto.');
  });

  it('a 422 shows each field message under its field and focuses the first one', async () => {
    server({ 'POST /products': refuseStockAndDescription });
    await openCreate();
    await fillProductStep();
    await goToAddressStep();
    await userEvent.click(await screen.findByRole('radio', { name: /Finca La Esperanza/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));

    await expectStockAndDescriptionRefused(await screen.findByLabelText('Cantidad disponible'));
  });

  it('an address the server refuses stays on step 2 with the reason under the addresses', async () => {
    server({
      'POST /products': () =>
        answer(422, {
          message: 'Revisa los datos del producto.',
          errors: { address_id: ['Escoge una de tus direcciones guardadas.'] },
        }),
    });
    await openCreate();
    await fillProductStep();
    await goToAddressStep();
    await userEvent.click(await screen.findByRole('radio', { name: /Finca La Esperanza/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));

    expect(await screen.findByText('Escoge una de tus direcciones guardadas.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ubicación y dirección' })).toBeVisible();
    // The focus goes back to the chosen address, where the message is.
    expect(screen.getByRole('radio', { name: /Finca La Esperanza/ })).toHaveFocus();
  });
});

describe('create product: after publishing', () => {
  async function publishListing(extra: Record<string, FakeHandler> = {}) {
    const api = server(extra);
    await openCreate();
    await fillProductStep();
    await goToAddressStep();
    await screen.findByRole('radio', { name: /Finca La Esperanza/ });
    await userEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));
    const dialog = await screen.findByRole('dialog', { name: '¡Producto publicado!' });
    return { api, dialog };
  }

  it('under the limit of 5 active, "Activar ahora" activates it right there', async () => {
    const { api, dialog } = await publishListing();
    expect(dialog).toHaveTextContent('Por ahora está inactivo');

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Activar ahora' }));

    expect(await within(dialog).findByText(/Ya está/)).toHaveTextContent(
      'Ya está activo: los compradores ya pueden verlo.',
    );
    const activation = api.requests.find((r) => r.path === `/products/${LISTING_ID}/active`);
    expect(activation?.body).toEqual({ is_active: true });
    expect(within(dialog).queryByRole('button', { name: 'Activar ahora' })).toBeNull();
    expect(await screen.findByText('Producto activado.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: '¡Producto publicado!' })).toBeVisible();
  });

  it('with 5 already active it is not offered, and the limit is explained', async () => {
    const { dialog } = await publishListing({ 'GET /products/my': () => myListings(5) });

    expect(
      await within(dialog).findByText(
        'Límite alcanzado: Solo puedes tener hasta 5 productos activos. Desactiva uno para activar otro.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Activar ahora' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Ir a Mis productos' })).toBeVisible();
  });

  it('a refused activation says why, in the words of Mis productos', async () => {
    const limit =
      'Límite alcanzado: Solo puedes tener hasta 5 productos activos. Desactiva uno para activar otro.';
    const { dialog } = await publishListing({
      'POST /products/:id/active': () => answer(409, { message: limit }),
    });

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Activar ahora' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `No se pudo procesar la acción: ${limit}`,
    );
    expect(dialog).toHaveTextContent('Por ahora está inactivo');
  });
});

// jsdom has no IndexedDB: the draft lives in memory here, as in a browser without it. The
// IndexedDB store itself is exercised in Chromium (e2e/listing-forms.e2e.ts).
describe('create product: the draft', () => {
  const notice = () => screen.queryByText('Recuperamos el borrador que dejaste.');

  async function leaveAndComeBack(router: ReturnType<typeof renderApp>['router']) {
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inicio'));
    await router.navigate('/crear-producto');
    await screen.findByRole('heading', { name: /Información del producto|Ubicación y dirección/ });
  }

  it('"Volver" loses nothing: coming back brings the fields and the photos, and says so', async () => {
    server();
    const { router } = await openCreate();
    await fillProductStep();

    await leaveAndComeBack(router);

    expect(await screen.findByText('Recuperamos el borrador que dejaste.')).toBeVisible();
    expect(search()).toHaveValue('Plátano hartón');
    expect(screen.getByText('Mercado')).toBeVisible();
    expect(screen.getByLabelText('Unidad de medida')).toHaveValue('1');
    expect(screen.getByLabelText('Precio')).toHaveValue('$ 12.000');
    expect(screen.getByLabelText('Cantidad disponible')).toHaveValue('50');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Plátano de primera');
    expect(previewsShown()).toHaveLength(2);
  });

  it('a menu link from step 2 loses nothing either, and the restored draft publishes', async () => {
    const api = server();
    const { router } = await openCreate();
    await fillProductStep();
    await goToAddressStep();
    await screen.findByRole('radio', { name: /Finca La Esperanza/ });

    await router.navigate('/productos');
    await screen.findByRole('heading', { name: 'Mis Productos' }, { timeout: 5000 });
    await router.navigate('/crear-producto');

    expect(await screen.findByText('Recuperamos el borrador que dejaste.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ubicación y dirección' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));
    expect(await screen.findByRole('dialog', { name: '¡Producto publicado!' })).toBeVisible();
    expect(uploads(api.requests)).toHaveLength(2);
  });

  it('"Descartar borrador" empties the form, and the draft does not come back', async () => {
    server();
    const { router } = await openCreate();
    await fillProductStep();
    await leaveAndComeBack(router);
    await screen.findByText('Recuperamos el borrador que dejaste.');

    await userEvent.click(screen.getByRole('button', { name: 'Descartar borrador' }));

    expect(notice()).toBeNull();
    expect(search()).toHaveValue('');
    expect(previewsShown()).toHaveLength(0);
    await leaveAndComeBack(router);
    expect(notice()).toBeNull();
    expect(search()).toHaveValue('');
  });

  it('once published, the draft is gone', async () => {
    server();
    const { router } = await openCreate();
    await fillProductStep();
    await goToAddressStep();
    await screen.findByRole('radio', { name: /Finca La Esperanza/ });
    await userEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));
    await screen.findByRole('dialog', { name: '¡Producto publicado!' });

    await router.navigate('/productos');
    await screen.findByRole('heading', { name: 'Mis Productos' }, { timeout: 5000 });
    await router.navigate('/crear-producto');
    await screen.findByRole('heading', { name: 'Información del producto' });

    expect(notice()).toBeNull();
    expect(search()).toHaveValue('');
  });
});

describe('create product: the weight of a bulto', () => {
  const weightField = () => screen.queryByLabelText(BULTO_WEIGHT);

  it('is asked only for units sold by the piece (a bulto), never for kilos', async () => {
    server();
    await openCreate();
    await chooseUnit('Kilogramos (kg)');
    expect(screen.queryByLabelText(/^Peso de cada/)).toBeNull();

    await chooseUnit('Bultos (bulto)');

    const field = weightField();
    expect(field).toBeVisible();
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field).toHaveAccessibleDescription(
      'Con el peso, tu precio se compara por kilo en la Bolsa de precios.',
    );
  });

  it("'62,5' is sent as 62.5 kg", async () => {
    const api = server();
    await openCreate();
    await fillProductStep(undefined, { unit: 'Bultos (bulto)', weight: '62,5' });
    await goToAddressStep();
    await screen.findByRole('radio', { name: /Finca La Esperanza/ });

    await userEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));

    await screen.findByRole('dialog', { name: '¡Producto publicado!' });
    expect(creates(api.requests)[0]!.body).toEqual({
      product_id: 1003030,
      price: 12000,
      stock: 50,
      size_id: 6,
      unit_weight_kg: 62.5,
      description: 'Plátano de primera',
      address_id: api.finca.id,
    });
  });

  it('a weight typed for a bulto is left out once the unit changes to one without weight', async () => {
    const api = server();
    await openCreate();
    await fillProductStep(undefined, { unit: 'Bultos (bulto)', weight: '50' });

    await chooseUnit('Racimos (racimo)');

    expect(weightField()).toBeNull();
    await goToAddressStep();
    await screen.findByRole('radio', { name: /Finca La Esperanza/ });
    await userEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));
    await screen.findByRole('dialog', { name: '¡Producto publicado!' });
    expect(creates(api.requests)[0]!.body).not.toHaveProperty('unit_weight_kg');
    expect(creates(api.requests)[0]!.body).toMatchObject({ size_id: 12 });
  });

  it('a weight out of range is refused on the spot, in the words of the server', async () => {
    server();
    await openCreate();
    await pickProduct();
    await chooseUnit('Bultos (bulto)');

    await userEvent.type(screen.getByLabelText(BULTO_WEIGHT), '3000');
    await userEvent.tab();

    expect(screen.getByText('Escribe el peso en kilos, entre 0,1 y 2.000.')).toBeVisible();
    expect(weightField()).toHaveAttribute('aria-invalid', 'true');
    expect(weightField()).toHaveAccessibleDescription(
      'Con el peso, tu precio se compara por kilo en la Bolsa de precios. Escribe el peso en kilos, entre 0,1 y 2.000.',
    );
  });

  it('"Continuar" with a wrong weight stays on step 1 with the field in focus', async () => {
    server();
    await openCreate();
    await fillProductStep(undefined, { unit: 'Bultos (bulto)', weight: '0,01' });

    await userEvent.click(continueButton());

    expect(screen.getByRole('heading', { name: 'Información del producto' })).toBeVisible();
    expect(screen.getByText('Escribe el peso en kilos, entre 0,1 y 2.000.')).toBeVisible();
    expect(weightField()).toHaveFocus();
  });

  it('a weight the server refuses comes back to step 1, under the field', async () => {
    server({
      'POST /products': () =>
        answer(422, {
          message: 'Revisa los datos del producto.',
          errors: { unit_weight_kg: [LISTING_MESSAGES.unitWeightNotForUnit] },
        }),
    });
    await openCreate();
    await fillProductStep(undefined, { unit: 'Bultos (bulto)', weight: '50' });
    await goToAddressStep();
    await screen.findByRole('radio', { name: /Finca La Esperanza/ });

    await userEvent.click(screen.getByRole('button', { name: 'Publicar producto' }));

    expect(await screen.findByText(LISTING_MESSAGES.unitWeightNotForUnit)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Información del producto' })).toBeVisible();
    expect(weightField()).toHaveFocus();
    expect(weightField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('the draft keeps the weight', async () => {
    server();
    const { router } = await openCreate();
    await fillProductStep(undefined, { unit: 'Bultos (bulto)', weight: '62,5' });

    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inicio'));
    await router.navigate('/crear-producto');

    expect(await screen.findByText('Recuperamos el borrador que dejaste.')).toBeVisible();
    expect(weightField()).toHaveValue('62,5');
  });
});

describe('create product: the slot for the price hint', () => {
  /** The screen as web/app composes it, with a hint that shows what it was given. */
  function openCreateWithHint() {
    signIn();
    const { finca } = server();
    const page = (
      <QueryClientProvider client={queryClient}>
        <CreateListingPage
          addresses={{ list: [finca], loading: false, failed: false, retry: () => undefined }}
          renderAddressForm={() => null}
          renderPriceHint={(input) => <output aria-label="Pista">{JSON.stringify(input)}</output>}
        />
      </QueryClientProvider>
    );
    const router = createMemoryRouter(
      [
        { path: '/crear-producto', element: page },
        { path: '*', element: null },
      ],
      { initialEntries: ['/crear-producto'] },
    );
    render(<RouterProvider router={router} />);
    return finca;
  }
  const hint = () => screen.queryByRole('status', { name: 'Pista' });
  const hintInput = () => JSON.parse(hint()?.textContent ?? 'null') as unknown;

  it('is given the product, unit, weight, price and address once they are known', async () => {
    const finca = openCreateWithHint();
    await screen.findByRole('heading', { name: 'Información del producto' });
    await pickProduct();
    await chooseUnit('Bultos (bulto)');
    expect(hint()).toBeNull();

    await userEvent.type(screen.getByLabelText('Precio'), '0');
    expect(hint()).toBeNull();
    await userEvent.clear(screen.getByLabelText('Precio'));
    await userEvent.type(screen.getByLabelText('Precio'), '120000');
    expect(hintInput()).toEqual({
      productId: 1003030,
      sizeId: 6,
      unitWeightKg: null,
      price: 120000,
      addressId: null,
    });

    await userEvent.type(screen.getByLabelText(BULTO_WEIGHT), '62,5');
    expect(hintInput()).toMatchObject({ unitWeightKg: 62.5 });
    // Right under the price: read after it, inside its group.
    const priceGroup = screen.getByLabelText('Precio').parentElement!;
    expect(priceGroup).toContainElement(hint());

    await userEvent.clear(screen.getByLabelText(BULTO_WEIGHT));
    await userEvent.type(screen.getByLabelText(BULTO_WEIGHT), '3000');
    expect(hintInput()).toMatchObject({ unitWeightKg: null });
    await userEvent.clear(screen.getByLabelText(BULTO_WEIGHT));
    await userEvent.type(screen.getByLabelText(BULTO_WEIGHT), '50');

    await userEvent.type(screen.getByLabelText('Cantidad disponible'), '50');
    await userEvent.type(screen.getByLabelText('Descripción'), 'Papa de primera');
    await addPhotos([photo('papa.jpg', 40 * KB)]);
    await waitFor(() => expect(previewsShown()).toHaveLength(1));
    await goToAddressStep();
    await userEvent.click(screen.getByRole('radio', { name: /Finca La Esperanza/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Atrás' }));

    expect(hintInput()).toEqual({
      productId: 1003030,
      sizeId: 6,
      unitWeightKg: 50,
      price: 120000,
      addressId: finca.id,
    });

    await chooseUnit('Kilogramos (kg)');
    expect(hintInput()).toMatchObject({ sizeId: 1, unitWeightKg: null });
  });
});
