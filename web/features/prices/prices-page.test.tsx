import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceReference, PriceSummaryItem } from '../../../domain/api/prices';
import { queryClient } from '../../lib/query-client';
import { answer, fakeApi } from '../../test/fake-api';
import { renderApp, signIn } from '../../test/render-app';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const perKg = { id: 1, name: 'Kilogramos', abbreviation: 'kg', per_kg: true };
const figures = {
  day: '2026-11-20',
  listing_count: 8,
  outliers: 1,
  median: 1350,
  p25: 1175,
  p75: 1525,
  min: 1000,
  max: 1700,
  change_30d: 4.5,
};
const corabastos = {
  city: 'Bogotá, D.C.',
  market: 'Corabastos',
  period: 'semana' as const,
  day: '2026-11-16',
  min: 6800,
  max: 8200,
  mean: 7450,
};

const aguacate: PriceSummaryItem = {
  product: { id: 1002002, name: 'Aguacate Hass', category_id: 10 },
  unit: perKg,
  figures,
  wholesale: corabastos,
};
const mora: PriceSummaryItem = {
  product: { id: 1002059, name: 'Mora de Castilla', category_id: 10 },
  unit: perKg,
  figures: {
    ...figures,
    listing_count: 4,
    outliers: 0,
    median: null,
    p25: null,
    p75: null,
    min: null,
    max: null,
    change_30d: null,
  },
  wholesale: null,
};

function prices(pages: PriceSummaryItem[][] = [[aguacate, mora]]) {
  return fakeApi({
    'GET /departments': () => answer(200, { data: [{ id: 5, name: 'Antioquia' }] }),
    'GET /categories': () => answer(200, { data: [{ id: 10, name: 'Mercado' }] }),
    'GET /prices/summary': ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      return answer(200, {
        data: pages[page - 1] ?? [],
        meta: { page, per_page: 20, has_more: page < pages.length },
      });
    },
    'GET /prices': () =>
      answer(200, {
        product: aguacate.product,
        department: { id: 5, name: 'Antioquia' },
        units: [
          {
            unit: perKg,
            national: { ...figures, median: 1400 },
            department: figures,
            history: [
              { day: '2026-10-22', median: 1290 },
              { day: '2026-10-23', median: null },
              { day: '2026-11-20', median: 1350 },
            ],
          },
        ],
        wholesale: [corabastos],
      } satisfies PriceReference),
  });
}

describe('/precios (Bolsa de precios)', () => {
  it('shows each product with its typical price, range, trend and the SIPSA wholesale price', async () => {
    prices();
    signIn();
    renderApp('/precios');
    const list = await screen.findByRole('list', { name: 'Bolsa de precios' });
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveTextContent('Aguacate Hass / kg');
    expect(first).toHaveTextContent('$ 1.350 / kg');
    expect(first).toHaveTextContent(
      'La mitad se vende entre $ 1.175 – $ 1.525 / kg · 8 publicaciones',
    );
    expect(first).toHaveTextContent('Subió 4,5 % en 30 días');
    expect(first).toHaveTextContent(
      'Precio mayorista SIPSA-DANE, Corabastos Bogotá, semana del 16 de noviembre de 2026: $ 7.450 / kg',
    );
    expect(second).toHaveTextContent('Pocos datos (4 publicaciones)');
    expect(second).not.toHaveTextContent('$');
  });

  it('keeps the words, category and department in the address', async () => {
    const api = prices();
    signIn();
    const { router } = renderApp('/precios');
    await screen.findByRole('list', { name: 'Bolsa de precios' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar producto' }), 'aguacate');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar precios' }));
    await screen.findByRole('option', { name: 'Antioquia' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Departamento' }), '5');
    // The next choice is made once the screen shows this one, as a person does.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Departamento' })).toHaveValue('5'),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), '10');
    expect(router.state.location.search).toBe('?q=aguacate&categoria=10&departamento=5');
    await waitFor(() => {
      const last = api.requests.filter((r) => r.path === '/prices/summary').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({
        q: 'aguacate',
        category: '10',
        department_id: '5',
        page: '1',
      });
    });
  });

  it('asks for the next page with "Ver más"', async () => {
    prices([[aguacate], [mora]]);
    signIn();
    renderApp('/precios');
    await userEvent.click(await screen.findByRole('button', { name: 'Ver más' }));
    expect(await screen.findByText('Mora de Castilla')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it('a product shows the department and the country, the 90-day line as a table, and SIPSA', async () => {
    prices();
    signIn();
    renderApp('/precios/1002002?departamento=5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aguacate Hass' }),
    ).toBeInTheDocument();
    const perKilo = screen.getByRole('region', { name: 'Por kilogramo' });
    expect(within(perKilo).getByRole('heading', { name: 'Antioquia' })).toBeInTheDocument();
    expect(perKilo).toHaveTextContent('$ 1.350 / kg');
    expect(perKilo).toHaveTextContent('se dejaron por fuera 1 precio muy alejado');
    expect(within(perKilo).getByRole('heading', { name: 'Todo el país' })).toBeInTheDocument();
    expect(perKilo).toHaveTextContent('$ 1.400 / kg');
    const table = within(perKilo).getByRole('table', { name: 'Últimos 90 días en Antioquia' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(table).toHaveTextContent('23 de octubre de 2026Pocos datos');
    expect(screen.getByText(/Precio mayorista SIPSA-DANE, Corabastos Bogotá/)).toBeInTheDocument();
  });

  it('the 90-day line says its first and last days, its extremes, and starts at $ 0', async () => {
    prices();
    signIn();
    renderApp('/precios/1002002?departamento=5');
    const perKilo = await screen.findByRole('region', { name: 'Por kilogramo' });
    const chart = perKilo.querySelector('figure')!;
    expect(chart).toHaveTextContent('22 de octubre de 2026');
    expect(chart).toHaveTextContent('20 de noviembre de 2026');
    expect(chart).toHaveTextContent(
      'Últimos 90 días en Antioquia: el más bajo $ 1.290, el más alto $ 1.350 / kg. La escala empieza en $ 0.',
    );
    // $ 1.290 and $ 1.350 are 4 % apart: the line stays near the top, not across the height.
    const ys = [
      ...chart
        .querySelector('path')!
        .getAttribute('d')!
        .matchAll(/[ML][\d.]+ ([\d.]+)/g),
    ];
    const [lowY, highY] = ys.map((match) => Number(match[1]));
    expect(Math.abs(lowY! - highY!)).toBeLessThan(10);
  });

  it('"$" stays with its figure inside the SIPSA brackets', async () => {
    prices();
    signIn();
    renderApp('/precios/1002002?departamento=5');
    const sipsa = await screen.findByText(/Precio mayorista SIPSA-DANE, Corabastos Bogotá/);
    expect(sipsa.parentElement!.textContent).toMatch(/\(\$\u00a0[\d.]+ – \$\u00a0[\d.]+\)/);
  });
});
