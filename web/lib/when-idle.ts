/**
 * Runs `task` when the browser has nothing else to do (at the latest after `timeoutMs`), for
 * work that must not compete with a page's first answers: code a person may want soon.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: timeoutMs });
  else globalThis.setTimeout(task, 1000);
}
