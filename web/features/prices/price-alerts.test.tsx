import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PriceAlert, PriceReference } from '../../../domain/api/prices';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi, type FakeHandler } from '../../test/fake-api';
import { renderApp, signIn } from '../../test/render-app';

// Following a price on /precios/{product} and seeing what one follows on /precios (decision 018).

afterEach(() => queryClient.clear());

const PAPA = { id: 1003016, name: 'Papa parda pastusa', category_id: 10 };
const BOYACA = { id: 15, name: 'Boyacá' };
const perKg = { id: 1, name: 'Kilogramos', abbreviation: 'kg', per_kg: true };
const perBulto = { id: 6, name: 'Bultos', abbreviation: 'bulto', per_kg: false };
const figures = (median: number | null) => ({
  day: '2026-11-20',
  listing_count: median === null ? 3 : 8,
  outliers: 0,
  median,
  p25: median,
  p75: median,
  min: median,
  max: median,
  change_30d: null,
});

const reference: PriceReference = {
  product: PAPA,
  department: BOYACA,
  units: [
    { unit: perKg, national: figures(1700), department: figures(1600), history: [] },
    { unit: perBulto, national: figures(null), department: null, history: [] },
  ],
  wholesale: [],
};

const alert = (id: number, overrides: Partial<PriceAlert> = {}): PriceAlert => ({
  id,
  product: PAPA,
  department: BOYACA,
  unit: perKg,
  baseline_median: 1600,
  median: 1600,
  created_at: '2026-11-20T15:00:00.000Z',
  ...overrides,
});

function pricesApi(followed: PriceAlert[], extra: Record<string, FakeHandler> = {}) {
  signIn();
  let alerts = [...followed];
  return fakeApi({
    'GET /departments': () => answer(200, { data: [BOYACA] }),
    'GET /categories': () => answer(200, { data: [{ id: 10, name: 'Mercado' }] }),
    'GET /prices/summary': () =>
      answer(200, { data: [], meta: { page: 1, per_page: 20, has_more: false } }),
    'GET /prices': () => answer(200, reference),
    'GET /price-alerts': () => answer(200, { data: alerts }),
    'POST /price-alerts': (request) => {
      const body = request.body as { product_id: number; department_id?: number; size_id: number };
      const created = alert(40 + alerts.length, {
        department: body.department_id ? BOYACA : null,
        unit: body.size_id === perKg.id ? perKg : perBulto,
      });
      alerts = [...alerts, created];
      return answer(201, {
        message: 'Listo. Te avisaremos si el precio típico sube o baja más de 10 %.',
        data: created,
      });
    },
    'DELETE /price-alerts/:id': (request) => {
      alerts = alerts.filter((row) => row.id !== Number(request.params.id));
      return answer(200, { message: 'Dejaste de seguir este precio.' });
    },
    ...extra,
  });
}

const perKilo = () => screen.findByRole('region', { name: 'Por kilogramo' });

