import type { z } from 'zod';
import type { Organization, organizationsApi } from '../../../domain/api/organizations';
import {
  ORGANIZATION_MESSAGES,
  type organizationInputSchema,
} from '../../../domain/organizations/organization';
import type { Database } from '../../db/client';
import type { ReferenceData } from '../../db/reference-data';
import { fieldError, HttpError } from '../../lib/http-error';
import { logAdminAction } from '../admin';
import {
  deleteOrganization,
  findOrganization,
  insertOrganization,
  listOrganizations,
  lockOrganization,
  updateOrganization,
  type OrganizationRow,
  type OrganizationValues,
} from './organizations.queries';

// What admins do to the directory: each change runs in one transaction with its admin log line,
// under the organization's row lock.

const m = ORGANIZATION_MESSAGES;
const notFound = () => new HttpError(404, m.notFound);

type OrganizationInput = z.output<typeof organizationInputSchema>;
type DirectoryQuery = z.output<typeof organizationsApi.list.query>;

function toOrganization(row: OrganizationRow, reference: ReferenceData): Organization {
  const municipality = reference.municipalities.get(row.municipalityId);
  const departmentId = municipality?.departmentId ?? 0;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as Organization['kind'],
    department_id: departmentId,
    department: reference.departments.get(departmentId)?.name ?? '',
    municipality_id: row.municipalityId,
    municipality: municipality?.name ?? '',
    description: row.description,
    products: row.products,
    phone: row.phone,
    whatsapp: row.whatsapp,
  };
}

/** The directory as signed-in people read it. */
export class OrganizationsService {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
  ) {}

  async list({ department_id, municipality_id, q }: DirectoryQuery): Promise<Organization[]> {
    const rows = await listOrganizations(this.db, {
      departmentId: department_id,
      municipalityId: municipality_id,
      q: q || undefined,
    });
    return rows.map((row) => toOrganization(row, this.reference));
  }

  async detail(id: number): Promise<Organization> {
    const row = await findOrganization(this.db, id);
    if (!row) throw notFound();
    return toOrganization(row, this.reference);
  }
}

/** Fields an admin can change, as columns; shown in the log as what changed. */
const FIELDS: (keyof OrganizationValues)[] = [
  'name',
  'kind',
  'municipalityId',
  'description',
  'products',
  'phone',
  'whatsapp',
];

export class OrganizationsAdmin {
  constructor(
    private readonly db: Database,
    private readonly reference: ReferenceData,
  ) {}

  private valuesOf(input: OrganizationInput): OrganizationValues {
    if (!this.reference.municipalities.has(input.municipality_id)) {
      throw fieldError('municipality_id', m.municipalityNotFound);
    }
    return {
      name: input.name,
      kind: input.kind,
      municipalityId: input.municipality_id,
      description: input.description ?? '',
      products: input.products ?? '',
      phone: input.phone ?? null,
      whatsapp: input.whatsapp ?? null,
    };
  }

  async create(adminId: number, input: OrganizationInput): Promise<Organization> {
    const values = this.valuesOf(input);
    const created = await this.db.transaction(async (tx) => {
      const created = await insertOrganization(tx, values);
      await logAdminAction(tx, adminId, {
        action: 'organization.create',
        targetType: 'organization',
        targetId: created.id,
        details: { name: created.name },
      });
      return created;
    });
    return toOrganization(created, this.reference);
  }

  async update(adminId: number, id: number, input: OrganizationInput): Promise<Organization> {
    const values = this.valuesOf(input);
    const updated = await this.db.transaction(async (tx) => {
      const before = await lockOrganization(tx, id);
      if (!before) throw notFound();
      const updated = await updateOrganization(tx, id, values);
      await logAdminAction(tx, adminId, {
        action: 'organization.update',
        targetType: 'organization',
        targetId: id,
        details: {
          name: updated.name,
          changed: FIELDS.filter((field) => before[field] !== updated[field]),
        },
      });
      return updated;
    });
    return toOrganization(updated, this.reference);
  }

  async remove(adminId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await lockOrganization(tx, id);
      if (!before) throw notFound();
      await deleteOrganization(tx, id);
      await logAdminAction(tx, adminId, {
        action: 'organization.delete',
        targetType: 'organization',
        targetId: id,
        details: { name: before.name },
      });
    });
  }
}
