import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { startTour } from './start-tour';
import type { TourId } from './tour-marks';

export const TOUR_LOAD_FAILED =
  'No se pudo abrir el recorrido. Revisa tu conexión e inténtalo de nuevo.';

/**
 * Starts a tour from a screen, and closes it when the screen goes away (a tour must not stay
 * over the next screen). `starting` is true while the library downloads.
 */
export function useTour(tour: TourId, userId?: string) {
  const [starting, setStarting] = useState(false);
  const stop = useRef<(() => void) | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stop.current?.();
      stop.current = null;
    };
  }, []);

  const start = useCallback(async () => {
    setStarting(true);
    try {
      const close = await startTour(tour, { userId });
      if (mounted.current) stop.current = close;
      else close();
    } catch {
      toast.error(TOUR_LOAD_FAILED);
    } finally {
      if (mounted.current) setStarting(false);
    }
  }, [tour, userId]);

  return { start, starting };
}
