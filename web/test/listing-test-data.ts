import type { CatalogueSearchItem } from '../../domain/api/catalogue';
import type { ListingDetail, ListingImage, ListingSummary } from '../../domain/api/listings';

// Listings shaped like the server's answers (domain/api/listings.ts), for component tests.

/** Papa parda pastusa as GET /categories/all lists it (the catalogue's search item). */
export const papaPastusa: CatalogueSearchItem = {
  category_id: 10,
  category: 'Mercado',
  subcategory_id: 1003,
  subcategory: 'Tubérculos, raíces y plátanos',
  product_id: 1003016,
  product: 'Papa parda pastusa',
};

export function listingSummary(fields: Partial<ListingSummary> = {}): ListingSummary {
  const id = fields.id ?? 1;
  return {
    id,
    product_user_id: id,
    product_id: 1003021,
    name: 'Papa pastusa',
    description: 'Papa recién cosechada, seleccionada y lavada.',
    price: 18000,
    previous_price: null,
    stock: 40,
    size: 'bulto',
    size_id: 6,
    unit_name: 'Bultos',
    unit_weight_kg: null,
    category: { id: 10, name: 'Mercado' },
    subcategory: { id: 1003, name: 'Tubérculos, raíces y plátanos' },
    image: `/uploads/listings/${id}/foto-400.webp`,
    image_srcset: `/uploads/listings/${id}/foto-400.webp 400w, /uploads/listings/${id}/foto-1200.webp 1200w`,
    department: 'Antioquia',
    municipality: 'Medellín',
    is_active: true,
    mark_as_sold_at: null,
    status: 'active',
    hidden_reason: null,
    created_at: '2026-11-21T15:00:00.000Z',
    is_favorite: false,
    contacts_count: null,
    ...fields,
  };
}

export function listingImage(n: number): ListingImage {
  return {
    id: n,
    url: `/uploads/listings/1/foto${n}-1200.webp`,
    thumbnail_url: `/uploads/listings/1/foto${n}-400.webp`,
    srcset: `/uploads/listings/1/foto${n}-400.webp 400w, /uploads/listings/1/foto${n}-1200.webp 1200w`,
    width: 1600,
    height: 1200,
    is_primary: n === 1,
    position: n - 1,
  };
}

export function listingDetail(
  fields: Partial<Omit<ListingDetail, 'provider'>> & {
    provider?: Partial<ListingDetail['provider']>;
  } = {},
): ListingDetail {
  const { provider, ...rest } = fields;
  const summary = listingSummary(rest);
  return {
    ...summary,
    price_last: 20000,
    price_changed_at: '2026-11-21T16:00:00.000Z',
    mark_as_sold: false,
    address: {
      id: 3,
      country: 'Colombia',
      department: 'Antioquia',
      department_id: 5,
      municipality: 'Medellín',
      address: 'Km 12 vía Piedras Blancas',
      vereda: 'Santa Elena',
      address_private: false,
    },
    latitude: 6.246631,
    longitude: -75.581775,
    images: [listingImage(1), listingImage(2), listingImage(3)],
    is_owner: false,
    rating: { avg: 0, count: 0, comments: 0 },
    viewer: { contacted: false, reviewed: false },
    ...rest,
    provider: {
      id: 7,
      name: 'Ana Milena Rojas',
      phone: '3001234567',
      country_code: '57',
      rating: { avg: 0, count: 0 },
      listings: [],
      ...provider,
    },
  };
}
