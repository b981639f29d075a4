import type { ListingSummary } from '../../../domain/api/listings';

// Answers shaped like the server's (domain/api), for the home tests.

export function listing(id: number, fields: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id,
    product_user_id: id,
    product_id: 1003021,
    name: `Producto ${id}`,
    description: 'Recién cosechado.',
    price: 1000 * id,
    previous_price: null,
    stock: 10,
    size: 'kg',
    size_id: 1,
    unit_name: 'Kilogramos',
    unit_weight_kg: null,
    category: { id: 10, name: 'Mercado' },
    subcategory: { id: 1003, name: 'Tubérculos, raíces y plátanos' },
    image: `/uploads/listings/${id}/foto-400.webp`,
    image_srcset: null,
    department: 'Nariño',
    municipality: 'Pasto',
    is_active: true,
    mark_as_sold_at: null,
    status: 'active',
    hidden_reason: null,
    created_at: '2026-11-20T15:00:00.000Z',
    is_favorite: false,
    contacts_count: null,
    ...fields,
  };
}

export const listings = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => listing(from + index));

export const categoryNames = [
  'Despensa',
  'Maquinaria',
  'Animales',
  'Turismo',
  'Maderas',
  'Derivados',
  'Implementos',
  'Hogar',
  'Tierras',
  'Mercado',
  'Flores',
  'Café',
  'Cacao',
  'Pesca',
];

export const categories = (count: number) =>
  categoryNames.slice(0, count).map((name, index) => ({ id: index + 1, name, icon: 'pantry' }));
