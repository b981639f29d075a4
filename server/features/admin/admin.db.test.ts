import { beforeAll, describe, expect, it } from 'vitest';
import { adminActions } from '../../db/schema';
import { useTestApp } from '../../test/app';
import {
  activate,
  anyIp,
  createAddress,
  createListing,
  registerAndSignIn,
} from '../../test/factories';
import { changeAdminRole } from './admin-role.queries';

const ctx = useTestApp();

type Auth = Record<string, string>;
type Person = Awaited<ReturnType<typeof registerAndSignIn>>;

// Every call from its own address: the per-IP limit is not what these tests look at.
const call = (method: 'GET' | 'POST', url: string, auth: Auth = {}, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: auth, payload, remoteAddress: anyIp() });

let admin: Person;
let user: Person;

beforeAll(async () => {
  admin = await registerAndSignIn(ctx.app, { name: 'Lucía Moderadora' });
  await changeAdminRole(ctx.app.db, admin.phone, 'grant');
  user = await registerAndSignIn(ctx.app, { name: 'Pedro Comprador' });
});

async function report(auth: Auth, type: string, description: string) {
  const res = await call('POST', '/report', auth, { phone: '3001234567', type, description });
  if (res.statusCode !== 201) throw new Error(`report failed: ${res.body}`);
}

/** The newest report of the inbox (all statuses) with this description. */
async function reportId(description: string): Promise<number> {
  const inbox = (await call('GET', '/admin/reports?status=all', admin.auth)).json().data;
  return inbox.find((r: { description: string }) => r.description === description).id;
}

async function activeListing(overrides: Record<string, unknown> = {}) {
  const seller = await registerAndSignIn(ctx.app, { name: 'Héctor Suárez' });
  const id = await createListing(ctx.app, seller.auth, overrides);
  await activate(ctx.app, seller.auth, id);
  return { seller, id };
}

async function reviewed(listingId: number, voto: number, body: string) {
  const buyer = await registerAndSignIn(ctx.app, { name: 'Claudia Patiño' });
  await call('POST', `/products/${listingId}/contact`, buyer.auth, { channel: 'whatsapp' });
  const res = await call('POST', `/products/${listingId}/rating`, buyer.auth, { voto, body });
  if (res.statusCode !== 201) throw new Error(`review failed: ${res.body}`);
  return res.json().data.id as number;
}

const catalogueIds = async () =>
  (await call('GET', '/products?pagination=100')).json().data.map((l: { id: number }) => l.id);
const logCount = async () => ctx.app.db.$count(adminActions);

