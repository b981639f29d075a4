import type { BuyRequest, RequestAnswer } from '../../../domain/api/requests';
import { formatLongDate } from '../../../domain/dates';
import { formatCop } from '../../../domain/money';
import { contactPhone, formatInternational, whatsappLink } from '../../../domain/phone';
import {
  CLOSE_REASONS,
  DELIVERY_OPTIONS,
  quantityText,
} from '../../../domain/requests/buy-request';
import { BRAND_NAME } from '../../components/brand';

// How a request and an answer read on the Pedidos screens (decision 026).

export const REQUESTS_PAGE_MESSAGES = {
  title: 'Pedidos',
  intro: 'Compradores que buscan productos del campo cerca de ti. Si lo tienes, dile «Tengo».',
  publish: 'Publicar pedido',
  nearbyTab: 'Cerca de ti',
  nearbyTitle: 'Pedidos cerca de ti',
  mineTab: 'Mis pedidos',
  loading: 'Cargando pedidos…',
  loadFailed: 'No pudimos cargar los pedidos.',
  moreFailed: 'No pudimos cargar más pedidos.',
  nearbyEmpty: 'No hay pedidos cerca por ahora',
  nearbyEmptyHint: 'Prueba con una distancia mayor, otro municipio u otro producto.',
  mineEmpty: 'Aún no has publicado pedidos.',
  mineEmptyHint: 'Cuenta qué necesitas y los vendedores cercanos te responden.',
  answer: 'Tengo',
  answered: 'Ya respondiste',
  seeAnswers: 'Ver respuestas',
  see: 'Ver pedido',
} as const;

/** '20 bultos de papa parda pastusa'. */
export const whatLine = (request: Pick<BuyRequest, 'quantity' | 'size' | 'product'>) =>
  `${quantityText(request.quantity, request.size)} de ${request.product.name.toLocaleLowerCase('es-CO')}`;

/** 'de 50 kg cada uno', for a bulto or carga whose weight was given. */
export const weightLine = (request: Pick<BuyRequest, 'unit_weight_kg'>) =>
  request.unit_weight_kg === null
    ? ''
    : `de ${String(request.unit_weight_kg).replace('.', ',')} kg cada uno`;

/** 'Tunja, Boyacá'. */
export const placeLine = (request: Pick<BuyRequest, 'municipality' | 'department'>) =>
  [request.municipality.name, request.department.name].filter(Boolean).join(', ');

/** 'a 38 km', from the place the list is measured from; '' without it. */
export const distanceLine = (request: Pick<BuyRequest, 'distance_km'>) =>
  request.distance_km === null
    ? ''
    : request.distance_km < 1
      ? 'en el mismo municipio'
      : `a ${request.distance_km} km`;

/** 'Para el 12 de diciembre de 2026' or 'Cada semana, desde el 12 de diciembre de 2026'. */
export const whenLine = (request: Pick<BuyRequest, 'needed_by' | 'frequency'>) =>
  request.frequency === 'weekly'
    ? `Cada semana, desde el ${formatLongDate(request.needed_by)}`
    : `Para el ${formatLongDate(request.needed_by)}`;

export const deliveryLabel = (delivery: BuyRequest['delivery']) =>
  DELIVERY_OPTIONS.find((option) => option.value === delivery)?.label ?? '';

/** 'Paga hasta $ 90.000 por bulto'; '' without a maximum price. */
export const maxPriceLine = (request: Pick<BuyRequest, 'max_price' | 'size'>) =>
  request.max_price === null
    ? ''
    : `Paga hasta ${formatCop(request.max_price)} por ${request.size.abbreviation}`;

/** What the buyer reads about their own request's state. */
export function statusLabel(request: Pick<BuyRequest, 'status' | 'closed_reason'>): string {
  switch (request.status) {
    case 'open':
      return 'Abierto';
    case 'expired':
      return 'Vencido';
    case 'hidden':
      return 'Oculto por un moderador';
    case 'closed':
      return `Cerrado: ${
        CLOSE_REASONS.find((reason) => reason.value === request.closed_reason)?.label ??
        'ya no se muestra'
      }`;
  }
}

export const answersLine = (count: number) =>
  count === 0 ? 'Nadie ha respondido aún' : count === 1 ? '1 respuesta' : `${count} respuestas`;

/** The offer of an answer: 'Ofrece 20 bultos a $ 85.000 para el 10 de diciembre de 2026'. */
export function offerLine(
  answer: Pick<RequestAnswer, 'price' | 'quantity' | 'available_on'>,
  size: BuyRequest['size'],
): string {
  const parts = [
    answer.quantity === null ? '' : quantityText(answer.quantity, size),
    answer.price === null ? '' : `a ${formatCop(answer.price)} por ${size.abbreviation}`,
    answer.available_on === null ? '' : `para el ${formatLongDate(answer.available_on)}`,
  ].filter(Boolean);
  return parts.length === 0 ? '' : `Ofrece ${parts.join(' ')}`;
}

export interface WhatsAppContact {
  /** https://wa.me/57…?text=… */
  url: string;
  /** '+57 300 123 4567', copied when the window does not open. */
  number: string;
}

/** A WhatsApp chat with `phone` prefilled with `text`, or null when the number takes none. */
export function whatsappContact(phone: string, text: string): WhatsAppContact | null {
  const digits = contactPhone(phone).whatsapp;
  return digits ? { url: whatsappLink(digits, text), number: formatInternational(digits) } : null;
}

/** The buyer writes to a seller who answered. */
export const buyerWhatsAppText = (request: BuyRequest) =>
  `Hola, vi que respondiste mi pedido de ${whatLine(request)} en ${BRAND_NAME}. ¿Hablamos?`;

/** A seller who answered writes to the buyer. */
export const sellerWhatsAppText = (request: BuyRequest) =>
  `Hola, te respondí en ${BRAND_NAME}: tengo ${request.product.name.toLocaleLowerCase('es-CO')} para tu pedido de ${whatLine(request)}.`;
