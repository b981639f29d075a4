import { paths } from '../../lib/paths';
import { BackButton } from '../../components/back-button';
import { AddressForm } from './address-form';
import { AddressList } from './address-list';

/** /cuenta/direcciones: the saved addresses beside the form that adds one (docs/product.md §2). */
export function AddressesPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <BackButton fallback={paths.account} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-campo-900 sm:text-3xl">
        Direcciones
      </h1>
      <p className="mt-1 text-tierra-700">
        Guarda los lugares desde donde vendes. Los eliges al publicar un producto.
      </p>

      <div className="mt-6 grid grid-cols-1 items-start gap-8 lg:grid-cols-2">
        <section aria-labelledby="direcciones-guardadas">
          <h2 id="direcciones-guardadas" className="mb-3 text-lg font-bold text-campo-900">
            Mis direcciones
          </h2>
          <AddressList />
        </section>

        <section
          aria-labelledby="nueva-direccion"
          className="rounded-3xl border border-tierra-200 bg-white p-5 sm:p-6"
        >
          <h2 id="nueva-direccion" className="mb-4 text-lg font-bold text-campo-900">
            Nueva dirección
          </h2>
          <AddressForm />
        </section>
      </div>
    </div>
  );
}
