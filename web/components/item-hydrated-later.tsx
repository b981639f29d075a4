import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/device-value';
import { useNearScreen } from '../lib/use-near-screen';
import { whenIdle } from '../lib/when-idle';

// A list item a server-rendered page leaves as the server drew it while the page hydrates, and
// makes live later: when it comes within half a screen of the viewport, or when the browser is
// idle, one item per idle moment (decision 027). Hydration is one synchronous task (Preact);
// on a category page the cards below the first screen were most of it (≈ 200 ms on a fast
// machine, four times that on a cheap phone), and nobody can see or tap them meanwhile. Until
// it is live, the item's links and its heart's form work as the server's HTML
// (domain/page-forms.ts).
//
// Preact leaves an element's children alone when it hydrates it with dangerouslySetInnerHTML
// (it diffs no props then); going live replaces them with the same markup, drawn by the code.
// An item drawn by the browser itself (a client navigation, a next page) is live at once.

/** What the hydration keeps: the server's children, untouched. */
const SERVER_CHILDREN = { __html: '' };

const waiting: Array<() => void> = [];

/** One waiting item per idle moment, so that no task grows long. */
function makeNextLive(): void {
  waiting.shift()?.();
  if (waiting.length > 0) whenIdle(makeNextLive);
}

function liveWhenIdle(makeLive: () => void): () => void {
  waiting.push(makeLive);
  if (waiting.length === 1) whenIdle(makeNextLive);
  return () => {
    const at = waiting.indexOf(makeLive);
    if (at >= 0) waiting.splice(at, 1);
  };
}

export function ItemHydratedLater({
  later,
  className,
  children,
}: {
  /** False: hydrated with the page (what is seen without scrolling). */
  later: boolean;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [live, setLive] = useState(!later || hydrated);
  const [nearRef, near] = useNearScreen<HTMLLIElement>(!live);
  const item = useRef<HTMLLIElement | null>(null);
  const ref = useCallback(
    (element: HTMLLIElement | null) => {
      item.current = element;
      nearRef(element);
    },
    [nearRef],
  );
  const goLive = useCallback(() => {
    // Going live draws the item again: someone whose focus is in it keeps it until they leave.
    if (item.current?.contains(document.activeElement)) {
      item.current.addEventListener('focusout', () => setLive(true), { once: true });
    } else setLive(true);
  }, []);
  useEffect(() => {
    if (!live && near) goLive();
  }, [live, near, goLive]);
  useEffect(() => (live ? undefined : liveWhenIdle(goLive)), [live, goLive]);
  // The server draws every item; the browser keeps the later ones as drawn until they are live.
  if (import.meta.env.SSR || live) return <li className={className}>{children}</li>;
  return <li ref={ref} className={className} dangerouslySetInnerHTML={SERVER_CHILDREN} />;
}
