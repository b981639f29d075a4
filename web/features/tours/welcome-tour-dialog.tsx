import { Compass } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { TOURS } from '../../../domain/limits';
import { buttonClass } from '../../components/button-styles';
import {
  dialogContentClass,
  dialogDescriptionClass,
  dialogOverlayClass,
  dialogTitleClass,
} from '../../components/dialog-styles';
import { preloadTour } from './start-tour';
import { markTourCompleted } from './tour-marks';
import { useTour } from './use-tour';

export type WelcomeTourDialogProps = {
  /** Whose answer is remembered (tour-marks.ts). */
  userId: string;
  open: boolean;
  onClose: () => void;
};

/**
 * '¿Quieres un recorrido rápido?', asked by welcome-tour-offer.tsx (and loaded then).
 * Declining (or closing this dialog) remembers it as done.
 */
export default function WelcomeTourDialog({ userId, open, onClose }: WelcomeTourDialogProps) {
  const tour = useTour('home', userId);
  const startWhenClosed = useRef(false);

  // While the person reads the question, the library downloads: 'Sí' then starts at once.
  useEffect(() => {
    if (open) preloadTour().catch(() => undefined);
  }, [open]);

  const decline = () => {
    markTourCompleted('home', userId);
    onClose();
  };

  // The tour starts once the dialog is gone (its focus trap and scroll lock released).
  const accept = () => {
    startWhenClosed.current = true;
    onClose();
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
