import { MapPin, Plus } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { ADDRESS_MESSAGES, addressLabel, buyersSee } from '../../domain/addresses/address';
import type { Address } from '../../domain/addresses/address';
import { buttonClass } from './button-styles';
import { dialogContentClass, dialogDescriptionClass, dialogOverlayClass } from './dialog-styles';
import { DialogTitleBar } from './dialog-title-bar';
import { fieldErrorClass, hintClass } from './field-styles';
import { errorIdOf, descriptionAria, hintIdOf } from './form-field';

/** The signed-in person's saved addresses, as web/app passes them in. */
export type SavedAddresses = {
  list: readonly Address[] | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
};

/** Renders the address form of web/features/addresses; it calls `onCreated` with the new one. */
export type RenderAddressForm = (onCreated: (address: Address) => void) => ReactNode;

type AddressPickerProps = {
  id: string;
  /** What the choice is for: '¿Desde dónde vendes?'. */
  legend: string;
  /** Under the legend: what buyers see of the address. */
  hint: string;
  /** In the new-address dialog: where the new address goes. */
  newAddressNote: string;
  addresses: SavedAddresses;
  renderAddressForm: RenderAddressForm;
  selectedId: string;
  onSelect: (id: string) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * One of the person's saved addresses, or a new one from a dialog (the listing's step 2
 * 'Ubicación y dirección', the place of a harvest).
 */
export function AddressPicker({
  id,
  legend,
  hint,
  newAddressNote,
  addresses,
  renderAddressForm,
  selectedId,
  onSelect,
  error,
  disabled,
}: AddressPickerProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  // Kept here too, so the new address shows even before the list is fetched again.
  const [created, setCreated] = useState<Address[]>([]);
  const list = [
    ...created.filter((address) => !addresses.list?.some((saved) => saved.id === address.id)),
    ...(addresses.list ?? []),
  ];

  // With a single saved address there is nothing to choose: it comes chosen (once loaded).
  const onlyAddressId = list.length === 1 ? String(list[0]!.id) : null;
  useEffect(() => {
    if (onlyAddressId && !selectedId) onSelect(onlyAddressId);
  }, [onlyAddressId, selectedId, onSelect]);

  const onCreated = (address: Address) => {
    setCreated((current) => [address, ...current]);
    onSelect(String(address.id));
    setDialogOpen(false);
  };

  return (
    <div className="flex flex-col gap-4">
      <fieldset
        id={id}
        tabIndex={-1}
        {...descriptionAria(id, { hint: true, error })}
        className="focus:outline-none"
      >
        <legend className="text-lg font-bold text-campo-900">{legend}</legend>
        <p id={hintIdOf(id)} className={hintClass}>
          {hint}
        </p>

        {addresses.loading && list.length === 0 ? (
          <p role="status" className="mt-3 rounded-2xl bg-tierra-50 px-4 py-4 text-tierra-700">
            Cargando direcciones…
          </p>
        ) : addresses.failed && list.length === 0 ? (
          <div
            role="alert"
            className="mt-3 flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3"
          >
            <p className="flex-1 font-semibold text-red-800">{ADDRESS_MESSAGES.loadFailed}</p>
            <button
              type="button"
              className={buttonClass('secondary', 'shrink-0')}
              onClick={addresses.retry}
            >
              Reintentar
            </button>
          </div>
        ) : list.length === 0 ? (
          <div className="mt-3 rounded-2xl border-2 border-dashed border-tierra-200 bg-white/70 px-4 py-5 text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-campo-50 text-campo-700">
              <MapPin aria-hidden="true" className="size-6" />
            </span>
            <p className="mt-2 font-bold text-campo-900">Aún no tienes direcciones guardadas.</p>
            <p className="text-tierra-700">Agrega el lugar desde donde vendes para continuar.</p>
          </div>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {list.map((address) => (
              <li key={address.id}>
                <label
                  className={`flex cursor-pointer items-start gap-3 rounded-2xl border-2 bg-white px-4 py-3.5 transition-colors has-checked:border-campo-600 has-checked:bg-campo-50 has-disabled:cursor-not-allowed ${
                    error ? 'border-red-300' : 'border-tierra-200 hover:border-campo-300'
                  }`}
                >
                  <input
                    type="radio"
                    name={`${id}-address`}
                    value={address.id}
                    checked={selectedId === String(address.id)}
                    onChange={() => onSelect(String(address.id))}
                    disabled={disabled}
                    className="mt-1 size-5 shrink-0 accent-campo-700"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block break-words font-bold text-campo-900">
                      {addressLabel(address)}
                    </span>
                    <span className="flex items-start gap-1 break-words text-sm text-tierra-700">
                      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      {buyersSee(address)}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p id={errorIdOf(id)} className={fieldErrorClass}>
            {error}
          </p>
        )}
      </fieldset>

      <Dialog.Root open={dialogOpen} onOpenChange={setDialogOpen}>
        <Dialog.Trigger className={buttonClass('secondary', 'self-start')} disabled={disabled}>
          <Plus aria-hidden="true" className="size-5" />
          Agregar una dirección
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className={dialogOverlayClass} />
          <Dialog.Content
            className={`${dialogContentClass} max-h-[calc(100dvh-2rem)] overflow-y-auto`}
            // React sends events up through the portal: saving the address must not also
            // submit the form this dialog sits in (it would publish the product).
            onSubmit={(event) => event.stopPropagation()}
          >
            <DialogTitleBar title="Nueva dirección" />
            <Dialog.Description className={`${dialogDescriptionClass} mb-5`}>
              {newAddressNote}
            </Dialog.Description>
            {renderAddressForm(onCreated)}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
