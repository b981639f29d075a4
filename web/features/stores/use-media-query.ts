import { useCallback, useSyncExternalStore } from 'react';
import { LAYOUT } from '../../../domain/limits';

/** Phones: under the 768 px breakpoint (SPEC §9), the width at which the layout switches. */
export const MOBILE_QUERY = `(max-width: ${LAYOUT.mobileBreakpointPx - 1}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether a media query matches now, updated when it changes (rotation, resize, settings). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false;
  return useSyncExternalStore(subscribe, read, () => false);
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
