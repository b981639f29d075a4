import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { LAYOUT } from '../../domain/limits';

// The layout switches at the 768 px breakpoint (docs/product.md §9): phones below it, desktop from it.

export const MOBILE_QUERY = `(max-width: ${LAYOUT.mobileBreakpointPx - 1}px)`;
export const DESKTOP_QUERY = `(min-width: ${LAYOUT.mobileBreakpointPx}px)`;
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
