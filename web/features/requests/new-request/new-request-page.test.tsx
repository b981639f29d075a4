import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bogotaIsoDate } from '../../../../domain/dates';
import { REQUEST_MESSAGES } from '../../../../domain/requests/buy-request';
import { queryClient } from '../../../lib/query-client';
import { answer } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { renderApp, signIn } from '../../../test/render-app';
import { buyRequest, requestsServer, storeMe } from '../request-test-data';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const form = () => screen.getByRole('region', { name: 'Publicar pedido' });

async function openForm() {
  signIn();
  storeMe();
  const app = renderApp('/pedidos/nuevo');
  await screen.findByRole('heading', { level: 1, name: 'Publicar pedido' }, { timeout: 5000 });
  return app;
}

function daysAhead(days: number) {
  const date = new Date(`${bogotaIsoDate()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function choose(label: string, option: string) {
  await userEvent.selectOptions(
    within(form()).getByLabelText(label),
    await within(form()).findByRole('option', { name: option }),
  );
}

/** 'Busco 20 bultos de papa pastusa' in Tunja, delivered, in a week. */
async function fillPotatoes() {
  await userEvent.type(within(form()).getByRole('combobox', { name: /producto/ }), 'papa');
  await userEvent.click(await screen.findByRole('option', { name: /Papa parda pastusa/ }));
  await userEvent.type(within(form()).getByLabelText('Cantidad'), '20');
  await choose('Unidad', 'Bultos (bulto)');
  await userEvent.type(
    within(form()).getByLabelText('Peso de cada bulto en kilos (opcional)'),
    '50',
  );
  await choose('Departamento', 'Boyacá');
  await choose('Municipio', 'Tunja');
  await userEvent.click(within(form()).getByRole('radio', { name: 'Que me lo entreguen' }));
  fireEvent.change(within(form()).getByLabelText('¿Para cuándo?'), {
    target: { value: daysAhead(7) },
  });
  await userEvent.type(within(form()).getByLabelText('Precio máximo (opcional)'), '90000');
}

const publish = () => userEvent.click(screen.getByRole('button', { name: 'Publicar pedido' }));

describe('/pedidos/nuevo (Busco)', () => {
  it('says what is missing, beside each field, and sends nothing', async () => {
    const api = requestsServer({});
    await openForm();

    await publish();

    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Revisa los campos marcados.',
    );
    const product = within(form()).getByRole('combobox', { name: /producto/ });
    expect(product).toHaveAccessibleDescription(
      expect.stringContaining(REQUEST_MESSAGES.productRequired),
    );
    expect(product).toHaveFocus();
    expect(within(form()).getByLabelText('Cantidad')).toHaveAccessibleDescription(
      expect.stringContaining(REQUEST_MESSAGES.quantityRequired),
    );
    expect(within(form()).getByLabelText('Unidad')).toHaveAccessibleDescription(
      expect.stringContaining(REQUEST_MESSAGES.sizeRequired),
    );
    expect(form()).toHaveTextContent(REQUEST_MESSAGES.deliveryRequired);
    expect(form()).toHaveTextContent(REQUEST_MESSAGES.neededByRequired);
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('refuses a date before today without asking the server', async () => {
    const api = requestsServer({});
    await openForm();
    await fillPotatoes();
    fireEvent.change(within(form()).getByLabelText('¿Para cuándo?'), {
      target: { value: daysAhead(-1) },
    });

    await publish();

    expect(within(form()).getByLabelText('¿Para cuándo?')).toHaveAccessibleDescription(
      REQUEST_MESSAGES.neededByInPast,
    );
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('posts the request as the API takes it and opens it', async () => {
    let sent: FakeRequest | undefined;
    const created = buyRequest({ id: 321, is_mine: true, distance_km: null });
    const api = requestsServer(
      { mine: [created] },
      {
        'POST /buy-requests': (request) => {
          sent = request;
          return answer(201, { message: REQUEST_MESSAGES.published, data: created });
        },
      },
    );
    const app = await openForm();
    await fillPotatoes();

    await publish();

    await waitFor(() => expect(app.currentPath()).toBe('/pedidos/321'));
    expect(sent?.body).toEqual({
      product_id: 120,
      quantity: 20,
      size_id: 6,
      unit_weight_kg: 50,
      municipality_id: 15001,
      delivery: 'entrega',
      needed_by: daysAhead(7),
      frequency: 'once',
      max_price: 90000,
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Busco 20 bultos de papa parda pastusa',
      }),
    ).toBeVisible();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's 422 messages beside their fields", async () => {
    requestsServer(
      {},
      {
        'POST /buy-requests': () =>
          answer(422, {
            message: 'Revisa los datos.',
            errors: { municipality_id: [REQUEST_MESSAGES.unknownMunicipality] },
          }),
      },
    );
    await openForm();
    await fillPotatoes();

    await publish();

    const municipality = within(form()).getByLabelText('Municipio');
    await waitFor(() =>
      expect(municipality).toHaveAccessibleDescription(
        expect.stringContaining(REQUEST_MESSAGES.unknownMunicipality),
      ),
    );
    expect(municipality).toHaveFocus();
    expect(within(form()).getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
  });

  it('says the open-request limit when the server refuses a sixth', async () => {
    requestsServer(
      {},
      { 'POST /buy-requests': () => answer(409, { message: REQUEST_MESSAGES.tooManyOpen }) },
    );
    await openForm();
    await fillPotatoes();

    await publish();

    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      REQUEST_MESSAGES.tooManyOpen,
    );
  });
});
