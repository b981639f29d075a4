import { Compass } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { TOURS } from '../../../domain/limits';
import { buttonClass } from '../../components/button-styles';
import {
  dialogContentClass,
  dialogDescriptionClass,
  dialogOverlayClass,
  dialogTitleClass,
} from '../../components/dialog-styles';
import { preloadTour } from './start-tour';
import { isTourCompleted, markTourCompleted, tourUserId } from './tour-marks';
import { useTour } from './use-tour';

/**
 * docs/product.md §2 "Home": two seconds after the home opens, offers the 7-step tour to whoever has not
 * finished, closed or declined it. Declining (or closing this dialog) remembers it as done.
 */
export function WelcomeTourDialog() {
  const [userId] = useState(tourUserId);
  const [open, setOpen] = useState(false);
  const tour = useTour('home', userId);
  const startWhenClosed = useRef(false);

  useEffect(() => {
    if (isTourCompleted('home', userId)) return;
    const timer = setTimeout(() => {
      if (isTourCompleted('home', userId)) return;
      setOpen(true);
      // While the person reads the question, the library downloads: 'Sí' then starts at once.
      preloadTour().catch(() => undefined);
    }, TOURS.welcomeDelayMs);
    return () => clearTimeout(timer);
  }, [userId]);

  const decline = () => {
    markTourCompleted('home', userId);
    setOpen(false);
  };

  // The tour starts once the dialog is gone (its focus trap and scroll lock released).
  const accept = () => {
    startWhenClosed.current = true;
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && decline()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={`${dialogContentClass} text-center`}
          onCloseAutoFocus={(event) => {
            if (!startWhenClosed.current) return;
            startWhenClosed.current = false;
            event.preventDefault(); // the tour takes the focus
            void tour.start();
          }}
        >
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-campo-100 text-campo-700">
            <Compass className="size-8" aria-hidden="true" />
          </span>
          <Dialog.Title className={`${dialogTitleClass} mt-4`}>
            ¿Quieres un recorrido rápido?
          </Dialog.Title>
          <Dialog.Description className={dialogDescriptionClass}>
            En {TOURS.homeSteps} pasos cortos te mostramos dónde vender, dónde comprar y cómo
            moverte por la aplicación.
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-3">
            <button type="button" className={buttonClass('primary', 'w-full')} onClick={accept}>
              Sí, muéstrame
            </button>
            <button type="button" className={buttonClass('ghost', 'w-full')} onClick={decline}>
              Ahora no
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
