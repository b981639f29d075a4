import { Suspense, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { useIsHydrating } from './device-value';

// Hydration in slices (decision 027). Preact hydrates a page in one synchronous pass: on a
// category page that was one task of ≈ 90 ms on a fast machine, four times that on a cheap
// phone, during which a tap waits. A part wrapped in `HydrationSlice` is skipped by that pass
// and hydrated in a task of its own afterwards, in the order the parts were met, so no task
// grows long and the phone answers between them.
//
// How: while the page hydrates, the slice's inner component throws a promise. Preact keeps the
// server's DOM of a component that suspends during hydration (its first node: so a slice wraps
// exactly one element) and, once the promise resolves, hydrates it there, with the same
// server-side values (`useHydrated` is still false inside), so nothing is drawn twice. Outside
// hydration (a page the browser draws itself, the server) the slice is its child and nothing
// more.

/**
 * Dispatched on `document` just before a slice hydrates and just after (its own effects run,
 * before anything it draws next), so the hydration can be watched: e2e/support/hydration.ts.
 */
const SLICE_START = 'hydration-slice:start';
const SLICE_END = 'hydration-slice:end';

/** Waiting for a task of their own, released one per task. */
const waiting: Array<() => void> = [];
let channel: MessageChannel | null = null;

function releaseNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) channel?.port2.postMessage(null);
}

function inATaskOfItsOwn(run: () => void): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = releaseNext;
  }
  waiting.push(run);
  if (waiting.length === 1) channel.port2.postMessage(null);
}

/**
 * Resolves in a task of its own, after those asked for before it: work that follows it does
 * not lengthen the task that asked.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inATaskOfItsOwn(resolve));
}

interface Turn {
  done: boolean;
  promise: Promise<void>;
}

/**
 * A turn in a task of its own; with `after`, once that promise has resolved; with `shownOn`,
 * only once that media query matches.
 */
function newTurn({ shownOn, after }: Omit<HydrationSliceProps, 'children'>): Turn {
  const turn = { done: false } as Turn;
  turn.promise = new Promise((resolve) => {
    const takeTurn = () =>
      inATaskOfItsOwn(() => {
        turn.done = true;
        document.dispatchEvent(new Event(SLICE_START));
        resolve();
      });
    const takeTurnWhenShown = () => {
      const media =
        shownOn && typeof window.matchMedia === 'function' ? window.matchMedia(shownOn) : null;
      if (!media || media.matches) {
        takeTurn();
        return;
      }
      const onChange = () => {
        if (!media.matches) return;
        media.removeEventListener('change', onChange);
        takeTurn();
      };
      media.addEventListener('change', onChange);
    };
    if (after) void after.then(takeTurnWhenShown);
    else takeTurnWhenShown();
  });
  return turn;
}

/** Suspends until its turn; says when it has drawn after it. */
function WaitForTurn({
  turn,
  onHydrated,
  children,
}: {
  turn: Turn;
  onHydrated: () => void;
  children: ReactElement;
}) {
  // Keyed on `done`: a render that suspended already recorded the effect's inputs.
  useLayoutEffect(() => {
    if (!turn.done) return;
    document.dispatchEvent(new Event(SLICE_END));
    onHydrated();
  }, [turn.done, onHydrated]);
  if (!turn.done) throw turn.promise;
  return children;
}

/** The part inside the boundary that keeps its server DOM while it waits for its turn. */
function suspended(part: ReactElement, turn: Turn, onHydrated: () => void) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn} onHydrated={onHydrated}>
        {part}
      </WaitForTurn>
    </Suspense>
  );
}

interface HydrationSliceProps {
  children: ReactElement;
  /**
   * The media query where the part is shown (elsewhere the page's CSS hides it, e.g. the side
   * menu on a phone): there it hydrates in its turn, elsewhere only once the query matches.
   */
  shownOn?: string;
  /**
   * Hydrates only once this resolves (web/components/item-hydrated-later.tsx: when the part
   * comes near the screen, or the browser is idle).
   */
  after?: Promise<void>;
}

/** Hydrates `children` (one element) in a task of its own after the page's first pass. */
function ClientHydrationSlice({ children, ...when }: HydrationSliceProps) {
  const hydrating = useIsHydrating();
  // The part as the page's pass drew it, i.e. as the server drew it. The slice hydrates that,
  // then, in a task of its own again, draws what it is given now as an ordinary update: an
  // ancestor may have drawn again in between (with a value only this device knows, decision
  // 013), and hydration keeps the server's attributes instead of correcting them. Kept here,
  // not in WaitForTurn: Preact mounts a component that suspended while hydrating anew when its
  // parent draws again.
  const [first] = useState(() => (hydrating ? { turn: newTurn(when), children } : null));
  const [caughtUp, setCaughtUp] = useState(first === null);
  const onHydrated = useCallback(() => inATaskOfItsOwn(() => setCaughtUp(true)), []);
  // Until it has hydrated, the same element each time: Preact passes over an element it has
  // drawn, so a parent drawing again (every navigation, for the side menu waiting on a phone)
  // neither diffs the part nor makes it suspend once more.
  const waiting = useMemo(
    () => first && suspended(first.children, first.turn, onHydrated),
    [first, onHydrated],
  );
  if (!first) return children;
  return caughtUp ? suspended(children, first.turn, onHydrated) : waiting;
}

/** The server draws the part at once: a render that suspends would be sent as the shell. */
const ServerHydrationSlice = ({ children }: HydrationSliceProps) => children;

export const HydrationSlice = import.meta.env.SSR ? ServerHydrationSlice : ClientHydrationSlice;
