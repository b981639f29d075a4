import { z } from 'zod';
import { requiredId, requiredText } from '../form-values';
import { priceSchema } from '../listings/listing';
import { PHONE_MESSAGES } from '../phone';

export const JOBS = {
  /** An offer stays open this long after it is published. */
  openDays: 30,
  titleMax: 100,
  descriptionMax: 1500,
  /** Open offers one person may have at once (spam guard). */
  openPerUser: 10,
  pageSize: 20,
} as const;

export const PAY_PERIODS = [
  { value: 'dia', label: 'por día' },
  { value: 'semana', label: 'por semana' },
  { value: 'mes', label: 'por mes' },
  { value: 'contrato', label: 'por contrato' },
] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number]['value'];
const PAY_PERIOD_VALUES = PAY_PERIODS.map((p) => p.value) as [PayPeriod, ...PayPeriod[]];

export const JOB_MESSAGES = {
  titleRequired: 'Escribe el título de la oferta.',
  titleTooLong: `El título puede tener hasta ${JOBS.titleMax} caracteres.`,
  descriptionRequired: 'Describe el trabajo.',
  descriptionTooLong: `La descripción puede tener hasta ${JOBS.descriptionMax} caracteres.`,
  departmentRequired: 'Selecciona el departamento.',
  municipalityRequired: 'Selecciona el municipio.',
  municipalityNotInDepartment: 'El municipio no pertenece al departamento.',
  payRequired: 'Indica el pago en pesos.',
  periodRequired: 'Elige el periodo de pago.',
  startRequired: 'Indica la fecha de inicio.',
  startInvalid: 'La fecha de inicio no es válida.',
  startInPast: 'La fecha de inicio no puede ser anterior a hoy.',
  tooManyOpen: `Puedes tener hasta ${JOBS.openPerUser} ofertas abiertas. Cierra alguna para publicar otra.`,
  published: '¡Oferta publicada!',
  closed: 'Oferta cerrada.',
  alreadyClosed: 'Esta oferta ya está cerrada.',
  notFound: 'No encontramos esta oferta.',
  empty: 'No hay ofertas de trabajo con estos filtros.',
  emptyHint: 'Prueba con otro municipio o publica la tuya.',
} as const;

const m = JOB_MESSAGES;

/** POST /jobs. `phone` defaults to the publisher's own number when left out. */
export const jobOfferInputSchema = z.object({
  title: requiredText(JOBS.titleMax, { required: m.titleRequired, tooLong: m.titleTooLong }),
  description: requiredText(JOBS.descriptionMax, {
    required: m.descriptionRequired,
    tooLong: m.descriptionTooLong,
  }),
  department_id: requiredId(m.departmentRequired),
  municipality_id: requiredId(m.municipalityRequired),
  // priceSchema alone answers a missing amount with the listings' 'Requerido'.
  pay: z
    .unknown()
    .refine((value) => value != null && String(value).trim() !== '', {
      error: m.payRequired,
      abort: true,
    })
    .pipe(priceSchema),
  pay_period: z.enum(PAY_PERIOD_VALUES, { error: m.periodRequired }),
  starts_on: z
    .string({ error: m.startRequired })
    .trim()
    .min(1, { error: m.startRequired, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.startInvalid)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), m.startInvalid),
  phone: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\D/g, '') || undefined : value),
    z
      .string()
      .regex(/^\d{10}$/, PHONE_MESSAGES.length)
      .optional(),
  ),
  whatsapp: z.preprocess(
    (value) =>
      value === undefined ? true : value === true || ['true', '1', 'on'].includes(String(value)),
    z.boolean(),
  ),
});
export type JobOfferInput = z.input<typeof jobOfferInputSchema>;
