import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueSearchItem } from '../../../../domain/api/catalogue';
import { queryClient } from '../../../lib/query-client';
import { storageKeys } from '../../../lib/storage-keys';
import { answer, fakeApi } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { renderApp, signIn } from '../../../test/render-app';
import { listingSummary } from '../../../test/listing-test-data';

// docs/product.md §16 on the catalogue screen: the search box and its suggestions, the place
// filters and 'Cerca de mí', all kept in the address.

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const SCREEN_LOAD = { timeout: 5000 };

const cards = [
  listingSummary({ id: 1, name: 'Café pergamino seco', price: 14000, municipality: 'Garzón' }),
  listingSummary({ id: 2, name: 'Plátano hartón verde', price: 2000, municipality: 'Pitalito' }),
];

const suggestions: CatalogueSearchItem[] = [
  {
    category_id: 10,
    category: 'Mercado',
    subcategory_id: 1003,
    subcategory: 'Tubérculos, raíces y plátanos',
    product_id: 1003036,
    product: 'Plátano hartón verde',
  },
  {
    category_id: 1,
    category: 'Despensa',
    subcategory_id: 106,
    subcategory: 'Café',
    product_id: 106502,
    product: 'Café pergamino seco',
  },
];

function api(extra: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /products': ({ query }) =>
      answer(200, {
        data: cards.map((card, index) =>
          query.has('near') ? { ...card, distance_km: [0, 35][index] } : card,
        ),
        meta: { page: 1, pagination: 20, total: 2, last_page: 1, total_is_exact: true },
      }),
    'GET /categories/all': () => answer(200, { data: suggestions }),
    'GET /departments': () =>
      answer(200, {
        data: [
          { id: 5, name: 'Antioquia' },
          { id: 41, name: 'Huila' },
        ],
      }),
    'GET /municipalities/:departmentId': ({ params }) =>
      answer(200, {
        data:
          params.departmentId === '41'
            ? [
                { id: 41298, name: 'Garzón', department_id: 41 },
                { id: 41551, name: 'Pitalito', department_id: 41 },
              ]
            : [{ id: 5001, name: 'Medellín', department_id: 5 }],
      }),
    ...extra,
  });
}

const productQueries = (fake: ReturnType<typeof api>) =>
  fake.requests.filter((r) => r.path === '/products').map((r) => Object.fromEntries(r.query));

function open(path: string) {
  signIn();
  return renderApp(path);
}

const searchBox = () => screen.getByRole('combobox', { name: '¿Qué buscas?' });

