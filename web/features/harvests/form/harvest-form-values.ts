import type { Harvest } from '../../../../domain/api/harvests';
import type { CatalogueSearchItem } from '../../../../domain/api/catalogue';
import { HARVEST_MESSAGES } from '../../../../domain/harvests/harvest';
import { harvestInputSchema, type HarvestInput } from '../../../../domain/harvests/harvest-schema';
import { REQUESTS } from '../../../../domain/requests/buy-request';
import { issueErrors } from '../../../lib/form-errors';
import { statedWeight, unitWeightText } from '../../../lib/unit-weight';

// The announce and edit form of a harvest as the seller types it, and how it becomes the body
// of POST /harvests and PUT /harvests/{id} (harvestInputSchema, the server's own messages).

export type HarvestDraft = {
  productText: string;
  /** The catalogue product picked from the list (typing again forgets it). */
  product: CatalogueSearchItem | null;
  /** 'YYYY-MM-DD' from the date input. */
  expected_on: string;
  /** Digits only. */
  quantity: string;
  size_id: string;
  /** As typed: '62,5'. */
  unit_weight_kg: string;
  address_id: string;
  /** Digits only. */
  expected_price: string;
  note: string;
};

/** The fields in screen order (the form's focus goes to the first with a message). */
export const HARVEST_FIELDS = [
  'product_id',
  'expected_on',
  'quantity',
  'size_id',
  'unit_weight_kg',
  'address_id',
  'expected_price',
  'note',
] as const;
export type HarvestField = (typeof HARVEST_FIELDS)[number];

export const QUANTITY_MAX_DIGITS = String(REQUESTS.maxQuantity).length;
export const PRICE_MAX_DIGITS = String(REQUESTS.maxPrice).length;

export const emptyHarvestDraft = (): HarvestDraft => ({
  productText: '',
  product: null,
  expected_on: '',
  quantity: '',
  size_id: '',
  unit_weight_kg: '',
  address_id: '',
  expected_price: '',
  note: '',
});

/** The form of an announced harvest, to edit it. */
export function harvestDraftOf(harvest: Harvest): HarvestDraft {
  return {
    productText: harvest.product.name,
    // Only the id and name are known here; the list's category is not needed to edit.
    product: {
      product_id: harvest.product.id,
      product: harvest.product.name,
      category_id: 0,
      category: '',
      subcategory_id: 0,
      subcategory: '',
    },
    expected_on: harvest.expected_on,
    quantity: String(harvest.quantity),
    size_id: String(harvest.size.id),
    unit_weight_kg: unitWeightText(harvest.unit_weight_kg),
    address_id: '',
    expected_price: harvest.expected_price === null ? '' : String(harvest.expected_price),
    note: harvest.note ?? '',
  };
}

export type CheckedDraft =
  { ok: true; input: HarvestInput } | { ok: false; errors: Partial<Record<HarvestField, string>> };

/** The draft through the shared schema, plus the date rule the server checks against Bogotá's day. */
export function checkHarvestDraft(draft: HarvestDraft, today: string): CheckedDraft {
  const parsed = harvestInputSchema.safeParse({
    product_id: draft.product?.product_id,
    expected_on: draft.expected_on,
    quantity: draft.quantity,
    size_id: draft.size_id,
    unit_weight_kg: statedWeight(draft.size_id, draft.unit_weight_kg),
    address_id: draft.address_id,
    expected_price: draft.expected_price,
    note: draft.note,
  });
  const errors = issueErrors(parsed.error?.issues ?? [], HARVEST_FIELDS);
  if (!errors.expected_on && draft.expected_on && draft.expected_on < today) {
    errors.expected_on = HARVEST_MESSAGES.expectedOnInPast;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
