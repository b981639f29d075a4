import { ADDRESS_MESSAGES, type Address } from '../../../domain/addresses/address';
import type { Database } from '../../db/client';
import { PG_ERROR, pgErrorCode } from '../../db/errors';
import { municipalityIsIn, type ReferenceData } from '../../db/reference-data';
import { HttpError, notFound } from '../../lib/http-error';
import {
  createAddress,
  deleteOwnAddress,
  listAddresses,
  updateOwnAddress,
} from './addresses.queries';

// A person's addresses: the municipality must be in the department, only the owner deletes one,
// and an address a listing uses stays (409).

type NewAddress = Parameters<typeof createAddress>[2];

export class AddressesService {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
  ) {}

  private checkPlace(input: NewAddress): void {
    if (!municipalityIsIn(this.reference, input.municipality_id, input.department_id)) {
      throw new HttpError(422, ADDRESS_MESSAGES.municipalityMismatch, {
        municipalite_id: [ADDRESS_MESSAGES.municipalityMismatch],
      });
    }
  }

  /** The person's addresses, each with the listings that use it. */
  list(userId: number) {
    return listAddresses(this.db, userId);
  }

  async create(userId: number, input: NewAddress): Promise<Address> {
    this.checkPlace(input);
    return createAddress(this.db, userId, input);
  }

  /**
   * Edits the owner's address; its listings show the new place at once (their detail, cards and
   * search read the address), and the price figures follow at the next daily refresh.
   */
  async update(userId: number, id: number, input: NewAddress): Promise<Address> {
    this.checkPlace(input);
    const updated = await updateOwnAddress(this.db, userId, id, input);
    // Someone else's address answers exactly like a missing one: nothing leaks.
    if (!updated) throw notFound(ADDRESS_MESSAGES.notFound);
    return updated;
  }

  async remove(userId: number, id: number): Promise<void> {
    try {
      const deleted = await deleteOwnAddress(this.db, userId, id);
      // Someone else's address answers exactly like a missing one: nothing leaks.
      if (!deleted) throw notFound(ADDRESS_MESSAGES.notFound);
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === PG_ERROR.foreignKeyViolation || code === PG_ERROR.restrictViolation) {
        throw new HttpError(409, ADDRESS_MESSAGES.inUse);
      }
      throw error;
    }
  }
}