describe('admin calls', () => {
  it('answer 401 without a session and 403 to a normal user, changing nothing', async () => {
    await report(user.auth, 'tecnico', 'No carga la foto');
    const reportIdNow = await reportId('No carga la foto');
    const { id: listingId } = await activeListing();
    const reviewId = await reviewed(listingId, 4, 'Buen plátano');
    const logged = await logCount();

    const calls = [
      ['GET', '/admin/reports'],
      ['POST', `/admin/reports/${reportIdNow}/handled`, { handled: true }],
      ['GET', '/admin/listings'],
      ['POST', `/admin/listings/${listingId}/hide`, { reason: 'Spam' }],
      ['POST', `/admin/listings/${listingId}/unhide`],
      ['GET', '/admin/reviews'],
      ['POST', `/admin/reviews/${reviewId}/remove`, { reason: 'Ofensiva' }],
      ['GET', '/admin/actions'],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await call(method, url, {}, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const normal = await call(method, url, user.auth, payload);
      expect(normal.statusCode, `${method} ${url}`).toBe(403);
      expect(normal.json().message).toBe('Esta sección es solo para administradores.');
    }

    expect(await logCount()).toBe(logged);
    const inbox = (await call('GET', '/admin/reports', admin.auth)).json().data;
    expect(inbox.map((r: { id: number }) => r.id)).toContain(reportIdNow);
    expect(await catalogueIds()).toContain(listingId);
    const ratings = (await call('GET', `/products/${listingId}/ratings`)).json();
    expect(ratings.summary.count).toBe(1);
  });

  it('answer 404 with their message for unknown ids, logging nothing', async () => {
    const logged = await logCount();
    for (const [url, payload, message] of [
      ['/admin/reports/999999/handled', { handled: true }, 'No encontramos ese reporte.'],
      ['/admin/listings/999999/hide', { reason: 'Spam' }, 'No encontramos esa publicación.'],
      ['/admin/listings/999999/unhide', undefined, 'No encontramos esa publicación.'],
      ['/admin/reviews/999999/remove', { reason: 'Spam' }, 'No encontramos esa opinión.'],
    ] as const) {
      const res = await call('POST', url, admin.auth, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(message);
    }
    expect(await logCount()).toBe(logged);
  });
});

describe('reports inbox', () => {
  it('filters by type and status, newest first, with the reporter name', async () => {
    await report(user.auth, 'pago', 'Me cobraron dos veces');
    await report(user.auth, 'pago', 'No veo el recibo');
    await report(user.auth, 'cultivo', '¿Cuándo sembrar fríjol?');
    const pago = (await call('GET', '/admin/reports?type=pago', admin.auth)).json();
    expect(pago.data.map((r: { description: string }) => r.description)).toEqual([
      'No veo el recibo',
      'Me cobraron dos veces',
    ]);
    expect(pago.data[0]).toMatchObject({
      type: 'pago',
      phone: '3001234567',
      handled_at: null,
      handled_by: null,
      user: { id: user.id, name: 'Pedro Comprador' },
    });
    expect(pago.meta).toEqual({ page: 1, per_page: 20, has_more: false });
    expect((await call('GET', '/admin/reports?type=queja', admin.auth)).statusCode).toBe(422);
  });

  it('marks a report handled by the admin, and reopens it', async () => {
    await report(user.auth, 'cuenta', 'No me llega el código');
    const id = await reportId('No me llega el código');

    const handled = await call('POST', `/admin/reports/${id}/handled`, admin.auth, {
      handled: true,
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().message).toBe('Reporte marcado como atendido.');
    expect(handled.json().data).toMatchObject({ id, handled_by: 'Lucía Moderadora' });
    expect(handled.json().data.handled_at).not.toBeNull();

    const open = (await call('GET', '/admin/reports?type=cuenta', admin.auth)).json().data;
    expect(open.map((r: { id: number }) => r.id)).not.toContain(id);
    const done = (await call('GET', '/admin/reports?type=cuenta&status=handled', admin.auth)).json()
      .data;
    expect(done).toEqual([expect.objectContaining({ id, handled_by: 'Lucía Moderadora' })]);

    const reopened = await call('POST', `/admin/reports/${id}/handled`, admin.auth, {
      handled: 'false',
    });
    expect(reopened.json().message).toBe('Reporte marcado como pendiente.');
    expect(reopened.json().data).toMatchObject({ handled_at: null, handled_by: null });
    const again = (await call('GET', '/admin/reports?type=cuenta', admin.auth)).json().data;
    expect(again.map((r: { id: number }) => r.id)).toContain(id);

    const log = (await call('GET', '/admin/actions', admin.auth)).json().data;
    expect(log.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'report.reopened',
        label: 'Reabrió un reporte',
        target_type: 'report',
        target_id: id,
        admin: { id: admin.id, name: 'Lucía Moderadora' },
      }),
      expect.objectContaining({ action: 'report.handled', target_id: id }),
    ]);
  });

  it('pages the inbox 20 at a time', async () => {
    for (let i = 0; i < 21; i++) await report(user.auth, 'otro', `Sugerencia ${i}`);
    const first = (await call('GET', '/admin/reports?type=otro', admin.auth)).json();
    expect(first.data).toHaveLength(20);
    expect(first.data[0].description).toBe('Sugerencia 20');
    expect(first.meta.has_more).toBe(true);
    const second = (await call('GET', '/admin/reports?type=otro&page=2', admin.auth)).json();
    expect(second.data.map((r: { description: string }) => r.description)).toEqual([
      'Sugerencia 0',
    ]);
    expect(second.meta.has_more).toBe(false);
  });
});

