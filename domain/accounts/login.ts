import { z } from 'zod';
import { mobilePhoneSchema, otpCodeSchema } from './phone-schemas';

export const OTP_CHANNELS = ['whatsapp', 'sms'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

/**
 * POST /auth: ask for a one-time code on WhatsApp (default) or SMS. `registration` (the id
 * POST /register-user answered) asks for the code that proves a new phone and creates the
 * account.
 */
export const otpRequestSchema = z.object({
  phone: mobilePhoneSchema,
  registration: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.uuid({ error: 'El registro no es válido. Vuelve a llenar el formulario.' }).optional(),
  ),
  type: z.preprocess(
    (value) => (value === undefined || value === '' ? 'whatsapp' : value),
    z.enum(OTP_CHANNELS, { error: 'Elige WhatsApp o SMS para recibir el código.' }),
  ),
});

/** POST /auth/{id}/verify */
export const otpVerifySchema = z.object({ pin: otpCodeSchema });

/** POST /validatephone */
export const phoneCheckSchema = z.object({ phone: mobilePhoneSchema });

/** docs/product.md §8 "Generic" and "Verify" messages, and the ones for the code limits. */
export const LOGIN_MESSAGES = {
  generic: 'Ocurrió un error',
  sendFailed: 'Error enviando el código',
  otpFailed: 'Error al generar el OTP',
  invalidPhone: 'Número de teléfono no válido',
  verifyFailed: 'Error verificando el código',
  userNotFound: 'Usuario no encontrado',
  invalidOrExpired: 'Código inválido o expirado',
  tokenMissing: 'Token no recibido',
  notRegistered: 'No encontramos una cuenta con este número. Regístrate primero.',
  /** A sign-in link that is wrong, used or expired: one answer for all (it tells nothing). */
  linkRefused: 'Este enlace ya no sirve. Pide un código nuevo.',
} as const;

/** POST /auth/link: the token of the sign-in link sent with a code (decision 011). */
export const signInLinkSchema = z.object({
  token: z
    .string({ error: LOGIN_MESSAGES.linkRefused })
    .max(100, { error: LOGIN_MESSAGES.linkRefused }),
});
