import type {
  AdminActionEntry,
  AdminListing,
  AdminReport,
  AdminReview,
} from '../../../domain/api/admin';
import type { StoreDetail, StoreImage, StoreProduct } from '../../../domain/api/stores';
import { answer } from '../../test/fake-api';
import type { FakeHandler } from '../../test/fake-api';
import { signIn } from '../../test/render-app';

/** A signed-in person whose stored profile says admin (as GET /users/auth gave it). */
export function signInAsAdmin(role: 'admin' | 'user' = 'admin') {
  signIn();
  window.localStorage.setItem(
    'user',
    JSON.stringify({ id: 1, name: 'Laura Gómez', phone: '3001234567', role }),
  );
}

export const page = <T>(data: T[], hasMore = false, pageNumber = 1) => ({
  data,
  meta: { page: pageNumber, per_page: 20, has_more: hasMore },
});

export function storeImage(id: number, kind: StoreImage['kind'], position = 0): StoreImage {
  return {
    id,
    kind,
    url: `/uploads/stores/5/${id}-1200.webp`,
    thumbnail_url: `/uploads/stores/5/${id}-400.webp`,
    srcset: `/uploads/stores/5/${id}-400.webp 400w`,
    width: 400,
    height: 300,
    position,
  };
}

export function storeProduct(fields: Partial<StoreProduct> = {}): StoreProduct {
  return {
    id: 70,
    name: 'Urea 50 kg',
    description: 'Bulto de urea granulada.',
    price: 185000,
    url: null,
    srcset: null,
    tag: null,
    tag_id: null,
    size: null,
    size_id: null,
    ...fields,
  };
}

export function storeDetail(fields: Partial<StoreDetail> = {}): StoreDetail {
  return {
    id: 5,
    name: 'Agroinsumos El Surco',
    kind: 'suministros',
    description: 'Fertilizantes y semillas.',
    address: 'Calle 5 # 8-20',
    municipality_id: 25290,
    municipality: 'Fusagasugá',
    department: 'Cundinamarca',
    phone: '3101234567',
    whatsapp: null,
    slider: [],
    brochures: [],
    slider_images: [],
    brochure_images: [],
    tags: [],
    products: [],
    updated_at: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

/** Reference data the forms load. */
export const placeHandlers: Record<string, FakeHandler> = {
  'GET /departments': () =>
    answer(200, {
      data: [
        { id: 5, name: 'Antioquia' },
        { id: 25, name: 'Cundinamarca' },
      ],
    }),
  'GET /municipalities/:departmentId': ({ params }) =>
    answer(200, {
      data:
        params.departmentId === '25'
          ? [
              {
                id: 25290,
                name: 'Fusagasugá',
                department_id: 25,
                latitude: 4.34,
                longitude: -74.36,
              },
              { id: 25754, name: 'Soacha', department_id: 25, latitude: 4.58, longitude: -74.21 },
            ]
          : [{ id: 5001, name: 'Medellín', department_id: 5, latitude: 6.24, longitude: -75.58 }],
    }),
  'GET /sizes': () =>
    answer(200, {
      data: [
        { id: 1, name: 'Kilogramos', abbreviation: 'kg' },
        { id: 5, name: 'Bultos', abbreviation: 'bulto' },
      ],
    }),
};

export function report(fields: Partial<AdminReport> = {}): AdminReport {
  return {
    id: 31,
    type: 'pago',
    phone: '3209876543',
    description: 'Me cobraron dos veces.',
    created_at: '2026-11-21T15:00:00.000Z',
    handled_at: null,
    handled_by: null,
    user: { id: 8, name: 'Pedro Ruiz' },
    ...fields,
  };
}

export function adminListing(fields: Partial<AdminListing> = {}): AdminListing {
  return {
    id: 41,
    name: 'Papa criolla',
    description: 'Papa criolla limpia.',
    price: 2500,
    image: null,
    status: 'active',
    hidden_reason: null,
    seller: { id: 7, name: 'María Rodríguez', phone: '3101234567' },
    municipality: 'Fusagasugá',
    department: 'Cundinamarca',
    created_at: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

export function adminReview(fields: Partial<AdminReview> = {}): AdminReview {
  return {
    id: 90,
    voto: 1,
    body: 'Texto ofensivo.',
    created_at: '2026-11-21T15:00:00.000Z',
    removed_at: null,
    listing: { id: 41, name: 'Papa criolla' },
    user: { id: 9, name: 'Ana Torres' },
    ...fields,
  };
}

export function actionEntry(fields: Partial<AdminActionEntry> = {}): AdminActionEntry {
  return {
    id: 1,
    action: 'store.create',
    label: 'Creó una tienda',
    target_type: 'store',
    target_id: 5,
    details: { name: 'Agroinsumos El Surco' },
    admin: { id: 1, name: 'Laura Gómez' },
    created_at: '2026-11-21T15:00:00.000Z',
    ...fields,
  };
}
