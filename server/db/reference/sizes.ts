// Units of measure a listing can be priced in (docs/product.md §3 "size" / "Unit option"). Ids 1 to 4 are
// docs/product.md's default list and must keep those ids; the rest are the units Colombian farmers trade in.
// Ids are permanent: append new units at the end with the next id, never renumber or reuse.
import type { SizeSeed } from './types';

export const sizes: SizeSeed[] = [
  // docs/product.md §3 default list.
  { id: 1, name: 'Kilogramos', abbreviation: 'kg' },
  { id: 2, name: 'Libras', abbreviation: 'lb' }, // libra = 500 g in Colombian markets
  { id: 3, name: 'Toneladas', abbreviation: 'ton' },
  { id: 4, name: 'Unidades', abbreviation: 'unidad' },
  // Weight and bulk.
  { id: 5, name: 'Arrobas', abbreviation: '@' }, // 12.5 kg (25 libras)
  { id: 6, name: 'Bultos', abbreviation: 'bulto' }, // sack, usually 40–50 kg (papa, abono, concentrado)
  { id: 7, name: 'Cargas', abbreviation: 'carga' }, // café: 125 kg of dry parchment coffee (10 arrobas)
  { id: 8, name: 'Canastillas', abbreviation: 'canastilla' }, // plastic harvest crate (fruit, tomato)
  { id: 9, name: 'Cajas', abbreviation: 'caja' },
  // Counted.
  { id: 10, name: 'Docenas', abbreviation: 'docena' },
  { id: 11, name: 'Manojos', abbreviation: 'manojo' }, // atado: cilantro, cebolla junca, hierbas
  { id: 12, name: 'Racimos', abbreviation: 'racimo' }, // plátano, banano
  { id: 13, name: 'Cabezas', abbreviation: 'cabeza' }, // livestock, per animal
  // Liquids.
  { id: 14, name: 'Litros', abbreviation: 'L' },
  { id: 15, name: 'Galones', abbreviation: 'gal' }, // US gallon, 3.785 L
  { id: 16, name: 'Botellas', abbreviation: 'botella' }, // miel, vino: about 750 ml
  // Length, volume and land.
  { id: 17, name: 'Metros', abbreviation: 'm' }, // alambre, manguera, madera
  { id: 18, name: 'Metros cúbicos', abbreviation: 'm³' }, // madera, gallinaza, tierra
  { id: 19, name: 'Hectáreas', abbreviation: 'ha' }, // 10,000 m²
  { id: 20, name: 'Fanegadas', abbreviation: 'fanegada' }, // 6,400 m² (Cundinamarca, Boyacá)
  // Services: tourism, rentals, leases.
  { id: 21, name: 'Noches', abbreviation: 'noche' },
  { id: 22, name: 'Personas', abbreviation: 'persona' }, // tours and plans, price per person
  { id: 23, name: 'Días', abbreviation: 'día' },
  { id: 24, name: 'Horas', abbreviation: 'hora' }, // machinery rental
  { id: 25, name: 'Meses', abbreviation: 'mes' }, // arriendos, pastaje
  // Weight and bulk, added for the price reference (domain/prices/comparable-unit.ts).
  { id: 26, name: 'Quintales', abbreviation: 'qq' }, // 100 kg
  { id: 27, name: 'Sacos', abbreviation: 'saco' }, // weight varies: the seller may state it
];
