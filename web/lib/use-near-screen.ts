import { useEffect, useState } from 'react';

/**
 * Half a screen ahead of the scroll, above and below: on 3G a card's photo (≈5 KB, one round
 * trip) mostly arrives before the card shows, and a page loads no photo of what sits two screens
 * down.
 */
const HALF_A_SCREEN = '50% 0px';

interface NearWatch {
  observer: IntersectionObserver;
  onNear: Map<Element, Set<() => void>>;
}

/**
 * One observer per margin for the whole page, not one per element: a category page watched ≈ 40
 * elements (each card and each card's photo), and the browser computes every observer on its
 * own, each frame (decision 027, session 20). Kept per IntersectionObserver class, so a test that
 * installs its own stand-in gets observers of it.
 */
const watches = new WeakMap<typeof IntersectionObserver, Map<string, NearWatch>>();

function nearWatch(rootMargin: string): NearWatch {
  let byMargin = watches.get(IntersectionObserver);
  if (!byMargin) watches.set(IntersectionObserver, (byMargin = new Map()));
  let watch = byMargin.get(rootMargin);
  if (!watch) {
    const onNear = new Map<Element, Set<() => void>>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const callbacks = entry.isIntersecting ? onNear.get(entry.target) : undefined;
          if (!callbacks) continue;
          onNear.delete(entry.target);
          observer.unobserve(entry.target);
          callbacks.forEach((callback) => callback());
        }
      },
      { rootMargin },
    );
    watch = { observer, onNear };
    byMargin.set(rootMargin, watch);
  }
  return watch;
}

/** Calls `callback` once `element` comes within `rootMargin` of the viewport; returns a stop. */
function whenNear(element: Element, rootMargin: string, callback: () => void): () => void {
  const { observer, onNear } = nearWatch(rootMargin);
  let callbacks = onNear.get(element);
  if (!callbacks) {
    onNear.set(element, (callbacks = new Set()));
    observer.observe(element);
  }
  callbacks.add(callback);
  return () => {
    callbacks.delete(callback);
    // Still watched for these callbacks (not yet near), and nobody else waits for it.
    if (callbacks.size > 0 || onNear.get(element) !== callbacks) return;
    onNear.delete(element);
    observer.unobserve(element);
  };
}

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
    return whenNear(element, rootMargin, () => setSeen(true));
  }, [watching, seen, element, observable, rootMargin]);
  return [setElement, seen || (watching && !observable)];
}
