import { z } from 'zod';
import {
  OTP_CHANNELS,
  otpRequestSchema,
  otpVerifySchema,
  phoneCheckSchema,
  signInLinkSchema,
} from '../accounts/login';
import { registrationRequestSchema } from '../accounts/registration';
import { addressInputSchema, addressSchema } from '../addresses/address';
import { reportInputSchema } from '../reports/report';
import { idParam } from './common';
import { apiPaths } from './paths';

const success = z.object({ success: z.literal(true), message: z.string() });
const place = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** What GET /users/auth answers about the signed-in person (docs/product.md §3 "Session"). */
export const userProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  document: z.string(),
  type_doc: z.string(),
  person_type: z.number().int(),
  legal_document: z.string().nullable(),
  legal_denomination: z.string().nullable(),
  address: z.string().nullable(),
  vereda: z.string().nullable(),
  department_id: z.number().int().nullable(),
  municipality_id: z.number().int().nullable(),
  department: place,
  municipality: place,
  role: z.enum(['user', 'admin']),
  created_at: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** A right code or sign-in link: the access token, this device's secret and the profile. */
const signedInSchema = z.object({
  data: z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_at: z.string(),
    device: z
      .string()
      .describe(
        'Secret of this device (also set as an HttpOnly cookie): send it back in the X-Campo-Dispositivo header and others’ wrong codes never pause it',
      ),
    user: userProfileSchema,
  }),
});

export const accountsApi = {
  phoneCheck: {
    path: apiPaths.accounts.phoneCheck,
    body: phoneCheckSchema,
    /** 404 = available for registration, 200 = already registered (docs/product.md §7). */
    response: z.object({ message: z.string(), registered: z.boolean() }),
  },
  register: {
    paths: apiPaths.accounts.register,
    body: registrationRequestSchema,
    /**
     * 201: the registration waits for its phone to be proved. The account is created when a
     * code sent to the phone is verified (POST /auth with `registration`, then
     * /auth/{id}/verify); until then nothing stops the real owner of the phone or the
     * document from registering.
     */
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      data: z.object({
        registration_id: z.uuid().describe('Send it as `registration` to POST /auth'),
        phone: z.string(),
        expires_at: z.string(),
      }),
    }),
  },
  requestOtp: {
    path: apiPaths.accounts.requestOtp,
    body: otpRequestSchema,
    response: z.object({
      id: z.string().describe('Challenge id for /auth/{id}/verify'),
      channel: z.enum(OTP_CHANNELS),
      expires_at: z.string(),
      resend_after: z.number().int().describe('Seconds until a new code may be asked for'),
      new_code: z
        .boolean()
        .describe(
          'False when no code was sent: the phone’s newest code, sent within the last minutes, is the one to type',
        ),
      message: z.string(),
    }),
  },
  verifyOtp: {
    path: apiPaths.accounts.verifyOtp,
    params: z.object({ id: z.uuid({ error: 'Código inválido o expirado' }) }),
    body: otpVerifySchema,
    response: signedInSchema,
  },
  signInLink: {
    path: apiPaths.accounts.signInLink,
    body: signInLinkSchema,
    /** The same answer (and cookies) as a right code. */
    response: signedInSchema,
  },
  me: { path: apiPaths.accounts.me, response: z.object({ data: userProfileSchema }) },
  deleteAccount: { path: apiPaths.accounts.deleteAccount, response: success },
  logout: { path: apiPaths.accounts.logout, response: success },
  logoutEverywhere: { path: apiPaths.accounts.logoutEverywhere, response: success },
  devOtp: {
    path: apiPaths.accounts.devOtp,
    querystring: z.object({ phone: z.string() }),
    response: z.object({
      phone: z.string(),
      code: z.string().nullable(),
      /** Security notices "sent" to the phone ('Alguien intentó entrar con tu número'). */
      notices: z.array(z.string()),
      /** The sign-in link of the newest code message. */
      link: z.string().nullable(),
    }),
  },
} as const;

export const addressesApi = {
  list: { path: apiPaths.addresses.list, response: z.object({ data: z.array(addressSchema) }) },
  create: {
    path: apiPaths.addresses.create,
    body: addressInputSchema,
    response: z.object({ message: z.string(), data: addressSchema }),
  },
  update: {
    path: apiPaths.addresses.update,
    params: z.object({ id: idParam }),
    body: addressInputSchema,
    response: z.object({ message: z.string(), data: addressSchema }),
  },
  remove: {
    paths: apiPaths.addresses.remove,
    params: z.object({ id: idParam }),
    response: success,
  },
} as const;

export const reportsApi = {
  create: { path: apiPaths.reports.create, body: reportInputSchema, response: success },
  supportContact: {
    path: apiPaths.reports.supportContact,
    response: z.object({ display: z.string(), tel: z.string() }),
  },
} as const;
