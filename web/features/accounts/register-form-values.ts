import { legalPersonErrors, registrationSchema } from '../../../domain/accounts/registration';
import type { Registration } from '../../../domain/accounts/registration';
import { issueErrors } from '../../lib/form-errors';

/** What the registration inputs hold, as strings (selects and radios included). */
export type RegisterValues = {
  name: string;
  type_doc: string;
  document: string;
  phone: string;
  person_type: '0' | '1';
  legal_document: string;
  legal_denomination: string;
  department_id: string;
  municipalite_id: string;
  vereda: string;
  address: string;
  email: string;
  terms: boolean;
};

export type RegisterField = keyof RegisterValues;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

/** Screen order: the first invalid field in this order gets the focus. */
export const REGISTER_FIELDS: readonly RegisterField[] = [
  'name',
  'type_doc',
  'document',
  'phone',
  'person_type',
  'legal_document',
  'legal_denomination',
  'department_id',
  'municipalite_id',
  'vereda',
  'address',
  'email',
  'terms',
];

export const emptyRegisterValues = (phone = ''): RegisterValues => ({
  name: '',
  type_doc: 'REGNOID',
  document: '',
  phone,
  person_type: '0',
  legal_document: '',
  legal_denomination: '',
  department_id: '',
  municipalite_id: '',
  vereda: '',
  address: '',
  email: '',
  terms: false,
});

/** Server and schema names that show under another input of this form. */
export const REGISTER_RENAME: Partial<Record<string, RegisterField>> = {
  municipality_id: 'municipalite_id',
};

export type RegisterValidation =
  { ok: true; data: Registration } | { ok: false; errors: RegisterErrors };

/** The shared zod schema decides; each field keeps its first message. */
export function validateRegistration(values: RegisterValues): RegisterValidation {
  const result = registrationSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  // The company's NIT and name messages come first; the schema's fill the other fields.
  const errors: RegisterErrors = {
    ...issueErrors(result.error.issues, REGISTER_FIELDS, REGISTER_RENAME),
    ...legalPersonErrors(values),
  };
  return { ok: false, errors };
}
