import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { useIsHydrating } from '../lib/device-value';
import { HydrationSlice } from '../lib/hydration-slice';
import { useNearScreen } from '../lib/use-near-screen';
import { whenIdle } from '../lib/when-idle';

// A list item of a server-rendered page whose content hydrates in a task of its own
// (HydrationSlice, decision 027): at once after the page's pass, or, for one `later`, when it
// comes within half a screen of the viewport or the browser is idle, one item per idle moment.
// Until then it is the server's HTML, whose links and heart's form work without the code
// (domain/page-forms.ts). It hydrates in place: nothing is drawn again, so the photo, the
// page's layout and the focus stay as they are. An item drawn by the browser itself (a client
// navigation, a next page) is live at once.

/**
 * A listing card waiting for its turn is laid out and painted only near the screen, a card's
 * height (≈ 17.5rem) meanwhile: on a category page of 20 cards, laying them all out was most of
 * ≈ 50 ms of work before the code arrived (decision 027). Only until it hydrates: a page the
 * browser draws (Back to a list) must have every card's real height for its scroll position.
 * The clip margin keeps what a card paints outside its box (its shadow, a focus outline).
 */
const CARD_RENDERED_NEAR_SCREEN =
  '[content-visibility:auto] [contain-intrinsic-size:auto_17.5rem] [overflow-clip-margin:0.5rem]';

const waiting: Array<() => void> = [];

/** One waiting item per idle moment, so that no task grows long. */
function releaseNextWhenIdle(): void {
  waiting.shift()?.();
  if (waiting.length > 0) whenIdle(releaseNextWhenIdle);
}

function releaseWhenIdle(release: () => void): () => void {
  waiting.push(release);
  if (waiting.length === 1) whenIdle(releaseNextWhenIdle);
  return () => {
    const at = waiting.indexOf(release);
    if (at >= 0) waiting.splice(at, 1);
  };
}

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function newGate(): Gate {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

export function ItemHydratedLater({
  later,
  cardSized = false,
  className,
  children,
}: {
  /** False: hydrated right after the page's pass (what is seen without scrolling). */
  later: boolean;
  /** A listing card: rendered only near the screen while it waits. */
  cardSized?: boolean;
  className?: string;
  /** One element (HydrationSlice). */
  children: ReactElement;
}) {
  const hydrating = useIsHydrating();
  const [gate] = useState(() => (later && hydrating ? newGate() : null));
  const [opened, setOpened] = useState(false);
  const [nearRef, near] = useNearScreen<HTMLLIElement>(gate !== null);
  useEffect(() => {
    if (!gate) return undefined;
    const open = () => {
      gate.open();
      setOpened(true);
    };
    if (near) {
      open();
      return undefined;
    }
    return releaseWhenIdle(open);
  }, [gate, near]);
  const waitingCard = cardSized && gate !== null && !opened;
  return (
    <li
      ref={nearRef}
      className={waitingCard ? `${className ?? ''} ${CARD_RENDERED_NEAR_SCREEN}`.trim() : className}
    >
      <HydrationSlice after={gate?.promise}>{children}</HydrationSlice>
    </li>
  );
}
