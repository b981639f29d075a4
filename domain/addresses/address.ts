import { z } from 'zod';
import { checkbox, optionalId, optionalText, requiredId } from '../form-values';

/** docs/product.md §8 "Addresses" plus the field messages of the address form (docs/product.md §5). */
export const ADDRESS_MESSAGES = {
  missingFields: 'Faltan campos obligatorios',
  departmentRequired: 'Selecciona un departamento',
  municipalityRequired: 'Selecciona un municipio',
  nameRequired: 'Escribe un nombre para la dirección',
  addressRequired: 'Escribe la dirección completa',
  tooLong: 'El texto es demasiado largo.',
  municipalityMismatch: 'El municipio no pertenece al departamento elegido.',
  loadFailed: 'Error cargando direcciones',
  createFailed: 'Error creando la dirección',
  deleteFailed: 'Error eliminando la dirección',
  inUse: 'Esta dirección ya la tiene un producto',
  notDeleted: 'No se pudo eliminar la dirección',
  departmentsFailed: 'No se pudieron cargar los departamentos',
  municipalitiesFailed: 'No se pudieron cargar los municipios',
  created: 'Dirección guardada',
  updated: 'Dirección actualizada',
  updateFailed: 'No se pudo guardar la dirección',
  deleted: 'Dirección eliminada',
  notFound: 'Dirección no encontrada.',
} as const;

const m = ADDRESS_MESSAGES;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, m.tooLong);

/** POST /address. docs/product.md spells the municipality municipalite_id; municipality_id works too. */
export const addressInputSchema = z
  .preprocess(
    (value) => {
      if (!value || typeof value !== 'object') return value;
      const body = value as Record<string, unknown>;
      const given = body.municipalite_id ?? body.municipality_id;
      return { ...body, municipalite_id: given === '' ? (body.municipality_id ?? given) : given };
    },
    z.object({
      department_id: requiredId(m.departmentRequired),
      municipalite_id: requiredId(m.municipalityRequired),
      // The other spelling (docs/product.md §7 sends both); its value was copied above when needed.
      municipality_id: optionalId,
      name: requiredText(m.nameRequired, 80),
      address: requiredText(m.addressRequired, 200),
      vereda: optionalText(120, m.tooLong),
      // 'Mostrar solo vereda y municipio' (decision 020); absent means the street text is shown.
      address_private: checkbox,
    }),
  )
  .transform(({ municipalite_id, ...rest }) => ({ ...rest, municipality_id: municipalite_id }));

const place = z.object({ id: z.number().int(), name: z.string() });

/** docs/product.md §3 "Address". */
export const addressSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  country_id: z.number().int(),
  department_id: z.number().int(),
  municipalite_id: z.number().int(),
  municipality_id: z.number().int(),
  name: z.string(),
  address: z.string(),
  vereda: z.string().nullable(),
  address_private: z
    .boolean()
    .describe('True: buyers see the vereda and municipality, never the address text'),
  created_at: z.string(),
  updated_at: z.string(),
  department: place,
  municipality: place,
  country: z.object({ id: z.number().int(), name: z.string() }),
  listings: z
    .array(z.object({ id: z.number().int(), name: z.string() }))
    .describe('The listings that use it: it cannot be deleted while any does'),
});

export type Address = z.infer<typeof addressSchema>;

/** 'name — address', or just the address when it has no name (docs/product.md §3). */
export function addressLabel(address: Pick<Address, 'name' | 'address'>): string {
  const name = address.name?.trim();
  return name ? `${name} — ${address.address}` : address.address;
}

/**
 * What buyers are told of a saved address (decision 020): 'Km 4 vía…, vereda Montoya,
 * Turmequé, Boyacá', or without the address text when the seller keeps it private.
 */
export function buyersSee(
  address: Pick<Address, 'address' | 'vereda' | 'address_private'> & {
    municipality: { name: string };
    department: { name: string };
  },
): string {
  const vereda = address.vereda?.trim();
  const parts = [
    address.address_private ? '' : address.address.trim(),
    vereda && (/^vereda\b/i.test(vereda) ? vereda : `vereda ${vereda}`),
    address.municipality.name,
    address.department.name,
  ].filter(Boolean);
  return `${address.address_private ? 'Los compradores verán solo' : 'Los compradores verán'}: ${parts.join(', ')}.`;
}
