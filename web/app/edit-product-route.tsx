import { EditListingPage } from '../features/listings/edit/edit-listing-page';
import { renderPriceHint } from './price-hint';

/** /producto/{id}/editar: the edit screen with the Bolsa de precios' hint under the price. */
export function EditProductRoute() {
  return <EditListingPage renderPriceHint={renderPriceHint} />;
}
