import { Info } from 'lucide-react';
import type { ListingDetail } from '../../../../domain/api/listings';
import { IMAGES } from '../../../../domain/limits';
import { quantityText } from '../../../../domain/listings/units';
import { formatCop, parsePriceDigits } from '../../../../domain/money';
import { useListingImages } from '../api/get-listing-images';
import type { EditField, EditValues } from './edit-values';
import { ListingStatusBadge } from '../my-products-badges';

const FIELD_NAMES: Record<EditField, string> = {
  price: 'Precio',
  stock: 'Cantidad',
  description: 'Descripción',
  sizeId: 'Unidad',
  unitWeightKg: 'Peso',
  addressId: 'Dirección',
};

type EditSummaryProps = {
  listing: ListingDetail;
  values: EditValues;
  changed: EditField[];
  headingId: string;
};

/** The 'Resumen' side panel: what the listing will look like, and what is not saved yet. */
export function EditSummary({ listing, values, changed, headingId }: EditSummaryProps) {
  const images = useListingImages(listing.id);
  const price = parsePriceDigits(values.price);
  const stock = parsePriceDigits(values.stock);

  const rows: { label: string; value: string; was?: string }[] = [
    {
      label: 'Precio',
      value: price === null ? '—' : `${formatCop(price)} / ${listing.size}`,
      was: changed.includes('price') ? formatCop(listing.price) : undefined,
    },
    {
      label: 'Cantidad',
      value: stock === null ? '—' : quantityText(stock, listing.unit_name),
      was: changed.includes('stock') ? quantityText(listing.stock, listing.unit_name) : undefined,
    },
    { label: 'Unidad', value: listing.unit_name },
    {
      label: 'Fotos',
      value: images.data ? `${images.data.length}/${IMAGES.maxPerProduct}` : '—',
    },
  ];

  return (
    <>
      <h2 id={headingId} className="text-lg font-bold text-campo-900">
        Resumen
      </h2>
      <div className="mt-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-words text-lg font-bold leading-snug text-tierra-900">
            {listing.name}
          </p>
          <p className="text-sm text-tierra-600">
            {listing.category.name} · {listing.subcategory.name}
          </p>
        </div>
        <ListingStatusBadge listing={listing} />
      </div>

      <dl className="mt-4 divide-y divide-tierra-100 border-y border-tierra-100">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-3 py-2">
            <dt className="text-tierra-600">{row.label}</dt>
            <dd className="text-right font-semibold tabular-figures text-tierra-900">
              {row.was && (
                <span className="mr-2 text-sm font-normal text-tierra-500 line-through">
                  <span className="sr-only">Antes: </span>
                  {row.was}
                </span>
              )}
              {row.value}
            </dd>
          </div>
        ))}
      </dl>

      <p className="mt-4 text-sm font-semibold text-tierra-800" aria-live="polite">
        {changed.length === 0
          ? 'Sin cambios por guardar.'
          : `Cambios sin guardar: ${changed.map((field) => FIELD_NAMES[field]).join(', ')}.`}
      </p>
      <p className="mt-3 flex items-start gap-2 rounded-xl bg-campo-50 px-3 py-2.5 text-sm text-campo-900">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Los cambios se aplicarán al hacer clic en &quot;Guardar cambios&quot;
      </p>
    </>
  );
}
