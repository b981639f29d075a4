import type { RenderAddressForm } from '../components/address-picker';
import { AddressForm } from '../features/addresses/address-form';
import { EditHarvestPage, NewHarvestPage } from '../features/harvests/form/harvest-form-page';
import { useAddresses } from '../lib/addresses';

/** The saved addresses and the addresses feature's form, for the harvest's place. */
function useAddressPicking() {
  const addresses = useAddresses();
  return {
    addresses: {
      list: addresses.data,
      loading: addresses.isPending,
      failed: addresses.isError,
      retry: () => void addresses.refetch(),
    },
    renderAddressForm: ((onCreated) => (
      <AddressForm onCreated={onCreated} />
    )) satisfies RenderAddressForm,
  };
}

/** /cosechas/nueva: announcing a harvest, with the address picker of the addresses feature. */
export function NewHarvestRoute() {
  return <NewHarvestPage {...useAddressPicking()} />;
}

/** /cosechas/{id}/editar. */
export function EditHarvestRoute() {
  return <EditHarvestPage {...useAddressPicking()} />;
}
