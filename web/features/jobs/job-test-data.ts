import type { JobOffer } from '../../../domain/api/jobs';
import { JOBS } from '../../../domain/jobs/job-offer';
import { storageKeys } from '../../lib/storage-keys';
import { answer, fakeApi } from '../../test/fake-api';
import type { FakeHandler } from '../../test/fake-api';

// A fake job board server for the /jobs screen tests, answering as domain/api/jobs.ts says.

export const departments = [
  { id: 5, name: 'Antioquia' },
  { id: 25, name: 'Cundinamarca' },
];

export const municipalities: Record<string, object[]> = {
  '5': [
    { id: 5001, name: 'Medellín', department_id: 5, latitude: 6.25, longitude: -75.56 },
    { id: 5615, name: 'Rionegro', department_id: 5, latitude: 6.15, longitude: -75.37 },
  ],
  '25': [{ id: 25290, name: 'Fusagasugá', department_id: 25, latitude: 4.34, longitude: -74.36 }],
};

export const ME = { id: 7, name: 'Rosa Quintero', phone: '3001112233' };

/** A stored user, as after login: the form prefills the contact number from it. */
export function storeMe() {
  window.localStorage.setItem(storageKeys.user, JSON.stringify(ME));
}

let nextId = 500;

export function jobOffer(fields: Partial<JobOffer> = {}): JobOffer {
  return {
    id: nextId++,
    title: 'Recolector de café',
    description: 'Cosecha de café en finca de ladera. Incluye almuerzo.',
    department_id: 5,
    department: 'Antioquia',
    municipality_id: 5615,
    municipality: 'Rionegro',
    pay: 60000,
    pay_period: 'dia',
    starts_on: '2026-12-01',
    phone: '3109876543',
    whatsapp: true,
    publisher: { id: 3, name: 'Jorge Pérez' },
    status: 'open',
    is_mine: false,
    created_at: '2026-11-20T15:00:00.000Z',
    expires_at: '2026-12-20T15:00:00.000Z',
    closed_at: null,
    ...fields,
  };
}

const page = (data: JobOffer[], pageNumber = 1, hasMore = false) => ({
  data,
  meta: { page: pageNumber, per_page: JOBS.pageSize, has_more: hasMore },
});

/**
 * Holds the board's offers and the person's own, like the real server: publishing adds to both,
 * closing changes the status.
 */
export function jobsServer(
  { board = [], mine = [] }: { board?: JobOffer[]; mine?: JobOffer[] },
  extra: Record<string, FakeHandler> = {},
) {
  const state = { board: [...board], mine: [...mine] };
  const api = fakeApi({
    'GET /departments': () => answer(200, { data: departments }),
    'GET /municipalities/:departmentId': ({ params }) =>
      answer(200, { data: municipalities[params.departmentId!] ?? [] }),
    'GET /jobs/my': () => answer(200, page(state.mine)),
    'GET /jobs': () => answer(200, page(state.board)),
    'POST /jobs': ({ body }) => {
      const input = body as Record<string, unknown>;
      const created = jobOffer({
        title: String(input.title),
        description: String(input.description),
        department_id: Number(input.department_id),
        municipality_id: Number(input.municipality_id),
        pay: Number(input.pay),
        pay_period: input.pay_period as JobOffer['pay_period'],
        starts_on: String(input.starts_on),
        phone: String(input.phone ?? ME.phone),
        whatsapp: Boolean(input.whatsapp),
        publisher: { id: ME.id, name: ME.name },
        is_mine: true,
      });
      state.mine = [created, ...state.mine];
      state.board = [created, ...state.board];
      return answer(201, { message: '¡Oferta publicada!', data: created });
    },
    'POST /jobs/:id/close': ({ params }) => {
      const offer = state.mine.find((item) => String(item.id) === params.id);
      if (!offer) return answer(404, { message: 'No encontramos esta oferta.' });
      if (offer.status === 'closed')
        return answer(409, { message: 'Esta oferta ya está cerrada.' });
      const closed: JobOffer = {
        ...offer,
        status: 'closed',
        closed_at: '2026-11-25T15:00:00.000Z',
      };
      state.mine = state.mine.map((item) => (item.id === offer.id ? closed : item));
      state.board = state.board.filter((item) => item.id !== offer.id);
      return answer(200, { message: 'Oferta cerrada.', data: closed });
    },
    ...extra,
  });
  return { ...api, state, page };
}

export { page as offersPage };
