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
  className,
  children,
}: {
  /** False: hydrated right after the page's pass (what is seen without scrolling). */
  later: boolean;
  className?: string;
  /** One element (HydrationSlice). */
  children: ReactElement;
}) {
  const hydrating = useIsHydrating();
  const [gate] = useState(() => (later && hydrating ? newGate() : null));
  const [nearRef, near] = useNearScreen<HTMLLIElement>(gate !== null);
  useEffect(() => {
    if (!gate) return undefined;
    if (near) {
      gate.open();
      return undefined;
    }
    return releaseWhenIdle(gate.open);
  }, [gate, near]);
  return (
    <li ref={nearRef} className={className}>
      <HydrationSlice after={gate?.promise}>{children}</HydrationSlice>
    </li>
  );
}
