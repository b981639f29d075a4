import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { harvestsApi } from '../../../domain/api/harvests';
import { HARVEST_MESSAGES, HARVESTS } from '../../../domain/harvests/harvest';
import { pageMeta } from '../../lib/paging';
import { sessionUser } from '../../platform/auth/authenticate';
import type { HarvestsService } from './harvests.service';

// Próxima cosecha (decision 026): every call needs a session; the service checks who may act.

const m = HARVEST_MESSAGES;
const tags = ['harvests'];
const security = [{ bearerAuth: [] }];
/** Announcements one seller may make per hour (the open cap bounds the list). */
const ANNOUNCEMENTS_PER_HOUR = 20;

export const harvestsRoutes: FastifyPluginAsyncZod<{ harvests: HarvestsService }> = async (
  app,
  { harvests },
) => {
  const paged = (page: number, hasMore: boolean) =>
    pageMeta({ page, pageSize: HARVESTS.pageSize }, hasMore);

  app.get(
    harvestsApi.list.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Próximas cosechas abiertas, las más cercanas en fecha primero; por vendedor o producto',
        querystring: harvestsApi.list.query,
        response: { 200: harvestsApi.list.response },
      },
    },
    async (request) => {
      const { data, hasMore } = await harvests.list(sessionUser(request).id, request.query);
      return { data, meta: paged(request.query.page, hasMore) };
    },
  );

  app.get(
    harvestsApi.mine.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Mis cosechas anunciadas, todas',
        querystring: harvestsApi.mine.query,
        response: { 200: harvestsApi.mine.response },
      },
    },
    async (request) => {
      const { data, hasMore } = await harvests.mine(sessionUser(request).id, request.query.page);
      return { data, meta: paged(request.query.page, hasMore) };
    },
  );

  app.get(
    harvestsApi.detail.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Una cosecha, con la palabra cumplida del vendedor',
        params: harvestsApi.detail.params,
        response: { 200: harvestsApi.detail.response },
      },
    },
    async (request) => ({ data: await harvests.view(sessionUser(request).id, request.params.id) }),
  );

  app.post(
    harvestsApi.create.path,
    {
      onRequest: app.requireUser,
      config: {
        rateLimit: {
          max: ANNOUNCEMENTS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `harvests:create:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        security,
        summary: `Anunciar una cosecha (máximo ${HARVESTS.maxOpenPerSeller} abiertas)`,
        body: harvestsApi.create.body,
        response: { 201: harvestsApi.create.response },
      },
    },
    async (request, reply) => {
      const userId = sessionUser(request).id;
      const id = await harvests.announce(userId, request.body);
      return reply
        .status(201)
        .send({ message: m.announced, data: await harvests.view(userId, id) });
    },
  );

  app.put(
    harvestsApi.update.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Editar una cosecha propia abierta',
        params: harvestsApi.update.params,
        body: harvestsApi.update.body,
        response: { 200: harvestsApi.update.response },
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      await harvests.edit(userId, request.params.id, request.body);
      return { message: m.updated, data: await harvests.view(userId, request.params.id) };
    },
  );

  app.post(
    harvestsApi.close.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cerrar una cosecha propia',
        params: harvestsApi.close.params,
        response: { 200: harvestsApi.close.response },
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      await harvests.close(userId, request.params.id);
      return { message: m.closed, data: await harvests.view(userId, request.params.id) };
    },
  );

  app.post(
    harvestsApi.toListing.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'La cosecha está lista: publicarla como producto (reglas de los productos) y avisar a quienes la siguen o reservaron',
        params: harvestsApi.toListing.params,
        body: harvestsApi.toListing.body,
        response: { 200: harvestsApi.toListing.response },
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      await harvests.toListing(userId, request.params.id, request.body.price);
      return { message: m.listed, data: await harvests.view(userId, request.params.id) };
    },
  );

  app.post(
    harvestsApi.follow.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Seguir una cosecha ('Avísame cuando esté lista')",
        params: harvestsApi.follow.params,
        response: { 200: harvestsApi.follow.response },
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      await harvests.follow(userId, request.params.id, true);
      return { message: m.followed, data: await harvests.view(userId, request.params.id) };
    },
  );

  app.delete(
    harvestsApi.follow.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Dejar de seguir una cosecha',
        params: harvestsApi.follow.params,
        response: { 200: harvestsApi.follow.response },
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      await harvests.follow(userId, request.params.id, false);
      return { message: m.unfollowed, data: await harvests.view(userId, request.params.id) };
    },
  );

  app.post(
    harvestsApi.reserve.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Reservar parte de una cosecha (compromiso de palabra; el vendedor acepta o no)',
        params: harvestsApi.reserve.params,
        body: harvestsApi.reserve.body,
        response: { 201: harvestsApi.reserve.response },
      },
    },
    async (request, reply) => {
      const userId = sessionUser(request).id;
      const id = await harvests.reserve(userId, request.params.id, request.body.quantity);
      return reply
        .status(201)
        .send({ message: m.reserved, data: await harvests.reservation(userId, id) });
    },
  );

  app.get(
    harvestsApi.reservations.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Reservas de una cosecha: todas para el vendedor, la propia para un comprador',
        params: harvestsApi.reservations.params,
        response: { 200: harvestsApi.reservations.response },
      },
    },
    async (request) => ({
      data: await harvests.reservationsOf(sessionUser(request).id, request.params.id),
    }),
  );

  app.get(
    harvestsApi.myReservations.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Mis reservas como comprador',
        response: { 200: harvestsApi.myReservations.response },
      },
    },
    async (request) => ({ data: await harvests.myReservations(sessionUser(request).id) }),
  );

  const reservationAction = (
    route: typeof harvestsApi.accept | typeof harvestsApi.decline | typeof harvestsApi.acceptReason,
    summary: string,
    message: string,
    act: (userId: number, id: number) => Promise<void>,
  ) =>
    app.post(
      route.path,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          security,
          summary,
          params: route.params,
          response: { 200: route.response },
        },
      },
      async (request) => {
        const userId = sessionUser(request).id;
        await act(userId, request.params.id);
        return { message, data: await harvests.reservation(userId, request.params.id) };
      },
    );
  reservationAction(
    harvestsApi.accept,
    'El vendedor acepta una reserva',
    m.reservationAccepted,
    (userId, id) => harvests.answerReservation(userId, id, true),
  );
  reservationAction(
    harvestsApi.decline,
    'El vendedor rechaza una reserva',
    m.reservationDeclined,
    (userId, id) => harvests.answerReservation(userId, id, false),
  );
  reservationAction(
    harvestsApi.acceptReason,
    'Aceptar el motivo de una cancelación de la otra parte (no cuenta en contra de nadie)',
    m.reasonAccepted,
    (userId, id) => harvests.acceptReason(userId, id),
  );

  app.post(
    harvestsApi.cancel.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cancelar una reserva (comprador o vendedor), con el motivo',
        params: harvestsApi.cancel.params,
        body: harvestsApi.cancel.body,
        response: { 200: harvestsApi.cancel.response },
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      await harvests.cancel(userId, request.params.id, request.body.reason);
      return {
        message: m.reservationCancelled,
        data: await harvests.reservation(userId, request.params.id),
      };
    },
  );

  app.post(
    harvestsApi.confirm.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Después de la fecha: decir si la otra parte cumplió',
        params: harvestsApi.confirm.params,
        body: harvestsApi.confirm.body,
        response: { 200: harvestsApi.confirm.response },
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      await harvests.confirm(userId, request.params.id, request.body.kept);
      return { message: m.confirmed, data: await harvests.reservation(userId, request.params.id) };
    },
  );

  app.get(
    harvestsApi.keptWord.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "La palabra cumplida de una persona ('Cumplió 7 de 8 reservas')",
        params: harvestsApi.keptWord.params,
        response: { 200: harvestsApi.keptWord.response },
      },
    },
    async (request) => {
      const word = await harvests.keptWord(request.params.id);
      return { data: word };
    },
  );
};

/** A moderator hides a harvest, with a reason its seller reads. */
export const adminHarvestsRoutes: FastifyPluginAsyncZod<{ harvests: HarvestsService }> = async (
  app,
  { harvests },
) => {
  app.addHook('onRequest', app.requireAdmin);
  app.post(
    harvestsApi.hide.path,
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Ocultar una cosecha, con el motivo que verá el vendedor',
        params: harvestsApi.hide.params,
        body: harvestsApi.hide.body,
        response: { 200: harvestsApi.hide.response },
      },
    },
    async (request) => {
      await harvests.hide(sessionUser(request).id, request.params.id, request.body.reason);
      return { message: 'Cosecha oculta.' };
    },
  );
};
