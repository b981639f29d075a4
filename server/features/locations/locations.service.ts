import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { notFound } from '../../lib/http-error';
import { listDepartments, listMunicipalities } from './locations.queries';

// Colombia's departments and municipalities (DANE DIVIPOLA), seeded reference data.

export class LocationsService {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
  ) {}

  departments() {
    return listDepartments(this.db);
  }

  /** The department's municipalities; 404 for a department that does not exist. */
  municipalities(departmentId: number) {
    if (!this.reference.departments.has(departmentId)) {
      throw notFound('Departamento no encontrado.');
    }
    return listMunicipalities(this.db, departmentId);
  }
}
