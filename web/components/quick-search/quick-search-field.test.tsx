import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueSearchItem } from '../../../domain/api/catalogue';
import { CATALOGUE } from '../../../domain/limits';
import { storageKeys } from '../../lib/storage-keys';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeAnswer } from '../../test/fake-api';
import { QuickSearchField } from './quick-search-field';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const item = (
  product_id: number,
  product: string,
  subcategory = 'Tubérculos, raíces y plátanos',
  category = 'Mercado',
): CatalogueSearchItem => ({
  category_id: 10,
  category,
  subcategory_id: 1003,
  subcategory,
  product_id,
  product,
});

const catalogue = [
  item(1, 'Plátano hartón'),
  item(2, 'Plátano dominico'),
  item(3, 'Ñame espino'),
  item(4, 'Café pergamino seco', 'Café', 'Despensa'),
  item(5, 'Papa criolla'),
];

const never = () => new Promise<FakeAnswer>(() => undefined);

function storeCatalogue(items: CatalogueSearchItem[], ageMs = 0) {
  window.localStorage.setItem(
    storageKeys.quickSearchCache,
    JSON.stringify({ timestamp: Date.now() - ageMs, items }),
  );
}

function Harness({ onPick }: { onPick?: (item: CatalogueSearchItem) => void }) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<CatalogueSearchItem | null>(null);
  return (
    <>
      <label htmlFor="producto">Producto</label>
      <QuickSearchField
        id="producto"
        text={text}
        picked={picked}
        onTextChange={(value) => {
          setText(value);
          setPicked(null);
        }}
        onPick={(value) => {
          setText(value.product);
          setPicked(value);
          onPick?.(value);
        }}
      />
    </>
  );
}

function renderSearch(onPick?: (item: CatalogueSearchItem) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness onPick={onPick} />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Producto' });
}

const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');
const searchRequests = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((r) => r.path === '/categories/all' && r.query.has('q'));
const catalogueRequests = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((r) => r.path === '/categories/all' && !r.query.has('q'));

