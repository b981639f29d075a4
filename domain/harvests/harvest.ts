// Próxima cosecha (upcoming harvests), follows and reservations, and keeping one's word
// (decision 026). Shared by the server and the web app.

export const HARVESTS = {
  /** Open harvests one seller may announce at once. */
  maxOpenPerSeller: 5,
  /** Days after its date a harvest still open asks its seller to update or close it. */
  overdueDays: 15,
  noteMax: 280,
  cancelReasonMax: 280,
  pageSize: 20,
} as const;

export const HARVEST_MESSAGES = {
  productRequired: 'Elige el producto de tu cosecha.',
  unknownProduct: 'Elige un producto del catálogo.',
  expectedOnRequired: 'Indica la fecha estimada de la cosecha.',
  expectedOnInvalid: 'La fecha no es válida.',
  expectedOnInPast: 'La fecha estimada no puede ser anterior a hoy.',
  quantityRequired: 'Indica la cantidad que esperas.',
  quantityTooHigh: 'La cantidad es demasiado alta. Revísala.',
  sizeRequired: 'Elige la unidad.',
  unknownSize: 'Elige una unidad de la lista.',
  addressRequired: 'Elige la dirección de la finca.',
  unknownAddress: 'Elige una de tus direcciones.',
  priceInvalid: 'Escribe el precio en pesos, sin puntos ni letras.',
  priceTooHigh: 'El precio es demasiado alto. Revísalo.',
  noteTooLong: `La nota puede tener hasta ${HARVESTS.noteMax} caracteres.`,
  tooManyOpen: `Puedes anunciar hasta ${HARVESTS.maxOpenPerSeller} cosechas abiertas. Cierra alguna para anunciar otra.`,
  announced: '¡Cosecha anunciada!',
  updated: 'Cosecha actualizada.',
  closed: 'Cosecha cerrada.',
  notOpen: 'Esta cosecha ya no está abierta.',
  notFound: 'No encontramos esta cosecha.',
  listed: '¡Tu cosecha ya está a la venta! Les avisamos a quienes la siguen o reservaron.',
  listingPriceRequired: 'Indica el precio para publicarla.',
  ownHarvest: 'Es tu propia cosecha.',
  followed: 'Te avisaremos cuando esté lista.',
  unfollowed: 'Ya no te avisaremos de esta cosecha.',
  reservationQuantityRequired: 'Indica la cantidad que quieres reservar.',
  reservationTooMuch: 'No puedes reservar más de lo que se espera cosechar.',
  reservationExists: 'Ya tienes una reserva en esta cosecha.',
  reserved: 'Reserva enviada. El vendedor te dirá si la acepta.',
  reservationNotFound: 'No encontramos esta reserva.',
  reservationAccepted: 'Reserva aceptada.',
  reservationDeclined: 'Reserva rechazada.',
  reservationCancelled: 'Reserva cancelada.',
  reservationNotPending: 'Esta reserva ya fue respondida.',
  reservationNotLive: 'Esta reserva ya no está vigente.',
  cancelReasonRequired: 'Cuéntale a la otra persona por qué cancelas.',
  cancelReasonTooLong: `El motivo puede tener hasta ${HARVESTS.cancelReasonMax} caracteres.`,
  reasonAccepted: 'Aceptaste el motivo: esta cancelación no cuenta en contra de nadie.',
  reasonNotYours: 'Solo la otra persona puede aceptar el motivo.',
  notCancelled: 'Esta reserva no fue cancelada.',
  confirmTooEarly: 'Podrás confirmar después de la fecha de la cosecha.',
  confirmNotAccepted: 'Solo se confirman las reservas aceptadas.',
  confirmRequired: 'Dinos si la otra persona cumplió.',
  confirmed: 'Gracias por confirmar.',
} as const;

/**
 * "Cumplió 7 de 8 reservas": of the reservations that ended (kept, not kept, or cancelled by this
 * person without the other side accepting the reason), how many they kept.
 */
export interface KeptWord {
  kept: number;
  total: number;
}

export function keptWordText({ kept, total }: KeptWord): string | null {
  if (total === 0) return null;
  return `Cumplió ${kept} de ${total} ${total === 1 ? 'reserva' : 'reservas'}`;
}

/** A kept word as the API answers it (an absent person: none yet). */
export function keptWordView(word: KeptWord | undefined) {
  const value = word ?? { kept: 0, total: 0 };
  return { kept: value.kept, total: value.total, text: keptWordText(value) };
}

export type HarvestStatus = 'open' | 'listed' | 'closed' | 'hidden';

/** An open harvest whose date is past by more than HARVESTS.overdueDays: update or close it. */
export function harvestNeedsUpdate(status: HarvestStatus, expectedOn: string, today: string) {
  if (status !== 'open') return false;
  const DAY_MS = 24 * 60 * 60 * 1000;
  const late = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${expectedOn}T00:00:00Z`)) / DAY_MS;
  return late > HARVESTS.overdueDays;
}
