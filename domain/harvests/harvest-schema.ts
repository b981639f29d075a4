import { z } from 'zod';
import { requiredId } from '../form-values';
import {
  calendarDay,
  optionalPesos,
  positiveQuantity,
  shortNote,
  unitWeightKg,
} from '../requests/buy-request-schema';
import { HARVEST_MESSAGES, HARVESTS } from './harvest';

// The forms of Próxima cosecha: announcing or editing a harvest, reserving, cancelling,
// confirming.

const m = HARVEST_MESSAGES;

/** POST /harvests (PUT /harvests/{id} takes the same, whole). */
export const harvestInputSchema = z.object({
  product_id: requiredId(m.productRequired),
  expected_on: calendarDay({ required: m.expectedOnRequired, invalid: m.expectedOnInvalid }),
  quantity: positiveQuantity({ required: m.quantityRequired, tooHigh: m.quantityTooHigh }),
  size_id: requiredId(m.sizeRequired),
  unit_weight_kg: unitWeightKg,
  address_id: requiredId(m.addressRequired),
  expected_price: optionalPesos({ invalid: m.priceInvalid, tooHigh: m.priceTooHigh }),
  note: shortNote(HARVESTS.noteMax, m.noteTooLong),
});
export type HarvestInput = z.output<typeof harvestInputSchema>;

/** POST /harvests/{id}/listing: the price it goes on sale at (the expected one by default). */
export const harvestListingInputSchema = z.object({
  price: optionalPesos({ invalid: m.priceInvalid, tooHigh: m.priceTooHigh }),
});

/** POST /harvests/{id}/reservations. */
export const reservationInputSchema = z.object({
  quantity: positiveQuantity({
    required: m.reservationQuantityRequired,
    tooHigh: m.reservationTooMuch,
  }),
});

/** POST /reservations/{id}/cancel. */
export const cancelReservationSchema = z.object({
  reason: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: m.cancelReasonRequired })
      .min(1, { error: m.cancelReasonRequired, abort: true })
      .max(HARVESTS.cancelReasonMax, m.cancelReasonTooLong),
  ),
});

/** POST /reservations/{id}/confirm: whether the other side kept their word. */
export const confirmReservationSchema = z.object({
  kept: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: m.confirmRequired }),
  ),
});
