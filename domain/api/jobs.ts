import { z } from 'zod';
import { optionalFilterId } from '../form-values';
import { PAY_PERIODS, jobOfferInputSchema } from '../jobs/job-offer';
import { idParam } from './common';
import { apiPaths } from './paths';

const periodValues = PAY_PERIODS.map((p) => p.value) as ['dia', 'semana', 'mes', 'contrato'];

export const jobOfferSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  department_id: z.number().int(),
  department: z.string(),
  municipality_id: z.number().int(),
  municipality: z.string(),
  pay: z.number().int(),
  pay_period: z.enum(periodValues),
  starts_on: z.string().describe('YYYY-MM-DD'),
  phone: z.string().describe('Contact number, 10 digits'),
  whatsapp: z.boolean().describe('The number takes WhatsApp messages'),
  publisher: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(['open', 'closed', 'expired']),
  is_mine: z.boolean(),
  created_at: z.string(),
  expires_at: z.string(),
  closed_at: z.string().nullable(),
});
export type JobOffer = z.infer<typeof jobOfferSchema>;

const page = z.coerce.number().int().min(1).default(1);
const offerParams = z.object({ id: idParam });

const pageOf = z.object({
  data: z.array(jobOfferSchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), has_more: z.boolean() }),
});

/** Every call needs a session (the job board sits behind the guard like the rest). */
export const jobsApi = {
  /** Open, unexpired offers, newest first, filtered by department and municipality. */
  list: {
    path: apiPaths.jobs.list,
    query: z.object({ department_id: optionalFilterId, municipality_id: optionalFilterId, page }),
    response: pageOf,
  },
  /** The signed-in person's offers, open, closed and expired. */
  mine: { path: apiPaths.jobs.mine, query: z.object({ page }), response: pageOf },
  detail: {
    path: apiPaths.jobs.detail,
    params: offerParams,
    response: z.object({ data: jobOfferSchema }),
  },
  create: {
    path: apiPaths.jobs.create,
    body: jobOfferInputSchema,
    response: z.object({ message: z.string(), data: jobOfferSchema }),
  },
  /** Owner only (404 for anyone else); closing twice answers 409. */
  close: {
    path: apiPaths.jobs.close,
    params: offerParams,
    response: z.object({ message: z.string(), data: jobOfferSchema }),
  },
} as const;
