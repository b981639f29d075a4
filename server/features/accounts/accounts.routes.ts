import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_MESSAGES } from '../../../domain/accounts/login';
import { REGISTRATION_MESSAGES } from '../../../domain/accounts/registration';
import { accountsApi } from '../../../domain/api/accounts';
import { OTP } from '../../../domain/limits';
import { PG_ERROR, pgErrorCode } from '../../db/errors';
import { municipalityIsIn } from '../../db/reference-data';
import { HttpError, notFound } from '../../lib/http-error';
import { sessionUser } from '../../platform/auth/authenticate';
import { signAccessToken } from '../../platform/auth/tokens';
import { OtpDeliveryError } from '../../platform/otp/otp-sender';
import type { OtpDelivery } from '../../platform/otp/otp-delivery';
import { imageKeysOfUser } from '../listings/listing-images.queries';
import type { OtpService } from './otp.service';
import { OTP_LIMIT_MESSAGES } from './otp.service';
import {
  bumpTokenVersion,
  createUser,
  deleteUser,
  findProfile,
  findSignInInfo,
  findUserIdByPhone,
  registrationConflicts,
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

        const refuseDuplicate = async () => {
          const conflicts = await registrationConflicts(app.db, input.phone, input.document);
          const errors: Record<string, string[]> = {};
          if (conflicts.document) errors.document = [REGISTRATION_MESSAGES.documentTaken];
          if (conflicts.phone) errors.phone = [REGISTRATION_MESSAGES.phoneTaken];
          const first = errors.document?.[0] ?? errors.phone?.[0];
          if (first) throw new HttpError(422, first, errors);
        };
        await refuseDuplicate();
        let id: number;
        try {
          id = await createUser(app.db, input, {
            ip: request.ip,
            userAgent: request.headers['user-agent']?.slice(0, 300),
          });
        } catch (error) {
          // Two registrations of the same phone or document at the same moment.
          if (pgErrorCode(error) === PG_ERROR.uniqueViolation) await refuseDuplicate();
          throw error;
        }
        return reply.status(201).send({
          success: true,
          message: REGISTRATION_MESSAGES.registered,
          data: { id, phone: input.phone },
        });
      },
    );
  }

  app.post(
    accountsApi.requestOtp.path,
    {
      schema: {
        tags,
        summary: 'Pedir un código de acceso de 4 dígitos por WhatsApp o SMS',
        body: accountsApi.requestOtp.body,
        response: { 200: accountsApi.requestOtp.response },
      },
    },
    async (request) => {
      const { phone, type } = request.body;
      const userId = await findUserIdByPhone(app.db, phone);
      if (userId === null) {
        // Still counted per IP, so probing numbers through this call is limited too.
        await otp.countAccountLookup(request.ip);
        throw notFound(LOGIN_MESSAGES.notRegistered);
      }
      try {
        const challenge = await otp.requestCode({ userId, phone, channel: type, ip: request.ip });
        return {
          id: challenge.id,
          channel: challenge.channel,
          expires_at: challenge.expiresAt.toISOString(),
          resend_after: OTP.resendCooldownSeconds,
          message: OTP_LIMIT_MESSAGES.sent(challenge.channel),
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

  app.post(
    accountsApi.verifyOtp.path,
    {
      schema: {
        tags,
        summary: 'Verificar el código y recibir el token de acceso',
        params: accountsApi.verifyOtp.params,
        body: accountsApi.verifyOtp.body,
        response: { 200: accountsApi.verifyOtp.response },
      },
    },
    async (request) => {
      const userId = await otp.verifyCode({
        challengeId: request.params.id,
        pin: request.body.pin,
        ip: request.ip,
        phoneOf: async (id) => (await findSignInInfo(app.db, id))?.phone ?? null,
      });
      const [profile, signIn] = await Promise.all([
        findProfile(app.db, userId),
        findSignInInfo(app.db, userId),
      ]);
      if (!profile || !signIn) throw notFound(LOGIN_MESSAGES.userNotFound);
      const { token, expiresAt } = await signAccessToken(
        app.secrets.jwtKey,
        { userId, tokenVersion: signIn.tokenVersion },
        app.config.accessTokenDays,
      );
      return {
        data: {
          access_token: token,
          token_type: 'Bearer' as const,
          expires_at: expiresAt.toISOString(),
          user: profile,
        },
      };
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
    async (request) => {
      const userId = sessionUser(request).id;
      const photoKeys = await imageKeysOfUser(app.db, userId);
      await deleteUser(app.db, userId);
      await options.removeFiles(photoKeys);
      return { success: true as const, message: 'Tu cuenta y tus datos fueron eliminados.' };
    },
  );

  app.post(
    accountsApi.logoutEverywhere.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Cerrar sesión en todos los dispositivos (invalida todos los tokens)',
        security: [{ bearerAuth: [] }],
        response: { 200: accountsApi.logoutEverywhere.response },
      },
    },
    async (request) => {
      await bumpTokenVersion(app.db, sessionUser(request).id);
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
        const code = outbox.latest(request.query.phone);
        if (!code) throw notFound('No hay códigos enviados a ese número.');
        return { phone: request.query.phone, code };
      },
    );
  }
};
