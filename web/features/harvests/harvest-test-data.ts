import type { Harvest, Reservation } from '../../../domain/api/harvests';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeHandler } from '../../test/fake-api';
import { papaPastusa } from '../../test/listing-test-data';

// A fake Próxima cosecha server for the web tests, answering as domain/api/harvests.ts says.

export const sizes = [
  { id: 1, name: 'Kilogramos', abbreviation: 'kg' },
  { id: 6, name: 'Bultos', abbreviation: 'bulto' },
];

export const catalogue = [papaPastusa];

export const finca = {
  id: 300,
  user_id: 7,
  country_id: 1,
  department_id: 15,
  municipalite_id: 15861,
  municipality_id: 15861,
  name: 'Finca El Roble',
  address: 'Vereda Puente de Boyacá',
  vereda: 'Puente de Boyacá',
  address_private: false,
  created_at: '2026-11-21T15:00:00.000Z',
  updated_at: '2026-11-21T15:00:00.000Z',
  department: { id: 15, name: 'Boyacá' },
  municipality: { id: 15861, name: 'Ventaquemada' },
  country: { id: 1, name: 'Colombia' },
  listings: [],
};

const noWord = { kept: 0, total: 0, text: null };

export function harvest(fields: Partial<Harvest> = {}): Harvest {
  return {
    id: 90,
    seller: { id: 7, name: 'Rosa Pulido', kept_word: noWord },
    product: { id: 1003016, name: 'Papa parda pastusa' },
    expected_on: '2027-01-20',
    quantity: 80,
    size: { id: 6, name: 'Bultos', abbreviation: 'bulto' },
    unit_weight_kg: 50,
    municipality: { id: 15861, name: 'Ventaquemada' },
    department: { id: 15, name: 'Boyacá' },
    expected_price: 95000,
    note: null,
    status: 'open',
    needs_update: false,
    listing_id: null,
    hidden_reason: null,
    followers: 0,
    reserved_quantity: 0,
    is_mine: false,
    following: false,
    my_reservation: null,
    created_at: '2026-12-01T15:00:00.000Z',
    updated_at: '2026-12-01T15:00:00.000Z',
    ...fields,
  };
}

export function reservation(fields: Partial<Reservation> = {}): Reservation {
  return {
    id: 55,
    harvest: {
      id: 90,
      product: { id: 1003016, name: 'Papa parda pastusa' },
      expected_on: '2027-01-20',
      status: 'open',
      listing_id: null,
    },
    buyer: {
      id: 8,
      name: 'Jairo Pérez',
      kept_word: { kept: 3, total: 4, text: 'Cumplió 3 de 4 reservas' },
    },
    seller: { id: 7, name: 'Rosa Pulido' },
    other_phone: null,
    quantity: 10,
    status: 'requested',
    cancel_reason: null,
    reason_accepted: false,
    my_side: 'seller',
    my_confirmation: null,
    can_confirm: false,
    created_at: '2026-12-02T15:00:00.000Z',
    ...fields,
  };
}

/** The server: one harvest and its reservations, plus the reference data the form reads. */
export function harvestServer(
  state: { harvest?: Harvest; reservations?: Reservation[] },
  extra: Record<string, FakeHandler> = {},
) {
  return fakeApi({
    ...extra,
    'GET /harvests/:id': () =>
      state.harvest
        ? answer(200, { data: state.harvest })
        : answer(404, { message: 'No encontramos esta cosecha.' }),
    'GET /harvests/:id/reservations': () => answer(200, { data: state.reservations ?? [] }),
    'GET /sizes': () => answer(200, { data: sizes }),
    'GET /categories/all': () => answer(200, { data: catalogue }),
    'GET /address': () => answer(200, { data: [finca] }),
    'GET /harvests/my': () =>
      answer(200, { data: [], meta: { page: 1, per_page: 20, has_more: false } }),
  });
}