describe('product quick search', () => {
  it('asks for 2 characters before searching', async () => {
    storeCatalogue(catalogue);
    const input = renderSearch();

    await userEvent.type(input, 'p');

    expect(screen.getByText('Escribe al menos 2 caracteres para buscar.')).toBeVisible();
    expect(options()).toHaveLength(0);
    await userEvent.type(input, 'a');
    expect(await screen.findByRole('option', { name: /Papa criolla/ })).toBeVisible();
    expect(screen.queryByText('Escribe al menos 2 caracteres para buscar.')).toBeNull();
  });

  it('waits 160 ms after the last key before asking the server, once', async () => {
    vi.useFakeTimers();
    const api = fakeApi({
      'GET /categories/all': ({ query }) =>
        query.has('q') ? answer(200, { data: [catalogue[0]] }) : never(),
    });
    const input = renderSearch();
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    for (const text of ['p', 'pl', 'pla', 'plat']) {
      fireEvent.change(input, { target: { value: text } });
      await wait(100);
    }
    expect(searchRequests(api)).toHaveLength(0);

    await wait(CATALOGUE.quickSearchDebounceMs - 100 - 1);
    expect(searchRequests(api)).toHaveLength(0);
    await wait(1);
    expect(searchRequests(api).map((r) => r.query.get('q'))).toEqual(['plat']);

    await wait(50);
    expect(screen.getByRole('option', { name: /Plátano hartón/ })).toBeVisible();
  });

  it('finds products ignoring accents and capitals, showing category › subcategory', async () => {
    storeCatalogue(catalogue);
    const input = renderSearch();

    await userEvent.type(input, 'PLATANO');
    const first = await screen.findByRole('option', { name: /Plátano dominico/ });
    expect(first).toHaveTextContent('Mercado › Tubérculos, raíces y plátanos');
    // Names that start with the text first; the subcategory ("… plátanos") matches the rest.
    expect(options().map((o) => o.querySelector('span')?.textContent)).toEqual([
      'Plátano dominico',
      'Plátano hartón',
      'Ñame espino',
      'Papa criolla',
    ]);

    await userEvent.clear(input);
    await userEvent.type(input, 'name');
    expect(await screen.findByRole('option', { name: /Ñame espino/ })).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, 'cafe');
    expect(await screen.findByRole('option', { name: /Café pergamino seco/ })).toHaveTextContent(
      'Despensa › Café',
    );
  });

  it('shows at most 50 results', async () => {
    storeCatalogue(Array.from({ length: 80 }, (_, i) => item(100 + i, `Papa variedad ${i + 1}`)));
    const input = renderSearch();

    await userEvent.type(input, 'papa');

    await screen.findAllByRole('option');
    expect(options()).toHaveLength(CATALOGUE.quickSearchMaxResults);
  });

  it('searches the stored catalogue on the phone without asking the server', async () => {
    storeCatalogue(catalogue, CATALOGUE.quickSearchStoredCacheMs - 60_000);
    const api = fakeApi({});
    const input = renderSearch();

    await userEvent.type(input, 'papa');

    expect(await screen.findByRole('option', { name: /Papa criolla/ })).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it.each<[string, unknown[], number]>([
    ['older than 24 hours', [item(9, 'Papa pastusa')], CATALOGUE.quickSearchStoredCacheMs + 60_000],
    ['a product without its name', [{ ...item(9, 'Papa pastusa'), product: undefined }], 0],
    ['an id written as text', [{ ...item(9, 'Papa pastusa'), product_id: '9' }], 0],
    ['no products at all', [], 0],
  ])(
    'downloads the whole catalogue once when the stored copy is %s',
    async (_case, items, ageMs) => {
      storeCatalogue(items as CatalogueSearchItem[], ageMs);
      const api = fakeApi({
        'GET /categories/all': ({ query }) =>
          query.has('q')
            ? answer(500, { message: 'Ocurrió un error' })
            : answer(200, { data: catalogue }),
      });
      const input = renderSearch();

      await userEvent.type(input, 'papa');

      expect(await screen.findByRole('option', { name: /Papa criolla/ })).toBeVisible();
      expect(screen.queryByRole('option', { name: /Papa pastusa/ })).toBeNull();
      expect(catalogueRequests(api)).toHaveLength(1);
      expect(searchRequests(api)).toHaveLength(0);
      const stored = JSON.parse(window.localStorage.getItem(storageKeys.quickSearchCache)!);
      expect(stored.items).toEqual(catalogue);
      expect(Date.now() - stored.timestamp).toBeLessThan(5_000);
    },
  );

  it('asks the server while there is no catalogue copy', async () => {
    const api = fakeApi({
      'GET /categories/all': ({ query }) =>
        query.has('q')
          ? answer(200, { data: [item(7, 'Plátano hartón verde')] })
          : answer(500, { message: 'Ocurrió un error' }),
    });
    const input = renderSearch();

    await userEvent.type(input, 'hartón');

    expect(await screen.findByRole('option', { name: /Plátano hartón verde/ })).toBeVisible();
    expect(searchRequests(api).at(-1)?.query.get('q')).toBe('hartón');
  });

  it('says when nothing matches', async () => {
    storeCatalogue(catalogue);
    const input = renderSearch();

    await userEvent.type(input, 'tractor');

    expect(await screen.findByText(/No encontramos «tractor»/)).toBeVisible();
  });

  it('a tap or the arrows and Enter pick a product and close the list', async () => {
    storeCatalogue(catalogue);
    const onPick = vi.fn();
    const input = renderSearch(onPick);

    await userEvent.type(input, 'plat');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Enter}');

    expect(onPick).toHaveBeenCalledWith(catalogue[0]);
    expect(input).toHaveValue('Plátano hartón');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.clear(input);
    await userEvent.type(input, 'papa');
    await userEvent.click(await screen.findByRole('option', { name: /Papa criolla/ }));
    expect(onPick).toHaveBeenLastCalledWith(catalogue[4]);
  });
});
