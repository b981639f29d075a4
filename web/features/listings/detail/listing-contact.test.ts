import { describe, expect, it } from 'vitest';
import { listingContact } from './listing-contact';
import { listingDetail } from '../../../test/listing-test-data';

const PAGE = 'https://campo.example/p/1';
const contactFor = (phone: string | null, country_code = '57') =>
  listingContact(listingDetail({ provider: { phone, country_code } }), PAGE);

describe('seller contact', () => {
  it('a Colombian mobile gets WhatsApp with the prefilled text, and a call link', () => {
    const contact = contactFor('3001234567');

    expect(contact.whatsappUrl).toBe(
      `https://wa.me/573001234567?text=${encodeURIComponent(
        `Hola, me interesa tu producto «Papa pastusa» publicado en El campo en tus manos.\n${PAGE}\nUbicación: Medellín, Antioquia`,
      )}`,
    );
    expect(contact.whatsappNumber).toBe('+57 300 123 4567');
    expect(contact.telUrl).toBe('tel:+573001234567');
    expect(contact.problem).toBeNull();
  });

  it('a number already written with 57 is not prefixed twice', () => {
    expect(contactFor('573001234567').whatsappUrl).toMatch(/^https:\/\/wa\.me\/573001234567\?/);
  });

  it('no phone: no link and "No hay número de teléfono disponible para este producto."', () => {
    expect(contactFor(null)).toEqual({
      whatsappUrl: null,
      whatsappNumber: null,
      telUrl: null,
      problem: 'No hay número de teléfono disponible para este producto.',
    });
  });

  it('a landline can be called but not written to', () => {
    expect(contactFor('6042345678')).toMatchObject({
      whatsappUrl: null,
      telUrl: 'tel:+576042345678',
      problem: 'El número de teléfono no tiene un formato válido.',
    });
  });

  it('a placeholder number is not valid', () => {
    expect(contactFor('0000000000')).toMatchObject({
      whatsappUrl: null,
      telUrl: null,
      problem: 'El número de teléfono no tiene un formato válido.',
    });
  });

  it('a number of another country is not offered as a Colombian one', () => {
    expect(contactFor('3001234567', '1')).toMatchObject({ whatsappUrl: null, telUrl: null });
  });
});
