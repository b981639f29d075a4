import { inArray } from 'drizzle-orm';
import { bogotaIsoDate } from '../../../../domain/dates';
import { JOBS, type PayPeriod } from '../../../../domain/jobs/job-offer';
import type { OrganizationKind } from '../../../../domain/organizations/organization';
import type { Database } from '../../client';
import { municipalityRows } from '../../reference/divipola.generated';
import { jobOffers, organizations, users } from '../../schema';
import { DEMO_SELLERS } from './demo-people';

// The producer organizations directory and the job board of the demo: invented associations and
// cooperatives in real municipalities (DANE ids, checked against DIVIPOLA when loading), and job
// offers published by demo sellers from their own towns. Organization phones sit in the demo
// range, after the sellers' (3100000501…), so they can never ring a real person.

type Town = readonly [number, string];

interface DemoOrganization {
  name: string;
  kind: OrganizationKind;
  town: Town;
  description: string;
  products: string;
  phone: string | null;
  whatsapp: string | null;
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    name: 'Asociación de Productores de Café Especial de Bruselas',
    kind: 'asociacion',
    town: [41551, 'Pitalito'],
    description:
      'Reúne 120 familias cafeteras del corregimiento de Bruselas. Acopiamos café pergamino seco, hacemos catación y vendemos en grupo a tostadores y exportadores. Apoyamos a los socios con beneficio ecológico y análisis de suelos.',
    products: 'Café pergamino seco, café especial, pasilla',
    phone: '3100000501',
    whatsapp: '3100000501',
  },
  {
    name: 'Cooperativa Lechera del Valle de Ubaté',
    kind: 'cooperativa',
    town: [25843, 'Villa de San Diego de Ubaté'],
    description:
      'Recogemos leche fría en tanque dos veces al día en las veredas de Ubaté, Carmen de Carupa y Sutatausa. Pago quincenal por calidad y asistencia técnica en pastos y ordeño limpio.',
    products: 'Leche cruda, queso campesino, cuajada, kumis',
    phone: '3100000502',
    whatsapp: '3100000512',
  },
  {
    name: 'Asociación de Cacaoteros de La Colorada',
    kind: 'asociacion',
    town: [68689, 'San Vicente de Chucurí'],
    description:
      'Productores de cacao fino de aroma. Tenemos centro de fermentado y secado comunitario, y vendemos el grano seco a chocolaterías nacionales. Se reciben nuevos socios de las veredas vecinas.',
    products: 'Cacao en grano fermentado y seco, nibs, aguacate',
    phone: null,
    whatsapp: '3100000503',
  },
  {
    name: 'Asociación de Paneleros de Villeta',
    kind: 'asociacion',
    town: [25875, 'Villeta'],
    description:
      'Trapiches familiares que producen panela sin químicos, con registro sanitario colectivo. Entregamos a tiendas y supermercados de Bogotá y la región del Gualivá.',
    products: 'Panela en bloque, panela pulverizada, miel de caña',
    phone: '3100000504',
    whatsapp: '3100000504',
  },
  {
    name: 'Cooperativa de Paperos de Ventaquemada',
    kind: 'cooperativa',
    town: [15861, 'Ventaquemada'],
    description:
      'Compra de insumos en grupo, almacenamiento y venta de papa a las centrales de abastos. Semilla certificada para los asociados y acompañamiento en manejo de gota.',
    products: 'Papa pastusa, papa sabanera, papa criolla, arveja',
    phone: '3100000505',
    whatsapp: null,
  },
  {
    name: 'Asociación de Mujeres Caficultoras de Chinchiná',
    kind: 'asociacion',
    town: [17174, 'Chinchiná'],
    description:
      'Mujeres cafeteras que producen y comercializan su propio café tostado y molido. También cultivamos plátano y banano en los lotes renovados.',
    products: 'Café tostado en grano y molido, plátano, banano',
    phone: '3100000506',
    whatsapp: '3100000506',
  },
  {
    name: 'Cooperativa de Ganaderos del Ariari',
    kind: 'cooperativa',
    town: [50313, 'Granada'],
    description:
      'Ganaderos del Ariari con subasta mensual, centro de acopio de leche y almacén veterinario para los socios. Asesoría en sanidad animal y registro ICA.',
    products: 'Ganado de cría y levante, leche, queso llanero',
    phone: '3100000507',
    whatsapp: '3100000507',
  },
  {
    name: 'Red de Apicultores de Guasca',
    kind: 'otra',
    town: [25322, 'Guasca'],
    description:
      'Apicultores de páramo y bosque altoandino. Envasamos miel con registro, y ofrecemos polinización para cultivos de fresa y arándano.',
    products: 'Miel de abejas, polen, propóleo, cera',
    phone: null,
    whatsapp: '3100000508',
  },
];

