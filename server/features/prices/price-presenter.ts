import { PER_KILOGRAM_SIZE_ID } from '../../../domain/prices/comparable-unit';
import type { ReferenceData } from '../../db/reference-data';

// How the price answers name a catalogue product and a unit (the reference, the summary and
// the followed prices).

export function presentUnit(reference: ReferenceData, sizeId: number) {
  const size = reference.sizes.get(sizeId);
  return {
    id: sizeId,
    name: size?.name ?? '',
    abbreviation: size?.abbreviation ?? '',
    per_kg: sizeId === PER_KILOGRAM_SIZE_ID,
  };
}

export function presentProduct(reference: ReferenceData, productId: number) {
  const product = reference.products.get(productId);
  if (!product) return null;
  const categoryId = reference.subcategories.get(product.subcategoryId)?.categoryId ?? 0;
  return { id: product.id, name: product.name, category_id: categoryId };
}
