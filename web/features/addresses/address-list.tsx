import { MapPin, Pencil, Trash2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { ADDRESS_MESSAGES, addressLabel, buyersSee } from '../../../domain/addresses/address';
import type { Address } from '../../../domain/addresses/address';
import { buttonClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { dialogContentClass, dialogOverlayClass } from '../../components/dialog-styles';
import { DialogTitleBar } from '../../components/dialog-title-bar';
import { AddressForm } from './address-form';
import { deleteAddressErrorMessage, useDeleteAddress } from './api/delete-address';
import { useAddresses } from '../../lib/addresses';

/** 'Vereda El Carmen, Fusagasugá, Cundinamarca'. */
function placeLine(address: Address): string {
  const vereda = address.vereda?.trim();
  return [
    vereda && (/^vereda\b/i.test(vereda) ? vereda : `Vereda ${vereda}`),
    address.municipality?.name,
    address.department?.name,
  ]
    .filter(Boolean)
    .join(', ');
}

const boxClass = 'rounded-3xl border px-5 py-6';
const neutralBoxClass = `${boxClass} border-tierra-200 bg-white`;

/** The saved addresses, each with a delete button (optimistic, undone if the server refuses). */
export function AddressList() {
  const addresses = useAddresses();
  const deletion = useDeleteAddress();
  const [pending, setPending] = useState<Address | null>(null);
  const [editing, setEditing] = useState<Address | null>(null);
  // An address a listing uses cannot go (409): said, with the listings' names, before asking.
  const inUse = pending !== null && pending.listings.length > 0;

  const confirmDelete = () => {
    if (!pending) return;
    if (inUse) {
      setEditing(pending);
      setPending(null);
      return;
    }
    deletion.mutate(pending, {
      onSuccess: () => toast.success(ADDRESS_MESSAGES.deleted),
      onError: (error) => toast.error(deleteAddressErrorMessage(error)),
    });
    setPending(null);
  };

  if (addresses.isPending) {
    return (
      <p role="status" className={`${neutralBoxClass} text-tierra-700`}>
        Cargando direcciones…
      </p>
    );
  }

  if (addresses.isError) {
    return (
      <div role="alert" className={`${boxClass} border-red-200 bg-red-50 text-center`}>
        <p className="font-semibold text-red-800">{ADDRESS_MESSAGES.loadFailed}</p>
        <button
          type="button"
          className={buttonClass('secondary', 'mt-4')}
          onClick={() => void addresses.refetch()}
        >
          Reintentar
        </button>
      </div>
    );
  }

  if (addresses.data.length === 0) {
    return (
      <div
        className={`${boxClass} border-2 border-dashed border-tierra-200 bg-white/70 text-center`}
      >
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-campo-50 text-campo-700">
          <MapPin aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-3 font-bold text-campo-900">Aún no tienes direcciones guardadas.</p>
        <p className="mt-1 text-tierra-700">
          Agrega el lugar desde donde vendes para usarlo al publicar tus productos.
        </p>
      </div>
    );
  }

  return (
    <>
      <ul className="flex flex-col gap-3">
        {addresses.data.map((address) => {
          const label = addressLabel(address);
          return (
            <li
              key={address.id}
              className="flex items-start gap-3 rounded-3xl border border-tierra-200 bg-white py-3 pl-4 pr-2"
            >
              {/* Under 360 px the pin gives its room to the address: beside it and the delete button a
                  long place name ('Ventaquemada–Turmequé') had a column of 116 px at 120 % text. */}
              <span className="mt-0.5 hidden size-11 shrink-0 items-center justify-center rounded-2xl bg-campo-50 text-campo-700 min-[360px]:flex">
                <MapPin aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1 py-1">
                <p className="break-words font-bold text-campo-900">{label}</p>
                <p className="break-words text-sm text-tierra-700">{placeLine(address)}</p>
                <p className="mt-1 break-words text-sm text-tierra-600">{buyersSee(address)}</p>
              </div>
              {/* Under 360 px the two buttons stack, so the address keeps its room. */}
              <div className="flex shrink-0 flex-col min-[360px]:flex-row">
                <button
                  type="button"
                  aria-label={`Editar ${label}`}
                  title="Editar"
                  className="flex size-tap shrink-0 items-center justify-center rounded-xl text-campo-700 hover:bg-campo-50 active:bg-campo-100"
                  onClick={() => setEditing(address)}
                >
                  <Pencil aria-hidden="true" className="size-5" />
                </button>
                <button
                  type="button"
                  aria-label={`Eliminar ${label}`}
                  title="Eliminar"
                  className="flex size-tap shrink-0 items-center justify-center rounded-xl text-red-700 hover:bg-red-50 active:bg-red-100"
                  onClick={() => setPending(address)}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={inUse ? 'Esta dirección no se puede eliminar' : '¿Eliminar esta dirección?'}
        description={
          pending
            ? inUse
              ? `La usa ${pending.listings.map((listing) => `«${listing.name}»`).join(', ')}. Mientras un producto la use, puedes editarla, pero no eliminarla.`
              : `«${addressLabel(pending)}» se quitará de tus direcciones guardadas.`
            : undefined
        }
        confirmLabel={inUse ? 'Editar la dirección' : 'Sí, eliminar'}
        cancelLabel={inUse ? 'Cerrar' : undefined}
        confirmVariant={inUse ? 'primary' : undefined}
        onConfirm={confirmDelete}
      />

      <Dialog.Root open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className={dialogOverlayClass} />
          <Dialog.Content
            className={`${dialogContentClass} max-h-[calc(100dvh-2rem)] overflow-y-auto`}
            aria-describedby={undefined}
          >
            <DialogTitleBar title="Editar dirección" className="mb-4" />
            {editing && (
              <AddressForm
                key={editing.id}
                editing={editing}
                submitLabel="Guardar cambios"
                onCreated={() => setEditing(null)}
              />
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
