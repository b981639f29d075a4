import type { z } from 'zod';
import type { storeInputSchema } from '../../../../domain/stores/store-schemas';

/** The checked store form (storeInputSchema's output). */
export type StoreValues = z.output<typeof storeInputSchema>;

/** Cleared fields go as null, so a PUT empties them instead of leaving the old value. */
export function storeBody(values: StoreValues) {
  return {
    name: values.name,
    kind: values.kind,
    description: values.description ?? null,
    address: values.address ?? null,
    municipality_id: values.municipality_id ?? null,
    phone: values.phone ?? null,
    whatsapp: values.whatsapp ?? null,
  };
}
