import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HARVEST_MESSAGES } from '../../../../domain/harvests/harvest';
import { queryClient } from '../../../lib/query-client';
import { answer } from '../../../test/fake-api';
import { renderApp, signIn } from '../../../test/render-app';
import { harvest, harvestServer, reservation } from '../harvest-test-data';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

async function openHarvest() {
  signIn();
  renderApp('/cosechas/90');
  await screen.findByRole('heading', { level: 1, name: 'Cosecha de Papa parda pastusa' });
}

describe('a buyer on a harvest', () => {
  it("reserves 10 bultos: the seller's kept word shows, and the reservation waits for an answer", async () => {
    const state = {
      harvest: harvest({
        seller: {
          id: 7,
          name: 'Rosa Pulido',
          kept_word: { kept: 7, total: 8, text: 'Cumplió 7 de 8 reservas' },
        },
      }),
      reservations: [] as ReturnType<typeof reservation>[],
    };
    const mine = reservation({ my_side: 'buyer', status: 'requested' });
    const api = harvestServer(state, {
      'POST /harvests/:id/reservations': ({ body }) => {
        state.reservations = [mine];
        state.harvest = { ...state.harvest, my_reservation: mine, reserved_quantity: 10 };
        expect(body).toEqual({ quantity: 10 });
        return answer(201, { message: HARVEST_MESSAGES.reserved, data: mine });
      },
    });
    await openHarvest();
    expect(screen.getByText('Cumplió 7 de 8 reservas')).toBeVisible();

    const quantity = screen.getByLabelText('¿Cuántos bultos quieres?');
    await userEvent.type(quantity, '81');
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText(HARVEST_MESSAGES.reservationTooMuch)).toBeVisible();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));

    const section = await screen.findByRole('region', { name: 'Tu reserva' });
    expect(await within(section).findByText('Esperando respuesta del vendedor')).toBeVisible();
    expect(within(section).getByText('Tu reserva: 10 bultos')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reservar' })).toBeNull());
  });

  it("'Avísame cuando esté lista' follows the harvest", async () => {
    const state = { harvest: harvest() };
    const api = harvestServer(state, {
      'POST /harvests/:id/follow': () => {
        state.harvest = { ...state.harvest, following: true, followers: 1 };
        return answer(200, { message: HARVEST_MESSAGES.followed, data: state.harvest });
      },
    });
    await openHarvest();
    await userEvent.click(screen.getByRole('button', { name: 'Avísame cuando esté lista' }));
    expect(await screen.findByRole('button', { name: 'Ya no me avises' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/harvests/90/follow')).toBe(
      true,
    );
  });

  it("accepts the seller's reason for cancelling, so it counts against no one", async () => {
    const cancelled = reservation({
      my_side: 'buyer',
      status: 'cancelled_by_seller',
      cancel_reason: 'La helada dañó el cultivo.',
    });
    const state = { harvest: harvest(), reservations: [cancelled] };
    harvestServer(state, {
      'POST /reservations/:id/accept-reason': ({ params }) => {
        expect(params.id).toBe('55');
        state.reservations = [{ ...cancelled, reason_accepted: true }];
        return answer(200, {
          message: HARVEST_MESSAGES.reasonAccepted,
          data: state.reservations[0],
        });
      },
    });
    await openHarvest();
    const section = await screen.findByRole('region', { name: 'Tu reserva' });
    expect(await within(section).findByText('Motivo: La helada dañó el cultivo.')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Aceptar el motivo' }));
    expect(await within(section).findByText(/Motivo aceptado/)).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Aceptar el motivo' })).toBeNull();
  });
});

describe('the seller on their harvest', () => {
  const own = () => harvest({ is_mine: true, reserved_quantity: 10 });

  it('accepts a reservation: the buyer’s phone and WhatsApp appear', async () => {
    const requested = reservation();
    const state = { harvest: own(), reservations: [requested] };
    harvestServer(state, {
      'POST /reservations/:id/accept': () => {
        state.reservations = [{ ...requested, status: 'accepted', other_phone: '3105556677' }];
        return answer(200, {
          message: HARVEST_MESSAGES.reservationAccepted,
          data: state.reservations[0],
        });
      },
    });
    await openHarvest();
    const section = await screen.findByRole('region', { name: 'Reservas' });
    expect(await within(section).findByText('Jairo Pérez: 10 bultos')).toBeVisible();
    expect(within(section).getByText('Cumplió 3 de 4 reservas')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Aceptar' }));
    expect(await within(section).findByText('Aceptada')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'WhatsApp: Jairo Pérez' })).toHaveAttribute(
      'href',
      'https://wa.me/573105556677',
    );
    expect(within(section).queryByRole('button', { name: 'Aceptar' })).toBeNull();
  });

  it('cancels an accepted reservation only with a reason, which is sent', async () => {
    const accepted = reservation({ status: 'accepted', other_phone: '3105556677' });
    const state = { harvest: own(), reservations: [accepted] };
    const api = harvestServer(state, {
      'POST /reservations/:id/cancel': ({ body }) => {
        state.reservations = [
          {
            ...accepted,
            status: 'cancelled_by_seller',
            cancel_reason: (body as { reason: string }).reason,
          },
        ];
        return answer(200, {
          message: HARVEST_MESSAGES.reservationCancelled,
          data: state.reservations[0],
        });
      },
    });
    await openHarvest();
    const section = await screen.findByRole('region', { name: 'Reservas' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Cancelar reserva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar reserva' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    expect(await within(dialog).findByText(HARVEST_MESSAGES.cancelReasonRequired)).toBeVisible();
    expect(api.requests.some((r) => r.path.endsWith('/cancel'))).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Se me dañó el camión.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((r) => r.path === '/reservations/55/cancel')?.body).toEqual({
      reason: 'Se me dañó el camión.',
    });
    expect(await within(section).findByText('La cancelaste')).toBeVisible();
    expect(within(section).getByText('Motivo: Se me dañó el camión.')).toBeVisible();
  });

  it("'Ya está lista' publishes it at the expected price, then links the new listing", async () => {
    const state = { harvest: own(), reservations: [] };
    const api = harvestServer(state, {
      'POST /harvests/:id/listing': () => {
        state.harvest = { ...state.harvest, status: 'listed', listing_id: 412 };
        return answer(200, { message: HARVEST_MESSAGES.listed, data: state.harvest });
      },
    });
    await openHarvest();
    await userEvent.click(screen.getByRole('button', { name: 'Ya está lista: publicarla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicar la cosecha' });
    expect(within(dialog).getByLabelText('Precio de venta')).toHaveValue('$ 95.000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar' }));

    expect(
      await screen.findByRole('link', { name: 'Ya está a la venta: ver producto' }),
    ).toHaveAttribute('href', '/producto/412');
    expect(api.requests.find((r) => r.path === '/harvests/90/listing')?.body).toEqual({
      price: 95000,
    });
    expect(screen.queryByRole('button', { name: 'Ya está lista: publicarla' })).toBeNull();
  });

  it('asks to update or close a harvest whose date is long past', async () => {
    harvestServer({ harvest: harvest({ is_mine: true, needs_update: true }) });
    await openHarvest();
    expect(screen.getByText(/ya pasó hace más de 15 días/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/cosechas/90/editar',
    );
  });
});
