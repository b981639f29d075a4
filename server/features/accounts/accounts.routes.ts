import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_MESSAGES } from '../../../domain/accounts/login';
import { REGISTRATION_MESSAGES } from '../../../domain/accounts/registration';
import { accountsApi } from '../../../domain/api/accounts';
import { OTP } from '../../../domain/limits';
import { PG_ERROR, pgErrorCode } from '../../db/errors';
import { municipalityIsIn } from '../../db/reference-data';
import { HttpError, notFound } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import {
  clearSessionCookie,
  readDeviceSecret,
  setDeviceCookie,
  setSessionCookie,
} from '../../platform/auth/session-cookie';
import { signAccessToken } from '../../platform/auth/tokens';
import { OtpDeliveryError } from '../../platform/otp/otp-sender';
import type { OtpDelivery } from '../../platform/otp/otp-delivery';
import { imageKeysOfUser } from '../listings';
import type { ChallengeOwner, OtpService } from './otp.service';
import { OTP_LIMIT_MESSAGES } from './otp.service';
import {
  bumpTokenVersion,
  completeRegistration,
  createPendingRegistration,
  findPendingFor,
  findPendingPhone,
  deleteUser,
  findProfile,
  findSignInInfo,
  findUserIdByPhone,
} from './accounts.queries';

export interface AccountsRouteOptions {
  otp: OtpService;
  delivery: OtpDelivery;
  /** Deletes stored photo files once their rows are gone. */
  removeFiles: (keys: string[]) => Promise<void>;
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRouteOptions> = async (app, options) => {
  const { otp, delivery } = options;
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
      await otp.countAccountLookup(request.ip);
      const registered = (await findUserIdByPhone(app.db, request.body.phone)) !== null;
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
        await otp.countAccountLookup(request.ip);
        const input = request.body;
        if (input.municipality_id !== undefined) {
          const fits =
            input.department_id !== undefined &&
            municipalityIsIn(app.reference, input.municipality_id, input.department_id);
          if (!fits) {
            throw new HttpError(422, REGISTRATION_MESSAGES.municipalityMismatch, {
              municipalite_id: [REGISTRATION_MESSAGES.municipalityMismatch],
            });
          }
        } else if (
          input.department_id !== undefined &&
          !app.reference.departments.has(input.department_id)
        ) {
          throw new HttpError(422, 'Selecciona un departamento válido.', {
            department_id: ['Selecciona un departamento válido.'],
          });
        }

        // Nothing blocks a registration, and the answer is the same whether the phone or the
        // document has an account (it tells nobody which do): a phone with an account is
        // signed in by its code, with nothing changed; a document another account gave is let
        // through and listed for the admins (docs/decisions/011 "Registration").
        const now = app.now();
        const expiresAt = new Date(now + OTP.registrationValidityHours * 3_600_000);
        const registrationId = await createPendingRegistration(
          app.db,
          input,
          { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 300) },
          expiresAt,
          new Date(now),
        );
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

  /**
   * Whom a code for this phone would prove: its account, or else the pending registration the
   * caller names (the id only the registering client got), or else, for the spec's client that
   * asks with phone and type only, the phone's pending registration made by the same requester,
   * else its newest (docs/decisions/011 "Registration"). Anything else: no account.
   */
  const challengeOwner = async (
    phone: string,
    registration: string | undefined,
    ip: string,
  ): Promise<ChallengeOwner> => {
    const userId = await findUserIdByPhone(app.db, phone);
    if (userId !== null) return { userId };
    // Still counted per IP, so probing numbers through this call is limited too.
    await otp.countAccountLookup(ip);
    const now = new Date(app.now());
    if (registration) {
      if ((await findPendingPhone(app.db, registration, now)) === phone) {
        return { registrationId: registration };
      }
    } else {
      const pending = await findPendingFor(app.db, phone, ip, now);
      if (pending) return { registrationId: pending };
    }
    throw notFound(
      registration ? REGISTRATION_MESSAGES.registrationExpired : LOGIN_MESSAGES.notRegistered,
    );
  };

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
      const owner = await challengeOwner(phone, registration, request.ip);
      try {
        const challenge = await otp.requestCode({
          owner,
          phone,
          channel: type,
          requester: { ip: request.ip, device: readDeviceSecret(request) },
        });
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
      } catch (error) {
        if (error instanceof OtpDeliveryError) {
          request.log.error({ sender: error.sender, detail: error.detail }, 'OTP delivery failed');
          throw new HttpError(502, LOGIN_MESSAGES.sendFailed);
        }
        throw error;
      }
    },
  );

  /**
   * The code of a pending registration was right: its account exists from now on. When the
   * phone got an account in the meantime, the code proved it: that account signs in, unchanged.
   */
  const createProvedAccount = async (registrationId: string, phone: string): Promise<number> => {
    try {
      const userId = await completeRegistration(app.db, registrationId);
      if (userId === null) throw new HttpError(422, LOGIN_MESSAGES.invalidOrExpired);
      return userId;
    } catch (error) {
      if (pgErrorCode(error) === PG_ERROR.uniqueViolation) {
        const userId = await findUserIdByPhone(app.db, phone);
        if (userId !== null) return userId;
      }
      throw error;
    }
  };

  /**
   * A right code or sign-in link proved the phone: the account (created now for a pending
   * registration) is signed in, with the page cookie, and this device is remembered.
   */
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    proved: ChallengeOwner & { phone: string },
  ) => {
    const userId =
      'userId' in proved
        ? proved.userId
        : await createProvedAccount(proved.registrationId, proved.phone);
    const [profile, signInInfo] = await Promise.all([
      findProfile(app.db, userId),
      findSignInInfo(app.db, userId),
    ]);
    if (!profile || !signInInfo) throw notFound(LOGIN_MESSAGES.userNotFound);
    const { token, expiresAt } = await signAccessToken(
      app.secrets.jwtKey,
      { userId, tokenVersion: signInInfo.tokenVersion },
      app.config.accessTokenDays,
    );
    // For the server-rendered pages only (decision 013); the API keeps the bearer token.
    setSessionCookie(request, reply, token, expiresAt, Date.now());
    // This device proved the phone: from now on others' wrong codes never pause it.
    const device = await otp.rememberDevice(userId, readDeviceSecret(request));
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
  };

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
      const proved = await otp.verifyCode({
        challengeId: request.params.id,
        pin: request.body.pin,
        requester: { ip: request.ip, device: readDeviceSecret(request) },
      });
      return signIn(request, reply, proved);
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
      const proved = await otp.signInWithLink({
        token: request.body.token,
        requester: { ip: request.ip, device: readDeviceSecret(request) },
      });
      return signIn(request, reply, proved);
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
      const profile = await findProfile(app.db, sessionUser(request).id);
      if (!profile) throw notFound(LOGIN_MESSAGES.userNotFound);
      return { data: profile };
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
      const userId = sessionUser(request).id;
      const photoKeys = await imageKeysOfUser(app.db, userId);
      // Their reviews of others' listings go with the account (the foreign key cascades).
      await deleteUser(app.db, userId);
      await app.sessionsChanged(userId);
      await options.removeFiles(photoKeys);
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
      const userId = sessionUser(request).id;
      await bumpTokenVersion(app.db, userId);
      await otp.forgetDevices(userId);
      await app.sessionsChanged(userId);
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
