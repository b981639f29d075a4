import { z } from 'zod';
import { requiredText } from '../form-values';
import { LISTINGS } from '../limits';

export const ADMIN = {
  pageSize: 20,
  reasonMax: 300,
} as const;

export const ADMIN_MESSAGES = {
  forbidden: 'Esta sección es solo para administradores.',
  reasonRequired: 'Escribe el motivo: el vendedor lo verá en Mis productos.',
  reasonTooLong: `El motivo puede tener hasta ${ADMIN.reasonMax} caracteres.`,
  listingHidden: 'Publicación oculta.',
  listingShown: 'Publicación visible de nuevo.',
  listingShownInactive: `Publicación visible de nuevo, pero inactiva: el vendedor ya tiene ${LISTINGS.maxActivePerUser} productos activos.`,
  reviewRemoved: 'Opinión eliminada.',
  reportHandled: 'Reporte marcado como atendido.',
  reportReopened: 'Reporte marcado como pendiente.',
  listingNotFound: 'No encontramos esa publicación.',
  reviewNotFound: 'No encontramos esa opinión.',
  reportNotFound: 'No encontramos ese reporte.',
} as const;

/** What the action log records, with the label the admin screen shows. */
export const ADMIN_ACTIONS = {
  'store.create': 'Creó una tienda',
  'store.update': 'Editó una tienda',
  'store.delete': 'Eliminó una tienda',
  'store.image.add': 'Agregó fotos a una tienda',
  'store.image.delete': 'Quitó una foto de una tienda',
  'store.tag.add': 'Agregó una categoría a una tienda',
  'store.tag.delete': 'Quitó una categoría de una tienda',
  'store.product.add': 'Agregó un producto a una tienda',
  'store.product.update': 'Editó un producto de una tienda',
  'store.product.delete': 'Quitó un producto de una tienda',
  'organization.create': 'Creó una organización',
  'organization.update': 'Editó una organización',
  'organization.delete': 'Eliminó una organización',
  'listing.hide': 'Ocultó una publicación',
  'listing.unhide': 'Volvió a mostrar una publicación',
  'review.remove': 'Eliminó una opinión',
  'report.handled': 'Marcó un reporte como atendido',
  'report.reopened': 'Reabrió un reporte',
  'role.grant': 'Dio el rol de administrador',
  'role.revoke': 'Quitó el rol de administrador',
  'prices.sipsa.import': 'Cargó precios mayoristas SIPSA',
  'buy_request.hide': 'Ocultó un pedido',
  'harvest.hide': 'Ocultó una cosecha',
} as const;
export type AdminAction = keyof typeof ADMIN_ACTIONS;

export const moderationReasonSchema = z.object({
  reason: requiredText(ADMIN.reasonMax, {
    required: ADMIN_MESSAGES.reasonRequired,
    tooLong: ADMIN_MESSAGES.reasonTooLong,
  }),
});
