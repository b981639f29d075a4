import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { municipalities, seedState } from '../schema';
import { createTestDatabase } from '../../test/database';
import { seedReferenceData } from './reference-data';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('reference data seed', () => {
  it('does no work on a restart when the data did not change', async () => {
    expect(await seedReferenceData(database.db)).toEqual({ loaded: [] });
  });

  it('reloads every set when forced, without duplicating rows or changing ids', async () => {
    const before = await database.db.$count(municipalities);
    expect(await seedReferenceData(database.db, { force: true })).toEqual({
      loaded: ['places', 'catalogue'],
    });
    expect(await database.db.$count(municipalities)).toBe(before);
    const [medellin] = await database.db
      .select()
      .from(municipalities)
      .where(eq(municipalities.id, 5001));
    expect(medellin?.name).toBe('Medellín');
  });

  it('reloads a set whose recorded version differs, restoring edited rows', async () => {
    await database.db
      .update(municipalities)
      .set({ name: 'Nombre cambiado' })
      .where(eq(municipalities.id, 5001));
    await database.db
      .update(seedState)
      .set({ checksum: 'old' })
      .where(eq(seedState.name, 'places'));
    expect(await seedReferenceData(database.db)).toEqual({ loaded: ['places'] });
    const [medellin] = await database.db
      .select()
      .from(municipalities)
      .where(eq(municipalities.id, 5001));
    expect(medellin?.name).toBe('Medellín');
  });
});
