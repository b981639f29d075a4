import { MessageCircle, Phone } from 'lucide-react';
import { useMemo } from 'react';
import type { MouseEvent } from 'react';
import { toast } from '../../../lib/toast';
import type { ListingDetail } from '../../../../domain/api/listings';
import { publicPaths } from '../../../../domain/sharing/sharing';
import { buttonClass } from '../../../components/button-styles';
import { writeItem } from '../../../lib/local-storage';
import { storageKeys } from '../../../lib/storage-keys';
import { openWhatsAppChat } from '../../../lib/whatsapp';
import { listingContact } from './listing-contact';
import type { ListingContact } from './listing-contact';
import { pageOrigin } from '../../../lib/render-scope';

const WHATSAPP_LABEL = 'Chatear por WhatsApp';

export type ContactChannel = 'whatsapp' | 'phone';

type ContactProps = {
  listing: ListingDetail;
  /** Told of each tap on WhatsApp or 'Llamar' (the buyer journey records it for reviews). */
  onContact?: (listing: ListingDetail, channel: ContactChannel) => void;
};

function useContact({ listing, onContact }: ContactProps) {
  // The public page, not /producto/{id}: the seller may open the message in a browser without
  // a session, where the guarded page is a 404 (decision 014).
  const contact = useMemo(
    () => listingContact(listing, `${pageOrigin()}${publicPaths.listing(listing.id)}`),
    [listing],
  );

  const openWhatsApp = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    if (!contact.whatsappUrl || !contact.whatsappNumber) {
      toast.error(contact.problem);
      return;
    }
    // docs/product.md §4: the buyer may rate the product once they have contacted the seller.
    writeItem(storageKeys.whatsappContacted(listing.id), '1');
    onContact?.(listing, 'whatsapp');
    openWhatsAppChat(contact.whatsappUrl, contact.whatsappNumber, 'al vendedor');
  };

  const call = () => onContact?.(listing, 'phone');

  return { contact, openWhatsApp, call };
}

function WhatsAppControl({
  contact,
  onOpen,
  className,
}: {
  contact: ListingContact;
  onOpen: (event: MouseEvent<HTMLElement>) => void;
  className: string;
}) {
  const content = (
    <>
      <MessageCircle aria-hidden="true" className="size-5" />
      {WHATSAPP_LABEL}
    </>
  );
  // A real link when there is a number: it works with a long press, in a new tab, without JS
  // (and a server-rendered page keeps a tap before its code: `data-contact`, web/rendered-page.ts).
  return contact.whatsappUrl ? (
    <a
      href={contact.whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-contact="whatsapp"
      onClick={onOpen}
      className={className}
    >
      {content}
    </a>
  ) : (
    <button type="button" onClick={onOpen} className={className}>
      {content}
    </button>
  );
}

/** 'Chatear por WhatsApp' and 'Llamar' in the product summary. */
export function ProductDetailContact(props: ContactProps) {
  const { contact, openWhatsApp, call } = useContact(props);
  return (
    <div className="flex flex-col gap-2">
      <WhatsAppControl
        contact={contact}
        onOpen={openWhatsApp}
        className={buttonClass('primary', 'min-h-12 text-lg')}
      />
      {contact.telUrl && (
        <a
          href={contact.telUrl}
          data-contact="phone"
          onClick={call}
          className={buttonClass('secondary', 'min-h-12')}
        >
          <Phone aria-hidden="true" className="size-5" />
          Llamar
        </a>
      )}
    </div>
  );
}

/** The same contact, always at hand at the bottom of the screen on phones (under 768 px). */
export function ProductDetailContactBar(props: ContactProps) {
  const { contact, openWhatsApp, call } = useContact(props);
  return (
    <div
      role="region"
      aria-label="Contactar al vendedor"
      className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-tierra-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
    >
      {contact.telUrl && (
        <a
          href={contact.telUrl}
          data-contact="phone"
          onClick={call}
          aria-label="Llamar"
          className={buttonClass('secondary', 'min-h-12 shrink-0 px-4')}
        >
          <Phone aria-hidden="true" className="size-5" />
        </a>
      )}
      <WhatsAppControl
        contact={contact}
        onOpen={openWhatsApp}
        className={buttonClass('primary', 'min-h-12 flex-1')}
      />
    </div>
  );
}
