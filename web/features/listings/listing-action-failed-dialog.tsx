import { GENERIC_ERROR_MESSAGE } from '../../../domain/errors';
import { LISTING_MESSAGES } from '../../../domain/listings/listing';
import { onDemandDialog } from '../../components/on-demand-dialog';
import { ApiError } from '../../lib/api-client';
import type { ListingActionFailedDialogProps } from './listing-action-failed-dialog-content';

/**
 * docs/product.md §8: the server's message (the 5-active limit, "sold is final"…), or 'Ocurrió un problema
 * inesperado.' when there is none worth showing (the API client already hid technical text).
 */
export function listingActionErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message && error.message !== GENERIC_ERROR_MESSAGE) {
    return error.message;
  }
  return LISTING_MESSAGES.unexpected;
}

/** 'No se pudo procesar la acción' with the reason; its code comes when it first opens. */
export const ListingActionFailedDialog = onDemandDialog<ListingActionFailedDialogProps>(
  () => import('./listing-action-failed-dialog-content'),
  { isOpen: (props) => props.message !== null, close: (props) => props.onClose() },
);
