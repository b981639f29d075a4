import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { nextTask } from './hydration-slice';

/**
 * Draws `children` at once when `now`, else in a task of its own (after those asked for
 * before it): a list that grows by many items at once (the home's sample arriving after the
 * server's first cards, decision 027) draws them one per task instead of in one long task a tap
 * would wait for. Until then nothing.
 */
export function DrawnInItsTurn({ now, children }: { now: boolean; children: ReactElement }) {
  const [drawn, setDrawn] = useState(now);
  useEffect(() => {
    if (drawn) return undefined;
    let wanted = true;
    void nextTask().then(() => {
      if (wanted) setDrawn(true);
    });
    return () => {
      wanted = false;
    };
  }, [drawn]);
  return drawn ? children : null;
}
