import { z } from 'zod';
import { isCalendarDate } from '../dates';
import { optionalPhone, requiredId, requiredText } from '../form-values';
import { priceSchema } from '../listings/listing-schemas';
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
    // YYYY-MM-DD of a day that exists (Date.parse quietly reads 30 February as 2 March).
    .refine(isCalendarDate, m.startInvalid),
  // Also reads '+57 310 555 1234' (the country code as people type it) as 3105551234.
  phone: optionalPhone(PHONE_MESSAGES.length),
  whatsapp: z.preprocess(
    (value) =>
      value === undefined ? true : value === true || ['true', '1', 'on'].includes(String(value)),
    z.boolean(),
  ),
});
