import { useEffect } from 'react';
import { LAYOUT } from '../../../domain/limits';

export const DESKTOP_QUERY = `(min-width: ${LAYOUT.mobileBreakpointPx}px)`;

/** Calls `onDesktop` when the window grows past the mobile breakpoint (rotation, resize). */
export function useOnDesktop(onDesktop: () => void) {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const listener = (event: MediaQueryListEvent) => {
      if (event.matches) onDesktop();
    };
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }, [onDesktop]);
}