describe('listing moderation', () => {
  it('hides a listing with a reason only its seller sees, and shows it again', async () => {
    const { seller, id } = await activeListing();
    const refused = await call('POST', `/admin/listings/${id}/hide`, admin.auth, { reason: ' ' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Escribe el motivo: el vendedor lo verá en Mis productos.');

    const reason = 'Las fotos no corresponden al producto.';
    const hidden = await call('POST', `/admin/listings/${id}/hide`, admin.auth, { reason });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: 'Publicación oculta.',
      data: { id, status: 'hidden', hidden_reason: reason },
    });

    expect(await catalogueIds()).not.toContain(id);
    expect((await call('GET', `/products/${id}`, user.auth)).statusCode).toBe(404);
    expect((await call('GET', `/products/${id}`)).statusCode).toBe(404);
    const own = await call('GET', `/products/${id}`, seller.auth);
    expect(own.json().data).toMatchObject({ status: 'hidden', hidden_reason: reason });
    const mine = (await call('GET', '/products/my', seller.auth)).json().data;
    expect(mine).toEqual([
      expect.objectContaining({ id, status: 'hidden', hidden_reason: reason }),
    ]);
    // The seller is told in Notificaciones, with the reason; nobody else is.
    const told = (await call('GET', '/notifications', seller.auth)).json().data;
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'moderation',
        title: 'Ocultamos uno de tus productos',
        body: expect.stringContaining(`ya no se muestra a los compradores. Motivo: ${reason}`),
        listing: expect.objectContaining({ id, available: false }),
        read: false,
      }),
    ]);
    expect((await call('GET', '/notifications', user.auth)).json().data).toEqual([]);

    const shown = await call('POST', `/admin/listings/${id}/unhide`, admin.auth);
    expect(shown.json()).toMatchObject({
      message: 'Publicación visible de nuevo.',
      data: { id, status: 'active', hidden_reason: null },
    });
    expect(await catalogueIds()).toContain(id);
    expect((await call('GET', `/products/${id}`, user.auth)).statusCode).toBe(200);

    const log = (await call('GET', '/admin/actions', admin.auth)).json().data;
    expect(log.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'listing.unhide',
        label: 'Volvió a mostrar una publicación',
        target_id: id,
        details: { previous_reason: reason },
      }),
      expect.objectContaining({
        action: 'listing.hide',
        label: 'Ocultó una publicación',
        target_id: id,
        details: { reason },
        admin: { id: admin.id, name: 'Lucía Moderadora' },
      }),
    ]);
  });

  it('shows a hidden listing again as inactive when its seller already has 5 active, and says so', async () => {
    const seller = await registerAndSignIn(ctx.app, { name: 'Rosa Límite' });
    const addressId = await createAddress(ctx.app, seller.auth);
    const ids: number[] = [];
    for (let n = 0; n < 6; n++)
      ids.push(await createListing(ctx.app, seller.auth, { address_id: addressId }));
    for (const id of ids.slice(0, 5))
      expect((await activate(ctx.app, seller.auth, id)).statusCode).toBe(200);
    const [first, , , , , sixth] = ids as [number, number, number, number, number, number];

    // Hidden by a moderator, the first one leaves its place of the 5: the sixth takes it.
    await call('POST', `/admin/listings/${first}/hide`, admin.auth, {
      reason: 'Foto de otro producto',
    });
    expect((await activate(ctx.app, seller.auth, sixth)).statusCode).toBe(200);

    const shown = await call('POST', `/admin/listings/${first}/unhide`, admin.auth);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      message:
        'Publicación visible de nuevo, pero inactiva: el vendedor ya tiene 5 productos activos.',
      data: { id: first, status: 'inactive', hidden_reason: null },
    });
    const my = (await call('GET', '/products/my', seller.auth)).json();
    expect(my.meta.counts.active).toBe(5);
    expect(await catalogueIds()).not.toContain(first);
    const told = (await call('GET', '/notifications', seller.auth)).json().data;
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'moderation',
        body: 'Plátano hartón verde ya no está oculto, pero está inactivo: los compradores no lo ven. Actívalo en Mis productos (puedes tener hasta 5 activos).',
        listing: expect.objectContaining({ id: first, available: false }),
      }),
    ]);
    // The limit still holds for the seller: the 6th activation is refused.
    expect((await activate(ctx.app, seller.auth, first)).statusCode).toBe(409);
  });

  it('finds any listing by product name without accents, description or id, with its seller', async () => {
    const { seller, id } = await activeListing({ description: 'Café de montaña, tostión media' });
    const inactive = await createListing(ctx.app, seller.auth, {
      description: 'Cosecha guardada para la próxima semana',
    });

    const byDescription = (await call('GET', '/admin/listings?q=CAFE', admin.auth)).json();
    expect(byDescription.data).toEqual([
      expect.objectContaining({
        id,
        name: 'Plátano hartón verde',
        status: 'active',
        seller: { id: seller.id, name: 'Héctor Suárez', phone: seller.phone },
        municipality: 'Medellín',
        department: 'Antioquia',
      }),
    ]);
    const byName = (await call('GET', '/admin/listings?q=platano harton', admin.auth)).json().data;
    expect(byName.map((l: { id: number }) => l.id)).toEqual(expect.arrayContaining([id, inactive]));
    const byId = (await call('GET', `/admin/listings?q=${inactive}`, admin.auth)).json().data;
    expect(byId).toEqual([expect.objectContaining({ id: inactive, status: 'inactive' })]);

    await call('POST', `/admin/listings/${inactive}/hide`, admin.auth, { reason: 'Duplicado' });
    const hiddenOnly = (await call('GET', '/admin/listings?status=hidden', admin.auth)).json().data;
    expect(hiddenOnly.map((l: { id: number }) => l.id)).toContain(inactive);
    expect(hiddenOnly.every((l: { status: string }) => l.status === 'hidden')).toBe(true);
  });
});

