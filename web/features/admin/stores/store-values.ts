import type { StoreDetail } from '../../../../domain/api/stores';
import { STORE_KINDS } from '../../../../domain/stores/store';
import { departmentOfMunicipality } from '../place-fields';

export const storeKindLabel = (kind: string) =>
  STORE_KINDS.find((option) => option.value === kind)?.label ?? kind;

/** The store form as typed (every field is text; the schema reads it). */
export type StoreFormValues = {
  name: string;
  kind: string;
  description: string;
  address: string;
  department_id: string;
  municipality_id: string;
  phone: string;
  whatsapp: string;
};

export const STORE_FIELDS = [
  'name',
  'kind',
  'description',
  'address',
  'department_id',
  'municipality_id',
  'phone',
  'whatsapp',
] as const satisfies readonly (keyof StoreFormValues)[];
export type StoreField = (typeof STORE_FIELDS)[number];

export const EMPTY_STORE: StoreFormValues = {
  name: '',
  kind: '',
  description: '',
  address: '',
  department_id: '',
  municipality_id: '',
  phone: '',
  whatsapp: '',
};

export function storeFormValues(store: StoreDetail): StoreFormValues {
  return {
    name: store.name,
    kind: store.kind,
    description: store.description,
    address: store.address,
    department_id: departmentOfMunicipality(store.municipality_id),
    municipality_id: store.municipality_id ? String(store.municipality_id) : '',
    phone: store.phone ?? '',
    whatsapp: store.whatsapp ?? '',
  };
}
