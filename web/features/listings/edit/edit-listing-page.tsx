import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from '../../../lib/router';
import { LISTING_MESSAGES } from '../../../../domain/listings/listing';
import { paths, routes } from '../../../lib/paths';
import { BackButton } from '../../../components/back-button';
import { buttonClass } from '../../../components/button-styles';
import { useListing } from '../api/get-listing';
import { EditListingForm } from './edit-listing-form';
import { failureMessage } from './edit-values';
import type { RenderPriceHint } from '../price-hint-input';

/** A listing id in the address: a positive whole number, else null. */
export function parseListingId(text: string | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <BackButton fallback={paths.myProducts} label="Volver" />
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-campo-900 sm:text-3xl">
        Editar producto
      </h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

function Problem({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="alert" className="rounded-3xl border border-red-200 bg-red-50 px-5 py-6">
      <p className="flex items-center gap-2 text-lg font-bold text-red-800">
        <CircleAlert aria-hidden="true" className="size-6 shrink-0" />
        {title}
      </p>
      {children}
    </div>
  );
}

const myProductsLink = (
  <Link to={paths.myProducts} className={buttonClass('secondary', 'mt-4')}>
    Ir a Mis productos
  </Link>
);

type EditListingPageProps = {
  /** Under the price, e.g. how it compares in the Bolsa de precios (composed in web/app). */
  renderPriceHint?: RenderPriceHint;
};

function EditListingLoader({ id, renderPriceHint }: EditListingPageProps & { id: number }) {
  const detail = useListing(id);

  if (detail.isPending) {
    return (
      <Frame>
        <p
          role="status"
          className="rounded-3xl border border-tierra-200 bg-white px-5 py-6 text-tierra-700"
        >
          Cargando producto…
        </p>
      </Frame>
    );
  }

  if (detail.isError) {
    return (
      <Frame>
        <Problem title={failureMessage(detail.error, LISTING_MESSAGES.loadFailed)}>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClass('primary', 'mt-4')}
              onClick={() => void detail.refetch()}
            >
              Reintentar
            </button>
            {myProductsLink}
          </div>
        </Problem>
      </Frame>
    );
  }

  if (!detail.data.is_owner) {
    return (
      <Frame>
        <Problem title="Solo puedes editar los productos que publicaste.">{myProductsLink}</Problem>
      </Frame>
    );
  }

  return (
    <EditListingForm key={detail.data.id} listing={detail.data} renderPriceHint={renderPriceHint} />
  );
}

/** /producto/{productId}/editar (docs/product.md §2 "Edit product"). */
export function EditListingPage({ renderPriceHint }: EditListingPageProps = {}) {
  const { productId } = useParams();
  const id = parseListingId(productId);

  if (id === null) {
    return (
      <Frame>
        <Problem title="ID inválido">
          <p className="mt-2 text-red-900">
            Abre el producto desde Mis productos. La dirección debe tener la forma{' '}
            <code className="rounded bg-white px-1.5 py-0.5 font-mono text-sm">
              {routes.editProduct.replace(':productId', ':id')}
            </code>
            , por ejemplo <span className="whitespace-nowrap">{paths.editProduct(12)}</span>.
          </p>
          {myProductsLink}
        </Problem>
      </Frame>
    );
  }
  return <EditListingLoader key={id} id={id} renderPriceHint={renderPriceHint} />;
}
