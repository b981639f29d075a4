import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingDetail } from '../test/listing-test-data';
import { queryClient } from '../lib/query-client';
import { answer, fakeApi } from '../test/fake-api';
import { renderApp, signIn } from '../test/render-app';
import { renderPriceHint } from './price-hint';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

// The seller's "¿Mi precio es justo?" on the real edit screen: the listings feature says what is
// priced, the Bolsa de precios answers for the address's department.

const listing = listingDetail({ is_owner: true, price: 18_000, size_id: 6, unit_weight_kg: 50 });
const address = {
  id: listing.address.id,
  user_id: 7,
  country_id: 1,
  department_id: 5,
  municipalite_id: 5001,
  municipality_id: 5001,
  name: 'Finca',
  address: listing.address.address,
  vereda: null,
  address_private: false,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  department: { id: 5, name: 'Antioquia' },
  municipality: { id: 5001, name: 'Medellín' },
};
const perKgFigures = {
  day: '2026-11-20',
  listing_count: 7,
  outliers: 0,
  median: 400,
  p25: 350,
  p75: 450,
  min: 300,
  max: 500,
  change_30d: null,
};

function server(fields: Partial<typeof listing> = {}) {
  return fakeApi({
    'GET /sizes': () =>
      answer(200, {
        data: [
          { id: 1, name: 'Kilogramos', abbreviation: 'kg' },
          { id: 6, name: 'Bultos', abbreviation: 'bulto' },
        ],
      }),
    'GET /products/:id': () => answer(200, { data: { ...listing, ...fields, images: [] } }),
    'GET /products/:id/images': () => answer(200, { data: [] }),
    'GET /address': () => answer(200, { data: [address] }),
    'GET /prices': () =>
      answer(200, {
        product: { id: listing.product_id, name: listing.name, category_id: 10 },
        department: { id: 5, name: 'Antioquia' },
        units: [
          {
            unit: { id: 1, name: 'Kilogramos', abbreviation: 'kg', per_kg: true },
            national: null,
            department: perKgFigures,
            history: [],
          },
        ],
        wholesale: [],
      }),
  });
}

const hint = async () => (await screen.findByText('¿Mi precio es justo?')).parentElement;

async function typePrice(value: string) {
  const price = screen.getByRole('textbox', { name: /Precio/ });
  await userEvent.clear(price);
  await userEvent.type(price, value);
}

describe('¿Mi precio es justo?', () => {
  it('says where the price of a 50 kg bulto falls per kilo in its department, as it is typed', async () => {
    const api = server();
    signIn();
    renderApp(`/producto/${listing.id}/editar`);
    // 18,000 for 50 kg is 360 a kilo: within 350–450.
    expect(await hint()).toHaveTextContent(
      '¿Mi precio es justo? Tu bulto de 50 kg sale a $ 360 el kilo: queda dentro del rango de lo que se publica en Antioquia: $ 350 – $ 450 el kilo, o sea $ 17.500 – $ 22.500 por bulto de 50 kg.',
    );
    const price = screen.getByRole('textbox', { name: /Precio/ });
    await userEvent.clear(price);
    await userEvent.type(price, '30000');
    await waitFor(async () => expect(await hint()).toHaveTextContent(/queda por encima del rango/));
    const asked = api.requests.filter((r) => r.path === '/prices');
    expect(Object.fromEntries(asked[0]!.query)).toEqual({
      product_id: String(listing.product_id),
      department_id: '5',
    });
    expect(asked).toHaveLength(1);
  });

  it('a price ten times the range is named as a probable typo', async () => {
    server();
    signIn();
    renderApp(`/producto/${listing.id}/editar`);
    await hint();
    // 250,000 for 50 kg is 5,000 a kilo: more than ten times 450.
    await typePrice('250000');
    await waitFor(async () =>
      expect(await hint()).toHaveTextContent(
        '¿Mi precio es justo? Tu precio es 10 veces o más lo que se publica en Antioquia ($ 350 – $ 450 el kilo, o sea $ 17.500 – $ 22.500 por bulto de 50 kg). ¿Le sobra un cero? Revísalo antes de publicar.',
      ),
    );
  });

  it('a bulto without its weight asks for it instead of saying nothing', async () => {
    server({ unit_weight_kg: null });
    signIn();
    renderApp(`/producto/${listing.id}/editar`);
    expect(await hint()).toHaveTextContent(
      '¿Mi precio es justo? Escribe cuántos kilos trae cada bulto para comparar tu precio: en Antioquia se publica por kilo.',
    );
  });

  it('before an address is chosen (step 1 of publishing), uses the department of the saved one', async () => {
    const api = server();
    signIn();
    render(
      <QueryClientProvider client={queryClient}>
        {renderPriceHint({
          productId: listing.product_id,
          sizeId: 6,
          unitWeightKg: 50,
          price: 18_000,
          addressId: null,
        })}
      </QueryClientProvider>,
    );
    expect(await hint()).toHaveTextContent(/en Antioquia/);
    const asked = api.requests.filter((r) => r.path === '/prices');
    expect(asked.map((r) => r.query.get('department_id'))).toEqual(['5']);
  });
});
