import { useState } from 'react';
import { useHydrated, useIsHydrating } from './device-value';
import { renderScope } from './render-scope';
import { useNearScreen } from './use-near-screen';

// A phone's server-rendered page carries only what a phone shows on its first screen (decision
// 027): on 3G a page that fits TCP's first round trip (14,600 bytes) arrives 300 ms sooner. The
// server knows a phone by `Sec-CH-UA-Mobile: ?1` (RenderScope.phone) and writes it in the page's
// data block; the hydration draws the same parts left out, and the code draws them afterwards.

let hydratedForPhone = false;

/** Keeps whether the page being hydrated was rendered for a phone (web/app/start-app.tsx). */
export function keepPhonePage(phone: boolean | undefined): void {
  hydratedForPhone = phone === true;
}

/** The page being drawn is a phone's: the request's on the server, else the hydrated page's. */
export function renderedForPhone(): boolean {
  return renderScope()?.phone ?? hydratedForPhone;
}

/**
 * Whether this part of the page was left out of a phone's server HTML and is for the code to
 * draw: decided when the part first renders, so false in a page the browser draws itself.
 */
export function useLeftOutOfPhonePage(): boolean {
  const hydrating = useIsHydrating();
  const [leftOut] = useState(() => hydrating && renderedForPhone());
  return leftOut;
}

/**
 * For what sits below a phone's first screen: whether to draw it, and the ref of an empty
 * element to put in its place meanwhile. A phone's page leaves it out; once hydrated, it is
 * drawn when the person scrolls that element into view: not ahead of the scroll, as photos
 * are, since drawing it is a long task, which a page that was only opened should not run.
 */
export function useBelowPhoneScreen<T extends Element>(): [
  ref: (element: T | null) => void,
  draw: boolean,
] {
  const leftOut = useLeftOutOfPhonePage();
  const hydrated = useHydrated();
  const [ref, near] = useNearScreen<T>(leftOut && hydrated, '0px');
  return [ref, !leftOut || near];
}
