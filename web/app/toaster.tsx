import { Toaster as SonnerToaster } from 'sonner';
import { useIsMobile } from '../lib/media-queries';

// Toasts sit at the bottom of the screen (docs/product.md §2 "Login"). On phones (under 768 px) several
// screens have a sticky bottom bar ('Guardar cambios', 'Contactar Tienda', 'Chatear por
// WhatsApp'; up to ≈5 rem tall with 120 % text) and a toast used to cover it ("Imagen subida."
// over 'Guardar cambios'). So on phones toasts start above the tallest of those bars, on every
// screen: one rule, and no bar has to announce itself. In rem, so it grows with the text zoom.
export const PHONE_TOAST_LIFT = 'calc(6.5rem + env(safe-area-inset-bottom, 0px))';

export default function Toaster() {
  const onPhone = useIsMobile();
  // Sonner reads `mobileOffset` under 600 px and `offset` above it; the bars reach 767 px.
  const lift = onPhone ? { bottom: PHONE_TOAST_LIFT } : undefined;
  return <SonnerToaster position="bottom-center" richColors offset={lift} mobileOffset={lift} />;
}
