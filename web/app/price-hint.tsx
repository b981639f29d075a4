import { useQuery } from '@tanstack/react-query';
import type { PriceHintInput, RenderPriceHint } from '../features/listings/price-hint-input';
import { PriceFairnessHint } from '../features/prices/price-reference-line';
import { useAddresses } from '../lib/addresses';
import { sizesQueryOptions } from '../lib/sizes';

/**
 * "¿Mi precio es justo?" under the price of the create and edit screens: the listings feature
 * says what is being priced, the prices feature answers, and the seller's saved addresses (the
 * screens' own query) give the department. The price is typed in step 1, before an address is
 * chosen in step 2: until then the department is that of the newest saved address, where the
 * seller most likely sells from; the whole country only for a seller with no address yet.
 */
function SellerPriceHint({ productId, sizeId, unitWeightKg, price, addressId }: PriceHintInput) {
  const addresses = useAddresses();
  const sizes = useQuery(sizesQueryOptions());
  // Wait for the addresses rather than ask for the country's figures and then the department's.
  if (addresses.isPending) return null;
  const address =
    addresses.data?.find((candidate) => candidate.id === addressId) ?? addresses.data?.[0];
  return (
    <PriceFairnessHint
      productId={productId}
      sizeId={sizeId}
      unitWeightKg={unitWeightKg}
      price={price}
      unitName={sizes.data?.find((size) => size.id === sizeId)?.name ?? ''}
      departmentId={address?.department_id ?? null}
    />
  );
}

export const renderPriceHint: RenderPriceHint = (input) => <SellerPriceHint {...input} />;
