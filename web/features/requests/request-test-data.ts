import type { BuyRequest, RequestAnswer } from '../../../domain/api/requests';
import { REQUESTS } from '../../../domain/requests/buy-request';
import { storageKeys } from '../../lib/storage-keys';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeHandler } from '../../test/fake-api';

// A fake Pedidos server for the screen tests, answering as domain/api/requests.ts says.

export const departments = [
  { id: 15, name: 'Boyacá' },
  { id: 25, name: 'Cundinamarca' },
];

export const municipalities: Record<string, object[]> = {
  '15': [
    { id: 15001, name: 'Tunja', department_id: 15, latitude: 5.53, longitude: -73.36 },
    { id: 15861, name: 'Ventaquemada', department_id: 15, latitude: 5.37, longitude: -73.52 },
  ],
  '25': [{ id: 25290, name: 'Fusagasugá', department_id: 25, latitude: 4.34, longitude: -74.36 }],
};

export const sizes = [
  { id: 1, name: 'Kilogramos', abbreviation: 'kg' },
  { id: 6, name: 'Bultos', abbreviation: 'bulto' },
];

export const catalogue = [
  {
    category_id: 1,
    category: 'Tubérculos',
    subcategory_id: 10,
    subcategory: 'Papa',
    product_id: 120,
    product: 'Papa parda pastusa',
  },
  {
    category_id: 2,
    category: 'Frutas',
    subcategory_id: 20,
    subcategory: 'Plátano',
    product_id: 210,
    product: 'Plátano hartón',
  },
];

export const ME = { id: 7, name: 'Restaurante El Fogón', phone: '3001112233' };

export function storeMe() {
  window.localStorage.setItem(storageKeys.user, JSON.stringify(ME));
}

let nextId = 900;

export function buyRequest(fields: Partial<BuyRequest> = {}): BuyRequest {
  return {
    id: nextId++,
    product: { id: 120, name: 'Papa parda pastusa' },
    quantity: 20,
    size: { id: 6, name: 'Bultos', abbreviation: 'bulto' },
    unit_weight_kg: 50,
    municipality: { id: 15001, name: 'Tunja' },
    department: { id: 15, name: 'Boyacá' },
    delivery: 'entrega',
    needed_by: '2026-12-18',
    frequency: 'once',
    max_price: 90000,
    note: null,
    status: 'open',
    closed_reason: null,
    hidden_reason: null,
    expires_on: '2026-12-18',
    text: 'Un comprador en Tunja busca 20 bultos de papa parda pastusa para el 18 de diciembre',
    distance_km: 38,
    is_mine: false,
    answer_count: 0,
    my_answer: null,
    buyer_phone: null,
    created_at: '2026-12-04T15:00:00.000Z',
    renewed_at: '2026-12-04T15:00:00.000Z',
    ...fields,
  };
}

export function requestAnswer(fields: Partial<RequestAnswer> = {}): RequestAnswer {
  return {
    id: 40,
    seller: {
      id: 31,
      name: 'Marta Rojas',
      phone: '3104445566',
      kept_word: { kept: 3, total: 3, text: 'Cumplió 3 de 3 reservas' },
    },
    listing: { id: 77, name: 'Papa parda pastusa', price: 85000, size: 'bulto', available: true },
    price: null,
    quantity: null,
    available_on: null,
    contacted: false,
    created_at: '2026-12-04T16:00:00.000Z',
    updated_at: '2026-12-04T16:00:00.000Z',
    ...fields,
  };
}

export const page = (data: BuyRequest[], pageNumber = 1, hasMore = false) => ({
  data,
  meta: { page: pageNumber, per_page: REQUESTS.pageSize, has_more: hasMore },
});

/** The reference lists every Pedidos screen reads, and the requests given. */
export function requestsServer(
  {
    nearby = [],
    mine = [],
    answers = [],
  }: { nearby?: BuyRequest[]; mine?: BuyRequest[]; answers?: RequestAnswer[] },
  extra: Record<string, FakeHandler> = {},
) {
  const all = () => [...nearby, ...mine];
  return fakeApi({
    ...extra,
    'GET /departments': () => answer(200, { data: departments }),
    'GET /municipalities/:departmentId': ({ params }) =>
      answer(200, { data: municipalities[params.departmentId!] ?? [] }),
    'GET /sizes': () => answer(200, { data: sizes }),
    'GET /categories/all': () => answer(200, { data: catalogue }),
    'GET /buy-requests/my': () => answer(200, page(mine)),
    'GET /buy-requests': () => answer(200, page(nearby)),
    'GET /buy-requests/:id/answers': () => answer(200, { data: answers }),
    'GET /buy-requests/:id': ({ params }) => {
      const found = all().find((request) => request.id === Number(params.id));
      return found
        ? answer(200, { data: found })
        : answer(404, { message: 'No encontramos este pedido.' });
    },
  });
}
