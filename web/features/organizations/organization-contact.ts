import type { Organization } from '../../../domain/api/organizations';
import { ORGANIZATION_KINDS } from '../../../domain/organizations/organization';
import { contactPhone, whatsappLink } from '../../../domain/phone';
import { BRAND_NAME } from '../../components/brand';

export const kindLabel = (kind: Organization['kind']): string =>
  ORGANIZATION_KINDS.find((item) => item.value === kind)?.label ?? '';

export const whatsappText = (organization: Pick<Organization, 'name'>): string =>
  `Hola, los encontré en ${BRAND_NAME} y quisiera más información sobre ${organization.name}.`;

/**
 * WhatsApp goes to the WhatsApp number, or else to the phone when that is a mobile; 'Llamar'
 * dials the phone, or else the WhatsApp number.
 */
export function organizationContact(organization: Organization) {
  const whatsapp = contactPhone(organization.whatsapp);
  const phone = contactPhone(organization.phone);
  const chatNumber = whatsapp.whatsapp ?? phone.whatsapp;
  const callNumber = phone.tel ?? whatsapp.tel;
  return {
    whatsappUrl: chatNumber ? whatsappLink(chatNumber, whatsappText(organization)) : null,
    telUrl: callNumber ? `tel:${callNumber}` : null,
  };
}
