// The hand-written part of the catalogue: the ten categories, all their subcategories, and the
// products we add ourselves. The SIPSA products (DANE's wholesale-price list) are not here: they
// are in sipsa.generated.ts and catalogue.ts merges them into the subcategories marked
// "+ SIPSA products".
//
// Id rules (README.md): category 1..10; subcategory = categoryId * 100 + n; product =
// subcategoryId * 1000 + n. In a subcategory that also holds SIPSA products, our own products
// start at n = 501 (n 1..500 belong to the generator). Ids are permanent: append new items with
// the next free number, never renumber, reuse or delete.
import type { CategorySeed } from './types';

export const ownCategories: CategorySeed[] = [
  {
    id: 1,
    name: 'Despensa',
    icon: 'pantry',
    subcategories: [
      {
        id: 101,
        name: 'Arroz',
        // + SIPSA products 101001… (sipsa.generated.ts)
        products: [{ id: 101501, name: 'Arroz integral' }],
      },
      {
        id: 102,
        name: 'Fríjol y legumbres secas',
        // + SIPSA products 102001… (sipsa.generated.ts)
        products: [
          { id: 102501, name: 'Haba seca' },
          { id: 102502, name: 'Guandul' },
        ],
      },
      {
        id: 103,
        name: 'Maíz y otros cereales',
        // + SIPSA products 103001… (sipsa.generated.ts)
        products: [
          { id: 103501, name: 'Maíz peto' },
          { id: 103502, name: 'Quinua' },
          { id: 103503, name: 'Cebada en grano' },
          { id: 103504, name: 'Trigo en grano' },
        ],
      },
      {
        id: 104,
        name: 'Harinas, avena y pastas',
        // + SIPSA products 104001… (sipsa.generated.ts)
        products: [
          { id: 104501, name: 'Almidón agrio de yuca' },
          { id: 104502, name: 'Harina de plátano' },
          { id: 104503, name: 'Masa de maíz para arepas' },
        ],
      },
      {
        id: 105,
        name: 'Panela, azúcar y mieles',
        // + SIPSA products 105001… (sipsa.generated.ts)
        products: [
          { id: 105501, name: 'Panela pulverizada' },
          { id: 105502, name: 'Miel de caña' },
        ],
      },
      {
        id: 106,
        name: 'Café',
        // + SIPSA products 106001… (sipsa.generated.ts)
        products: [
          { id: 106501, name: 'Café cereza' },
          { id: 106502, name: 'Café pergamino seco' },
          { id: 106503, name: 'Café verde excelso' },
          { id: 106504, name: 'Café pasilla' },
          { id: 106505, name: 'Café tostado en grano' },
        ],
      },
      {
        id: 107,
        name: 'Cacao y chocolate',
        // + SIPSA products 107001… (sipsa.generated.ts)
        products: [
          { id: 107501, name: 'Cacao en baba' },
          { id: 107502, name: 'Cacao en grano seco' },
          { id: 107503, name: 'Nibs de cacao' },
          { id: 107504, name: 'Chocolate de mesa artesanal' },
          { id: 107505, name: 'Cascarilla de cacao' },
        ],
      },
      {
        id: 108,
        name: 'Aceites y grasas',
        // + SIPSA products 108001… (sipsa.generated.ts)
        products: [
          { id: 108501, name: 'Aceite de coco' },
          { id: 108502, name: 'Aceite de sacha inchi' },
        ],
      },
      {
        id: 109,
        name: 'Enlatados y conservas',
        // + SIPSA products 109001… (sipsa.generated.ts)
        products: [{ id: 109501, name: 'Palmitos en conserva' }],
      },
      {
        id: 110,
        name: 'Condimentos y salsas',
        // + SIPSA products 110001… (sipsa.generated.ts)
        products: [
          { id: 110501, name: 'Achiote en grano' },
          { id: 110502, name: 'Ají picante en salsa' },
          { id: 110503, name: 'Orégano seco' },
          { id: 110504, name: 'Sal marina' },
        ],
      },
      {
        id: 111,
        name: 'Dulces, galletas y pasabocas',
        // + SIPSA products 111001… (sipsa.generated.ts)
        products: [
          { id: 111501, name: 'Achiras' },
          { id: 111502, name: 'Alfandoque' },
          { id: 111503, name: 'Cocadas' },
          { id: 111504, name: 'Melcochas' },
          { id: 111505, name: 'Obleas' },
        ],
      },
      {
        id: 112,
        name: 'Jugos, bebidas y sopas',
        // + SIPSA products 112001… (sipsa.generated.ts)
        products: [],
      },
      {
        id: 113,
        name: 'Frutos secos y semillas comestibles',
        products: [
          { id: 113001, name: 'Maní con cáscara' },
          { id: 113002, name: 'Maní pelado' },
          { id: 113003, name: 'Ajonjolí' },
          { id: 113004, name: 'Sacha inchi tostado' },
          { id: 113005, name: 'Nuez de macadamia' },
        ],
      },
    ],
  },
  {
    id: 2,
    name: 'Maquinaria',
    icon: 'machinery',
    subcategories: [
      {
        id: 201,
        name: 'Tractores y labranza',
        products: [
          { id: 201001, name: 'Tractor agrícola' },
          { id: 201002, name: 'Motocultor' },
          { id: 201003, name: 'Arado de discos' },
          { id: 201004, name: 'Rastra de discos' },
          { id: 201005, name: 'Rotavator' },
          { id: 201006, name: 'Remolque agrícola' },
        ],
      },
      {
        id: 202,
        name: 'Cosecha y forrajes',
        products: [
          { id: 202001, name: 'Cosechadora combinada' },
          { id: 202002, name: 'Picapastos' },
          { id: 202003, name: 'Ensiladora' },
          { id: 202004, name: 'Empacadora de heno' },
        ],
      },
      {
        id: 203,
        name: 'Guadañadoras y motosierras',
        products: [
          { id: 203001, name: 'Guadañadora' },
          { id: 203002, name: 'Motosierra' },
          { id: 203003, name: 'Ahoyador a motor' },
          { id: 203004, name: 'Podadora de altura' },
        ],
      },
      {
        id: 204,
        name: 'Fumigación',
        products: [
          { id: 204001, name: 'Fumigadora de motor' },
          { id: 204002, name: 'Fumigadora estacionaria' },
          { id: 204003, name: 'Nebulizadora' },
          { id: 204004, name: 'Dron de fumigación' },
        ],
      },
      {
        id: 205,
        name: 'Riego y bombeo',
        products: [
          { id: 205001, name: 'Motobomba a gasolina' },
          { id: 205002, name: 'Motobomba diésel' },
          { id: 205003, name: 'Electrobomba' },
          { id: 205004, name: 'Bomba sumergible' },
          { id: 205005, name: 'Ariete hidráulico' },
        ],
      },
      {
        id: 206,
        name: 'Beneficio de café y cacao',
        products: [
          { id: 206001, name: 'Despulpadora de café' },
          { id: 206002, name: 'Desmucilaginadora de café' },
          { id: 206003, name: 'Secadora de café' },
          { id: 206004, name: 'Trilladora de café' },
          { id: 206005, name: 'Tostadora de café' },
          { id: 206006, name: 'Tostadora de cacao' },
        ],
      },
      {
        id: 207,
        name: 'Poscosecha y transformación',
        products: [
          { id: 207001, name: 'Trilladora de granos' },
          { id: 207002, name: 'Desgranadora de maíz' },
          { id: 207003, name: 'Molino de martillos' },
          { id: 207004, name: 'Molino eléctrico de maíz' },
          { id: 207005, name: 'Trapiche panelero' },
          { id: 207006, name: 'Despulpadora de frutas' },
        ],
      },
      {
        id: 208,
        name: 'Equipos pecuarios',
        products: [
          { id: 208001, name: 'Ordeñadora mecánica' },
          { id: 208002, name: 'Tanque de enfriamiento de leche' },
          { id: 208003, name: 'Incubadora' },
          { id: 208004, name: 'Criadora a gas' },
          { id: 208005, name: 'Mezcladora de alimento' },
        ],
      },
      {
        id: 209,
        name: 'Energía y transporte',
        products: [
          { id: 209001, name: 'Planta eléctrica' },
          { id: 209002, name: 'Panel solar' },
          { id: 209003, name: 'Biodigestor' },
          { id: 209004, name: 'Motocarro' },
          { id: 209005, name: 'Camión' },
        ],
      },
      {
        id: 210,
        name: 'Alquiler y servicios de maquinaria',
        products: [
          { id: 210001, name: 'Alquiler de tractor con operador' },
          { id: 210002, name: 'Alquiler de retroexcavadora' },
          { id: 210003, name: 'Alquiler de guadañadora' },
          { id: 210004, name: 'Alquiler de motobomba' },
          { id: 210005, name: 'Alquiler de camión' },
          { id: 210006, name: 'Servicio de arada y rastrillada' },
          { id: 210007, name: 'Servicio de fumigación con dron' },
          { id: 210008, name: 'Servicio de trilla' },
        ],
      },
    ],
  },
  {
    id: 3,
    name: 'Animales',
    icon: 'animals',
    subcategories: [
      {
        id: 301,
        name: 'Bovinos',
        products: [
          { id: 301001, name: 'Ternero' },
          { id: 301002, name: 'Ternera' },
          { id: 301003, name: 'Novillo de levante' },
          { id: 301004, name: 'Novillo de ceba' },
          { id: 301005, name: 'Novilla de vientre' },
          { id: 301006, name: 'Vaca lechera' },
          { id: 301007, name: 'Vaca parida' },
          { id: 301008, name: 'Toro reproductor' },
          { id: 301009, name: 'Búfalo' },
        ],
      },
      {
        id: 302,
        name: 'Porcinos',
        products: [
          { id: 302001, name: 'Lechón' },
          { id: 302002, name: 'Cerdo de levante' },
          { id: 302003, name: 'Cerdo de engorde' },
          { id: 302004, name: 'Cerda de cría' },
          { id: 302005, name: 'Verraco' },
        ],
      },
      {
        id: 303,
        name: 'Aves de corral',
        products: [
          { id: 303001, name: 'Pollitos de engorde' },
          { id: 303002, name: 'Pollitas ponedoras' },
          { id: 303003, name: 'Gallinas ponedoras' },
          { id: 303004, name: 'Gallina criolla' },
          { id: 303005, name: 'Gallo' },
          { id: 303006, name: 'Patos' },
          { id: 303007, name: 'Pavos' },
          { id: 303008, name: 'Codornices' },
          { id: 303009, name: 'Huevos fértiles' },
        ],
      },
      {
        id: 304,
        name: 'Equinos',
        products: [
          { id: 304001, name: 'Caballo de trabajo' },
          { id: 304002, name: 'Caballo de paso fino' },
          { id: 304003, name: 'Yegua' },
          { id: 304004, name: 'Potro' },
          { id: 304005, name: 'Mula' },
          { id: 304006, name: 'Burro' },
        ],
      },
      {
        id: 305,
        name: 'Ovinos y caprinos',
        products: [
          { id: 305001, name: 'Oveja' },
          { id: 305002, name: 'Cordero' },
          { id: 305003, name: 'Carnero reproductor' },
          { id: 305004, name: 'Cabra lechera' },
          { id: 305005, name: 'Cabrito' },
        ],
      },
      {
        id: 306,
        name: 'Peces para cría',
        products: [
          { id: 306001, name: 'Alevinos de tilapia roja' },
          { id: 306002, name: 'Alevinos de tilapia nilótica' },
          { id: 306003, name: 'Alevinos de cachama blanca' },
          { id: 306004, name: 'Alevinos de trucha arcoíris' },
          { id: 306005, name: 'Alevinos de bocachico' },
          { id: 306006, name: 'Ovas embrionadas de trucha' },
        ],
      },
      {
        id: 307,
        name: 'Abejas',
        products: [
          { id: 307001, name: 'Colmena poblada' },
          { id: 307002, name: 'Núcleo de abejas' },
          { id: 307003, name: 'Abeja reina' },
        ],
      },
      {
        id: 308,
        name: 'Especies menores',
        products: [
          { id: 308001, name: 'Conejos' },
          { id: 308002, name: 'Cuyes' },
          { id: 308003, name: 'Lombriz roja californiana' },
        ],
      },
    ],
  },
  {
    id: 4,
    name: 'Turismo',
    icon: 'tourism',
    subcategories: [
      {
        id: 401,
        name: 'Alojamiento rural',
        products: [
          { id: 401001, name: 'Alojamiento en finca' },
          { id: 401002, name: 'Habitación en casa campesina' },
          { id: 401003, name: 'Cabaña rural' },
          { id: 401004, name: 'Glamping' },
          { id: 401005, name: 'Zona de camping' },
        ],
      },
      {
        id: 402,
        name: 'Agroturismo',
        products: [
          { id: 402001, name: 'Tour de café' },
          { id: 402002, name: 'Tour de cacao' },
          { id: 402003, name: 'Visita a trapiche panelero' },
          { id: 402004, name: 'Experiencia de ordeño' },
          { id: 402005, name: 'Experiencia de recolección de café' },
          { id: 402006, name: 'Pasadía en finca' },
          { id: 402007, name: 'Taller de cocina campesina' },
        ],
      },
      {
        id: 403,
        name: 'Naturaleza y aventura',
        products: [
          { id: 403001, name: 'Cabalgata' },
          { id: 403002, name: 'Caminata ecológica' },
          { id: 403003, name: 'Avistamiento de aves' },
          { id: 403004, name: 'Pesca deportiva' },
          { id: 403005, name: 'Paseo en lancha' },
          { id: 403006, name: 'Rafting' },
        ],
      },
      {
        id: 404,
        name: 'Gastronomía campesina',
        products: [
          { id: 404001, name: 'Desayuno campesino' },
          { id: 404002, name: 'Almuerzo campesino' },
          { id: 404003, name: 'Sancocho de gallina en leña' },
          { id: 404004, name: 'Cata de café' },
        ],
      },
      {
        id: 405,
        name: 'Planes y eventos',
        products: [
          { id: 405001, name: 'Plan fin de semana' },
          { id: 405002, name: 'Plan para grupos' },
          { id: 405003, name: 'Salida pedagógica a finca' },
          { id: 405004, name: 'Finca para eventos' },
        ],
      },
    ],
  },
  {
    id: 5,
    name: 'Maderas',
    icon: 'wood',
    subcategories: [
      {
        id: 501,
        name: 'Guadua y bambú',
        products: [
          { id: 501001, name: 'Guadua en cepa' },
          { id: 501002, name: 'Guadua basa' },
          { id: 501003, name: 'Guadua sobrebasa' },
          { id: 501004, name: 'Varillón de guadua' },
          { id: 501005, name: 'Latas de guadua' },
          { id: 501006, name: 'Esterilla de guadua' },
          { id: 501007, name: 'Caña brava' },
        ],
      },
      {
        id: 502,
        name: 'Madera por especie',
        products: [
          { id: 502001, name: 'Madera de teca' },
          { id: 502002, name: 'Madera de pino pátula' },
          { id: 502003, name: 'Madera de pino caribe' },
          { id: 502004, name: 'Madera de eucalipto' },
          { id: 502005, name: 'Madera de ciprés' },
          { id: 502006, name: 'Madera de melina' },
          { id: 502007, name: 'Madera de acacia mangium' },
          { id: 502008, name: 'Madera de nogal cafetero' },
          { id: 502009, name: 'Madera de cedro' },
          { id: 502010, name: 'Madera de roble (flor morado)' },
        ],
      },
      {
        id: 503,
        name: 'Madera aserrada',
        products: [
          { id: 503001, name: 'Tablas' },
          { id: 503002, name: 'Tablones' },
          { id: 503003, name: 'Listones' },
          { id: 503004, name: 'Vigas' },
          { id: 503005, name: 'Cuartones' },
          { id: 503006, name: 'Alfardas' },
          { id: 503007, name: 'Machihembrado' },
        ],
      },
      {
        id: 504,
        name: 'Postes, estacones y varas',
        products: [
          { id: 504001, name: 'Postes para cerca' },
          { id: 504002, name: 'Postes inmunizados' },
          { id: 504003, name: 'Estacones' },
          { id: 504004, name: 'Varas para tutorado' },
          { id: 504005, name: 'Estacas de matarratón' },
        ],
      },
      {
        id: 505,
        name: 'Aserrín y subproductos',
        products: [
          { id: 505001, name: 'Aserrín' },
          { id: 505002, name: 'Viruta' },
        ],
      },
    ],
  },
  {
    id: 6,
    name: 'Derivados',
    icon: 'derivatives',
    subcategories: [
      {
        id: 601,
        name: 'Leche y lácteos',
        // + SIPSA products 601001… (sipsa.generated.ts)
        products: [
          { id: 601501, name: 'Leche cruda de vaca' },
          { id: 601502, name: 'Leche de cabra' },
          { id: 601503, name: 'Yogur natural' },
          { id: 601504, name: 'Kumis' },
          { id: 601505, name: 'Arequipe' },
          { id: 601506, name: 'Mantequilla' },
          { id: 601507, name: 'Crema de leche' },
          { id: 601508, name: 'Suero costeño' },
        ],
      },
      {
        id: 602,
        name: 'Quesos',
        // + SIPSA products 602001… (sipsa.generated.ts)
        products: [
          { id: 602501, name: 'Queso Paipa' },
          { id: 602502, name: 'Queso pera' },
          { id: 602503, name: 'Queso de hoja' },
          { id: 602504, name: 'Quesillo' },
          { id: 602505, name: 'Queso mozzarella' },
          { id: 602506, name: 'Queso de capa' },
        ],
      },
      {
        id: 603,
        name: 'Huevos',
        // + SIPSA products 603001… (sipsa.generated.ts)
        products: [
          { id: 603501, name: 'Huevo criollo' },
          { id: 603502, name: 'Huevo de codorniz' },
        ],
      },
      {
        id: 604,
        name: 'Carne de res',
        // + SIPSA products 604001… (sipsa.generated.ts)
        products: [
          { id: 604501, name: 'Hígado de res' },
          { id: 604502, name: 'Lengua de res' },
          { id: 604503, name: 'Mondongo de res' },
        ],
      },
      {
        id: 605,
        name: 'Carne de cerdo',
        // + SIPSA products 605001… (sipsa.generated.ts)
        products: [{ id: 605501, name: 'Cuero de cerdo' }],
      },
      {
        id: 606,
        name: 'Pollo',
        // + SIPSA products 606001… (sipsa.generated.ts)
        products: [{ id: 606501, name: 'Gallina criolla entera' }],
      },
      {
        id: 607,
        name: 'Otras carnes',
        products: [
          { id: 607001, name: 'Carne de cordero' },
          { id: 607002, name: 'Carne de chivo' },
          { id: 607003, name: 'Carne de conejo' },
          { id: 607004, name: 'Carne de búfalo' },
          { id: 607005, name: 'Carne de cuy' },
        ],
      },
      {
        id: 608,
        name: 'Pescados',
        // + SIPSA products 608001… (sipsa.generated.ts)
        products: [{ id: 608501, name: 'Trucha ahumada' }],
      },
      {
        id: 609,
        name: 'Mariscos',
        // + SIPSA products 609001… (sipsa.generated.ts)
        products: [
          { id: 609501, name: 'Piangua' },
          { id: 609502, name: 'Pulpo' },
          { id: 609503, name: 'Jaiba' },
        ],
      },
      {
        id: 610,
        name: 'Embutidos y carnes preparadas',
        products: [
          { id: 610001, name: 'Chorizo campesino' },
          { id: 610002, name: 'Morcilla' },
          { id: 610003, name: 'Longaniza' },
          { id: 610004, name: 'Butifarra' },
          { id: 610005, name: 'Chicharrón' },
          { id: 610006, name: 'Carne oreada' },
        ],
      },
      {
        id: 611,
        name: 'Miel y productos de la colmena',
        products: [
          { id: 611001, name: 'Miel de abejas' },
          { id: 611002, name: 'Polen de abejas' },
          { id: 611003, name: 'Propóleo' },
          { id: 611004, name: 'Cera de abejas' },
          { id: 611005, name: 'Panal de miel' },
        ],
      },
      {
        id: 612,
        name: 'Pulpas, mermeladas y dulces de fruta',
        products: [
          { id: 612001, name: 'Pulpa de mora' },
          { id: 612002, name: 'Pulpa de maracuyá' },
          { id: 612003, name: 'Pulpa de lulo' },
          { id: 612004, name: 'Pulpa de guanábana' },
          { id: 612005, name: 'Mermelada de mora' },
          { id: 612006, name: 'Dulce de brevas' },
        ],
      },
      {
        id: 613,
        name: 'Bebidas artesanales',
        products: [
          { id: 613001, name: 'Vino de frutas' },
          { id: 613002, name: 'Chicha de maíz' },
          { id: 613003, name: 'Masato de arroz' },
          { id: 613004, name: 'Guarapo de caña' },
        ],
      },
    ],
  },
  {
    id: 7,
    name: 'Implementos',
    icon: 'implements',
    subcategories: [
      {
        id: 701,
        name: 'Herramientas manuales',
        products: [
          { id: 701001, name: 'Machete' },
          { id: 701002, name: 'Azadón' },
          { id: 701003, name: 'Pala' },
          { id: 701004, name: 'Palín' },
          { id: 701005, name: 'Barretón' },
          { id: 701006, name: 'Hacha' },
          { id: 701007, name: 'Hoyadora manual' },
          { id: 701008, name: 'Tijeras de podar' },
          { id: 701009, name: 'Carretilla' },
        ],
      },
      {
        id: 702,
        name: 'Riego',
        products: [
          { id: 702001, name: 'Manguera' },
          { id: 702002, name: 'Cinta de goteo' },
          { id: 702003, name: 'Aspersores' },
          { id: 702004, name: 'Tubería PVC' },
          { id: 702005, name: 'Tanque de agua' },
        ],
      },
      {
        id: 703,
        name: 'Cercas y corrales',
        products: [
          { id: 703001, name: 'Alambre de púas' },
          { id: 703002, name: 'Alambre liso galvanizado' },
          { id: 703003, name: 'Grapas para cerca' },
          { id: 703004, name: 'Malla para gallinero' },
          { id: 703005, name: 'Impulsor de cerca eléctrica' },
          { id: 703006, name: 'Aisladores para cerca eléctrica' },
        ],
      },
      {
        id: 704,
        name: 'Semillas y material vegetal',
        products: [
          { id: 704001, name: 'Semillas de hortalizas' },
          { id: 704002, name: 'Semilla de maíz' },
          { id: 704003, name: 'Semilla de pasto' },
          { id: 704004, name: 'Chapolas de café' },
          { id: 704005, name: 'Colinos de plátano' },
          { id: 704006, name: 'Plántulas de cacao injertado' },
          { id: 704007, name: 'Plántulas de aguacate Hass injertado' },
        ],
      },
      {
        id: 705,
        name: 'Abonos y enmiendas',
        products: [
          { id: 705001, name: 'Gallinaza' },
          { id: 705002, name: 'Compost' },
          { id: 705003, name: 'Humus de lombriz' },
          { id: 705004, name: 'Bocashi' },
          { id: 705005, name: 'Cal agrícola' },
          { id: 705006, name: 'Cascarilla de arroz' },
        ],
      },
      {
        id: 706,
        name: 'Alimento para animales',
        products: [
          { id: 706001, name: 'Concentrado para ganado' },
          { id: 706002, name: 'Concentrado para cerdos' },
          { id: 706003, name: 'Concentrado para aves' },
          { id: 706004, name: 'Sal mineralizada' },
          { id: 706005, name: 'Melaza' },
          { id: 706006, name: 'Ensilaje de maíz' },
          { id: 706007, name: 'Pacas de heno' },
        ],
      },
      {
        id: 707,
        name: 'Equipo pecuario y apícola',
        products: [
          { id: 707001, name: 'Cantinas de leche' },
          { id: 707002, name: 'Bebederos' },
          { id: 707003, name: 'Sillas de montar' },
          { id: 707004, name: 'Cajón de colmena' },
          { id: 707005, name: 'Traje de apicultor' },
        ],
      },
      {
        id: 708,
        name: 'Fumigación y protección',
        products: [
          { id: 708001, name: 'Fumigadora de espalda manual' },
          { id: 708002, name: 'Traje de fumigación' },
          { id: 708003, name: 'Botas de caucho' },
          { id: 708004, name: 'Trampas adhesivas amarillas' },
        ],
      },
      {
        id: 709,
        name: 'Cosecha y empaque',
        products: [
          { id: 709001, name: 'Coco recolector de café' },
          { id: 709002, name: 'Canastillas plásticas' },
          { id: 709003, name: 'Costales de fique' },
          { id: 709004, name: 'Sacos de polipropileno' },
          { id: 709005, name: 'Báscula' },
        ],
      },
      {
        id: 710,
        name: 'Viveros e invernaderos',
        products: [
          { id: 710001, name: 'Plástico para invernadero' },
          { id: 710002, name: 'Polisombra' },
          { id: 710003, name: 'Bandejas de germinación' },
          { id: 710004, name: 'Bolsas para vivero' },
        ],
      },
    ],
  },
  {
    id: 8,
    name: 'Hogar',
    icon: 'house',
    subcategories: [
      {
        id: 801,
        name: 'Artesanías',
        products: [
          { id: 801001, name: 'Sombrero vueltiao' },
          { id: 801002, name: 'Sombrero aguadeño' },
          { id: 801003, name: 'Mochila wayuu' },
          { id: 801004, name: 'Mochila arhuaca' },
          { id: 801005, name: 'Canasto de bejuco' },
          { id: 801006, name: 'Cerámica de Ráquira' },
          { id: 801007, name: 'Artesanías en tagua' },
          { id: 801008, name: 'Carriel' },
        ],
      },
      {
        id: 802,
        name: 'Muebles rústicos',
        products: [
          { id: 802001, name: 'Mesa de madera rústica' },
          { id: 802002, name: 'Taburete de cuero' },
          { id: 802003, name: 'Butaco' },
          { id: 802004, name: 'Banca de madera' },
          { id: 802005, name: 'Mecedora de madera' },
          { id: 802006, name: 'Muebles en guadua' },
        ],
      },
      {
        id: 803,
        name: 'Cocina tradicional',
        products: [
          { id: 803001, name: 'Olla de barro' },
          { id: 803002, name: 'Cazuela de barro' },
          { id: 803003, name: 'Tiesto de barro' },
          { id: 803004, name: 'Pilón de madera' },
          { id: 803005, name: 'Molinillo de chocolate' },
          { id: 803006, name: 'Totumas' },
        ],
      },
      {
        id: 804,
        name: 'Tejidos y hamacas',
        products: [
          { id: 804001, name: 'Hamaca' },
          { id: 804002, name: 'Chinchorro' },
          { id: 804003, name: 'Ruana' },
          { id: 804004, name: 'Cobija de lana' },
          { id: 804005, name: 'Tapete de fique' },
        ],
      },
      {
        id: 805,
        name: 'Leña y carbón',
        products: [
          { id: 805001, name: 'Leña' },
          { id: 805002, name: 'Carbón vegetal' },
        ],
      },
      {
        id: 806,
        name: 'Plantas y jardín',
        products: [
          { id: 806001, name: 'Plantas ornamentales' },
          { id: 806002, name: 'Orquídeas' },
          { id: 806003, name: 'Helechos' },
          { id: 806004, name: 'Suculentas y cactus' },
          { id: 806005, name: 'Tierra negra abonada' },
        ],
      },
      {
        id: 807,
        name: 'Productos naturales',
        products: [
          { id: 807001, name: 'Jabón artesanal' },
          { id: 807002, name: 'Velas de cera de abejas' },
        ],
      },
    ],
  },
  {
    id: 9,
    name: 'Tierras',
    icon: 'land',
    subcategories: [
      {
        id: 901,
        name: 'Fincas en venta',
        products: [
          { id: 901001, name: 'Finca ganadera' },
          { id: 901002, name: 'Finca lechera' },
          { id: 901003, name: 'Finca cafetera' },
          { id: 901004, name: 'Finca cacaotera' },
          { id: 901005, name: 'Finca agrícola' },
          { id: 901006, name: 'Finca piscícola' },
          { id: 901007, name: 'Finca de recreo' },
        ],
      },
      {
        id: 902,
        name: 'Lotes y terrenos en venta',
        products: [
          { id: 902001, name: 'Lote rural' },
          { id: 902002, name: 'Lote campestre' },
          { id: 902003, name: 'Terreno para cultivo' },
          { id: 902004, name: 'Terreno para ganadería' },
          { id: 902005, name: 'Casa campesina con lote' },
        ],
      },
      {
        id: 903,
        name: 'Arriendo de tierras',
        products: [
          { id: 903001, name: 'Arriendo de finca' },
          { id: 903002, name: 'Arriendo de potrero' },
          { id: 903003, name: 'Arriendo de tierra para cultivo' },
          { id: 903004, name: 'Pastaje de ganado' },
          { id: 903005, name: 'Tierra en aparcería' },
        ],
      },
      {
        id: 904,
        name: 'Infraestructura rural',
        products: [
          { id: 904001, name: 'Galpón avícola' },
          { id: 904002, name: 'Establo' },
          { id: 904003, name: 'Porqueriza' },
          { id: 904004, name: 'Beneficiadero de café' },
          { id: 904005, name: 'Invernadero' },
          { id: 904006, name: 'Estanque piscícola' },
        ],
      },
    ],
  },
  {
    id: 10,
    name: 'Mercado',
    icon: 'groceries',
    subcategories: [
      {
        id: 1001,
        name: 'Verduras y hortalizas',
        // + SIPSA products 1001001… (sipsa.generated.ts)
        products: [
          { id: 1001501, name: 'Ají picante' },
          { id: 1001502, name: 'Alcachofa' },
          { id: 1001503, name: 'Arveja verde desgranada' },
          { id: 1001504, name: 'Champiñones' },
          { id: 1001505, name: 'Espárrago' },
          { id: 1001506, name: 'Hongos orellanas' },
          { id: 1001507, name: 'Kale' },
          { id: 1001508, name: 'Tomate cherry' },
        ],
      },
      {
        id: 1002,
        name: 'Frutas',
        // + SIPSA products 1002001… (sipsa.generated.ts)
        products: [
          { id: 1002501, name: 'Agraz' },
          { id: 1002502, name: 'Aguacate Choquette' },
          { id: 1002503, name: 'Arándano' },
          { id: 1002504, name: 'Arazá' },
          { id: 1002505, name: 'Asaí' },
          { id: 1002506, name: 'Carambolo' },
          { id: 1002507, name: 'Cholupa' },
          { id: 1002508, name: 'Chontaduro' },
          { id: 1002509, name: 'Guama' },
          { id: 1002510, name: 'Mamoncillo' },
          { id: 1002511, name: 'Mangostino' },
          { id: 1002512, name: 'Marañón' },
          { id: 1002513, name: 'Níspero' },
          { id: 1002514, name: 'Tamarindo' },
        ],
      },
      {
        id: 1003,
        name: 'Tubérculos, raíces y plátanos',
        // + SIPSA products 1003001… (sipsa.generated.ts)
        products: [
          { id: 1003501, name: 'Batata' },
          { id: 1003502, name: 'Cubio' },
          { id: 1003503, name: 'Ibia' },
          { id: 1003504, name: 'Jengibre' },
          { id: 1003505, name: 'Malanga' },
          { id: 1003506, name: 'Yacón' },
        ],
      },
      {
        id: 1004,
        name: 'Hierbas aromáticas y medicinales',
        products: [
          { id: 1004001, name: 'Albahaca' },
          { id: 1004002, name: 'Caléndula' },
          { id: 1004003, name: 'Guascas' },
          { id: 1004004, name: 'Hierbabuena' },
          { id: 1004005, name: 'Limoncillo' },
          { id: 1004006, name: 'Manzanilla' },
          { id: 1004007, name: 'Romero' },
          { id: 1004008, name: 'Ruda' },
          { id: 1004009, name: 'Sábila' },
          { id: 1004010, name: 'Toronjil' },
        ],
      },
      {
        id: 1005,
        name: 'Flores y follajes',
        products: [
          { id: 1005001, name: 'Rosas' },
          { id: 1005002, name: 'Claveles' },
          { id: 1005003, name: 'Crisantemos' },
          { id: 1005004, name: 'Hortensias' },
          { id: 1005005, name: 'Girasoles' },
          { id: 1005006, name: 'Astromelias' },
          { id: 1005007, name: 'Heliconias' },
          { id: 1005008, name: 'Follajes de corte' },
        ],
      },
    ],
  },
];
