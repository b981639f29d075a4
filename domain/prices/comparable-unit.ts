// Which listings can be compared on price. A price per kilogram compares across every unit of
// weight; a unit whose weight varies by region (a bulto of papa is 50 kg in Nariño and 62.5 kg
// elsewhere) compares per kilogram only when the seller stated its weight; anything else
// (racimo, docena, litro, hectárea…) compares only with the same unit.
// Unit ids are the permanent ids of server/db/reference/sizes.ts.

export const PER_KILOGRAM_SIZE_ID = 1;

/** Kilograms in one unit, for the units that are a fixed weight. */
export const KILOGRAMS_PER_UNIT: Readonly<Record<number, number>> = {
  1: 1, // kilogramo
  2: 0.5, // libra (Colombian markets: 500 g)
  3: 1000, // tonelada
  5: 12.5, // arroba
  26: 100, // quintal (the metric quintal, as the price-reference issue fixes it)
};

/** Units sold by the piece of packaging, whose weight the seller may state. */
export const VARIABLE_WEIGHT_SIZE_IDS: readonly number[] = [
  6, // bulto
  7, // carga
  8, // canastilla
  9, // caja
  27, // saco
];

export const UNIT_WEIGHT_KG = { min: 0.1, max: 2000 } as const;

export function acceptsStatedWeight(sizeId: number): boolean {
  return VARIABLE_WEIGHT_SIZE_IDS.includes(sizeId);
}

export interface ComparablePrice {
  /** PER_KILOGRAM_SIZE_ID when the price is per kilogram, else the listing's own unit. */
  sizeId: number;
  /** Pesos per that unit (may have decimals once divided). */
  price: number;
}

/** The listing's price in the unit it is compared in. */
export function comparablePrice(
  price: number,
  sizeId: number,
  unitWeightKg: number | null,
): ComparablePrice {
  const fixedKg = KILOGRAMS_PER_UNIT[sizeId];
  if (fixedKg !== undefined) return { sizeId: PER_KILOGRAM_SIZE_ID, price: price / fixedKg };
  if (unitWeightKg !== null && unitWeightKg > 0 && acceptsStatedWeight(sizeId)) {
    return { sizeId: PER_KILOGRAM_SIZE_ID, price: price / unitWeightKg };
  }
  return { sizeId, price };
}