interface DemoJobOffer {
  /** A demo seller's name (demo-people.ts): the offer is theirs and uses their phone. */
  seller: string;
  title: string;
  description: string;
  town: Town;
  pay: number;
  period: PayPeriod;
  /** Published this many days before the load. */
  publishedDaysAgo: number;
  /** Starts this many days after the load (0 = the day of the load). */
  startsInDays: number;
  whatsapp: boolean;
}

export const DEMO_JOB_OFFERS: DemoJobOffer[] = [
  {
    seller: 'Hernán Darío Cardona Valencia',
    title: 'Recolectores de café para la cosecha',
    description:
      'Se necesitan 6 recolectores con experiencia para la cosecha principal. Se paga el día completo o por kilo recogido, lo que más le convenga. Hay alimentación y dormida en la finca.',
    town: [17174, 'Chinchiná'],
    pay: 85000,
    period: 'dia',
    publishedDaysAgo: 2,
    startsInDays: 5,
    whatsapp: true,
  },
  {
    seller: 'Jhon Fredy Castaño Ospina',
    title: 'Recolector de café, cosecha traviesa',
    description:
      'Recolección en finca de 4 hectáreas en la vereda Bruselas. Trabajo de lunes a sábado. Se da almuerzo y transporte desde el parque de Pitalito.',
    town: [41551, 'Pitalito'],
    pay: 70000,
    period: 'dia',
    publishedDaysAgo: 6,
    startsInDays: 3,
    whatsapp: true,
  },
  {
    seller: 'Luz Dary Moreno Cárdenas',
    title: 'Ordeñador para finca lechera',
    description:
      'Ordeño mecánico de 30 vacas, dos turnos (4 a. m. y 2 p. m.). Contrato a término fijo con prestaciones, vivienda para el trabajador y su familia.',
    town: [25843, 'Villa de San Diego de Ubaté'],
    pay: 1800000,
    period: 'mes',
    publishedDaysAgo: 4,
    startsInDays: 10,
    whatsapp: true,
  },
  {
    seller: 'Teresa de Jesús Urrego Marín',
    title: 'Mayordomo para finca de leche',
    description:
      'Pareja para administrar finca de 25 hectáreas: ordeño, manejo de potreros y cercas. Casa, servicios y leche para la familia. Se piden referencias.',
    town: [5686, 'Santa Rosa de Osos'],
    pay: 2200000,
    period: 'mes',
    publishedDaysAgo: 9,
    startsInDays: 15,
    whatsapp: false,
  },
  {
    seller: 'Luis Alberto Guevara Rey',
    title: 'Vaquero de a caballo',
    description:
      'Manejo de ganado de cría en sabana: rodeo, vacunación y traslado entre potreros. Debe saber montar y enlazar. Alimentación y dormida en el hato.',
    town: [50573, 'Puerto López'],
    pay: 1900000,
    period: 'mes',
    publishedDaysAgo: 1,
    startsInDays: 7,
    whatsapp: true,
  },
  {
    seller: 'María Eugenia Rojas Pardo',
    title: 'Jornaleros para siembra de papa',
    description:
      'Siembra y abonada de 3 fanegadas de papa pastusa. Trabajo por 2 semanas, de 7 a. m. a 4 p. m. Se da desayuno y almuerzo.',
    town: [15861, 'Ventaquemada'],
    pay: 65000,
    period: 'dia',
    publishedDaysAgo: 3,
    startsInDays: 2,
    whatsapp: true,
  },
  {
    seller: 'Orlando Ríos Pabón',
    title: 'Poda y mantenimiento de cacao',
    description:
      'Poda de formación y sanitaria en 3 hectáreas de cacao, con retiro de mazorcas enfermas. Se paga por el trabajo completo; herramienta propia.',
    town: [68689, 'San Vicente de Chucurí'],
    pay: 2400000,
    period: 'contrato',
    publishedDaysAgo: 5,
    startsInDays: 12,
    whatsapp: true,
  },
  {
    seller: 'Gloria Inés Bermúdez de Mora',
    title: 'Hornero para trapiche panelero',
    description:
      'Se busca hornero con experiencia en moliendas para trabajar tres días por semana. Pago semanal los sábados.',
    town: [25875, 'Villeta'],
    pay: 420000,
    period: 'semana',
    publishedDaysAgo: 8,
    startsInDays: 0,
    whatsapp: true,
  },
  {
    seller: 'Édgar Humberto Salcedo Pineda',
    title: 'Tractorista para preparación de tierras',
    description:
      'Arada y rastrillada para siembra de maíz, con tractor de la finca. Se requiere licencia y experiencia comprobada. Trabajo por temporada de un mes.',
    town: [23001, 'Montería'],
    pay: 120000,
    period: 'dia',
    publishedDaysAgo: 2,
    startsInDays: 9,
    whatsapp: true,
  },
  {
    seller: 'Fabio Nelson Cruz Tovar',
    title: 'Jornaleros para cosecha de arracacha',
    description:
      'Arranque, lavado y empaque de arracacha en el corregimiento de Anaime. Dos semanas de trabajo, con almuerzo.',
    town: [73124, 'Cajamarca'],
    pay: 60000,
    period: 'dia',
    publishedDaysAgo: 7,
    startsInDays: 4,
    whatsapp: true,
  },
  {
    seller: 'Wilson Ferney Hoyos Muñoz',
    title: 'Beneficio y secado de café',
    description:
      'Despulpado, lavado y secado en marquesina de la cosecha. Trabajo por la temporada completa, pago por semana.',
    town: [19548, 'Piendamó - Tunía'],
    pay: 400000,
    period: 'semana',
    publishedDaysAgo: 11,
    startsInDays: 6,
    whatsapp: true,
  },
];

