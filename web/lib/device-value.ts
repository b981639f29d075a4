import { useState, useSyncExternalStore } from 'react';

// Values only this device knows (its localStorage: text size, a collapsed menu, the price seen
// last time…). The server cannot know them when it renders a page (decision 013), and the first
// render in the browser must draw exactly what the server drew, or React throws the server's
// HTML away. So the page is drawn without them first, and with them right after hydration.

const noChanges = () => () => undefined;

/**
 * True while the server renders a page and while the browser hydrates it (the page's pass, and
 * each part hydrated later on its own: web/lib/hydration-slice.tsx); after that a component
 * that read it draws again with false.
 */
export const useIsHydrating = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );

/**
 * `read()` once, when the component first renders (before its effects may overwrite what it
 * reads), shown from the first render on in a page the browser draws itself; in a server render
 * and the hydration that takes it over, `withoutDevice` first, then the value read.
 */
export function useDeviceValue<T>(read: () => T, withoutDevice: T): T {
  const [value] = useState(read);
  return useIsHydrating() ? withoutDevice : value;
}

const hydrated = () => true;

/**
 * False while the server renders a page and while the browser hydrates it, true from then on
 * (and from the first render in a page the browser draws itself). What a server-rendered page
 * leaves for later, below its first screen, is drawn once this is true (decision 027).
 */
export const useHydrated = (): boolean => useDeviceValue(hydrated, false);
