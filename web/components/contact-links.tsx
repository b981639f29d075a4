import { MessageCircle, Phone } from 'lucide-react';
import { buttonClass } from './button-styles';

type ContactLinksProps = {
  /** https://wa.me/… with the prefilled text, or null to leave the button out. */
  whatsappUrl: string | null;
  /** tel:+57…, or null to leave the button out. */
  telUrl: string | null;
  /** Who is contacted, for screen readers: 'WhatsApp' alone is ambiguous in a list of cards. */
  subject: string;
};

/**
 * 'WhatsApp' and 'Llamar' side by side on a directory card. Real links, so a long press or a
 * new tab works too. Nothing is rendered when neither is possible.
 */
export function ContactLinks({ whatsappUrl, telUrl, subject }: ContactLinksProps) {
  if (!whatsappUrl && !telUrl) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {whatsappUrl && (
        <a
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
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
