import type { FavouriteRow } from '../../../domain/api/buyer';
import { storageKeys } from '../../lib/storage-keys';
import type { FavouriteListing } from './favourite-rows';

// Shapes of the server's answers (domain/api/buyer.ts) for the favourites tests.

export function favouriteListing(fields: Partial<FavouriteListing> = {}): FavouriteListing {
  const id = fields.id ?? 1;
  return {
    id,
    name: `Producto ${id}`,
    price: 18000,
    description: 'Recién cosechado.',
    image: null,
    image_srcset: null,
    size: 'kg',
    municipality: 'Pasto',
    department: 'Nariño',
    status: 'active',
    is_favorite: false,
    ...fields,
  };
}

export function favouriteRow(listingId: number, id = 100 + listingId, name?: string): FavouriteRow {
  return {
    id,
    product_user_id: listingId,
    type: 'product_users',
    product: {
      id: listingId,
      name: name ?? `Producto ${listingId}`,
      description: 'Recién cosechado.',
      price: 18000,
      image: null,
      image_srcset: null,
      size: 'kg',
      municipality: 'Pasto',
      department: 'Nariño',
      status: 'active',
    },
  };
}

/** The server's answer to GET /products/my/favorites for these rows (one page). */
export function favouritesPage(rows: FavouriteRow[], page = 1, pagination = rows.length || 24) {
  const total = rows.length;
  return {
    data: rows.slice((page - 1) * pagination, page * pagination),
    meta: {
      page,
      pagination,
      total,
      last_page: Math.max(1, Math.ceil(total / pagination)),
      max_favorites: 500,
    },
  };
}

/** A stored user with an id: favourites load only with a token and a user id (docs/product.md §4). */
export function storeTestUser(id = 1) {
  window.localStorage.setItem(
    storageKeys.user,
    JSON.stringify({ id, name: 'Rosa Quintero', phone: '3001112233' }),
  );
}

/** A promise the test resolves when it wants the server to answer. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Stands in for HTMLAudioElement: records what was played and at which volume. */
export class FakeAudio {
  static instances: FakeAudio[] = [];
  volume = 1;
  currentTime = 0;
  preload = '';
  played: number[] = [];
  constructor(readonly src: string) {
    FakeAudio.instances.push(this);
  }
  play() {
    this.played.push(this.volume);
    return Promise.resolve();
  }
}
