import { quantityText, requestMatchText } from './buy-request';

// What a Pedidos y cosechas notification says (decision 026), built when it is read (like the
// other notifications, decision 016) from the request or harvest as it is now.

export const REQUEST_EVENTS = ['match', 'answer'] as const;
export type RequestEvent = (typeof REQUEST_EVENTS)[number];
export const HARVEST_EVENTS = [
  'listed',
  'reserved',
  'accepted',
  'declined',
  'cancelled',
  'due',
] as const;
export type HarvestEvent = (typeof HARVEST_EVENTS)[number];

export interface RequestSubject {
  productName: string;
  quantity: number;
  size: { name: string; abbreviation: string };
  municipality: string;
  neededBy: string;
  hiddenReason: string | null;
}

export interface HarvestSubject {
  productName: string;
  municipality: string;
  hiddenReason: string | null;
}

const withStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const lower = (text: string) => text.toLocaleLowerCase('es-CO');

export function requestActivityText(
  event: RequestEvent,
  request: RequestSubject,
  today: string,
): { title: string; body: string } {
  if (event === 'answer') {
    return {
      title: 'Respondieron tu pedido',
      body: `Un vendedor tiene ${lower(request.productName)} para tu pedido de ${quantityText(request.quantity, request.size)}. Mira su oferta y escríbele.`,
    };
  }
  return {
    title: 'Un comprador busca lo que tienes',
    body: requestMatchText({ ...request, today }),
  };
}

export function harvestActivityText(
  event: HarvestEvent,
  harvest: HarvestSubject,
): { title: string; body: string } {
  const product = lower(harvest.productName);
  switch (event) {
    case 'listed':
      return {
        title: 'Ya está a la venta una cosecha que sigues',
        body: `La cosecha de ${product} de ${harvest.municipality} ya se puede comprar.`,
      };
    case 'reserved':
      return {
        title: 'Nueva reserva de tu cosecha',
        body: `Un comprador quiere reservar parte de tu cosecha de ${product}. Acéptala o recházala.`,
      };
    case 'accepted':
      return {
        title: 'Aceptaron tu reserva',
        body: `El vendedor aceptó tu reserva de ${product}.`,
      };
    case 'declined':
      return {
        title: 'No aceptaron tu reserva',
        body: `El vendedor no puede apartarte ${product} esta vez.`,
      };
    case 'cancelled':
      return {
        title: 'Cancelaron una reserva',
        body: `Cancelaron la reserva de ${product}. Mira el motivo y, si te parece justo, acéptalo.`,
      };
    case 'due':
      return {
        title: 'Actualiza tu cosecha',
        body: `La fecha de tu cosecha de ${product} ya pasó. Cambia la fecha, publícala o ciérrala.`,
      };
  }
}

/** A moderator hid a request or a harvest: the person reads why. */
export function hiddenActivityText(
  what: 'request' | 'harvest',
  productName: string,
  reason: string | null,
): { title: string; body: string } {
  const subject = what === 'request' ? 'tu pedido' : 'tu cosecha';
  if (reason === null) {
    return {
      title:
        what === 'request' ? 'Tu pedido se muestra de nuevo' : 'Tu cosecha se muestra de nuevo',
      body: `${productName}: ${subject} se muestra de nuevo.`,
    };
  }
  return {
    title: what === 'request' ? 'Ocultamos tu pedido' : 'Ocultamos tu cosecha',
    body: `${productName}: ${subject} ya no se muestra. Motivo: ${withStop(reason.trim())} Escríbenos desde «Reportar» si crees que es un error.`,
  };
}
