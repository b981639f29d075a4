import { z } from 'zod';
import { PHONE_MESSAGES } from '../phone';
import { PHONE } from '../limits';

/** docs/product.md §3 "Report" types, with their labels. */
export const REPORT_TYPES = [
  { value: 'tecnico', label: 'Problema Técnico' },
  { value: 'cuenta', label: 'Problema con mi Cuenta' },
  { value: 'pago', label: 'Problema de Pago' },
  { value: 'cultivo', label: 'Consulta sobre Cultivos' },
  { value: 'otro', label: 'Otro' },
] as const;
export type ReportType = (typeof REPORT_TYPES)[number]['value'];
const REPORT_TYPE_VALUES = REPORT_TYPES.map((t) => t.value) as [ReportType, ...ReportType[]];

export const REPORT_DESCRIPTION_MAX = 2000;

/** docs/product.md §5 "Report" and §8 "Report". */
export const REPORT_MESSAGES = {
  phoneRequired: 'Ingresa tu teléfono.',
  typeRequired: 'Selecciona el tipo de reporte.',
  descriptionRequired: 'Añade una descripción.',
  descriptionTooLong: `La descripción puede tener hasta ${REPORT_DESCRIPTION_MAX} caracteres.`,
  tokenMissing: 'No se encontró el token de autenticación.',
  failed: 'No se pudo enviar el reporte.',
  unexpected: 'Error inesperado.',
  sessionExpired: 'Sesión expirada. Por favor inicia sesión nuevamente.',
  sent: '¡Reporte enviado correctamente!',
} as const;

const m = REPORT_MESSAGES;

export const reportInputSchema = z.object({
  phone: z
    .string({ error: m.phoneRequired })
    .trim()
    .min(1, { error: m.phoneRequired, abort: true })
    .regex(new RegExp(`^\\d{${PHONE.digits}}$`), PHONE_MESSAGES.length),
  type: z.enum(REPORT_TYPE_VALUES, { error: m.typeRequired }),
  description: z
    .string({ error: m.descriptionRequired })
    .trim()
    .min(1, { error: m.descriptionRequired, abort: true })
    .max(REPORT_DESCRIPTION_MAX, m.descriptionTooLong),
});
