import { NOTIFICATIONS } from '../../../domain/limits';
import { SAVED_SEARCH_MESSAGES as m } from '../../../domain/notifications/notification-messages';
import type { SavedSearchCriteria } from '../../../domain/notifications/saved-search-schema';
import type { SavedSearch } from '../../../domain/api/notifications';
import type { Database } from '../../db/client';
import { municipalityIsIn, type ReferenceData } from '../../db/reference-data';
import { fieldError, HttpError } from '../../lib/http-error';
import {
  countSavedSearches,
  deleteSavedSearch,
  findSameSearch,
  insertSavedSearch,
  listSavedSearches,
  lockPerson,
  searchWords,
  type SavedSearchRow,
} from './saved-searches.queries';

/** Places and category must exist (and the municipality lie in the department). */
function assertReferences(reference: ReferenceData, criteria: SavedSearchCriteria) {
  if (criteria.category !== undefined && !reference.categories.has(criteria.category)) {
    throw fieldError('category', m.unknownCategory);
  }
  if (criteria.department_id !== undefined && !reference.departments.has(criteria.department_id)) {
    throw fieldError('department_id', m.unknownDepartment);
  }
  if (criteria.municipality_id !== undefined) {
    if (!reference.municipalities.has(criteria.municipality_id)) {
      throw fieldError('municipality_id', m.unknownMunicipality);
    }
    if (
      criteria.department_id !== undefined &&
      !municipalityIsIn(reference, criteria.municipality_id, criteria.department_id)
    ) {
      throw fieldError('municipality_id', m.municipalityNotInDepartment);
    }
  }
  if (criteria.near !== undefined && !reference.municipalities.has(criteria.near)) {
    throw fieldError('near', m.unknownMunicipality);
  }
}

/** A person's saved searches ('Avísame'), which the notifications' matching reads. */
export class SavedSearchesService {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
  ) {}

  /** The person's saved searches, the oldest first. */
  async list(userId: number): Promise<SavedSearch[]> {
    const rows = await listSavedSearches(this.db, userId);
    return rows.map((row) => presentSavedSearch(this.reference, row));
  }

  /** Saves a search: at most NOTIFICATIONS.maxSavedSearchesPerPerson, never the same one twice. */
  async save(userId: number, criteria: SavedSearchCriteria): Promise<SavedSearch> {
    assertReferences(this.reference, criteria);
    const words = criteria.q ? searchWords(criteria.q, NOTIFICATIONS.maxWordsPerSearch) : [];
    if (criteria.q !== undefined && words.length === 0) throw fieldError('q', m.wordsTooShort);
    const row = await this.db.transaction(async (tx) => {
      await lockPerson(tx, userId);
      if ((await findSameSearch(tx, userId, criteria)) !== null) {
        throw new HttpError(409, m.duplicate);
      }
      if ((await countSavedSearches(tx, userId)) >= NOTIFICATIONS.maxSavedSearchesPerPerson) {
        throw new HttpError(409, m.limitReached);
      }
      return insertSavedSearch(tx, userId, criteria, words);
    });
    return presentSavedSearch(this.reference, row);
  }

  /** Deletes one of the person's saved searches (404 for anyone else's). */
  async remove(userId: number, id: number): Promise<void> {
    const removed = await deleteSavedSearch(this.db, userId, id);
    if (!removed) throw new HttpError(404, m.notFound);
  }
}

function presentSavedSearch(reference: ReferenceData, row: SavedSearchRow): SavedSearch {
  const named = (map: Map<number, { id: number; name: string }>, id: number | null) => {
    const found = id === null ? undefined : map.get(id);
    return found ? { id: found.id, name: found.name } : null;
  };
  return {
    id: row.id,
    q: row.q,
    category: named(reference.categories, row.categoryId),
    department: named(reference.departments, row.departmentId),
    municipality: named(reference.municipalities, row.municipalityId),
    near: named(reference.municipalities, row.nearMunicipalityId),
    radius_km: row.radiusKm,
    max_price: row.maxPrice,
    created_at: row.createdAt.toISOString(),
  };
}
