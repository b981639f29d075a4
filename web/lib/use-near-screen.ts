import { useEffect, useState } from 'react';

/**
 * Half a screen ahead of the scroll, above and below: on 3G a card's photo (≈5 KB, one round
 * trip) mostly arrives before the card shows, and a page loads no photo of what sits two screens
 * down.
 */
const HALF_A_SCREEN = '50% 0px';

/**
 * Whether the element given the returned ref has come within half a screen of the viewport (or
 * within `rootMargin` of it: '0px' for in it); true from then on. Watched only while `watching`.
 * For what only someone who scrolls there needs: photos and sections below a phone's first
 * screen wait for it instead of sharing a slow connection with the page's code (decision 027).
 * Without IntersectionObserver, near at once.
 */
export function useNearScreen<T extends Element>(
  watching: boolean,
  rootMargin = HALF_A_SCREEN,
): [ref: (element: T | null) => void, near: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (!watching || seen || !element || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching, seen, element, observable, rootMargin]);
  return [setElement, seen || (watching && !observable)];
}
