import type { StoreKind } from '../../../../domain/stores/store';
import type { Picture } from './demo-pictures';
import type { StoreLook } from './demo-store-pictures';

// The supply stores of the demo: invented agro-supply shops (and two shops of other kinds) in
// real municipalities (DANE ids, checked against DIVIPOLA when loading), with the categories and
// products such shops sell, in pesos of 2025. Phones sit in the demo range, between the sellers'
// (3100000001…) and the organizations' (3100000501…), so they never ring a real person.

export interface DemoStoreProduct {
  name: string;
  description: string;
  price: number;
  /** One of the store's tags, by name. */
  tag: string;
  /** Size (unit) id: 1 kg, 2 lb, 4 unidad, 6 bulto, 14 L, 16 botella, 17 m. */
  size: number;
  picture?: Picture;
}

export interface DemoStore {
  name: string;
  kind: StoreKind;
  town: readonly [number, string];
  address: string;
  description: string;
  phone: string | null;
  whatsapp: string | null;
  look: StoreLook;
  tags: string[];
  products: DemoStoreProduct[];
  /** Slider photos (the shop front first) and catalogue pages. */
  slider: number;
  brochures: number;
}

const sack = (color: string, variant: string, size?: number): Picture => ({
  kind: 'sack',
  color,
  variant,
  ...(size ? { size } : {}),
});

const item = (
  name: string,
  tag: string,
  price: number,
  size: number,
  description: string,
  picture?: Picture,
): DemoStoreProduct => ({ name, tag, price, size, description, ...(picture ? { picture } : {}) });

