import { LISTINGS, NOTIFICATIONS, SEARCH } from '../limits';

// Every Spanish text of saved searches and notifications, shared by the server and the web app.

export const SAVED_SEARCH_MESSAGES = {
  nothingToSave: 'Escribe qué buscas o elige una categoría o un lugar.',
  wordsTooShort: `Escribe al menos ${SEARCH.minLength} caracteres para buscar.`,
  wordsTooLong: `Escribe como máximo ${SEARCH.maxLength} caracteres.`,
  radius: 'Elige un radio de 25, 50, 100 o 200 km.',
  nearNeedsRadius: 'Elige a cuántos kilómetros.',
  radiusNeedsNear: 'Elige el municipio desde donde medir la distancia.',
  unknownCategory: 'Categoría no encontrada.',
  unknownDepartment: 'Departamento no encontrado.',
  unknownMunicipality: 'Municipio no encontrado.',
  municipalityNotInDepartment: 'Ese municipio no es de ese departamento.',
  maxPrice: 'Escribe un precio máximo en pesos, sin puntos ni decimales.',
  limitReached: `Ya tienes ${NOTIFICATIONS.maxSavedSearchesPerPerson} búsquedas guardadas. Borra una para guardar otra.`,
  duplicate: 'Ya guardaste esta búsqueda.',
  notFound: 'Búsqueda no encontrada.',
  saved: 'Listo. Te avisaremos cuando publiquen algo así.',
  deleted: 'Búsqueda borrada.',
} as const;

export const NOTIFICATION_MESSAGES = {
  hiddenTitle: 'Ocultamos uno de tus productos',
  hiddenBody: (product: string, reason: string) =>
    `${product} ya no se muestra a los compradores. Motivo: ${reason} Corrígelo, o escríbenos desde «Reportar» si crees que es un error.`,
  shownAgainBody: (product: string) => `${product} se muestra de nuevo a los compradores.`,
  shownInactiveBody: (product: string) =>
    `${product} ya no está oculto, pero está inactivo: los compradores no lo ven. Actívalo en Mis productos (puedes tener hasta ${LISTINGS.maxActivePerUser} activos).`,
  listingTitle: 'Nuevo producto para tu búsqueda',
  priceDropTitle: 'Bajó de precio un producto de tu búsqueda',
  digest: (count: number) =>
    count === 1
      ? '1 producto nuevo más para tus búsquedas hoy'
      : `${count} productos nuevos más para tus búsquedas hoy`,
  digestTitle: 'Más productos para tus búsquedas',
  priceMoveTitle: 'Cambió un precio que sigues',
  priceDigest: (count: number) =>
    count === 1
      ? '1 cambio más en los precios que sigues hoy'
      : `${count} cambios más en los precios que sigues hoy`,
  priceDigestTitle: 'Más cambios en los precios que sigues',
  mixedDigest: (listings: number, prices: number) =>
    `${listings === 1 ? '1 producto nuevo' : `${listings} productos nuevos`} y ${
      prices === 1 ? '1 cambio de precio' : `${prices} cambios de precio`
    } más para ti hoy`,
  mixedDigestTitle: 'Más avisos para ti hoy',
  read: 'Notificaciones marcadas como leídas.',
  tooManyToRead: `Marca como máximo ${NOTIFICATIONS.maxReadPerCall} a la vez.`,
  settingsSaved: 'Preferencias guardadas.',
  whatsAppOff: (link: string) => `¿No quieres estos avisos por WhatsApp? Apágalos en ${link}`,
  pushSubscribed: 'Avisos activados en este dispositivo.',
  pushUnsubscribed: 'Avisos desactivados en este dispositivo.',
  pushEndpoint: 'La suscripción de avisos no es válida.',
  pushKeys: 'Faltan las claves de la suscripción de avisos.',
} as const;
