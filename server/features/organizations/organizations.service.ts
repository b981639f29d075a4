import type { z } from 'zod';
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
  insertOrganization,
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

  async create(adminId: number, input: OrganizationInput): Promise<OrganizationRow> {
    const values = this.valuesOf(input);
    return this.db.transaction(async (tx) => {
      const created = await insertOrganization(tx, values);
      await logAdminAction(tx, adminId, {
        action: 'organization.create',
        targetType: 'organization',
        targetId: created.id,
        details: { name: created.name },
      });
      return created;
    });
  }

  async update(adminId: number, id: number, input: OrganizationInput): Promise<OrganizationRow> {
    const values = this.valuesOf(input);
    return this.db.transaction(async (tx) => {
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
