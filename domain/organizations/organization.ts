import { z } from 'zod';
import { optionalPhone, optionalText, requiredId, requiredText } from '../form-values';

export const ORGANIZATION_KINDS = [
  { value: 'asociacion', label: 'Asociación' },
  { value: 'cooperativa', label: 'Cooperativa' },
  { value: 'otra', label: 'Otra organización' },
] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number]['value'];
const KIND_VALUES = ORGANIZATION_KINDS.map((k) => k.value) as [
  OrganizationKind,
  ...OrganizationKind[],
];

export const ORGANIZATION_LIMITS = {
  nameMax: 150,
  descriptionMax: 2000,
  productsMax: 300,
} as const;

export const ORGANIZATION_MESSAGES = {
  nameRequired: 'Escribe el nombre de la organización.',
  nameTooLong: `El nombre puede tener hasta ${ORGANIZATION_LIMITS.nameMax} caracteres.`,
  kindRequired: 'Elige el tipo de organización.',
  municipalityRequired: 'Selecciona el municipio.',
  municipalityNotFound: 'El municipio no existe.',
  descriptionTooLong: `La descripción puede tener hasta ${ORGANIZATION_LIMITS.descriptionMax} caracteres.`,
  productsTooLong: `Los productos pueden tener hasta ${ORGANIZATION_LIMITS.productsMax} caracteres.`,
  phoneInvalid: 'El teléfono debe tener 10 dígitos.',
  contactRequired: 'Escribe al menos un teléfono o un WhatsApp de contacto.',
  notFound: 'No encontramos esta organización.',
  empty: 'No hay organizaciones registradas con estos filtros.',
  emptyHint: 'Pronto sumaremos más asociaciones y cooperativas.',
  created: 'Organización creada.',
  saved: 'Cambios guardados.',
  deleted: 'Organización eliminada.',
} as const;

const m = ORGANIZATION_MESSAGES;

export const organizationInputSchema = z
  .object({
    name: requiredText(ORGANIZATION_LIMITS.nameMax, {
      required: m.nameRequired,
      tooLong: m.nameTooLong,
    }),
    kind: z.enum(KIND_VALUES, { error: m.kindRequired }),
    municipality_id: requiredId(m.municipalityRequired),
    description: optionalText(ORGANIZATION_LIMITS.descriptionMax, m.descriptionTooLong),
    products: optionalText(ORGANIZATION_LIMITS.productsMax, m.productsTooLong),
    phone: optionalPhone(m.phoneInvalid),
    whatsapp: optionalPhone(m.phoneInvalid),
  })
  .refine((value) => value.phone !== undefined || value.whatsapp !== undefined, {
    message: m.contactRequired,
    path: ['phone'],
  });
