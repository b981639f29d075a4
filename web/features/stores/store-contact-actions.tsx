import { MessageCircle, Phone } from 'lucide-react';
import { useMemo } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { storeContact } from '../../../domain/stores/store-contact';
import type { StoreContact, StoreProductAsked } from '../../../domain/stores/store-contact';
import { buttonClass } from '../../components/button-styles';
import { openWhatsAppChat } from '../../lib/whatsapp';
import type { StoreView } from './store-view';
import { useIsMobile } from '../../lib/media-queries';

export const STORE_CONTACT_LABELS = {
  whatsapp: 'Chatear por WhatsApp',
  call: 'Llamar',
  bar: 'Contactar Tienda',
  noPhone: 'Esta tienda aún no tiene un número de contacto.',
} as const;

const useStoreContact = (store: StoreView, product: StoreProductAsked | null = null) =>
  useMemo(
    () => storeContact({ name: store.name, whatsapp: store.whatsapp, phone: store.phone }, product),
    [store.name, store.whatsapp, store.phone, product],
  );

/**
 * The main way to reach the store: WhatsApp with the store message, or a tel: link when the
 * store has no number that WhatsApp takes (docs/product.md §7 "External"). A real link either way, so a
 * long press or a new tab work too.
 */
function MainContact({
  contact,
  className,
  children,
}: {
  contact: StoreContact;
  className: string;
  children?: ReactNode;
}) {
  const { whatsappUrl, whatsappNumber, telUrl, telNumber } = contact;
  if (whatsappUrl && whatsappNumber) {
    const open = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      openWhatsAppChat(whatsappUrl, whatsappNumber, 'a la tienda');
    };
    return (
      <a
        href={whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={open}
        className={className}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {children ?? STORE_CONTACT_LABELS.whatsapp}
      </a>
    );
  }
  if (telUrl) {
    return (
      <a href={telUrl} className={className}>
        <Phone aria-hidden="true" className="size-5" />
        {children ?? `Llamar al ${telNumber}`}
      </a>
    );
  }
  return null;
}

/**
 * WhatsApp, and 'Llamar' on phones only (docs/product.md §2): a desktop rarely places calls.
 * From a product's dialog the message names the product and its price.
 */
export function StoreContactActions({
  store,
  product = null,
}: {
  store: StoreView;
  product?: StoreProductAsked | null;
}) {
  const contact = useStoreContact(store, product);
  const isMobile = useIsMobile();

  if (!contact.whatsappUrl && !contact.telUrl) {
    return <p className="text-tierra-700">{STORE_CONTACT_LABELS.noPhone}</p>;
  }
  return (
    <div className="flex flex-col gap-2 min-[420px]:flex-row md:flex-col lg:flex-row">
      <MainContact contact={contact} className={buttonClass('primary', 'min-h-12 text-lg')} />
      {isMobile && contact.whatsappUrl && contact.telUrl && (
        <a href={contact.telUrl} className={buttonClass('secondary', 'min-h-12')}>
          <Phone aria-hidden="true" className="size-5" />
          {STORE_CONTACT_LABELS.call}
        </a>
      )}
    </div>
  );
}

/** 'Contactar Tienda', always at hand at the bottom of the screen on phones (under 768 px). */
export function StoreContactBar({ store }: { store: StoreView }) {
  const contact = useStoreContact(store);
  const isMobile = useIsMobile();
  if (!isMobile || (!contact.whatsappUrl && !contact.telUrl)) return null;
  return (
    <>
      {/* Room for the bar, so it never covers the end of the page. */}
      <div aria-hidden="true" className="h-24 md:hidden" />
      <div
        role="region"
        aria-label="Contactar a la tienda"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-tierra-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
      >
        <MainContact
          contact={contact}
          className={buttonClass('primary', 'min-h-14 w-full text-lg')}
        >
          {STORE_CONTACT_LABELS.bar}
        </MainContact>
      </div>
    </>
  );
}