export const DEMO_STORES: DemoStore[] = [
  {
    name: 'Agroinsumos El Surco',
    kind: 'suministros',
    town: [5615, 'Rionegro'],
    address: 'Calle 49 # 50-23, a media cuadra del parque principal',
    description:
      'Almacén agropecuario del Oriente antioqueño desde 1998. Semillas de hortalizas, plántulas de aguacate Hass certificadas por el ICA, fertilizantes y enmiendas, herramienta y todo para el riego por goteo. Le ayudamos a calcular el abono según su análisis de suelo.',
    phone: '3100000301',
    whatsapp: '3100000301',
    look: {
      wall: '#f1e3b8',
      trim: '#2f6b3a',
      awning: ['#2f7a3a', '#f4f1e6'],
      sign: '#2f6b3a',
      accent: '#e0a21f',
      emblem: 'sprout',
    },
    tags: ['Semillas', 'Fertilizantes', 'Herramientas', 'Riego'],
    products: [
      item(
        'Semilla de cilantro Unapal',
        'Semillas',
        38000,
        1,
        'Semilla seleccionada de alta germinación, para siembra directa en era.',
        sack('#c58a3c', 'grain', 0.6),
      ),
      item(
        'Plántula de aguacate Hass injertada',
        'Semillas',
        18000,
        4,
        'Injertada sobre patrón criollo, vivero registrado ante el ICA. Lista para trasplante.',
        { kind: 'potted', color: '#4f9a3a' },
      ),
      item(
        'Triple 15 x 50 kg',
        'Fertilizantes',
        185000,
        6,
        'Fertilizante completo 15-15-15 granulado, para siembra y mantenimiento.',
        sack('#f5f1e6', 'grain', 0.7),
      ),
      item(
        'Gallinaza compostada x 40 kg',
        'Fertilizantes',
        18000,
        6,
        'Abono orgánico bien compostado, sin olor. Mejora la estructura del suelo.',
        sack('#5a4632', 'lump', 0.8),
      ),
      item(
        'Cal dolomita x 50 kg',
        'Fertilizantes',
        22000,
        6,
        'Corrige la acidez del suelo y aporta calcio y magnesio.',
        sack('#efece4', 'flake', 0.6),
      ),
      item(
        'Machete de 22 pulgadas',
        'Herramientas',
        32000,
        4,
        'Hoja de acero templado con cacha plástica remachada.',
        { kind: 'tools' },
      ),
      item(
        'Palín de punta con cabo',
        'Herramientas',
        45000,
        4,
        'Pala de punta forjada con cabo de madera de 1,20 m.',
        { kind: 'tools', color: '#9b6334' },
      ),
      item(
        'Manguera de riego de 1/2" x 50 m',
        'Riego',
        75000,
        4,
        'Manguera flexible reforzada, resistente al sol.',
        { kind: 'coil', color: '#3d8a3d' },
      ),
      item(
        'Cinta de goteo calibre 6000 x 1.000 m',
        'Riego',
        310000,
        4,
        'Goteros cada 20 cm. Ideal para hortalizas y fresa.',
        { kind: 'coil', color: '#2b2b2b' },
      ),
    ],
    slider: 3,
    brochures: 3,
  },
  {
    name: 'Almacén Agropecuario La Cosecha',
    kind: 'suministros',
    town: [15238, 'Duitama'],
    address: 'Carrera 16 # 12-45, frente a la plaza de mercado',
    description:
      'Todo para el cultivo de papa, cebolla y hortalizas de clima frío. Semilla certificada, fertilizantes, equipos de fumigación y herramienta. Despachamos a las veredas de Duitama, Paipa y Santa Rosa de Viterbo.',
    phone: '3100000302',
    whatsapp: '3100000312',
    look: {
      wall: '#e9dcc8',
      trim: '#8e2d25',
      awning: ['#c9452f', '#f4efe4'],
      sign: '#8e2d25',
      accent: '#e0a21f',
      emblem: 'sun',
    },
    tags: ['Semillas', 'Fertilizantes', 'Fumigación', 'Herramientas'],
    products: [
      item(
        'Semilla de papa pastusa suprema',
        'Semillas',
        120000,
        6,
        'Semilla certificada, tubérculo de 40 a 60 g. Bulto de 50 kg.',
        { kind: 'roots', variant: 'potato', color: '#c9a06a' },
      ),
      item(
        'Semilla de cebolla cabezona roja',
        'Semillas',
        95000,
        2,
        'Híbrida, de buen calibre y buena conservación en bodega.',
        { kind: 'roots', variant: 'onion', color: '#8e2f5a' },
      ),
      item(
        'Urea 46 % x 50 kg',
        'Fertilizantes',
        165000,
        6,
        'Nitrógeno para el desarrollo de la planta. Aplicar con el suelo húmedo.',
        sack('#f7f4ec', 'grain', 0.7),
      ),
      item(
        '10-30-10 x 50 kg',
        'Fertilizantes',
        190000,
        6,
        'Fórmula de siembra para papa, rica en fósforo.',
        sack('#d9d2c0', 'lump', 0.7),
      ),
      item(
        'Fumigadora de espalda 20 L',
        'Fumigación',
        185000,
        4,
        'Bomba de presión con lanza y boquillas de repuesto.',
        { kind: 'sprayer' },
      ),
      item(
        'Coadyuvante agrícola',
        'Fumigación',
        24000,
        14,
        'Mejora la adherencia y el cubrimiento de las aplicaciones.',
      ),
      item(
        'Azadón con cabo',
        'Herramientas',
        38000,
        4,
        'Azadón de 2 libras con cabo de eucalipto.',
        { kind: 'tools', color: '#c98d52' },
      ),
    ],
    slider: 3,
    brochures: 2,
  },
  {
    name: 'Agroveterinaria San Isidro',
    kind: 'suministros',
    town: [23001, 'Montería'],
    address: 'Calle 41 # 8-32, barrio Centro',
    description:
      'Droguería veterinaria y almacén ganadero. Medicamentos con registro ICA, sal mineralizada, concentrados, alambre y todo para el hato. Atendemos consultas con médico veterinario los sábados en la mañana.',
    phone: '3100000303',
    whatsapp: '3100000303',
    look: {
      wall: '#e3eef0',
      trim: '#1f6f8b',
      awning: ['#1f6f8b', '#f3f3f3'],
      sign: '#1f6f8b',
      accent: '#c9452f',
      emblem: 'horns',
    },
    tags: ['Veterinaria', 'Concentrados', 'Ganadería'],
    products: [
      item(
        'Ivermectina 1 % x 500 ml',
        'Veterinaria',
        48000,
        16,
        'Antiparasitario inyectable para bovinos. Consulte la dosis con su veterinario.',
        { kind: 'dairy', variant: 'bottles', color: '#f0f4f5', accent: '#1f6f8b' },
      ),
      item(
        'Vitaminas ADE inyectable x 100 ml',
        'Veterinaria',
        32000,
        16,
        'Refuerzo vitamínico para terneros y animales en recuperación.',
      ),
      item(
        'Baño garrapaticida',
        'Veterinaria',
        65000,
        14,
        'Concentrado emulsionable para baño por aspersión.',
        { kind: 'dairy', variant: 'bottles', color: '#f6f1e4', accent: '#c9452f' },
      ),
      item(
        'Sal mineralizada 8 % x 40 kg',
        'Ganadería',
        98000,
        6,
        'Con fósforo al 8 %, para ganado de carne y leche.',
        sack('#f5f1e6', 'grain', 0.6),
      ),
      item(
        'Concentrado para ganado de leche x 40 kg',
        'Concentrados',
        92000,
        6,
        'Proteína del 16 %, para vacas en producción.',
        sack('#a8743a', 'lump', 0.7),
      ),
      item(
        'Concentrado pollo de engorde x 40 kg',
        'Concentrados',
        110000,
        6,
        'Etapa de iniciación y engorde.',
        sack('#c58a3c', 'lump', 0.5),
      ),
      item(
        'Alambre de púas calibre 12,5 x 400 m',
        'Ganadería',
        285000,
        4,
        'Galvanizado, de alta resistencia para potreros.',
        { kind: 'coil', variant: 'wire', color: '#8d9499' },
      ),
      item(
        'Jeringa automática de 50 ml',
        'Veterinaria',
        85000,
        4,
        'Dosificadora para vacunación y desparasitación del hato.',
      ),
    ],
    slider: 3,
    brochures: 3,
  },
  {
    name: 'Distribuidora Agrícola del Sur',
    kind: 'suministros',
    town: [41551, 'Pitalito'],
    address: 'Carrera 4 # 6-18, salida a San Agustín',
    description:
      'Almacén para caficultores del sur del Huila: chapolas, fertilizantes para café, despulpadoras, secadores y herramienta de cosecha. Entregamos en finca los martes y viernes.',
    phone: null,
    whatsapp: '3100000304',
    look: {
      wall: '#f3e6cf',
      trim: '#6b3b22',
      awning: ['#7a3a2a', '#f3e6cf'],
      sign: '#6b3b22',
      accent: '#2f7a3a',
      emblem: 'bean',
    },
    tags: ['Café', 'Fertilizantes', 'Beneficio', 'Herramientas'],
    products: [
      item(
        'Chapolas de café Castillo x 100',
        'Café',
        70000,
        4,
        'Variedad resistente a la roya, en bolsa, listas para el trasplante.',
        { kind: 'seedlings', color: '#2f6a31' },
      ),
      item(
        'Fertilizante para café 17-6-18-2 x 50 kg',
        'Fertilizantes',
        175000,
        6,
        'Fórmula de producción con magnesio.',
        sack('#e9e4d6', 'grain', 0.7),
      ),
      item(
        'Despulpadora manual N.º 2',
        'Beneficio',
        1350000,
        4,
        'Tolva en lámina galvanizada, cilindro de cobre. Para 300 kg de café cereza por hora.',
        { kind: 'machine', variant: 'hopper', color: '#2f7a3a' },
      ),
      item(
        'Plástico para secador solar calibre 6',
        'Beneficio',
        9500,
        17,
        'Transparente, con filtro UV. Se vende por metro.',
      ),
      item(
        'Canastilla plástica cosechera',
        'Beneficio',
        25000,
        4,
        'Resistente, apilable, de 20 kg de capacidad.',
      ),
      item(
        'Tijera de podar',
        'Herramientas',
        55000,
        4,
        'Corte limpio para zoqueo y poda de sanidad.',
        { kind: 'tools', color: '#b07a45' },
      ),
    ],
    slider: 2,
    brochures: 2,
  },
  {
    name: 'Insumos y Riego Santander',
    kind: 'suministros',
    town: [68679, 'San Gil'],
    address: 'Calle 12 # 10-55, sector Malecón',
    description:
      'Diseñamos e instalamos sistemas de riego por aspersión y goteo. Tubería, mangueras, plástico de invernadero, polisombra, semillas de hortalizas y equipos de fumigación a motor.',
    phone: '3100000305',
    whatsapp: '3100000315',
    look: {
      wall: '#e6efdc',
      trim: '#30638e',
      awning: ['#30638e', '#f4f1e6'],
      sign: '#30638e',
      accent: '#e76f1e',
      emblem: 'drop',
    },
    tags: ['Riego', 'Invernadero', 'Semillas', 'Fumigación'],
    products: [
      item(
        'Aspersor de impacto de 1/2"',
        'Riego',
        28000,
        4,
        'Bronce, alcance de 12 m. Para pastos y hortalizas.',
      ),
      item(
        'Manguera de 3/4" x 100 m',
        'Riego',
        210000,
        4,
        'Polietileno de alta densidad, presión de trabajo de 60 psi.',
        { kind: 'coil', color: '#2b2b2b' },
      ),
      item(
        'Tubo PVC presión de 1" x 6 m',
        'Riego',
        36000,
        4,
        'RDE 21 para conducción de agua a presión.',
      ),
      item(
        'Plástico de invernadero calibre 7',
        'Invernadero',
        12000,
        17,
        'Térmico, con protección UV de tres años. Se vende por metro.',
      ),
      item(
        'Polisombra 65 %',
        'Invernadero',
        6500,
        17,
        'Para viveros y semilleros. Ancho de 4 m, se vende por metro.',
      ),
      item(
        'Plántulas de pimentón x bandeja de 200',
        'Semillas',
        48000,
        4,
        'Híbrido de frutos grandes, con 30 días de germinadas.',
        { kind: 'seedlings', color: '#3f8a3a' },
      ),
      item(
        'Fumigadora estacionaria a motor',
        'Fumigación',
        2800000,
        4,
        'Motor de 6,5 HP con bomba de pistones y 50 m de manguera.',
        { kind: 'machine', color: '#e76f1e' },
      ),
    ],
    slider: 3,
    brochures: 2,
  },
  {
    name: 'Agropecuaria El Llano',
    kind: 'suministros',
    town: [50001, 'Villavicencio'],
    address: 'Kilómetro 2 vía Puerto López, local 3',
    description:
      'Semillas de pastos, cercas eléctricas, sal mineralizada y droguería veterinaria para las fincas del Meta. Asesoría en renovación de praderas.',
    phone: '3100000306',
    whatsapp: null,
    look: {
      wall: '#f2e6c4',
      trim: '#4f7a2b',
      awning: ['#e0a21f', '#4f7a2b'],
      sign: '#4f7a2b',
      accent: '#e0a21f',
      emblem: 'horns',
    },
    tags: ['Semillas de pasto', 'Cercas', 'Ganadería', 'Veterinaria'],
    products: [
      item(
        'Semilla de Brachiaria decumbens',
        'Semillas de pasto',
        45000,
        1,
        'Alta pureza y germinación. Entre 4 y 6 kg por hectárea.',
        sack('#9fae7a', 'grain', 0.5),
      ),
      item(
        'Semilla de pasto Mombasa',
        'Semillas de pasto',
        65000,
        1,
        'Pasto de corte y pastoreo, muy productivo en suelos fértiles.',
        sack('#b9b27a', 'grain', 0.4),
      ),
      item(
        'Impulsor solar para cerca eléctrica',
        'Cercas',
        690000,
        4,
        'Con panel y batería, para cercar hasta 10 km de potrero.',
      ),
      item(
        'Aisladores para cerca x 100',
        'Cercas',
        35000,
        4,
        'Plástico resistente al sol, para poste de madera.',
      ),
      item('Alambre de púas x 400 m', 'Cercas', 280000, 4, 'Calibre 12,5, galvanizado.', {
        kind: 'coil',
        variant: 'wire',
        color: '#8d9499',
      }),
      item(
        'Sal mineralizada 6 % x 40 kg',
        'Ganadería',
        96000,
        6,
        'Para ganado de cría y levante.',
        sack('#f3efe6', 'grain', 0.6),
      ),
      item(
        'Purgante bovino',
        'Veterinaria',
        78000,
        14,
        'Albendazol oral. Consulte la dosis con su veterinario.',
        { kind: 'dairy', variant: 'bottles', color: '#f3efe6', accent: '#4f7a2b' },
      ),
    ],
    slider: 3,
    brochures: 2,
  },
  {
    name: 'Ferretería y Variedades El Campesino',
    kind: 'tienda',
    town: [25290, 'Fusagasugá'],
    address: 'Carrera 6 # 7-20, galería municipal',
    description:
      'Ferretería, ropa de trabajo y cosas para la casa. Botas de caucho en todas las tallas, sombreros, ruanas, candados y ollas.',
    phone: '3100000307',
    whatsapp: '3100000307',
    look: {
      wall: '#f5e2d3',
      trim: '#7a3a2a',
      awning: ['#d1495b', '#f5efe0'],
      sign: '#7a3a2a',
      accent: '#30638e',
      emblem: 'house',
    },
    tags: ['Ferretería', 'Ropa de trabajo', 'Hogar'],
    products: [
      item(
        'Botas de caucho caña alta',
        'Ropa de trabajo',
        42000,
        4,
        'Tallas 35 a 44. Suela antideslizante.',
      ),
      item(
        'Sombrero aguadeño',
        'Ropa de trabajo',
        60000,
        4,
        'Tejido en palma de iraca, con cinta negra.',
        { kind: 'hat', color: '#efe2c0', accent: '#2b2b2b' },
      ),
      item(
        'Ruana de lana virgen',
        'Ropa de trabajo',
        85000,
        4,
        'Tejida en telar, abrigadora para la madrugada.',
        { kind: 'textile' },
      ),
      item('Candado de 50 mm', 'Ferretería', 28000, 4, 'Cuerpo de bronce, tres llaves.'),
      item(
        'Carretilla buggy',
        'Ferretería',
        230000,
        4,
        'Platón metálico de 5 pies cúbicos, llanta neumática.',
      ),
      item('Olla a presión de 6 L', 'Hogar', 160000, 4, 'Aluminio con válvula de seguridad.'),
    ],
    slider: 2,
    brochures: 2,
  },
  {
    name: 'Tienda Mixta Doña Rosa',
    kind: 'tienda',
    town: [63690, 'Salento'],
    address: 'Calle Real # 4-15',
    description:
      'La tienda del pueblo: abarrotes, café de las fincas de Salento, panela, huevos del día y mochilas tejidas por artesanas de la región.',
    phone: '3100000308',
    whatsapp: '3100000318',
    look: {
      wall: '#fbe7d0',
      trim: '#00798c',
      awning: ['#00798c', '#edae49'],
      sign: '#00798c',
      accent: '#d1495b',
      emblem: 'bean',
    },
    tags: ['Abarrotes', 'Café y panela', 'Artesanías'],
    products: [
      item(
        'Café molido de Salento x 500 g',
        'Café y panela',
        22000,
        4,
        'Tostión media, de fincas de la vereda Palestina.',
        { kind: 'coffee', color: '#b8262b' },
      ),
      item(
        'Panela en bloque',
        'Café y panela',
        6000,
        2,
        'Panela de trapiche, se vende por libra.',
        { kind: 'blocks', color: '#a5662a' },
      ),
      item(
        'Arroz blanco',
        'Abarrotes',
        2800,
        2,
        'Arroz de primera, por libra.',
        sack('#f5f1e6', 'grain', 0.6),
      ),
      item(
        'Huevos rojos AA x 30',
        'Abarrotes',
        18000,
        4,
        'Huevos del día de gallinas campesinas.',
        { kind: 'eggs', color: '#d9a27a' },
      ),
      item(
        'Mochila tejida',
        'Artesanías',
        90000,
        4,
        'Tejida a mano en fique y lana, cada una es única.',
        { kind: 'mochila' },
      ),
    ],
    slider: 2,
    brochures: 2,
  },
];
