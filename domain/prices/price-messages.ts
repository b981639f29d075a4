import { PRICE_ALERTS } from '../limits';

// What the price reference says to people (server answers and the /precios screen).
export const PRICE_MESSAGES = {
  productRequired: 'Elige un producto.',
  unknownProduct: 'No encontramos ese producto del catálogo.',
  unknownDepartment: 'No encontramos ese departamento.',
  fewData: 'Pocos datos',
  searchTooLong: 'Escribe máximo 100 caracteres para buscar.',
  sipsaEmpty: 'El archivo está vacío.',
  sipsaLayout:
    'No reconocemos el formato del archivo. Debe ser el anexo de SIPSA en CSV con las columnas Producto, Mercado y los precios.',
  sipsaTooLarge: 'El archivo es muy grande (máximo 5 MB).',
  unitRequired: 'Elige la unidad del precio.',
  unknownUnit: 'Esa unidad no tiene precio de referencia.',
  alertFollowed: `Listo. Te avisaremos si el precio típico sube o baja más de ${PRICE_ALERTS.movePercent} %.`,
  alertDuplicate: 'Ya sigues este precio.',
  alertLimit: `Ya sigues ${PRICE_ALERTS.maxPerPerson} precios. Deja de seguir uno para seguir otro.`,
  alertNotFound: 'No sigues ese precio.',
  alertRemoved: 'Dejaste de seguir este precio.',
} as const;
