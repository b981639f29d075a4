import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_MESSAGES } from '../../../domain/requests/buy-request';
import { queryClient } from '../../lib/query-client';
import { answer } from '../../test/fake-api';
import type { FakeRequest } from '../../test/fake-api';
import { renderApp, signIn } from '../../test/render-app';
import { buyRequest, requestAnswer, requestsServer, storeMe } from './request-test-data';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

async function open(path: string) {
  signIn();
  storeMe();
  const app = renderApp(path);
  return app;
}

const nearbyList = () => screen.findByRole('list', { name: 'Pedidos cerca de ti' });

describe('/pedidos: Pedidos cerca de ti', () => {
  it('shows what each buyer looks for, where, how far, by when and the most they pay', async () => {
    requestsServer({
      nearby: [
        buyRequest(),
        buyRequest({
          product: { id: 210, name: 'Plátano hartón' },
          quantity: 1,
          size: { id: 1, name: 'Kilogramos', abbreviation: 'kg' },
          unit_weight_kg: null,
          frequency: 'weekly',
          delivery: 'recoge',
          max_price: null,
          distance_km: 0,
        }),
      ],
    });
    await open('/pedidos');

    const [potatoes, plantain] = within(await nearbyList()).getAllByRole('article') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(
      within(potatoes).getByRole('heading', { name: 'Busco 20 bultos de papa parda pastusa' }),
    ).toBeVisible();
    expect(potatoes).toHaveTextContent('de 50 kg cada uno');
    expect(potatoes).toHaveTextContent('Tunja, Boyacá · a 38 km');
    expect(potatoes).toHaveTextContent('Para el 18 de diciembre de 2026');
    expect(potatoes).toHaveTextContent('Que me lo entreguen');
    expect(potatoes).toHaveTextContent('Paga hasta $ 90.000 por bulto');
    expect(within(potatoes).getByRole('link', { name: /^Tengo/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/pedidos\/\d+$/),
    );

    expect(plantain).toHaveTextContent('Busco 1 kg de plátano hartón');
    expect(plantain).toHaveTextContent('en el mismo municipio');
    expect(plantain).toHaveTextContent('Cada semana, desde el 18 de diciembre de 2026');
    expect(plantain).toHaveTextContent('Yo lo recojo');
    expect(plantain).not.toHaveTextContent('Paga hasta');
  });

  it('filters by product and distance, in the address and in what it asks the server', async () => {
    const api = requestsServer({ nearby: [buyRequest()] });
    const app = await open('/pedidos');
    await nearbyList();

    await userEvent.selectOptions(screen.getByLabelText('Distancia'), 'Hasta 50 km');
    await userEvent.type(screen.getByRole('combobox', { name: 'Producto' }), 'papa');
    await userEvent.click(await screen.findByRole('option', { name: /Papa parda pastusa/ }));

    await waitFor(() => {
      const asked = api.requests.filter((request) => request.path === '/buy-requests').at(-1);
      expect(asked?.query.get('radius_km')).toBe('50');
      expect(asked?.query.get('product_id')).toBe('120');
    });
    expect(app.router.state.location.search).toContain('distancia=50');
    expect(app.router.state.location.search).toContain('producto=120');
  });

  it('says so when nobody nearby is looking for anything', async () => {
    requestsServer({ nearby: [] });
    await open('/pedidos');

    expect(await screen.findByText('No hay pedidos cerca por ahora')).toBeVisible();
  });

  it("'Mis pedidos' shows the buyer's own requests with their state and who answered", async () => {
    requestsServer({
      mine: [
        buyRequest({ is_mine: true, distance_km: null, answer_count: 2 }),
        buyRequest({
          is_mine: true,
          distance_km: null,
          status: 'closed',
          closed_reason: 'conseguido',
        }),
      ],
    });
    await open('/pedidos?vista=mios');

    const [open_, closed] = within(
      await screen.findByRole('list', { name: 'Mis pedidos' }),
    ).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(open_).toHaveTextContent('Abierto');
    expect(open_).toHaveTextContent('2 respuestas');
    expect(within(open_).getByRole('link', { name: /^Ver respuestas/ })).toBeVisible();
    expect(closed).toHaveTextContent('Cerrado: Ya lo conseguí');
    expect(closed).toHaveTextContent('Nadie ha respondido aún');
  });
});

describe('/pedidos/{id}: Tengo', () => {
  const potatoes = buyRequest({ id: 555 });

  it('a seller answers with one of her products, then may write to the buyer', async () => {
    let sent: FakeRequest | undefined;
    const answered = {
      ...potatoes,
      my_answer: { ...requestAnswer(), seller: undefined, contacted: undefined },
      buyer_phone: '3001112233',
    };
    requestsServer(
      { nearby: [potatoes] },
      {
        'GET /products/my': () =>
          answer(200, {
            data: [{ id: 77, name: 'Papa parda pastusa', price: 85000, size: 'bulto' }],
            meta: {
              page: 1,
              per_page: 12,
              has_more: false,
              counts: { all: 1, active: 1, inactive: 0, sold: 0 },
              max_active: 5,
            },
          }),
        'PUT /buy-requests/:id/answers/mine': (request) => {
          sent = request;
          return answer(200, { message: REQUEST_MESSAGES.answerSaved, data: answered });
        },
      },
    );
    await open('/pedidos/555');

    const section = await screen.findByRole('region', { name: '¿Lo tienes? Dile «Tengo»' });
    // Nobody who has not answered sees the buyer's number.
    expect(screen.queryByRole('link', { name: /Escribir al comprador/ })).not.toBeInTheDocument();
    await userEvent.click(
      await within(section).findByRole('radio', { name: /Papa parda pastusa.*85\.000/ }),
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Enviar «Tengo»' }));

    await waitFor(() => expect(sent?.body).toEqual({ listing_id: 77 }));
    const mine = await screen.findByRole('region', { name: 'Tu respuesta' });
    expect(mine).toHaveTextContent('Respondiste con «Papa parda pastusa».');
    const whatsapp = within(mine).getByRole('link', { name: /Escribir al comprador/ });
    const url = new URL(whatsapp.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/573001112233');
    expect(url.searchParams.get('text')).toContain('tu pedido de 20 bultos de papa parda pastusa');
  });

  it('a seller without products on offer answers with a price, quantity and date', async () => {
    let sent: FakeRequest | undefined;
    requestsServer(
      { nearby: [potatoes] },
      {
        'GET /products/my': () =>
          answer(200, {
            data: [],
            meta: {
              page: 1,
              per_page: 12,
              has_more: false,
              counts: { all: 0, active: 0, inactive: 0, sold: 0 },
              max_active: 5,
            },
          }),
        'PUT /buy-requests/:id/answers/mine': (request) => {
          sent = request;
          return answer(422, {
            message: 'Revisa los datos.',
            errors: { available_on: [REQUEST_MESSAGES.answerDateInPast] },
          });
        },
      },
    );
    await open('/pedidos/555');
    const section = await screen.findByRole('region', { name: '¿Lo tienes? Dile «Tengo»' });
    expect(await within(section).findByText(/No tienes productos a la venta/)).toBeVisible();

    await userEvent.click(within(section).getByRole('button', { name: 'Enviar «Tengo»' }));
    expect(within(section).getByLabelText('Tu precio por bulto')).toHaveAccessibleDescription(
      REQUEST_MESSAGES.answerNeedsOffer,
    );
    expect(sent).toBeUndefined();

    await userEvent.type(within(section).getByLabelText('Tu precio por bulto'), '85000');
    await userEvent.type(within(section).getByLabelText('Cuánto tienes (bultos)'), '20');
    fireEvent.change(within(section).getByLabelText('¿Para cuándo lo tienes?'), {
      target: { value: '2030-01-10' },
    });
    await userEvent.click(within(section).getByRole('button', { name: 'Enviar «Tengo»' }));

    await waitFor(() =>
      expect(sent?.body).toEqual({ price: 85000, quantity: 20, available_on: '2030-01-10' }),
    );
    expect(await within(section).findByText(REQUEST_MESSAGES.answerDateInPast)).toBeVisible();
  });
});

describe('/pedidos/{id}: the buyer', () => {
  const mine = buyRequest({ id: 600, is_mine: true, distance_km: null, answer_count: 1 });

  it('sees who answered, writes to her by WhatsApp (counted as a contact) and closes the request', async () => {
    const opened = vi.fn(() => ({ opener: {} }));
    vi.stubGlobal('open', opened);
    const contacts: FakeRequest[] = [];
    let closedWith: unknown;
    requestsServer(
      { mine: [mine], answers: [requestAnswer()] },
      {
        'POST /buy-requests/:id/answers/:answerId/contact': (request) => {
          contacts.push(request);
          return answer(200, { message: REQUEST_MESSAGES.contactRecorded });
        },
        'POST /buy-requests/:id/close': ({ body }) => {
          closedWith = body;
          return answer(200, {
            message: REQUEST_MESSAGES.closed,
            data: { ...mine, status: 'closed', closed_reason: 'conseguido' },
          });
        },
      },
    );
    await open('/pedidos/600');

    const card = await screen.findByRole('article', { name: 'Respuesta de Marta Rojas' });
    expect(card).toHaveTextContent('Cumplió 3 de 3 reservas');
    expect(card).toHaveTextContent('$ 85.000 / bulto');
    const whatsapp = within(card).getByRole('link', { name: 'WhatsApp: Marta Rojas' });
    const url = new URL(whatsapp.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/573104445566');
    expect(url.searchParams.get('text')).toContain('mi pedido de 20 bultos de papa parda pastusa');

    await userEvent.click(whatsapp);
    expect(opened).toHaveBeenCalledWith(whatsapp.getAttribute('href'), '_blank');
    await waitFor(() => expect(contacts).toHaveLength(1));
    expect(contacts[0]!.path).toBe('/buy-requests/600/answers/40/contact');
    expect(contacts[0]!.body).toEqual({ channel: 'whatsapp' });
    expect(card).toHaveTextContent('Ya le escribiste o llamaste.');

    await userEvent.click(screen.getByRole('button', { name: 'Ya lo conseguí' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cerrar este pedido?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cerrar pedido' }));

    await waitFor(() => expect(closedWith).toEqual({ reason: 'conseguido' }));
    expect(await screen.findByText('Cerrado: Ya lo conseguí')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ya lo conseguí' })).not.toBeInTheDocument();
  });

  it('a request that is not theirs and not visible reads as not found', async () => {
    requestsServer({});
    await open('/pedidos/999');

    expect(await screen.findByText(REQUEST_MESSAGES.notFound)).toBeVisible();
  });
});
