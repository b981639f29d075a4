import { afterEach, describe, expect, it } from 'vitest';
import { bogotaIsoDate } from '../../../domain/dates';
import { useTestApp } from '../../test/app';
import { anyIp, registerAndSignIn } from '../../test/factories';

const DAY = 24 * 60 * 60 * 1000;
// The app's clock: tests move it forward to see offers expire, then put it back.
let offset = 0;
const ctx = useTestApp({ now: () => Date.now() + offset });
afterEach(() => {
  offset = 0;
});

type Auth = Record<string, string>;
/** A Bogotá calendar day relative to the app's clock. */
const day = (days: number) => bogotaIsoDate(Date.now() + offset + days * DAY);

const offer = (overrides: Record<string, unknown> = {}) => ({
  title: 'Recolector de café',
  description: 'Cosecha principal, 3 meses. Alimentación y dormida en la finca.',
  department_id: 5,
  municipality_id: 5615,
  pay: 60000,
  pay_period: 'dia',
  starts_on: day(3),
  ...overrides,
});

// Every call from its own address: the per-IP limit is not what these tests look at.
const call = (method: 'GET' | 'POST', url: string, auth: Auth = {}, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: auth, payload, remoteAddress: anyIp() });

async function publish(auth: Auth, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/jobs', auth, offer(overrides));
  if (res.statusCode !== 201) throw new Error(`publish failed: ${res.body}`);
  return res.json().data as { id: number; [key: string]: unknown };
}

