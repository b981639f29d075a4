import { act } from '@testing-library/react';
import { vi } from 'vitest';

// A stand-in for the browser's IntersectionObserver (jsdom has none, and without one the app
// treats everything as near the screen): a test says when the person has scrolled near.

/**
 * Installs the stand-in until `vi.unstubAllGlobals()`. `scrollNear()` reports every watched
 * element as within the observer's margin of the viewport, as scrolling down to it would.
 */
export function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; watched: Set<Element> }>();
  class FakeIntersectionObserver {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, watched: new Set<Element>() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.watched.add(element);
    }
    unobserve(element: Element) {
      this.entry.watched.delete(element);
    }
    disconnect() {
      this.entry.watched.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** How many observers the page made. */
    observers: () => observers.size,
    /** How many elements are waiting to come near the screen. */
    watched: () => [...observers].reduce((sum, { watched }) => sum + watched.size, 0),
    scrollNear: () =>
      act(() => {
        for (const { callback, watched } of observers) {
          const entries = [...watched].map(
            (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
          );
          callback(entries, {} as IntersectionObserver);
        }
      }),
  };
}
