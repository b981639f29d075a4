import type { CatalogueSearchItem } from '../../../../domain/api/catalogue';
import type { Delivery, Frequency } from '../../../../domain/requests/buy-request';
import { statedWeight } from '../../../lib/unit-weight';

/** What the buyer has typed, as text (the shared schema turns it into numbers). */
export type RequestFormValues = {
  product: CatalogueSearchItem | null;
  productText: string;
  /** Digits only. */
  quantity: string;
  size_id: string;
  /** As typed: '62,5'. */
  unit_weight_kg: string;
  department_id: string;
  municipality_id: string;
  delivery: Delivery | '';
  /** 'YYYY-MM-DD' from the date input. */
  needed_by: string;
  frequency: Frequency;
  /** Digits only; shown as '$ 90.000'. */
  max_price: string;
  note: string;
};

/** The form's fields in screen order: the focus goes to the first one with a message. */
export const REQUEST_FIELDS = [
  'product_id',
  'quantity',
  'size_id',
  'unit_weight_kg',
  'department_id',
  'municipality_id',
  'delivery',
  'needed_by',
  'frequency',
  'max_price',
  'note',
] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];

export const emptyRequestForm = (): RequestFormValues => ({
  product: null,
  productText: '',
  quantity: '',
  size_id: '',
  unit_weight_kg: '',
  department_id: '',
  municipality_id: '',
  delivery: '',
  needed_by: '',
  frequency: 'once',
  max_price: '',
  note: '',
});

/** What goes to buyRequestInputSchema (and so to POST /buy-requests). */
export const requestInput = (values: RequestFormValues) => ({
  product_id: values.product?.product_id,
  quantity: values.quantity,
  size_id: values.size_id,
  unit_weight_kg: statedWeight(values.size_id, values.unit_weight_kg),
  municipality_id: values.municipality_id,
  delivery: values.delivery === '' ? undefined : values.delivery,
  needed_by: values.needed_by,
  frequency: values.frequency,
  max_price: values.max_price,
  note: values.note,
});
