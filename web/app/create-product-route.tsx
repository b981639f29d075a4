import { AddressForm } from '../features/addresses/address-form';
import { useAddresses } from '../lib/addresses';
import { CreateListingPage } from '../features/listings/create/create-listing-page';
import { CreateProductTourButton } from '../features/tours/tour-help-button';
import { renderPriceHint } from './price-hint';

/**
 * /crear-producto: the create screen of listings with the saved addresses and the address form
 * of the addresses feature, the tour's help button and the Bolsa de precios' hint under the
 * price (features do not import each other; this page joins them).
 */
export function CreateProductRoute() {
  const addresses = useAddresses();
  return (
    <CreateListingPage
      addresses={{
        list: addresses.data,
        loading: addresses.isPending,
        failed: addresses.isError,
        retry: () => void addresses.refetch(),
      }}
      renderAddressForm={(onCreated) => <AddressForm onCreated={onCreated} />}
      headerAction={<CreateProductTourButton />}
      renderPriceHint={renderPriceHint}
    />
  );
}