describe('job board', () => {
  it('asks for a session on every call', async () => {
    const someone = await registerAndSignIn(ctx.app);
    const { id } = await publish(someone.auth);
    for (const [method, url] of [
      ['GET', '/jobs'],
      ['GET', '/jobs/my'],
      ['GET', `/jobs/${id}`],
      ['POST', '/jobs'],
      ['POST', `/jobs/${id}/close`],
    ] as const) {
      const res = await call(method, url, {}, method === 'POST' ? offer() : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const still = await call('GET', `/jobs/${id}`, someone.auth);
    expect(still.json().data.status).toBe('open');
  });

  it('publishes an offer for 30 days with the publisher phone by default', async () => {
    const publisher = await registerAndSignIn(ctx.app, { name: 'Héctor Suárez' });
    const res = await call('POST', '/jobs', publisher.auth, offer({ pay: '65000' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('¡Oferta publicada!');
    expect(body.data).toMatchObject({
      title: 'Recolector de café',
      department_id: 5,
      department: 'Antioquia',
      municipality_id: 5615,
      municipality: 'Rionegro',
      pay: 65000,
      pay_period: 'dia',
      starts_on: day(3),
      phone: publisher.phone,
      whatsapp: true,
      publisher: { id: publisher.id, name: 'Héctor Suárez' },
      status: 'open',
      is_mine: true,
      closed_at: null,
    });
    const lasts = Date.parse(body.data.expires_at) - Date.parse(body.data.created_at);
    expect(lasts).toBe(30 * DAY);

    const other = await registerAndSignIn(ctx.app);
    const seen = await call('GET', `/jobs/${body.data.id}`, other.auth);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ id: body.data.id, is_mine: false });
  });

  it('keeps a contact number given by the publisher, with or without WhatsApp', async () => {
    const publisher = await registerAndSignIn(ctx.app);
    const data = await publish(publisher.auth, { phone: '+57 310 555 1234', whatsapp: 'false' });
    expect(data).toMatchObject({ phone: '3105551234', whatsapp: false });
  });

  it('starts today at the earliest (Bogotá calendar)', async () => {
    const publisher = await registerAndSignIn(ctx.app);
    const today = await call('POST', '/jobs', publisher.auth, offer({ starts_on: day(0) }));
    expect(today.statusCode).toBe(201);
  });

  it.each([
    ['no title', { title: '  ' }, 'title', 'Escribe el título de la oferta.'],
    [
      'a long title',
      { title: 'x'.repeat(101) },
      'title',
      'El título puede tener hasta 100 caracteres.',
    ],
    ['no description', { description: '' }, 'description', 'Describe el trabajo.'],
    ['no department', { department_id: '' }, 'department_id', 'Selecciona el departamento.'],
    ['an unknown department', { department_id: 4 }, 'department_id', 'Selecciona el departamento.'],
    [
      'a municipality of another department',
      { department_id: 5, municipality_id: 11001 },
      'municipality_id',
      'El municipio no pertenece al departamento.',
    ],
    [
      'an unknown municipality',
      { municipality_id: 5999 },
      'municipality_id',
      'Selecciona el municipio.',
    ],
    ['no pay', { pay: '' }, 'pay', 'Indica el pago en pesos.'],
    [
      'pay with a thousands dot',
      { pay: '12.000' },
      'pay',
      'Escribe solo números, sin puntos ni comas.',
    ],
    ['a bad period', { pay_period: 'quincena' }, 'pay_period', 'Elige el periodo de pago.'],
    ['no start date', { starts_on: '' }, 'starts_on', 'Indica la fecha de inicio.'],
    [
      'a start date in another format',
      { starts_on: '3/4/2030' },
      'starts_on',
      'La fecha de inicio no es válida.',
    ],
    [
      'an impossible start date',
      { starts_on: '2030-02-30' },
      'starts_on',
      'La fecha de inicio no es válida.',
    ],
    [
      'a start date in the past',
      { starts_on: '__yesterday__' },
      'starts_on',
      'La fecha de inicio no puede ser anterior a hoy.',
    ],
    ['a short phone', { phone: '31055' }, 'phone', 'El teléfono debe tener 10 dígitos'],
  ])('refuses %s with its message, publishing nothing', async (_case, change, field, message) => {
    const publisher = await registerAndSignIn(ctx.app);
    const payload =
      'starts_on' in change && change.starts_on === '__yesterday__'
        ? offer({ starts_on: day(-1) })
        : offer(change);
    const res = await call('POST', '/jobs', publisher.auth, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toContain(message);
    const mine = await call('GET', '/jobs/my', publisher.auth);
    expect(mine.json().data).toEqual([]);
  });

  it('lists open offers newest first, filtered by department and municipality', async () => {
    const publisher = await registerAndSignIn(ctx.app);
    const sanGil = await publish(publisher.auth, {
      title: 'Ordeñador',
      department_id: 68,
      municipality_id: 68679,
    });
    const bucaramanga = await publish(publisher.auth, {
      title: 'Tractorista',
      department_id: 68,
      municipality_id: 68001,
    });
    const other = await publish(publisher.auth, { title: 'Jornalero' });
    const viewer = await registerAndSignIn(ctx.app);

    const santander = (await call('GET', '/jobs?department_id=68', viewer.auth)).json();
    expect(santander.data.map((o: { id: number }) => o.id)).toEqual([bucaramanga.id, sanGil.id]);
    expect(santander.meta).toEqual({ page: 1, per_page: 20, has_more: false });

    const town = (
      await call('GET', '/jobs?department_id=68&municipality_id=68679', viewer.auth)
    ).json();
    expect(town.data.map((o: { id: number; title: string }) => [o.id, o.title])).toEqual([
      [sanGil.id, 'Ordeñador'],
    ]);

    const everyOffer = (await call('GET', '/jobs?department_id=&municipality_id=', viewer.auth))
      .json()
      .data.map((o: { id: number }) => o.id);
    expect(everyOffer.indexOf(other.id)).toBeLessThan(everyOffer.indexOf(bucaramanga.id));
    expect(everyOffer).toContain(sanGil.id);
  });

  it('pages the board with has_more', async () => {
    const publishers = await Promise.all([1, 2, 3].map(() => registerAndSignIn(ctx.app)));
    for (let i = 0; i < 11; i++) {
      await publish(publishers[i % 3]!.auth, { department_id: 17, municipality_id: 17013 });
    }
    for (let i = 0; i < 10; i++) {
      await publish(publishers[i % 3]!.auth, { department_id: 17, municipality_id: 17001 });
    }
    const viewer = await registerAndSignIn(ctx.app);
    const first = (await call('GET', '/jobs?department_id=17', viewer.auth)).json();
    expect(first.data).toHaveLength(20);
    expect(first.meta).toEqual({ page: 1, per_page: 20, has_more: true });
    const second = (await call('GET', '/jobs?department_id=17&page=2', viewer.auth)).json();
    expect(second.data).toHaveLength(1);
    expect(second.meta.has_more).toBe(false);
    expect(second.data[0].municipality).toBe('Aguadas');
  });

  it('lets offers expire 30 days after publishing', async () => {
    const publisher = await registerAndSignIn(ctx.app);
    const viewer = await registerAndSignIn(ctx.app);
    const { id } = await publish(publisher.auth, { department_id: 41, municipality_id: 41551 });
    const onBoard = async () =>
      (await call('GET', '/jobs?municipality_id=41551', viewer.auth))
        .json()
        .data.map((o: { id: number }) => o.id);

    offset = 30 * DAY - 60_000;
    expect(await onBoard()).toContain(id);

    offset = 30 * DAY + 1000;
    expect(await onBoard()).not.toContain(id);
    expect((await call('GET', `/jobs/${id}`, viewer.auth)).statusCode).toBe(404);
    const own = await call('GET', `/jobs/${id}`, publisher.auth);
    expect(own.json().data.status).toBe('expired');
    const mine = (await call('GET', '/jobs/my', publisher.auth)).json().data;
    expect(mine.find((o: { id: number }) => o.id === id).status).toBe('expired');
  });

  it('lets only the publisher close an offer, once', async () => {
    const publisher = await registerAndSignIn(ctx.app);
    const stranger = await registerAndSignIn(ctx.app);
    const { id } = await publish(publisher.auth, { department_id: 19, municipality_id: 19001 });

    const byStranger = await call('POST', `/jobs/${id}/close`, stranger.auth);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().message).toBe('No encontramos esta oferta.');
    expect((await call('POST', `/jobs/${id}/close`)).statusCode).toBe(401);
    const stillOpen = await call('GET', `/jobs/${id}`, stranger.auth);
    expect(stillOpen.json().data).toMatchObject({ status: 'open', closed_at: null });

    const closed = await call('POST', `/jobs/${id}/close`, publisher.auth);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().message).toBe('Oferta cerrada.');
    expect(closed.json().data.status).toBe('closed');
    expect(closed.json().data.closed_at).not.toBeNull();

    const again = await call('POST', `/jobs/${id}/close`, publisher.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta oferta ya está cerrada.');

    expect((await call('GET', `/jobs/${id}`, stranger.auth)).statusCode).toBe(404);
    const board = (await call('GET', '/jobs?municipality_id=19001', stranger.auth)).json().data;
    expect(board.map((o: { id: number }) => o.id)).not.toContain(id);
    const mine = (await call('GET', '/jobs/my', publisher.auth)).json().data;
    expect(mine).toEqual([expect.objectContaining({ id, status: 'closed', is_mine: true })]);
    expect((await call('POST', '/jobs/999999/close', publisher.auth)).statusCode).toBe(404);
  });

  it('caps open offers per person at 10; closing one makes room', async () => {
    const publisher = await registerAndSignIn(ctx.app);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await publish(publisher.auth)).id);
    const eleventh = await call('POST', '/jobs', publisher.auth, offer());
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(
      'Puedes tener hasta 10 ofertas abiertas. Cierra alguna para publicar otra.',
    );
    await call('POST', `/jobs/${ids[0]}/close`, publisher.auth);
    expect((await call('POST', '/jobs', publisher.auth, offer())).statusCode).toBe(201);
  });

  it('holds the cap when several offers arrive at once', async () => {
    const publisher = await registerAndSignIn(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call('POST', '/jobs', publisher.auth, offer())),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(2);
  });

  it('slows down a person who publishes and closes over and over', async () => {
    const publisher = await registerAndSignIn(ctx.app);
    for (let i = 0; i < 20; i++) {
      const { id } = await publish(publisher.auth);
      await call('POST', `/jobs/${id}/close`, publisher.auth);
    }
    const flood = await call('POST', '/jobs', publisher.auth, offer());
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toMatch(/^Demasiadas solicitudes\./);
    const someoneElse = await registerAndSignIn(ctx.app);
    expect((await call('POST', '/jobs', someoneElse.auth, offer())).statusCode).toBe(201);
  });
});
