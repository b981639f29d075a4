// The people of the demo marketplace: sellers from several departments, each with the places
// they sell from (DANE municipality ids from server/db/reference/divipola.generated.ts, with a
// vereda) and what they sell (catalogue product ids, see demo-products.ts). The first product
// ids are the ones they keep active. Everyone here is invented; phones are in a reserved demo
// range (3100000001…) and documents start with 9 and have 10 digits.

export interface DemoPlace {
  /** [DANE municipality id, its name as in DIVIPOLA] (checked when loading). */
  town: readonly [number, string];
  vereda: string | null;
  /** Name of the address, as the seller calls the place. */
  name: string;
  address: string;
  /** When set, these products are published from here and the others are not. */
  only?: number[];
}

export interface DemoSeller {
  name: string;
  /** A persona jurídica: the company's name (NIT is generated). */
  company?: string;
  places: DemoPlace[];
  /** Catalogue product ids, in the order the seller published them. */
  sells: number[];
}

const place = (
  town: readonly [number, string],
  vereda: string | null,
  name: string,
  address: string,
  only?: number[],
): DemoPlace => ({ town, vereda, name, address, ...(only ? { only } : {}) });

export const DEMO_SELLERS: DemoSeller[] = [
  {
    name: 'María Eugenia Rojas Pardo',
    places: [
      place(
        [15861, 'Ventaquemada'],
        'Montoya',
        'Finca El Recuerdo',
        'Km 4 vía Ventaquemada–Turmequé, portón verde',
      ),
      place(
        [15001, 'Tunja'],
        null,
        'Puesto en la plaza',
        'Plaza de mercado del Sur, local 14',
        [603501, 602004, 1001009, 1003009],
      ),
    ],
    sells: [1003016, 1003009, 603501, 303004, 804003, 1001009, 602004, 1001043],
  },
  {
    name: 'Jhon Fredy Castaño Ospina',
    places: [
      place(
        [41551, 'Pitalito'],
        'Bruselas',
        'Finca Los Naranjos',
        'Vereda Bruselas, 2 km arriba de la escuela',
      ),
    ],
    sells: [106502, 106505, 402001, 704004, 206001, 1002027, 1002019, 1002036],
  },
  {
    name: 'Luis Alberto Guevara Rey',
    places: [
      place(
        [50573, 'Puerto López'],
        'Remolino',
        'Hato La Esperanza',
        'Km 18 vía Puerto López–Puerto Gaitán, entrada a mano derecha',
      ),
      place(
        [50001, 'Villavicencio'],
        'Apiay',
        'Finca El Porvenir',
        'Vereda Apiay, vía a la base aérea, finca El Porvenir',
      ),
    ],
    sells: [301003, 901001, 504001, 1003039, 301004, 301007, 303004],
  },
  {
    name: 'Gloria Inés Bermúdez de Mora',
    places: [
      place(
        [25875, 'Villeta'],
        'Bagazal',
        'Trapiche La Esmeralda',
        'Vereda Bagazal, a 20 minutos del pueblo por la vía a Útica',
      ),
    ],
    sells: [105005, 105501, 105502, 402003, 1002060, 207005, 1002039],
  },
  {
    name: 'Carlos Andrés Muñoz Chaves',
    places: [
      place(
        [52001, 'Pasto'],
        'Botanilla',
        'Granja San Isidro',
        'Corregimiento de Catambuco, vereda Botanilla',
      ),
      place(
        [52356, 'Ipiales'],
        'Yaramal',
        'Lote de la familia',
        'Vereda Yaramal, casa de teja al lado de la capilla',
      ),
    ],
    sells: [308002, 1003041, 1003016, 601501, 103502, 1001011, 1003019],
  },
  {
    name: 'Ana Lucía Quintero Henao',
    places: [
      place(
        [5615, 'Rionegro'],
        'Cabeceras de Llanogrande',
        'Finca Los Pinos',
        'Vereda Cabeceras de Llanogrande, km 2 vía Don Diego',
      ),
    ],
    sells: [1005004, 1002002, 1001013, 1001046, 704007, 1001064, 1001074],
  },
  {
    name: 'José Arley Zapata Restrepo',
    places: [
      place(
        [5368, 'Jericó'],
        'La Soledad',
        'Finca Villa Luz',
        'Vereda La Soledad, camino real a Palocabildo',
      ),
    ],
    sells: [801008, 106502, 1003032, 102008, 401001, 611001, 1002002],
  },
  {
    name: 'Rosa Elena Díaz Mendoza',
    places: [
      place(
        [23815, 'Tuchín'],
        'Vidales',
        'Taller Manos Zenúes',
        'Resguardo de San Andrés de Sotavento, vereda Vidales',
        [801001, 804001],
      ),
      place(
        [23815, 'Tuchín'],
        'Flechas',
        'Parcela El Progreso',
        'Vereda Flechas, camino a Bajo Grande',
      ),
    ],
    sells: [801001, 804001, 1003005, 602003, 1003043, 1002012],
  },
  {
    name: 'Édgar Humberto Salcedo Pineda',
    places: [
      place(
        [23001, 'Montería'],
        'Tres Palmas',
        'Hacienda Las Marías',
        'Km 12 vía Montería–Planeta Rica, vereda Tres Palmas',
      ),
      place(
        [23162, 'Cereté'],
        'Rabolargo',
        'Parcela El Limón',
        'Vereda Rabolargo, frente a la caseta comunal',
      ),
    ],
    sells: [301009, 301005, 903004, 103003, 301008, 601508, 903002],
  },
  {
    name: 'Yolanda Patricia Gómez Arias',
    places: [
      place(
        [17013, 'Aguadas'],
        'Arma',
        'Taller La Iraca',
        'Corregimiento de Arma, casa de la esquina del parque',
        [801002],
      ),
      place(
        [17013, 'Aguadas'],
        'La Mermita',
        'Finca La Mermita',
        'Vereda La Mermita, 4 km por la vía a Pácora',
      ),
    ],
    sells: [801002, 106502, 1003032, 612005, 1004004, 1002019],
  },
  {
    name: 'Hernán Darío Cardona Valencia',
    places: [
      place(
        [17174, 'Chinchiná'],
        'La Floresta',
        'Finca La Cristalina',
        'Vereda La Floresta, km 3 vía Chinchiná–Manizales',
      ),
    ],
    sells: [106505, 402005, 401003, 901003, 206003, 1003032],
  },
  {
    name: 'Blanca Nubia Suárez Cely',
    places: [
      place(
        [15516, 'Paipa'],
        'El Volcán',
        'Finca San Rafael',
        'Vereda El Volcán, 5 minutos arriba del Pantano de Vargas',
      ),
    ],
    sells: [602501, 601501, 301006, 1002017, 208001, 707001, 601506],
  },
  {
    name: 'Pedro Pablo Vargas Niño',
    places: [
      place(
        [15047, 'Aquitania'],
        'Hato Laguna',
        'Finca El Mirador del Lago',
        'Vereda Hato Laguna, orilla del Lago de Tota',
      ),
    ],
    sells: [1001028, 608031, 306004, 401002, 608501, 1003016, 1001022],
  },
  {
    name: 'Luz Marina Ortiz Becerra',
    places: [
      place(
        [68079, 'Barichara'],
        'Guanentá',
        'Casa de campo Los Guanes',
        'Vereda Guanentá, camino real a Guane',
      ),
      place(
        [68229, 'Curití'],
        'Palo Blanco',
        'Taller de fique',
        'Vereda Palo Blanco, taller al pie de la quebrada',
        [804005, 709003],
      ),
    ],
    sells: [401003, 404002, 804005, 709003, 1002076, 1002056, 113001],
  },
  {
    name: 'Orlando Ríos Pabón',
    places: [
      place(
        [68689, 'San Vicente de Chucurí'],
        'La Colorada',
        'Finca El Cacaotal',
        'Vereda La Colorada, subiendo por la vía a Yarima',
      ),
    ],
    sells: [107502, 107504, 402002, 704006, 107501, 1002003, 1002035],
  },
  {
    name: 'Martha Cecilia Velasco Ruiz',
    places: [
      place(
        [76834, 'Tuluá'],
        'Barragán',
        'Finca La Moralia',
        'Corregimiento de Barragán, vereda Santa Lucía',
      ),
    ],
    sells: [1002036, 1002059, 612003, 612001, 1002079, 612005, 1002064],
  },
  {
    name: 'Carmen Villafaña Torres',
    places: [
      place(
        [20570, 'Pueblo Bello'],
        'Nabusímake',
        'Casa de la familia Villafaña',
        'Camino a Nabusímake, segunda casa después del puente',
      ),
    ],
    sells: [801004, 106502, 106503, 611001, 1003036, 1002006],
  },
  {
    name: 'Diana Marcela Perdomo Trujillo',
    places: [
      place(
        [41885, 'Yaguará'],
        'Upar',
        'Finca Las Garzas',
        'Orilla de la represa de Betania, vereda Upar',
      ),
    ],
    sells: [608026, 306001, 602504, 111501, 403005, 1003036, 1002056],
  },
  {
    name: 'Fabio Nelson Cruz Tovar',
    places: [
      place(
        [73001, 'Ibagué'],
        'Juntas',
        'Reserva El Silencio',
        'Cañón del Combeima, vereda Juntas, después del puente',
        [401004, 403002, 404001],
      ),
      place(
        [73124, 'Cajamarca'],
        'Anaime',
        'Finca La Arracachera',
        'Corregimiento de Anaime, vereda El Diamante',
      ),
    ],
    sells: [401004, 403002, 1003001, 404001, 102011, 1002036],
  },
  {
    name: 'Amparo Lozano de Rincón',
    places: [
      place(
        [73443, 'San Sebastián de Mariquita'],
        'La Parroquia',
        'Finca Los Mangos',
        'Vereda La Parroquia, vía a Fresno km 2',
      ),
      place(
        [73319, 'Guamo'],
        'La Chamba',
        'Taller de barro',
        'Vereda La Chamba, taller junto a la cancha',
        [803001, 803002],
      ),
    ],
    sells: [1002045, 803001, 101010, 1002042, 803002, 1002047],
  },
  {
    name: 'Wilson Ferney Hoyos Muñoz',
    places: [
      place(
        [19548, 'Piendamó - Tunía'],
        'Tunía',
        'Finca El Cafetal',
        'Corregimiento de Tunía, vereda La Esperanza',
      ),
      place(
        [19698, 'Santander de Quilichao'],
        'Mondomo',
        'Rallandería La Yuca',
        'Corregimiento de Mondomo, a un lado de la Panamericana',
        [104501, 1003044],
      ),
    ],
    sells: [106502, 104501, 404004, 106503, 1003044, 901003],
  },
  {
    name: 'Nelly Yamile Chicangana Pito',
    places: [
      place(
        [19743, 'Silvia'],
        'Pueblito',
        'Casa de la familia Chicangana',
        'Resguardo de Guambía, vereda Pueblito',
      ),
    ],
    sells: [608031, 1001030, 804004, 1003007, 1004007, 1003016],
  },
  {
    name: 'Álvaro José Montes Polo',
    places: [
      place(
        [23417, 'Lorica'],
        'Cotocá',
        'Parcela La Ciénaga',
        'Vereda Cotocá Arriba, a orillas de la ciénaga',
      ),
      place(
        [23672, 'San Antero'],
        'Cispatá',
        'Finca Bahía',
        'Bahía de Cispatá, vereda Nuevo Agrado',
      ),
    ],
    sells: [608008, 1002012, 502001, 1002069, 403005, 1003043],
  },
  {
    name: 'Sandra Milena Yunda Cuéllar',
    company: 'Asociación de Mujeres Cafeteras de La Plata',
    places: [
      place(
        [41396, 'La Plata'],
        'Belén',
        'Sede de la asociación',
        'Corregimiento de Belén, bodega frente al parque',
      ),
    ],
    sells: [106002, 106505, 404004, 807001, 801005, 106502],
  },
  {
    name: 'Gustavo Adolfo Beltrán Sierra',
    places: [
      place(
        [25322, 'Guasca'],
        'Santa Ana',
        'Finca Las Acacias',
        'Vereda Santa Ana, km 5 vía Guasca–Sesquilé',
      ),
    ],
    sells: [1002018, 601503, 601504, 601505, 1002080, 1001065],
  },
  {
    name: 'Claudia Patricia Forero Guzmán',
    places: [
      place(
        [25269, 'Facatativá'],
        'Mancilla',
        'Cultivo Las Margaritas',
        'Vereda Mancilla, invernaderos blancos después de la bomba',
      ),
    ],
    sells: [1005001, 1005002, 1005006, 1005005, 806001, 1001036],
  },
  {
    name: 'Ramiro Antonio Tapasco Largo',
    places: [
      place(
        [17614, 'Riosucio'],
        'Bonafont',
        'Finca El Roble',
        'Resguardo de Escopetera y Pirza, vereda Bonafont',
      ),
    ],
    sells: [307001, 611001, 611002, 704005, 1003032, 106502, 1002019],
  },
  {
    name: 'Jorge Eliécer Pérez Galvis',
    places: [
      place(
        [68432, 'Málaga'],
        'Calichal',
        'Finca Los Cabros',
        'Vereda Calichal, 6 km por la vía a Concepción',
      ),
    ],
    sells: [305004, 610006, 601502, 305005, 305001, 102011],
  },
  {
    name: 'Marleny Gutiérrez Castro',
    places: [
      place(
        [76126, 'Calima'],
        'El Diamante',
        'Reserva Los Tucanes',
        'Lago Calima, vereda El Diamante, km 8',
      ),
    ],
    sells: [403003, 401004, 404003, 806002, 806001, 1002059],
  },
  {
    name: 'Fernando Augusto Lemos Riascos',
    places: [
      place(
        [50313, 'Granada'],
        'Canaguaro',
        'Finca Las Palmas',
        'Vereda Canaguaro, 15 minutos del casco urbano',
      ),
    ],
    sells: [608010, 306003, 210001, 210006, 1003045, 201001, 902001],
  },
  {
    name: 'Olga Lucía Ramírez Betancur',
    places: [
      place(
        [63690, 'Salento'],
        'Cocora',
        'Finca La Guadualera',
        'Valle de Cocora, km 6, entrada por el puente de madera',
      ),
      place(
        [63272, 'Filandia'],
        'La Castalia',
        'Guaduales de Filandia',
        'Vereda La Castalia, vía a Quimbaya',
        [501001, 802006, 501006],
      ),
    ],
    sells: [401003, 403001, 501001, 802006, 402001, 501006, 404002],
  },
  {
    name: 'Ana Rosa Epieyú',
    places: [
      place(
        [44847, 'Uribia'],
        'Nazareth',
        'Ranchería Jepirra',
        'Ranchería Jepirra, vía Uribia–Manaure km 9',
      ),
    ],
    sells: [801003, 804002, 305005, 804001],
  },
  {
    name: 'Luz Dary Moreno Cárdenas',
    places: [
      place(
        [25843, 'Villa de San Diego de Ubaté'],
        'Tausavita',
        'Finca Santa Inés',
        'Vereda Tausavita, vía Ubaté–Carmen de Carupa km 3',
      ),
    ],
    sells: [601501, 602001, 602005, 901002, 706007, 208002, 602004],
  },
  {
    name: 'Rubén Darío Acosta Villamizar',
    places: [
      place(
        [68547, 'Piedecuesta'],
        'Mensulí',
        'Agrotienda El Campesino',
        'Vereda Mensulí, local sobre la vía a Bucaramanga',
      ),
    ],
    sells: [701001, 708001, 703001, 702001, 705003, 701002, 701009, 203001, 705004, 203002],
  },
  {
    name: 'Teresa de Jesús Urrego Marín',
    places: [
      place(
        [5686, 'Santa Rosa de Osos'],
        'Aragón',
        'Finca Los Alpes',
        'Corregimiento de Aragón, vereda El Chaquiro',
      ),
    ],
    sells: [610001, 605006, 302003, 302001, 606501, 805001, 601501],
  },
  {
    name: 'Mauricio Javier Herrera Guzmán',
    places: [
      place(
        [5887, 'Yarumal'],
        'Llanos de Cuivá',
        'Aserrío La Cabaña',
        'Llanos de Cuivá, al lado de la estación de servicio',
      ),
    ],
    sells: [502002, 503001, 504002, 503004, 802005, 505001, 802001],
  },
];
