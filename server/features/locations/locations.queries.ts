import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, municipalities } from '../../db/schema';
import { spanishOrder } from '../../db/text';

export function listDepartments(db: Database) {
  return db
    .select()
    .from(departments)
    .orderBy(...spanishOrder(departments.name));
}

export function listMunicipalities(db: Database, departmentId: number) {
  return db
    .select({
      id: municipalities.id,
      name: municipalities.name,
      department_id: municipalities.departmentId,
      latitude: municipalities.latitude,
      longitude: municipalities.longitude,
    })
    .from(municipalities)
    .where(eq(municipalities.departmentId, departmentId))
    .orderBy(...spanishOrder(municipalities.name));
}
