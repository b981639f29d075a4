import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import type { CatalogueSearchItem } from '../../../domain/api/catalogue';
import { REQUESTS } from '../../../domain/requests/buy-request';
import { hintClass, labelClass } from '../../components/field-styles';
import { fieldAria } from '../../components/form-field';
import { NativeSelect } from '../../components/native-select';
import { PlaceFilters, readPlaceFilter, withPlaceFilter } from '../../components/place-filters';
import type { PlaceFilter } from '../../components/place-filters';
import { QuickSearchField } from '../../components/quick-search/quick-search-field';
import { useNearbyRequests } from './api/get-nearby-requests';
import { NearbyRequestCard } from './request-card';
import { REQUESTS_PAGE_MESSAGES as m } from './request-format';
import { EmptyRequests, RequestList } from './request-list';

// The filters live in the address (?producto=&nombre=&distancia=&departamento=&municipio=), so
// back/forward and a shared link show the same list, like the catalogue's.
const PRODUCT_PARAM = 'producto';
const PRODUCT_NAME_PARAM = 'nombre';
const RADIUS_PARAM = 'distancia';
const RADII = [25, 50, 100, 200] as const;

const positiveId = (text: string | null): number | null => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

const readRadius = (search: URLSearchParams): number => {
  const value = Number(search.get(RADIUS_PARAM));
  return (RADII as readonly number[]).includes(value) ? value : REQUESTS.matchRadiusKm;
};

/** The picked product as the search field shows it (its category is not needed here). */
const pickedProduct = (id: number, name: string): CatalogueSearchItem => ({
  product_id: id,
  product: name,
  category_id: 0,
  category: '',
  subcategory_id: 0,
  subcategory: '',
});

/** 'Cerca de ti': others' open requests, nearest first, by product, place and distance. */
export function NearbyRequestsPanel() {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const place = readPlaceFilter(search);
  const radiusKm = readRadius(search);
  const productId = positiveId(search.get(PRODUCT_PARAM));
  const productName = search.get(PRODUCT_NAME_PARAM) ?? '';
  const [productText, setProductText] = useState(productId ? productName : '');
  const requests = useNearbyRequests({ near: place.municipalityId, radiusKm, productId });

  const change = (edit: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(search);
    edit(next);
    // Each choice is a new history entry: the back button undoes it.
    setSearch(next);
  };

  const typeProduct = (text: string) => {
    setProductText(text);
    if (productId !== null) {
      change((next) => {
        next.delete(PRODUCT_PARAM);
        next.delete(PRODUCT_NAME_PARAM);
      });
    }
  };

  const pickProduct = (item: CatalogueSearchItem) => {
    setProductText(item.product);
    change((next) => {
      next.set(PRODUCT_PARAM, String(item.product_id));
      next.set(PRODUCT_NAME_PARAM, item.product);
    });
  };

  const changePlace = (next: PlaceFilter) => setSearch(withPlaceFilter(search, next));

  return (
    <div className="flex flex-col gap-5">
      <form
        aria-label="Filtrar pedidos"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-3 rounded-3xl border border-tierra-200 bg-white p-3 sm:grid-cols-2 sm:gap-4 sm:p-5"
      >
        <div className="min-w-0">
          <label htmlFor={`${id}-product`} className={labelClass}>
            Producto
          </label>
          <p id={`${id}-product-hint`} className={hintClass}>
            Escríbelo y escógelo de la lista. Vacío: todos.
          </p>
          <QuickSearchField
            id={`${id}-product`}
            text={productText}
            picked={productId === null ? null : pickedProduct(productId, productName)}
            onTextChange={typeProduct}
            onPick={pickProduct}
            hint
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-radius`} className={labelClass}>
            Distancia
          </label>
          <p id={`${id}-radius-hint`} className={hintClass}>
            Desde tu municipio, o el que elijas.
          </p>
          <NativeSelect
            {...fieldAria(`${id}-radius`, { hint: true })}
            value={radiusKm}
            onChange={(event) => change((next) => next.set(RADIUS_PARAM, event.target.value))}
          >
            {RADII.map((radius) => (
              <option key={radius} value={radius}>
                Hasta {radius} km
              </option>
            ))}
          </NativeSelect>
        </div>
        {/* Measured from the person's own place unless they choose another: folded on a phone,
            where four fields pushed the first request below the screen. */}
        <details open={place.departmentId !== null} className="group min-w-0 sm:col-span-2">
          <summary className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl font-semibold text-campo-800 underline-offset-4 hover:underline">
            <MapPin aria-hidden="true" className="size-5 shrink-0" />
            Medir desde otro municipio
          </summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 sm:gap-4">
            <PlaceFilters {...place} onChange={changePlace} />
          </div>
        </details>
      </form>
      <RequestList
        requests={requests}
        label={m.nearbyTitle}
        empty={<EmptyRequests title={m.nearbyEmpty} hint={m.nearbyEmptyHint} />}
        renderRequest={(request) => <NearbyRequestCard request={request} />}
      />
    </div>
  );
}
