import { z } from 'zod';
import { ACCOUNT } from '../limits';
import { checkbox, optionalId, optionalText } from '../form-values';
import { mobilePhoneSchema } from './phone-schemas';

/** docs/product.md §3 "Document types", with REGNOID (cédula de ciudadanía) as the default. */
export const DOCUMENT_TYPES = [
  { value: 'REGNOID', label: 'Cédula de ciudadanía' },
  { value: 'CE', label: 'Cédula de extranjería' },
  { value: 'EXT', label: 'Pasaporte' },
  { value: 'NIT', label: 'NIT' },
  { value: 'RC', label: 'Tarjeta de identidad' },
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number]['value'];
const DOCUMENT_TYPE_VALUES = DOCUMENT_TYPES.map((t) => t.value) as [
  DocumentType,
  ...DocumentType[],
];

export const PERSON_TYPES = [
  { value: 0, label: 'Persona natural' },
  { value: 1, label: 'Persona jurídica' },
] as const;

/** Versions of the legal texts a person accepts; stored with each acceptance (Ley 1581 de 2012). */
export { LEGAL_VERSIONS } from './legal-versions';

export const REGISTRATION_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  nameTooShort: `El nombre debe tener al menos ${ACCOUNT.nameMinLength} caracteres`,
  nameTooLong: 'El nombre es demasiado largo.',
  documentRequired: 'El documento es requerido',
  documentTooShort: `El documento debe tener al menos ${ACCOUNT.documentMinDigits} dígitos`,
  documentDigitsOnly: 'El documento solo puede tener números.',
  documentTooLong: 'El documento es demasiado largo.',
  termsRequired: 'Debes aceptar los términos y condiciones',
  documentTypeInvalid: 'Selecciona un tipo de documento válido.',
  personTypeInvalid: 'Selecciona si eres persona natural o jurídica.',
  legalDocumentRequired: 'El NIT de la empresa es requerido',
  legalNameRequired: 'La razón social es requerida',
  emailInvalid: 'Escribe un correo electrónico válido.',
  textTooLong: 'El texto es demasiado largo.',
  municipalityMismatch: 'El municipio no pertenece al departamento elegido.',
  // docs/product.md §8 "Registration failures" and "Phone check".
  documentTaken: 'Este documento ya está registrado o no es válido.',
  phoneTaken: 'Este teléfono ya está registrado o no es válido.',
  failed: 'No pudimos completar el registro. Intenta más tarde.',
  notRegistered: 'No se pudo registrar el usuario.',
  phoneAlreadyRegistered: 'El teléfono ya está registrado',
  phoneCheckFailed: 'No pudimos validar el teléfono. Intenta más tarde.',
  registered: 'Escribe el código que te enviamos para confirmar tu número y crear tu cuenta.',
  registrationExpired: 'Tu registro venció. Vuelve a llenar el formulario.',
} as const;

const m = REGISTRATION_MESSAGES;

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * A persona jurídica (person_type 1) must give the company's NIT and name. Separate from the
 * schema so the form can show these with the other field errors: zod skips object-level
 * checks while any field is invalid.
 */
export function legalPersonErrors(value: {
  person_type?: unknown;
  legal_document?: unknown;
  legal_denomination?: unknown;
}): Partial<Record<'legal_document' | 'legal_denomination', string>> {
  if (Number(value.person_type) !== 1) return {};
  return {
    ...(isBlank(value.legal_document) ? { legal_document: m.legalDocumentRequired } : {}),
    ...(isBlank(value.legal_denomination) ? { legal_denomination: m.legalNameRequired } : {}),
  };
}

/**
 * Registration (docs/product.md §3 payload + the form-only fields the profile shows). person_type 1
 * (persona jurídica) needs the company's NIT and name; for person_type 0 they are cleared.
 */
export const registrationSchema = z
  .object({
    name: z
      .string({ error: m.nameRequired })
      .trim()
      .min(1, { error: m.nameRequired, abort: true })
      .min(ACCOUNT.nameMinLength, m.nameTooShort)
      .max(120, m.nameTooLong),
    document: z
      .string({ error: m.documentRequired })
      .trim()
      .min(1, { error: m.documentRequired, abort: true })
      .regex(/^\d+$/, { error: m.documentDigitsOnly, abort: true })
      .min(ACCOUNT.documentMinDigits, m.documentTooShort)
      .max(20, m.documentTooLong),
    phone: mobilePhoneSchema,
    person_type: z.preprocess(
      (value) => (value === undefined || value === null || value === '' ? 0 : Number(value)),
      z.union([z.literal(0), z.literal(1)], { error: m.personTypeInvalid }),
    ),
    type_doc: z.preprocess(
      (value) => (value === undefined || value === null || value === '' ? 'REGNOID' : value),
      z.enum(DOCUMENT_TYPE_VALUES, { error: m.documentTypeInvalid }),
    ),
    legal_document: optionalText(20, m.documentTooLong),
    legal_denomination: optionalText(160, m.textTooLong),
    terms: checkbox.refine((accepted) => accepted, m.termsRequired),
    email: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.email(m.emailInvalid).max(160, m.emailInvalid).optional(),
    ),
    department_id: optionalId,
    municipalite_id: optionalId,
    municipality_id: optionalId,
    vereda: optionalText(120, m.textTooLong),
    address: optionalText(200, m.textTooLong),
  })
  .superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(legalPersonErrors(value))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform(({ municipalite_id, municipality_id, ...rest }) => ({
    ...rest,
    // docs/product.md spells it municipalite_id; municipality_id is accepted too.
    municipality_id: municipality_id ?? municipalite_id,
    legal_document: rest.person_type === 1 ? rest.legal_document : undefined,
    legal_denomination: rest.person_type === 1 ? rest.legal_denomination : undefined,
  }));

/**
 * The registration as the API receives it. The spec's client lists `terms` among its form-only
 * fields: its form refuses to send until the box is ticked, and its payload leaves it out. So a
 * request without `terms` is that client's accepted box; `terms: false` is still refused
 * (decision 005, amended).
 */
export const registrationRequestSchema = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && !('terms' in value)
      ? { ...value, terms: true }
      : value,
  registrationSchema,
);

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;
