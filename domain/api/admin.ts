import { z } from 'zod';
import { ADMIN_ACTIONS, moderationReasonSchema, type AdminAction } from '../admin/admin';
import { REPORT_TYPES } from '../reports/report';
import { listingStatusSchema } from './listings';
import { idParam } from './common';
import { apiPaths } from './paths';

const reportTypeValues = REPORT_TYPES.map((t) => t.value) as [string, ...string[]];
const actionValues = Object.keys(ADMIN_ACTIONS) as [AdminAction, ...AdminAction[]];
const page = z.coerce.number().int().min(1).default(1);
const meta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  has_more: z.boolean(),
});
const params = z.object({ id: idParam });
const flag = z.preprocess(
  (value) => (typeof value === 'string' ? ['true', '1', 'on'].includes(value) : value),
  z.boolean({ error: 'Indica true o false.' }),
);

export const adminReportSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  phone: z.string(),
  description: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable().describe('Admin name'),
  user: z.object({ id: z.number().int(), name: z.string() }),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminListingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  image: z.string().nullable(),
  status: listingStatusSchema,
  hidden_reason: z.string().nullable(),
  seller: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
  municipality: z.string(),
  department: z.string(),
  created_at: z.string(),
});
export type AdminListing = z.infer<typeof adminListingSchema>;

export const adminReviewSchema = z.object({
  id: z.number().int(),
  voto: z.number(),
  body: z.string(),
  created_at: z.string(),
  removed_at: z.string().nullable(),
  listing: z.object({ id: z.number().int(), name: z.string() }),
  user: z.object({ id: z.number().int().nullable(), name: z.string() }),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminActionSchema = z.object({
  id: z.number().int(),
  action: z.enum(actionValues),
  label: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  admin: z.object({ id: z.number().int().nullable(), name: z.string() }),
  created_at: z.string(),
});
export type AdminActionEntry = z.infer<typeof adminActionSchema>;

/** Admin only (403 'Esta sección es solo para administradores.' for everyone else). */
/**
 * A document number more than one account gave (docs/product.md §13): registration lets the
 * owner of a cédula in even when a stranger registered it first, and flags it here.
 */
const sharedDocumentSchema = z.object({
  document: z.string(),
  accounts: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      phone: z.string(),
      type_doc: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type SharedDocument = z.infer<typeof sharedDocumentSchema>;

export const adminApi = {
  reports: {
    path: apiPaths.admin.reports,
    query: z.object({
      type: z.enum(reportTypeValues).optional(),
      status: z.enum(['open', 'handled', 'all']).default('open'),
      page,
    }),
    response: z.object({ data: z.array(adminReportSchema), meta }),
  },
  /** handled=true marks it handled (who and when); false reopens it. */
  setReportHandled: {
    path: apiPaths.admin.setReportHandled,
    params,
    body: z.object({ handled: flag }),
    response: z.object({ message: z.string(), data: adminReportSchema }),
  },
  /** Any listing, hidden ones included; q over product name and description, or an id. */
  listings: {
    path: apiPaths.admin.listings,
    query: z.object({
      q: z.string().trim().max(100).optional(),
      status: z.enum(['all', 'hidden']).default('all'),
      page,
    }),
    response: z.object({ data: z.array(adminListingSchema), meta }),
  },
  hideListing: {
    path: apiPaths.admin.hideListing,
    params,
    body: moderationReasonSchema,
    response: z.object({ message: z.string(), data: adminListingSchema }),
  },
  unhideListing: {
    path: apiPaths.admin.unhideListing,
    params,
    response: z.object({ message: z.string(), data: adminListingSchema }),
  },
  /** Newest reviews first, removed ones included. */
  reviews: {
    path: apiPaths.admin.reviews,
    query: z.object({ page }),
    response: z.object({ data: z.array(adminReviewSchema), meta }),
  },
  removeReview: {
    path: apiPaths.admin.removeReview,
    params,
    body: moderationReasonSchema,
    response: z.object({ message: z.string(), data: adminReviewSchema }),
  },
  actions: {
    path: apiPaths.admin.actions,
    query: z.object({ page }),
    response: z.object({ data: z.array(adminActionSchema), meta }),
  },
  sharedDocuments: {
    path: apiPaths.admin.sharedDocuments,
    query: z.object({ page }),
    response: z.object({ data: z.array(sharedDocumentSchema), meta }),
  },
} as const;