describe('the search box', () => {
  it('searches the words in the category, by relevance, and the back button undoes it', async () => {
    const fake = api();
    const app = open('/productos/10?name=Mercado');
    await screen.findByRole('heading', { level: 1, name: 'Mercado' }, SCREEN_LOAD);

    await userEvent.type(searchBox(), 'platano{Enter}');

    expect(
      await screen.findByRole('heading', { level: 1, name: '«platano» en Mercado' }),
    ).toBeVisible();
    expect(app.router.state.location.search).toBe('?name=Mercado&q=platano');
    await waitFor(() =>
      expect(productQueries(fake).at(-1)).toEqual({
        category: '10',
        q: 'platano',
        sort: 'relevance',
        page: '1',
        pagination: '20',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('relevance');

    await app.router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mercado' })).toBeVisible();
    expect(searchBox()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('price_asc');
  });

  it('opens a shared link as it was: words, order, place and page', async () => {
    const fake = api();
    open('/productos/0?name=Todos&q=cafe&sort=price_desc&departamento=41&municipio=41298&page=2');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resultados de «cafe»' }, SCREEN_LOAD),
    ).toBeVisible();
    expect(searchBox()).toHaveValue('cafe');
    expect(productQueries(fake).at(-1)).toEqual({
      category: '0',
      q: 'cafe',
      department_id: '41',
      municipality_id: '41298',
      sort: 'price_desc',
      page: '2',
      pagination: '20',
    });
    expect(await screen.findByRole('combobox', { name: 'Departamento' })).toHaveValue('41');
  });

  it('suggests catalogue products while typing; a tap searches that product', async () => {
    const fake = api();
    window.localStorage.removeItem(storageKeys.quickSearchCache);
    const app = open('/productos/0?name=Todos');
    await screen.findByRole('heading', { level: 1, name: 'Todos los productos' }, SCREEN_LOAD);
    // Nothing is downloaded for suggestions before typing.
    expect(fake.requests.some((r) => r.path === '/categories/all')).toBe(false);

    await userEvent.type(searchBox(), 'plat');
    const option = await screen.findByRole('option', { name: /Plátano hartón verde/ });
    expect(within(option).getByText('Mercado › Tubérculos, raíces y plátanos')).toBeVisible();
    expect(screen.queryByRole('option', { name: /Café/ })).toBeNull();

    await userEvent.click(option);
    await waitFor(() =>
      expect(app.router.state.location.search).toBe('?name=Todos&q=Pl%C3%A1tano+hart%C3%B3n+verde'),
    );
    expect(searchBox()).toHaveValue('Plátano hartón verde');
  });

  it('says what is missing when one letter is searched', async () => {
    api();
    const app = open('/productos/0?name=Todos');
    await screen.findByRole('heading', { level: 1, name: 'Todos los productos' }, SCREEN_LOAD);
    await userEvent.type(searchBox(), 'a{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Escribe al menos 2 caracteres para buscar.',
    );
    expect(app.router.state.location.search).toBe('?name=Todos');
  });
});

describe('place and distance', () => {
  it('"Cerca de mí" starts from the first saved address, sorts by distance and says how far', async () => {
    const fake = api({
      'GET /address': () =>
        answer(200, {
          data: [
            {
              id: 3,
              name: 'Finca',
              address: 'Vereda El Recreo',
              department_id: 41,
              municipality_id: 41298,
              department: 'Huila',
              municipality: 'Garzón',
              vereda: null,
            },
          ],
        }),
    });
    const app = open('/productos/0?name=Todos');
    await screen.findByRole('heading', { level: 1, name: 'Todos los productos' }, SCREEN_LOAD);

    await userEvent.click(screen.getByRole('button', { name: 'Cerca de mí' }));

    await waitFor(() =>
      expect(app.router.state.location.search).toBe(
        '?name=Todos&cerca=41298&radio=50&sort=distance',
      ),
    );
    await waitFor(() =>
      expect(productQueries(fake).at(-1)).toMatchObject({
        near: '41298',
        radius_km: '50',
        sort: 'distance',
      }),
    );
    expect(await screen.findByText('· a 35 km')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('distance');
    expect(await screen.findByRole('combobox', { name: 'Desde el municipio' })).toHaveValue(
      '41298',
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Distancia' }), '100');
    expect(app.router.state.location.search).toBe(
      '?name=Todos&cerca=41298&radio=100&sort=distance',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Quitar distancia' }));
    expect(app.router.state.location.search).toBe('?name=Todos');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('price_asc'),
    );
    expect(screen.getByRole('button', { name: 'Cerca de mí' })).toBeVisible();
  });

  it('"Cerca de mí" asks for a municipality when none is known', async () => {
    api({ 'GET /address': () => answer(200, { data: [] }) });
    const app = open('/productos/0?name=Todos');
    await screen.findByRole('heading', { level: 1, name: 'Todos los productos' }, SCREEN_LOAD);

    await userEvent.click(screen.getByRole('button', { name: 'Cerca de mí' }));
    const department = await screen.findByRole('combobox', { name: 'Desde el departamento' });
    await waitFor(() => expect(department).toBeEnabled());
    await userEvent.selectOptions(department, '41');
    const municipality = screen.getByRole('combobox', { name: 'Desde el municipio' });
    await waitFor(() => expect(municipality).toBeEnabled());
    await userEvent.selectOptions(municipality, '41551');

    expect(app.router.state.location.search).toBe('?name=Todos&cerca=41551&radio=50&sort=distance');
  });

  it('filters by department and municipality', async () => {
    const fake = api();
    const app = open('/productos/10?name=Mercado');
    await screen.findByRole('heading', { level: 1, name: 'Mercado' }, SCREEN_LOAD);

    await userEvent.click(screen.getByRole('button', { name: 'Departamento y municipio' }));
    const department = await screen.findByRole('combobox', { name: 'Departamento' });
    await waitFor(() => expect(department).toBeEnabled());
    await userEvent.selectOptions(department, '41');
    const municipality = screen.getByRole('combobox', { name: 'Municipio' });
    await waitFor(() => expect(municipality).toBeEnabled());
    await userEvent.selectOptions(municipality, '41298');

    expect(app.router.state.location.search).toBe('?name=Mercado&departamento=41&municipio=41298');
    await waitFor(() =>
      expect(productQueries(fake).at(-1)).toMatchObject({
        department_id: '41',
        municipality_id: '41298',
      }),
    );
  });
});

describe('search results (decision 023)', () => {
  it('offers the catalogue spelling of a word found by a near miss: "¿Quisiste decir aguacate?"', async () => {
    api({
      'GET /products': ({ query }) =>
        answer(200, {
          data: cards,
          meta: {
            page: 1,
            pagination: 20,
            total: 2,
            last_page: 1,
            total_is_exact: true,
            ...(query.get('q') === 'aguacte' ? { suggestion: 'aguacate' } : {}),
          },
        }),
    });
    const app = open('/productos/0?name=Todos&q=aguacte');
    const link = await screen.findByRole('link', { name: 'aguacate' }, SCREEN_LOAD);
    expect(link.closest('p')).toHaveTextContent('¿Quisiste decir aguacate?');

    await userEvent.click(link);
    await waitFor(() => expect(app.router.state.location.search).toBe('?name=Todos&q=aguacate'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'aguacate' })).toBeNull());
  });

  it('says "0 productos" when nothing is found', async () => {
    api({
      'GET /products': () =>
        answer(200, {
          data: [],
          meta: { page: 1, pagination: 20, total: 0, last_page: 1, total_is_exact: true },
        }),
    });
    open('/productos/0?name=Todos&q=zzz');
    expect(await screen.findByText('0 productos', {}, SCREEN_LOAD)).toBeVisible();
    expect(
      screen.getByText(
        'No encontramos «zzz» con estos filtros. Prueba con otra palabra o busca más lejos.',
      ),
    ).toBeVisible();
  });

  it('puts the filters behind one button on a phone and shows what is applied as chips that take it away', async () => {
    api();
    const app = open('/productos/0?name=Todos&q=cafe&cerca=41298&radio=50&sort=distance');
    const filters = await screen.findByRole('button', { name: 'Filtros (1)' }, SCREEN_LOAD);
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');

    const chip = await screen.findByRole('button', { name: /Cerca de Garzón · 50 km/ });
    await userEvent.click(chip);
    await waitFor(() => expect(app.router.state.location.search).toBe('?name=Todos&q=cafe'));
    expect(await screen.findByRole('button', { name: 'Filtros' })).toBeVisible();
  });
});
