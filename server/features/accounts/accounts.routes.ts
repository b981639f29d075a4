import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REGISTRATION_MESSAGES } from '../../../domain/accounts/registration';
import { accountsApi } from '../../../domain/api/accounts';
import { notFound } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import {
  clearSessionCookie,
  readDeviceSecret,
  setDeviceCookie,
  setSessionCookie,
} from '../../platform/auth/session-cookie';
import type { OtpDelivery } from '../../platform/otp/otp-delivery';
import type { AccountsService, SignedIn } from './accounts.service';
import { OTP_LIMIT_MESSAGES } from './otp.service';

export interface AccountsRouteOptions {
  accounts: AccountsService;
  /** Its outbox (console sender) answers the development route. */
  delivery: OtpDelivery;
}

/** Who is asking: the address and the device secret the app sends when it has one. */
const requesterOf = (request: FastifyRequest) => ({
  ip: request.ip,
  device: readDeviceSecret(request),
});

/**
 * The answer of a sign-in (code or link): the token, with the page cookie (for the
 * server-rendered pages only, decision 013; the API keeps the bearer token) and the device's.
 */
function signedInAnswer(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
  const { token, expiresAt, device, profile } = signedIn;
  setSessionCookie(request, reply, token, expiresAt, Date.now());
  setDeviceCookie(request, reply, device);
  return {
    data: {
      access_token: token,
      token_type: 'Bearer' as const,
      expires_at: expiresAt.toISOString(),
      device,
      user: profile,
    },
  };
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRouteOptions> = async (app, options) => {
  const { accounts, delivery } = options;
  const tags = ['accounts'];

  app.post(
    accountsApi.phoneCheck.path,
    {
      // Changes nothing a signed-out visitor sees: the catalogue's caches stay (public-answers.ts).
      config: { keepsPublicAnswers: true },
      schema: {
        tags,
        summary: 'Disponibilidad de un teléfono: 404 = libre para registrarse, 200 = ya registrado',
        body: accountsApi.phoneCheck.body,
        response: { 200: accountsApi.phoneCheck.response, 404: accountsApi.phoneCheck.response },
      },
    },
    async (request, reply) => {
      const registered = await accounts.isRegistered(request.body.phone, request.ip);
      return registered
        ? reply.send({ message: REGISTRATION_MESSAGES.phoneAlreadyRegistered, registered })
        : reply.status(404).send({ message: 'El teléfono está disponible.', registered });
    },
  );

  for (const path of accountsApi.register.paths) {
    app.post(
      path,
      {
        // Changes nothing a signed-out visitor sees: the catalogue's caches stay (public-answers.ts).
        config: { keepsPublicAnswers: true },
        schema: {
          tags,
          summary:
            'Crear cuenta (registra también la aceptación de términos y de la política de datos)',
          body: accountsApi.register.body,
          response: { 201: accountsApi.register.response },
        },
      },
      async (request, reply) => {
        const input = request.body;
        const { registrationId, expiresAt } = await accounts.register(input, {
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 300),
        });
        return reply.status(201).send({
          success: true,
          message: REGISTRATION_MESSAGES.registered,
          data: {
            registration_id: registrationId,
            phone: input.phone,
            expires_at: expiresAt.toISOString(),
          },
        });
      },
    );
  }

  app.post(
    accountsApi.requestOtp.path,
    {
      // Changes nothing a signed-out visitor sees: the catalogue's caches stay (public-answers.ts).
      config: { keepsPublicAnswers: true },
      schema: {
        tags,
        summary: 'Pedir un código de acceso de 4 dígitos por WhatsApp o SMS',
        body: accountsApi.requestOtp.body,
        response: { 200: accountsApi.requestOtp.response },
      },
    },
    async (request) => {
      const { phone, type, registration } = request.body;
      const challenge = await accounts.requestCode(
        { phone, channel: type, registration, requester: requesterOf(request) },
        request.log,
      );
      return {
        id: challenge.id,
        channel: challenge.channel,
        expires_at: challenge.expiresAt.toISOString(),
        resend_after: Math.ceil(challenge.resendAfterMs / 1000),
        new_code: challenge.resent,
        // While the phone's guessing is paused the code cannot be compared, but the link of
        // the newest message works: the same words as the verification (decision 011).
        message: challenge.paused
          ? OTP_LIMIT_MESSAGES.pausedUseLink
          : challenge.resent
            ? OTP_LIMIT_MESSAGES.sent(challenge.channel)
            : OTP_LIMIT_MESSAGES.useLatest(challenge.channel),
      };
    },
  );

  app.post(
    accountsApi.verifyOtp.path,
    {
      // Changes nothing a signed-out visitor sees: the catalogue's caches stay (public-answers.ts).
      config: { keepsPublicAnswers: true },
      schema: {
        tags,
        summary: 'Verificar el código y recibir el token de acceso',
        params: accountsApi.verifyOtp.params,
        body: accountsApi.verifyOtp.body,
        response: { 200: accountsApi.verifyOtp.response },
      },
    },
    async (request, reply) => {
      const signedIn = await accounts.signInWithCode({
        challengeId: request.params.id,
        pin: request.body.pin,
        requester: requesterOf(request),
      });
      return signedInAnswer(request, reply, signedIn);
    },
  );

  // The link of a code message opens /entrar/{token}, a page of the web app whose button posts
  // the token here: link previews (WhatsApp, SMS apps) fetch the page and never sign in.
  app.post(
    accountsApi.signInLink.path,
    {
      schema: {
        tags,
        summary: 'Entrar con el enlace de un mensaje de código (inicia sesión como el código)',
        body: accountsApi.signInLink.body,
        response: { 200: accountsApi.signInLink.response },
      },
    },
    async (request, reply) => {
      const signedIn = await accounts.signInWithLink({
        token: request.body.token,
        requester: requesterOf(request),
      });
      return signedInAnswer(request, reply, signedIn);
    },
  );

  app.get(
    accountsApi.me.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Perfil de la persona que inició sesión',
        security: [{ bearerAuth: [] }],
        response: { 200: accountsApi.me.response },
      },
    },
    async (request) => {
      return { data: await accounts.profile(sessionUser(request).id) };
    },
  );

  app.delete(
    accountsApi.deleteAccount.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Eliminar la cuenta y todos sus datos',
        security: [{ bearerAuth: [] }],
        response: { 200: accountsApi.deleteAccount.response },
      },
    },
    async (request, reply) => {
      await accounts.deleteAccount(sessionUser(request).id);
      clearSessionCookie(request, reply);
      return { success: true as const, message: 'Tu cuenta y tus datos fueron eliminados.' };
    },
  );

  // Signing out of one browser is the app forgetting its token; the page cookie is HttpOnly, so
  // the server removes it. No token needed: an expired session must be able to leave too, and
  // removing the cookie never signs anyone out of the API.
  app.post(
    accountsApi.logout.path,
    {
      schema: {
        tags,
        summary: 'Cerrar sesión en este navegador (borra la cookie de las páginas)',
        response: { 200: accountsApi.logout.response },
      },
    },
    async (request, reply) => {
      clearSessionCookie(request, reply);
      return { success: true as const, message: 'Cerraste sesión.' };
    },
  );

  app.post(
    accountsApi.logoutEverywhere.path,
    {
      // Changes nothing a signed-out visitor sees: the catalogue's caches stay (public-answers.ts).
      config: { keepsPublicAnswers: true },
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Cerrar sesión en todos los dispositivos (invalida todos los tokens)',
        security: [{ bearerAuth: [] }],
        response: { 200: accountsApi.logoutEverywhere.response },
      },
    },
    async (request, reply) => {
      await accounts.signOutEverywhere(sessionUser(request).id);
      clearSessionCookie(request, reply);
      return { success: true as const, message: 'Cerraste sesión en todos tus dispositivos.' };
    },
  );

  // Development outbox of the console sender. Registered only when asked for (DEV_OTP_OUTBOX,
  // refused by the configuration in production and on a non-loopback HOST), so it cannot leak
  // codes anywhere else.
  const outbox = delivery.outbox;
  if (outbox && app.config.otp.devOutbox) {
    app.get(
      accountsApi.devOtp.path,
      {
        schema: {
          tags: ['development'],
          summary: 'Último código enviado a un teléfono (solo desarrollo, remitente console)',
          querystring: accountsApi.devOtp.querystring,
          response: { 200: accountsApi.devOtp.response },
        },
      },
      async (request) => {
        const latest = outbox.latest(request.query.phone);
        const notices = outbox.noticesTo(request.query.phone);
        if (!latest && notices.length === 0) {
          throw notFound('No hay códigos enviados a ese número.');
        }
        return {
          phone: request.query.phone,
          code: latest?.code ?? null,
          notices,
          link: latest?.link ?? null,
        };
      },
    );
  }
};