const DAY = 24 * 60 * 60 * 1000;

function checkTown([id, name]: Town) {
  const row = municipalityRows.find(([rowId]) => rowId === id);
  if (row?.[1] !== name) throw new Error(`demo: municipality ${id} is not ${name} in DIVIPOLA`);
}

export interface DemoOrganizationsJobsResult {
  organizations: number;
  jobOffers: number;
}

/**
 * Inserts the demo organizations and job offers. Call it inside the demo marketplace's
 * transaction, once the sellers exist: `sellerUserIds[i]` is the user id of DEMO_SELLERS[i]
 * (offers of sellers left out, as when tests load only a few, are skipped). Dates are relative
 * to `now`: offers were published a few days ago, expire 30 days after, and start today or later.
 */
export async function loadDemoOrganizationsAndJobs(
  db: Pick<Database, 'insert' | 'select'>,
  sellerUserIds: readonly number[],
  now: Date = new Date(),
): Promise<DemoOrganizationsJobsResult> {
  for (const organization of DEMO_ORGANIZATIONS) checkTown(organization.town);
  for (const offer of DEMO_JOB_OFFERS) checkTown(offer.town);

  await db.insert(organizations).values(
    DEMO_ORGANIZATIONS.map((organization) => ({
      name: organization.name,
      kind: organization.kind,
      municipalityId: organization.town[0],
      description: organization.description,
      products: organization.products,
      phone: organization.phone,
      whatsapp: organization.whatsapp,
      createdAt: now,
      updatedAt: now,
    })),
  );

  // The contact number of an offer is its publisher's own, as when a person leaves it blank.
  const phones = new Map(
    sellerUserIds.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, phone: users.phone })
            .from(users)
            .where(inArray(users.id, [...sellerUserIds]))
        ).map((row) => [row.id, row.phone]),
  );
  const offers = DEMO_JOB_OFFERS.flatMap((offer) => {
    const index = DEMO_SELLERS.findIndex((seller) => seller.name === offer.seller);
    if (index < 0) throw new Error(`demo: no seller named ${offer.seller}`);
    const userId = sellerUserIds[index];
    const phone = userId === undefined ? undefined : phones.get(userId);
    return userId === undefined || phone === undefined ? [] : [{ offer, userId, phone }];
  });
  if (offers.length > 0) {
    await db.insert(jobOffers).values(
      offers.map(({ offer, userId, phone }) => {
        const publishedAt = new Date(now.getTime() - offer.publishedDaysAgo * DAY);
        return {
          userId,
          title: offer.title,
          description: offer.description,
          departmentId: Math.floor(offer.town[0] / 1000),
          municipalityId: offer.town[0],
          pay: offer.pay,
          payPeriod: offer.period,
          startsOn: bogotaIsoDate(now.getTime() + offer.startsInDays * DAY),
          phone,
          whatsapp: offer.whatsapp,
          expiresAt: new Date(publishedAt.getTime() + JOBS.openDays * DAY),
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      }),
    );
  }
  return { organizations: DEMO_ORGANIZATIONS.length, jobOffers: offers.length };
}
