import { useCallback, useEffect, useState } from 'react';

type Clock = { endsAt: number; now: number };

/**
 * Seconds left before a new code may be asked for. It counts against the wall clock, so a phone
 * that paused the page (screen off, app switched) shows the right number when it comes back.
 */
export function useResendCountdown() {
  const [clock, setClock] = useState<Clock | null>(null);

  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ endsAt: now + seconds * 1000, now });
  }, []);

  const stop = useCallback(() => setClock(null), []);

  useEffect(() => {
    if (!clock || clock.now >= clock.endsAt) return;
    // Wake up when the shown number changes, not on a fixed beat that drifts.
    const delay = (clock.endsAt - clock.now) % 1000 || 1000;
    const timer = globalThis.setTimeout(
      () => setClock((current) => current && { ...current, now: Date.now() }),
      delay,
    );
    return () => globalThis.clearTimeout(timer);
  }, [clock]);

  const seconds = clock ? Math.max(0, Math.ceil((clock.endsAt - clock.now) / 1000)) : 0;
  return { seconds, start, stop };
}
