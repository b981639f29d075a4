import type { PriceHintInput, RenderPriceHint } from '../features/listings/price-hint-input';
import { PriceFairnessHint } from '../features/prices/price-reference-line';
import { useAddresses } from '../lib/addresses';

/**
 * "¿Mi precio es justo?" under the price of the create and edit screens: the listings feature
 * says what is being priced, the prices feature answers, and the seller's saved addresses (the
 * screens' own query) give the department; the whole country until an address is chosen.
 */
function SellerPriceHint({ productId, sizeId, unitWeightKg, price, addressId }: PriceHintInput) {
  const addresses = useAddresses();
  // Wait for the addresses rather than ask for the country's figures and then the department's.
  if (addressId !== null && addresses.isPending) return null;
  const address = addresses.data?.find((candidate) => candidate.id === addressId);
  return (
    <PriceFairnessHint
      productId={productId}
      sizeId={sizeId}
      unitWeightKg={unitWeightKg}
      price={price}
      departmentId={address?.department_id ?? null}
    />
  );
}

export const renderPriceHint: RenderPriceHint = (input) => <SellerPriceHint {...input} />;
