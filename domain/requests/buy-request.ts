// Pedidos (buy requests, "Busco") and their answers ("Tengo"): limits, Spanish messages and the
// line a matched seller reads (decision 026). Shared by the server and the web app.

export const REQUESTS = {
  /** Open requests one person may have at once. */
  maxOpenPerPerson: 5,
  /** A weekly request stays open this long after it is posted or renewed. */
  weeklyOpenDays: 56,
  /** How far a request reaches: sellers whose listings or farm are this close are told. */
  matchRadiusKm: 100,
  noteMax: 280,
  maxQuantity: 1_000_000,
  /** A maximum price above this is a typo (the listings' own ceiling). */
  maxPrice: 1_000_000_000,
  pageSize: 20,
} as const;

export const DELIVERY_OPTIONS = [
  { value: 'entrega', label: 'Que me lo entreguen' },
  { value: 'recoge', label: 'Yo lo recojo' },
] as const;
export type Delivery = (typeof DELIVERY_OPTIONS)[number]['value'];

export const FREQUENCIES = [
  { value: 'once', label: 'Una vez' },
  { value: 'weekly', label: 'Cada semana' },
] as const;
export type Frequency = (typeof FREQUENCIES)[number]['value'];

export const CLOSE_REASONS = [
  { value: 'conseguido', label: 'Ya lo conseguí' },
  { value: 'ya_no_lo_necesito', label: 'Ya no lo necesito' },
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number]['value'];

export const REQUEST_MESSAGES = {
  productRequired: 'Elige el producto que buscas.',
  unknownProduct: 'Elige un producto del catálogo.',
  quantityRequired: 'Indica la cantidad que necesitas.',
  quantityPositive: 'La cantidad debe ser mayor que cero.',
  quantityTooHigh: `La cantidad puede ser hasta ${REQUESTS.maxQuantity.toLocaleString('es-CO')}.`,
  sizeRequired: 'Elige la unidad.',
  unknownSize: 'Elige una unidad de la lista.',
  municipalityRequired: 'Selecciona el municipio.',
  unknownMunicipality: 'Selecciona un municipio de la lista.',
  deliveryRequired: 'Elige si te lo entregan o lo recoges.',
  neededByRequired: 'Indica para cuándo lo necesitas.',
  neededByInvalid: 'La fecha no es válida.',
  neededByInPast: 'La fecha no puede ser anterior a hoy.',
  frequencyRequired: 'Elige si lo necesitas una vez o cada semana.',
  maxPriceInvalid: 'Escribe el precio máximo en pesos, sin puntos ni letras.',
  maxPriceTooHigh: 'El precio máximo es demasiado alto. Revísalo.',
  noteTooLong: `La nota puede tener hasta ${REQUESTS.noteMax} caracteres.`,
  tooManyOpen: `Puedes tener hasta ${REQUESTS.maxOpenPerPerson} pedidos abiertos. Cierra alguno para publicar otro.`,
  published: '¡Pedido publicado! Les avisaremos a los vendedores cercanos.',
  closed: 'Pedido cerrado.',
  renewed: 'Pedido renovado por 8 semanas más.',
  renewOnlyWeekly: 'Solo se renuevan los pedidos de cada semana.',
  notOpen: 'Este pedido ya no está abierto.',
  closeReasonRequired: 'Cuéntanos por qué lo cierras.',
  notFound: 'No encontramos este pedido.',
  ownRequest: 'No puedes responder tu propio pedido.',
  answerNeedsOffer: 'Elige uno de tus productos o escribe tu oferta: precio, cantidad y fecha.',
  answerListingNotYours: 'Elige uno de tus productos publicados.',
  answerPriceRequired: 'Indica tu precio.',
  answerDateInPast: 'La fecha de tu oferta no puede ser anterior a hoy.',
  answerSaved: 'Tu respuesta quedó guardada. El comprador la verá en su pedido.',
  answerNotFound: 'No encontramos esta respuesta.',
  contactRecorded: 'Contacto registrado.',
  grownSaved: 'Guardamos lo que cultivas.',
  grownTooMany: 'Puedes elegir hasta 30 productos.',
} as const;

/** Products a seller may say they grow. */
export const MAX_GROWN_PRODUCTS = 30;

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/**
 * "para el viernes" within the coming week, "para hoy", "para mañana", else "para el 12 de
 * diciembre" (dates are Bogotá calendar days, YYYY-MM-DD).
 */
export function whenText(neededBy: string, today: string): string {
  const days = dayNumber(neededBy) - dayNumber(today);
  if (days <= 0) return 'para hoy';
  if (days === 1) return 'para mañana';
  const date = new Date(`${neededBy}T00:00:00Z`);
  if (days < 7) return `para el ${WEEKDAYS[date.getUTCDay()]}`;
  return `para el ${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]}`;
}

/**
 * How a quantity reads with its unit: "20 bultos", "1 bulto". Unit names are plural in the
 * reference (Bultos), abbreviations singular words for the counted ones (bulto).
 */
export function quantityText(
  quantity: number,
  size: { name: string; abbreviation: string },
): string {
  const unit = quantity === 1 ? size.abbreviation : size.name.toLocaleLowerCase('es-CO');
  return `${quantity.toLocaleString('es-CO')} ${unit}`;
}

/** What a seller is told: "Un comprador en Tunja busca 20 bultos de papa pastusa para el viernes". */
export function requestMatchText(request: {
  municipality: string;
  quantity: number;
  size: { name: string; abbreviation: string };
  productName: string;
  neededBy: string;
  today: string;
}): string {
  const product = request.productName.toLocaleLowerCase('es-CO');
  return `Un comprador en ${request.municipality} busca ${quantityText(request.quantity, request.size)} de ${product} ${whenText(request.neededBy, request.today)}`;
}

/** Last open day of a request: its own date once, 8 weeks after posting or renewal weekly. */
export function requestExpiresOn(
  frequency: Frequency,
  neededBy: string,
  renewedOn: string,
): string {
  if (frequency === 'once') return neededBy;
  const end = new Date((dayNumber(renewedOn) + REQUESTS.weeklyOpenDays) * DAY_MS);
  return end.toISOString().slice(0, 10);
}

export type RequestStatus = 'open' | 'closed' | 'expired' | 'hidden';

/** The status a person sees: an open request whose last day passed is expired already. */
export function requestStatus(stored: RequestStatus, expiresOn: string, today: string) {
  return stored === 'open' && expiresOn < today ? 'expired' : stored;
}