describe('/precios/{product}: Avísame si cambia el precio', () => {
  it('follows the price shown (this department, this unit), then offers to stop following it', async () => {
    const api = pricesApi([]);
    renderApp(`/precios/${PAPA.id}?departamento=15`);
    const region = await perKilo();
    const follow = await within(region).findByRole('button', {
      name: 'Avísame si cambia el precio',
    });
    await waitFor(() => expect(follow).toBeEnabled());
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Te avisamos en Notificaciones si el precio típico en Boyacá sube o baja más de 10 %.',
    );

    await userEvent.click(follow);
    const unfollow = await within(region).findByRole('button', {
      name: 'Dejar de seguir este precio',
    });
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      product_id: PAPA.id,
      department_id: BOYACA.id,
      size_id: perKg.id,
    });
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Sigues este precio en Boyacá: te avisaremos en Notificaciones si sube o baja más de 10 %.',
    );
    expect(
      await screen.findByText('Listo. Te avisaremos si el precio típico sube o baja más de 10 %.'),
    ).toBeInTheDocument();
    // The other unit is not followed.
    expect(
      within(screen.getByRole('region', { name: 'Por bultos' })).getByRole('button', {
        name: 'Avísame si cambia el precio',
      }),
    ).toBeInTheDocument();

    await userEvent.click(unfollow);
    expect(
      await within(region).findByRole('button', { name: 'Avísame si cambia el precio' }),
    ).toBeEnabled();
    expect(api.requests.find((r) => r.method === 'DELETE')?.path).toBe('/price-alerts/40');
  });

  it('shows a price already followed as followed, and the whole country’s apart from a department’s', async () => {
    pricesApi([alert(7), alert(8, { department: null, unit: perBulto })]);
    renderApp(`/precios/${PAPA.id}?departamento=15`);
    const region = await perKilo();
    expect(
      await within(region).findByRole('button', { name: 'Dejar de seguir este precio' }),
    ).toBeEnabled();
    // Bultos are followed for the country, not for Boyacá.
    expect(
      within(screen.getByRole('region', { name: 'Por bultos' })).getByRole('button', {
        name: 'Avísame si cambia el precio',
      }),
    ).toBeInTheDocument();
  });

  it('follows the country when no department is chosen', async () => {
    const api = pricesApi([], {
      'GET /prices': () => answer(200, { ...reference, department: null }),
    });
    renderApp(`/precios/${PAPA.id}`);
    const region = await perKilo();
    const follow = await within(region).findByRole('button', {
      name: 'Avísame si cambia el precio',
    });
    expect(within(region).getByRole('status')).toHaveTextContent('en todo el país');
    await waitFor(() => expect(follow).toBeEnabled());
    await userEvent.click(follow);
    await within(region).findByRole('button', { name: 'Dejar de seguir este precio' });
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      product_id: PAPA.id,
      size_id: perKg.id,
    });
  });

  it('says why when the server refuses (20 prices followed already)', async () => {
    pricesApi([], {
      'POST /price-alerts': () =>
        answer(422, { message: 'Ya sigues 20 precios. Deja de seguir uno para seguir otro.' }),
    });
    renderApp(`/precios/${PAPA.id}?departamento=15`);
    const region = await perKilo();
    const follow = await within(region).findByRole('button', {
      name: 'Avísame si cambia el precio',
    });
    await waitFor(() => expect(follow).toBeEnabled());
    await userEvent.click(follow);
    expect(
      await screen.findByText('Ya sigues 20 precios. Deja de seguir uno para seguir otro.'),
    ).toBeInTheDocument();
    expect(
      within(region).getByRole('button', { name: 'Avísame si cambia el precio' }),
    ).toBeEnabled();
  });
});

describe('/precios: Precios que sigues', () => {
  it('lists each followed price with its newest median and a link, and stops following one', async () => {
    const api = pricesApi([
      alert(7, { median: 1792 }),
      alert(8, { department: null, unit: perBulto, median: null, baseline_median: null }),
    ]);
    renderApp('/precios');
    const section = await screen.findByRole('region', { name: 'Precios que sigues' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Papa parda pastusa / kgBoyacá · $ 1.792 / kg');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/precios/${PAPA.id}?departamento=15`,
    );
    expect(items[1]).toHaveTextContent('Papa parda pastusa / bultoTodo el país · Pocos datos');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', `/precios/${PAPA.id}`);

    await userEvent.click(
      within(items[0]!).getByRole('button', {
        name: 'Dejar de seguir: Papa parda pastusa en Boyacá',
      }),
    );
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(api.requests.find((r) => r.method === 'DELETE')?.path).toBe('/price-alerts/7');
  });

  it('shows nothing of it to someone who follows no price', async () => {
    pricesApi([]);
    renderApp('/precios');
    await screen.findByRole('heading', { level: 1, name: 'Bolsa de precios' });
    await waitFor(() =>
      expect(queryClient.getQueryData(['prices', 'alerts'])).toEqual({ data: [] }),
    );
    expect(screen.queryByRole('region', { name: 'Precios que sigues' })).toBeNull();
  });
});
