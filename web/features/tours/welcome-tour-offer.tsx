import { useEffect, useState } from 'react';
import { TOURS } from '../../../domain/limits';
import { onDemandDialog } from '../../components/on-demand-dialog';
import { isTourCompleted, tourUserId } from './tour-marks';
import type { WelcomeTourDialogProps } from './welcome-tour-dialog';

// The question, the tours and Radix's dialog are fetched only when the question is asked: most
// visits to the home come from someone who already answered it. Nobody tapped for it, so
// nothing shows while it downloads.
const WelcomeTourDialog = onDemandDialog<WelcomeTourDialogProps>(
  () => import('./welcome-tour-dialog'),
  { isOpen: (props) => props.open },
);

/**
 * docs/product.md §2 "Home": two seconds after the home opens, offers the 7-step tour to whoever
 * has not finished, closed or declined it. `onOffer` is told when it asks: the home then draws
 * the sections the tour points at (web/app/home-route.tsx).
 */
export function WelcomeTourOffer({ onOffer }: { onOffer?: () => void }) {
  const [userId] = useState(tourUserId);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (isTourCompleted('home', userId)) return;
    const timer = setTimeout(() => {
      if (isTourCompleted('home', userId)) return;
      setOpen(true);
      onOffer?.();
    }, TOURS.welcomeDelayMs);
    return () => clearTimeout(timer);
  }, [userId, onOffer]);

  return <WelcomeTourDialog userId={userId} open={open} onClose={() => setOpen(false)} />;
}
