import { MessageCircle, Phone } from 'lucide-react';
import type { MouseEventHandler } from 'react';
import { buttonClass } from './button-styles';

type ContactLinksProps = {
  /** https://wa.me/… with the prefilled text, or null to leave the button out. */
  whatsappUrl: string | null;
  /** tel:+57…, or null to leave the button out. */
  telUrl: string | null;
  /** Who is contacted, for screen readers: 'WhatsApp' alone is ambiguous in a list of cards. */
  subject: string;
  /** Told of each tap, e.g. to count a contact or open the chat in the app instead. */
  onWhatsAppClick?: MouseEventHandler<HTMLAnchorElement>;
  onCallClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Classes added to the row (its margin in the card). */
  className?: string;
};

/**
 * 'WhatsApp' and 'Llamar' side by side on a card (a directory's, a reservation, an answer). Real
 * links, so a long press or a new tab works too. Nothing is rendered when neither is possible.
 */
export function ContactLinks({
  whatsappUrl,
  telUrl,
  subject,
  onWhatsAppClick,
  onCallClick,
  className = '',
}: ContactLinksProps) {
  if (!whatsappUrl && !telUrl) return null;
  return (
    <div className={`flex flex-wrap gap-2 ${className}`.trim()}>
      {whatsappUrl && (
        <a
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onWhatsAppClick}
          aria-label={`WhatsApp: ${subject}`}
          className={buttonClass('primary', 'min-h-12 flex-1 basis-36')}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          WhatsApp
        </a>
      )}
      {telUrl && (
        <a
          href={telUrl}
          onClick={onCallClick}
          aria-label={`Llamar: ${subject}`}
          className={buttonClass('secondary', 'min-h-12 flex-1 basis-36')}
        >
          <Phone aria-hidden="true" className="size-5" />
          Llamar
        </a>
      )}
    </div>
  );
}
