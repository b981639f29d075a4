/**
 * Runs `task` when the browser has nothing else to do (at the latest after `timeoutMs`), for
 * work that must not compete with a page's first answers: code a person may want soon.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: timeoutMs });
  else globalThis.setTimeout(task, 1000);
}

/** What a person does first on a page they are about to use. */
const FIRST_USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'scroll'] as const;

/**
 * `whenIdle`, once the person first touches, types or scrolls, or `fallbackMs` after this call
 * if they do nothing: for code the page does not need to answer its first tap. An idle moment
 * of a page that is still loading comes right after its hydration, while a cheap phone is still
 * busy with the page (decision 027, session 20: the menu's code fetched then was ≈ 13 ms of
 * main thread per load); a person's first touch comes later, and the code is still there before
 * a second tap.
 */
export function whenIdleAfterFirstUse(task: () => void, fallbackMs = 5000): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    globalThis.clearTimeout(fallback);
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, start, true);
    whenIdle(task);
  };
  const fallback = globalThis.setTimeout(start, fallbackMs);
  for (const type of FIRST_USE_EVENTS) {
    window.addEventListener(type, start, { capture: true, passive: true });
  }
}
