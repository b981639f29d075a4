import { Share2 } from 'lucide-react';
import { buttonClass, type ButtonVariant } from '../../components/button-styles';
import { whatsappShareUrl } from '../../../domain/sharing/sharing';

type ShareButtonProps = {
  /** The share sheet's title (the product's or the store's name). */
  title: string;
  /** What is sent, with the public link in it. */
  text: string;
  label?: string;
  variant?: ButtonVariant;
  className?: string;
};

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * 'Compartir': the phone's own share sheet (Web Share API) where it has one, so the person picks
 * WhatsApp, a group or anything else; elsewhere a WhatsApp link with the text ready to send.
 */
export function ShareButton({
  title,
  text,
  label = 'Compartir',
  variant = 'secondary',
  className = '',
}: ShareButtonProps) {
  const look = buttonClass(variant, className);
  const icon = <Share2 aria-hidden="true" className="size-5 shrink-0" />;
  if (!canShare()) {
    return (
      <a href={whatsappShareUrl(text)} target="_blank" rel="noopener noreferrer" className={look}>
        {icon}
        {label}
      </a>
    );
  }
  const share = async () => {
    try {
      await navigator.share({ title, text });
    } catch (error) {
      // Closing the sheet is no failure; a refusal (no permission) falls back to WhatsApp.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      window.open(whatsappShareUrl(text), '_blank', 'noopener');
    }
  };
  return (
    <button type="button" className={look} onClick={() => void share()}>
      {icon}
      {label}
    </button>
  );
}