describe('review moderation', () => {
  it('removes a review from the product page and its rating, keeping it in the admin list', async () => {
    const { id: listingId, seller } = await activeListing();
    const kept = await reviewed(listingId, 5, 'Excelente');
    const removed = await reviewed(listingId, 1, 'Texto ofensivo');

    const res = await call('POST', `/admin/reviews/${removed}/remove`, admin.auth, {
      reason: 'Lenguaje ofensivo',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Opinión eliminada.',
      data: { id: removed, voto: 1, listing: { id: listingId, name: 'Plátano hartón verde' } },
    });
    expect(res.json().data.removed_at).not.toBeNull();

    const ratings = (await call('GET', `/products/${listingId}/ratings`)).json();
    expect(ratings.data.map((r: { id: number }) => r.id)).toEqual([kept]);
    expect(ratings.summary).toEqual({ avg: 5, count: 1, comments: 1 });
    const detail = (await call('GET', `/products/${listingId}`, seller.auth)).json().data;
    expect(detail.rating).toEqual({ avg: 5, count: 1, comments: 1 });

    const list = (await call('GET', '/admin/reviews', admin.auth)).json();
    expect(list.data.slice(0, 2)).toEqual([
      expect.objectContaining({ id: removed, body: 'Texto ofensivo', user: expect.any(Object) }),
      expect.objectContaining({ id: kept, removed_at: null }),
    ]);
    expect(list.data[0].removed_at).not.toBeNull();

    const log = (await call('GET', '/admin/actions', admin.auth)).json().data[0];
    expect(log).toMatchObject({
      action: 'review.remove',
      label: 'Eliminó una opinión',
      target_type: 'review',
      target_id: removed,
      details: { reason: 'Lenguaje ofensivo', listing_id: listingId },
      admin: { name: 'Lucía Moderadora' },
    });
  });
});
