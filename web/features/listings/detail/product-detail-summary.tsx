import { MapPin, Minus, Package, TrendingDown, TrendingUp, UserRound } from 'lucide-react';
import { Link } from '../../../lib/router';
import type { ListingDetail } from '../../../../domain/api/listings';
import { quantityText } from '../../../../domain/listings/units';
import { formatCop, formatPercent } from '../../../../domain/money';
import { paths } from '../../../lib/paths';
import { CategoryIcon } from '../../../components/category-icon';
import { placeLabel, soldBadgeClass } from '../../../components/listing-card';
import type { PreviousPrice } from './listing-price-memory';
import { weightLine } from './product-detail-format';
import { ProductDetailSellerLine } from './product-detail-seller';

const badgeClass = 'inline-flex items-center rounded-full px-3 py-1 text-sm font-bold';

const trendLooks = {
  // Cheaper is good news for a buyer.
  down: { icon: TrendingDown, className: 'bg-campo-100 text-campo-800' },
  up: { icon: TrendingUp, className: 'bg-red-50 text-red-800' },
  same: { icon: Minus, className: 'bg-tierra-100 text-tierra-800' },
} as const;

function TrendBadge({ previous }: { previous: PreviousPrice }) {
  const { trend } = previous;
  if (!trend) return null;
  const look = trendLooks[trend.direction];
  const Icon = look.icon;
  return (
    // Each part stays whole and the parts wrap: squeezed at 320 px with 120 % text, '$' and
    // '3.500' ended on different lines.
    <p
      className={`${badgeClass} flex-wrap gap-x-1.5 ${look.className}`}
      title={previous.fromMemory ? 'Comparado con tu última visita' : undefined}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span>{trend.label}</span>
      {trend.direction !== 'same' && (
        <>
          <span className="whitespace-nowrap">{formatCop(trend.absoluteChange)}</span>
          <span className="whitespace-nowrap font-semibold">
            ({formatPercent(trend.percentChange)})
          </span>
        </>
      )}
    </p>
  );
}

type SummaryProps = { listing: ListingDetail; previous: PreviousPrice; sold: boolean };

/** Name, category, price with its trend, stock, state and place: what a buyer decides on. */
export function ProductDetailSummary({ listing, previous, sold }: SummaryProps) {
  const place = placeLabel(listing.municipality, listing.department);
  const showPrevious = previous.value !== null && previous.value !== listing.price;
  const weight = weightLine(listing);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={paths.categoryProducts(listing.category.id, listing.category.name)}
          className="inline-flex min-h-tap items-center gap-1.5 rounded-full border border-campo-200 bg-campo-50 px-3 text-sm font-semibold text-campo-800 hover:bg-campo-100"
        >
          <CategoryIcon categoryId={listing.category.id} className="size-4" />
          {listing.category.name}
        </Link>
        {sold ? (
          <span className={soldBadgeClass}>Vendido</span>
        ) : listing.is_active ? (
          <span className={`${badgeClass} bg-campo-100 text-campo-800`}>Activo</span>
        ) : (
          <span className={`${badgeClass} bg-tierra-100 text-tierra-700`}>Inactivo</span>
        )}
      </div>

      <h1 className="break-words text-2xl font-extrabold tracking-tight text-campo-900 sm:text-3xl">
        {listing.name}
      </h1>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-3xl font-extrabold text-campo-800">
          {formatCop(listing.price)}
          {listing.size && (
            <span className="text-lg font-semibold text-tierra-600"> / {listing.size}</span>
          )}
        </p>
        {showPrevious && (
          <p className="text-lg text-tierra-600">
            <span className="sr-only">Precio anterior: </span>
            <s>{formatCop(previous.value!)}</s>
          </p>
        )}
        <TrendBadge previous={previous} />
      </div>
      {weight && <p className="-mt-1 font-semibold text-tierra-700">{weight}</p>}

      <ul className="flex flex-col gap-1.5 text-tierra-800">
        {/* Sold is final (docs/product.md §4): what was left is no longer for sale, and the badge says so. */}
        {!sold && (
          <li className="flex items-start gap-2">
            <Package aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-campo-600" />
            <span>
              Disponible:{' '}
              <strong className="font-semibold text-tierra-900">
                {quantityText(listing.stock, listing.unit_name)}
              </strong>
            </span>
          </li>
        )}
        {place && (
          <li className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-campo-600" />
            <span>{place}</span>
          </li>
        )}
        {listing.provider.name && !listing.is_owner && (
          <li className="flex items-start gap-2">
            <UserRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-campo-600" />
            <ProductDetailSellerLine seller={listing.provider} />
          </li>
        )}
      </ul>
    </div>
  );
}
