import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import type { PreparedJson } from '../../platform/http/prepared-bytes';
import { CatalogueIndex } from './catalogue-index';
import { listCategories, listSizes } from './catalogue.queries';

// The catalogue's reference data (units, categories) and the quick product search of the
// create form, read from the index kept in memory.

export class CatalogueService {
  private readonly index: CatalogueIndex;

  constructor(
    private readonly db: Database,
    reference: ReferenceData,
  ) {
    this.index = new CatalogueIndex(reference);
  }

  sizes() {
    return listSizes(this.db);
  }

  categories() {
    return listCategories(this.db);
  }

  /** The quick search's answer for these words, serialised once. */
  search(text: string | undefined): PreparedJson {
    return this.index.answer(text);
  }
}
