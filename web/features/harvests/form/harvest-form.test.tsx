import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bogotaIsoDate } from '../../../../domain/dates';
import { HARVEST_MESSAGES } from '../../../../domain/harvests/harvest';
import { queryClient } from '../../../lib/query-client';
import { answer } from '../../../test/fake-api';
import { renderApp, signIn } from '../../../test/render-app';
import { harvest, harvestServer } from '../harvest-test-data';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => bogotaIsoDate(Date.now() + days * DAY);

async function openForm() {
  signIn();
  const app = renderApp('/cosechas/nueva');
  await screen.findByRole('heading', { level: 1, name: 'Anunciar cosecha' });
  return app;
}

async function pickPapa() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Producto' }), 'papa');
  await userEvent.click(await screen.findByRole('option', { name: /Papa parda pastusa/ }));
}

async function chooseBultos() {
  await userEvent.selectOptions(
    screen.getByLabelText('Unidad'),
    await screen.findByRole('option', { name: 'Bultos (bulto)' }),
  );
}

describe('announcing a harvest', () => {
  it("says what is missing, in the schema's words, and sends nothing", async () => {
    const api = harvestServer({});
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Anunciar cosecha' }));

    expect(await screen.findByText(HARVEST_MESSAGES.productRequired)).toBeVisible();
    expect(screen.getByText(HARVEST_MESSAGES.expectedOnRequired)).toBeVisible();
    expect(screen.getByText(HARVEST_MESSAGES.sizeRequired)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Producto' })).toHaveFocus();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('refuses a date before today, as the server would', async () => {
    harvestServer({});
    await openForm();
    fireEvent.change(screen.getByLabelText('Fecha estimada de cosecha'), {
      target: { value: inDays(-2) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Anunciar cosecha' }));
    expect(await screen.findByText(HARVEST_MESSAGES.expectedOnInPast)).toBeVisible();
  });

  it('sends product, date, quantity, unit and weight, the farm and the price, then opens the harvest', async () => {
    const expectedOn = inDays(20);
    const state = { harvest: harvest({ is_mine: true, expected_on: expectedOn }) };
    const api = harvestServer(state, {
      'POST /harvests': () =>
        answer(201, { message: HARVEST_MESSAGES.announced, data: state.harvest }),
    });
    const app = await openForm();
    await pickPapa();
    fireEvent.change(screen.getByLabelText('Fecha estimada de cosecha'), {
      target: { value: expectedOn },
    });
    await userEvent.type(screen.getByLabelText('Cantidad que esperas'), '80');
    await chooseBultos();
    await userEvent.type(screen.getByLabelText('Peso de cada bulto en kilos (opcional)'), '50');
    // The only saved address comes chosen.
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Finca El Roble/ })).toBeChecked(),
    );
    await userEvent.type(screen.getByLabelText('Precio que esperas (opcional)'), '95000');
    expect(screen.getByLabelText('Precio que esperas (opcional)')).toHaveValue('$ 95.000');
    await userEvent.click(screen.getByRole('button', { name: 'Anunciar cosecha' }));

    await waitFor(() => expect(app.currentPath()).toBe('/cosechas/90'));
    expect(api.requests.find((r) => r.method === 'POST' && r.path === '/harvests')?.body).toEqual({
      product_id: 1003016,
      expected_on: expectedOn,
      quantity: 80,
      size_id: 6,
      unit_weight_kg: 50,
      address_id: 300,
      expected_price: 95000,
    });
  });

  it("shows the server's refusal of a sixth open harvest", async () => {
    harvestServer(
      {},
      { 'POST /harvests': () => answer(409, { message: HARVEST_MESSAGES.tooManyOpen }) },
    );
    await openForm();
    await pickPapa();
    fireEvent.change(screen.getByLabelText('Fecha estimada de cosecha'), {
      target: { value: inDays(5) },
    });
    await userEvent.type(screen.getByLabelText('Cantidad que esperas'), '10');
    await chooseBultos();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Finca El Roble/ })).toBeChecked(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Anunciar cosecha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HARVEST_MESSAGES.tooManyOpen);
  });
});

describe('editing a harvest', () => {
  it('starts from the harvest, with the farm in its municipality chosen, and sends PUT', async () => {
    const state = { harvest: harvest({ is_mine: true, expected_on: inDays(3) }) };
    const api = harvestServer(state, {
      'PUT /harvests/:id': ({ body }) =>
        answer(200, {
          message: HARVEST_MESSAGES.updated,
          data: { ...state.harvest, ...(body as object) },
        }),
    });
    signIn();
    const app = renderApp('/cosechas/90/editar');
    await screen.findByRole('heading', { level: 1, name: 'Editar cosecha' });
    expect(await screen.findByRole('combobox', { name: 'Producto' })).toHaveValue(
      'Papa parda pastusa',
    );
    expect(screen.getByLabelText('Cantidad que esperas')).toHaveValue('80');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Finca El Roble/ })).toBeChecked(),
    );

    await userEvent.clear(screen.getByLabelText('Cantidad que esperas'));
    await userEvent.type(screen.getByLabelText('Cantidad que esperas'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(app.currentPath()).toBe('/cosechas/90'));
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      product_id: 1003016,
      quantity: 60,
      address_id: 300,
    });
  });
});
