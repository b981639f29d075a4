import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { Ledger, type ListingFields, type Session } from './ledger';

// The soak's verdict "no lost write" is only worth something if the comparison catches one.

const seller: Session = { userId: 7, phone: '3160000007', token: 't', ip: '10.77.0.7' };
const fields: ListingFields = {
  price: 2500,
  stock: 40,
  description: 'Plátano',
  size_id: 1,
  address_id: 3,
  is_active: false,
};

/** A stand-in for pg.Client answering the four queries verifyInDatabase sends. */
function database(tables: {
  listings?: Record<string, unknown>[];
  images?: { id: number; listing_id: number }[];
  favourites?: { user_id: number; listing_id: number }[];
}): pg.Client {
  return {
    query: async (text: string) => {
      if (text.includes('from listings ')) return { rows: tables.listings ?? [] };
      if (text.includes('from listing_images')) return { rows: tables.images ?? [] };
      if (text.includes('from favourites')) return { rows: tables.favourites ?? [] };
      return { rows: [] };
    },
  } as unknown as pg.Client;
}

const row = (changes: Partial<ListingFields> = {}) => ({
  id: 1,
  ...fields,
  ...changes,
  price: String(changes.price ?? fields.price),
});

describe('soak ledger read-back', () => {
  it('passes when the database holds every acknowledged value', async () => {
    const ledger = new Ledger();
    ledger.listingCreated(seller, 1, fields);
    ledger.listingChanged(1, { price: 3000 }, 'acked');
    ledger.photosUploaded(1, [11], 'acked');
    ledger.favouriteToggled(seller, 1, true, 'acked');
    const result = await ledger.verifyInDatabase(
      database({
        listings: [row({ price: 3000 })],
        images: [{ id: 11, listing_id: 1 }],
        favourites: [{ user_id: 7, listing_id: 1 }],
      }),
    );
    expect(result).toEqual({ checked: 2, problems: [] });
  });

  it('reports an acknowledged edit, photo or favourite that is not there', async () => {
    const ledger = new Ledger();
    ledger.listingCreated(seller, 1, fields);
    ledger.listingChanged(1, { price: 3000 }, 'acked');
    ledger.photosUploaded(1, [11], 'acked');
    ledger.favouriteToggled(seller, 1, true, 'acked');
    const result = await ledger.verifyInDatabase(database({ listings: [row()] }));
    expect(result.problems).toEqual([
      'listing 1.price: expected 3000, database has 2500',
      'listing 1: photo 11 missing (database)',
      'favourite user 7 × listing 1: expected true, database has false',
    ]);
  });

  it('reports an acknowledged listing with no row', async () => {
    const ledger = new Ledger();
    ledger.listingCreated(seller, 1, fields);
    expect((await ledger.verifyInDatabase(database({}))).problems).toEqual([
      'listing 1: no row in the database',
    ]);
  });

  it('accepts either outcome of a write that got no answer, and ignores refused ones', async () => {
    const ledger = new Ledger();
    ledger.listingCreated(seller, 1, fields);
    ledger.listingChanged(1, { stock: 99 }, 'refused');
    ledger.listingChanged(1, { price: 3000 }, 'unknown');
    ledger.photosUploaded(1, null, 'unknown');
    for (const state of [row(), row({ price: 3000 })]) {
      const withPhoto = await ledger.verifyInDatabase(
        database({ listings: [state], images: [{ id: 12, listing_id: 1 }] }),
      );
      expect(withPhoto.problems).toEqual([]);
    }
    const refusedApplied = await ledger.verifyInDatabase(
      database({ listings: [row({ stock: 99 })] }),
    );
    expect(refusedApplied.problems).toEqual(['listing 1.stock: expected 40, database has 99']);
  });
});
