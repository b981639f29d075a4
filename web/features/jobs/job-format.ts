import type { JobOffer } from '../../../domain/api/jobs';
import { formatLongDate } from '../../../domain/dates';
import { PAY_PERIODS } from '../../../domain/jobs/job-offer';
import type { PayPeriod } from '../../../domain/jobs/job-offer';
import { formatCop } from '../../../domain/money';
import { contactPhone, whatsappLink } from '../../../domain/phone';
import { BRAND_NAME } from '../../components/brand';

export const periodLabel = (period: PayPeriod): string =>
  PAY_PERIODS.find((item) => item.value === period)?.label ?? '';

/** '$ 60.000 por día'. */
export const payLabel = (offer: Pick<JobOffer, 'pay' | 'pay_period'>): string =>
  `${formatCop(offer.pay)} ${periodLabel(offer.pay_period)}`.trim();

/** 'Medellín, Antioquia'. */
export const placeLine = (offer: Pick<JobOffer, 'municipality' | 'department'>): string =>
  [offer.municipality, offer.department].filter(Boolean).join(', ');

/** 'Empieza el 1 de diciembre de 2026'. */
export const startLine = (offer: Pick<JobOffer, 'starts_on'>): string => {
  const date = formatLongDate(offer.starts_on);
  return date ? `Empieza el ${date}` : '';
};

export const whatsappText = (offer: Pick<JobOffer, 'title'>): string =>
  `Hola, vi tu oferta «${offer.title}» en ${BRAND_NAME}.`;

/**
 * The offer's WhatsApp link (only when the publisher said the number takes WhatsApp and it is a
 * mobile) and its tel: link.
 */
export function offerContact(offer: Pick<JobOffer, 'phone' | 'whatsapp' | 'title'>) {
  const phone = contactPhone(offer.phone);
  return {
    whatsappUrl:
      offer.whatsapp && phone.whatsapp ? whatsappLink(phone.whatsapp, whatsappText(offer)) : null,
    telUrl: phone.tel ? `tel:${phone.tel}` : null,
  };
}

// Colombia has kept UTC-5 all year since 1993.
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** Today's date in Bogotá as 'YYYY-MM-DD', the form of the start date input. */
export function todayInBogota(now = Date.now()): string {
  return new Date(now + BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}
