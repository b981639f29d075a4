import { describe, expect, it } from 'vitest';
import { storeContact, storeWhatsappText } from './store-contact';

const text = (name: string) =>
  encodeURIComponent(`Hola, quisiera más información de la tienda ${name}.`);

describe('store contact (docs/product.md §7 "External")', () => {
  it('the WhatsApp text names the store', () => {
    expect(storeWhatsappText(' Agro La Cosecha ')).toBe(
      'Hola, quisiera más información de la tienda Agro La Cosecha.',
    );
  });

  it('uses the WhatsApp number when the store has one', () => {
    const contact = storeContact({
      name: 'Agro La Cosecha',
      whatsapp: '3109876543',
      phone: '3001234567',
    });
    expect(contact.whatsappUrl).toBe(`https://wa.me/573109876543?text=${text('Agro La Cosecha')}`);
    expect(contact.whatsappNumber).toBe('+57 310 987 6543');
  });

  it('else the phone', () => {
    const contact = storeContact({ name: 'Semillas', whatsapp: null, phone: '300 123 4567' });
    expect(contact.whatsappUrl).toBe(`https://wa.me/573001234567?text=${text('Semillas')}`);
    expect(contact.telUrl).toBe('tel:+573001234567');
  });

  it('a WhatsApp field that is no mobile gives way to a mobile phone', () => {
    const contact = storeContact({ name: 'Arado', whatsapp: '6042345678', phone: '3001234567' });
    expect(contact.whatsappUrl).toMatch(/^https:\/\/wa\.me\/573001234567\?/);
  });

  it('calls go to the phone line first, else to the WhatsApp number', () => {
    expect(storeContact({ name: 'A', whatsapp: '3109876543', phone: '6042345678' }).telUrl).toBe(
      'tel:+576042345678',
    );
    expect(storeContact({ name: 'A', whatsapp: '3109876543', phone: '' }).telUrl).toBe(
      'tel:+573109876543',
    );
  });

  it('a landline only: no WhatsApp, the tel: link is the way to reach the store', () => {
    expect(storeContact({ name: 'A', phone: '6042345678' })).toEqual({
      whatsappUrl: null,
      whatsappNumber: null,
      telUrl: 'tel:+576042345678',
      telNumber: '+57 604 234 5678',
    });
  });

  it('no number at all: nothing to open', () => {
    expect(storeContact({ name: 'A', whatsapp: null, phone: '0000000000' })).toEqual({
      whatsappUrl: null,
      whatsappNumber: null,
      telUrl: null,
      telNumber: null,
    });
  });
});
