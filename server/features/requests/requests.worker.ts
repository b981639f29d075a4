import type { FastifyInstance } from 'fastify';

// Pedidos off the request path (decision 026): the matching queue every few seconds (like the
// notifications' worker, decision 016) and, every hour, the sweep that expires requests past
// their last day and asks sellers to update harvests long past their date.

/** How often the expiry sweep runs. */
const SWEEP_MS = 60 * 60 * 1000;

export function startRequestsWorker(app: FastifyInstance, intervalMs: number): void {
  let running: Promise<void> | null = null;
  let lastSweep = 0;
  const tick = () => {
    if (running) return;
    running = (async () => {
      await app.buyRequests.processQueue();
      if (Date.now() - lastSweep >= SWEEP_MS) {
        lastSweep = Date.now();
        await app.buyRequests.expire();
        await app.harvests.askForUpdates();
      }
    })()
      .catch((error: unknown) => app.log.warn({ err: error }, 'buy request matching failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
