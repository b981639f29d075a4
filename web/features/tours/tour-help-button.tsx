import { CircleHelp, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { isTourCompleted, tourUserId } from './tour-marks';
import { useTour } from './use-tour';

/** '¿Cómo publicar?' on /crear-producto: starts the 5-step create-product tour (docs/product.md §2). */
export function CreateProductTourButton() {
  const [userId] = useState(tourUserId);
  // A dot invites whoever has not seen the tour yet; it goes once the tour has been shown.
  const [seen, setSeen] = useState(() => isTourCompleted('create-product', userId));
  const tour = useTour('create-product', userId);

  return (
    <button
      type="button"
      className={buttonClass('secondary', 'relative shrink-0 px-4')}
      onClick={() => {
        setSeen(true);
        void tour.start();
      }}
      disabled={tour.starting}
      aria-busy={tour.starting || undefined}
    >
      {tour.starting ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <CircleHelp aria-hidden="true" className="size-5" />
      )}
      ¿Cómo publicar?
      {!seen && (
        <span
          aria-hidden="true"
          className="absolute -right-1 -top-1 size-3 rounded-full bg-maiz-400 ring-2 ring-white"
        />
      )}
    </button>
  );
}
