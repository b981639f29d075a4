import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';
import { pushEndpointAllowed, type PushEndpointPolicy } from './push-endpoints';

// Web Push (RFC 8030) with VAPID (RFC 8292) and an aes128gcm-encrypted body (RFC 8291). The
// web-push library builds the request (signature and encryption); it is sent with fetch, so
// the time limit is ours and a test can stand in for the push service with a local server.
// Every send goes through one small pool per process (PUSH_CONNECTIONS at a time), so however
// many people a listing matches, the server holds a handful of sockets, not thousands.

export interface VapidKeys {
  /** The applicationServerKey browsers subscribe with (base64url, uncompressed P-256 point). */
  publicKey: string;
  privateKey: string;
  /** How the push service can reach the operator: mailto: or https:. */
  subject: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (every process of one deployment must share
 * them, or browsers' subscriptions stop working); otherwise a pair generated once and kept in
 * DATA_DIR/vapid.json, readable only by its owner, like the generated JWT secret.
 */
export function loadVapidKeys(config: Config): VapidKeys {
  const { vapid } = config;
  if (vapid.publicKey && vapid.privateKey) {
    return { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: vapid.subject };
  }
  const file = path.join(config.dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey) {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: vapid.subject };
    }
  }
  mkdirSync(config.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  chmodSync(file, 0o600);
  return { ...keys, subject: vapid.subject };
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * sent; gone: the subscription no longer exists (404/410) or points where we never send, forget
 * it; failed: try next time; skipped: the notification's time budget ran out before its turn.
 */
export type PushOutcome = 'sent' | 'gone' | 'failed' | 'skipped';

const PUSH_TIMEOUT_MS = 10_000;
/** Pushes in flight at once in this process. */
export const PUSH_CONNECTIONS = 6;
/**
 * How long the pushes of one notification job (one listing or one batch of price moves) may
 * take in all: pushes still waiting for a connection after that are dropped (the notification
 * stays in the app), so one slow push service cannot hold the queue.
 */
export const PUSH_BUDGET_MS = 30_000;
/** A notification not delivered within a day is not worth showing any more. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

export class WebPushSender {
  private inFlight = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly keys: VapidKeys,
    private readonly policy: PushEndpointPolicy,
    private readonly log: { warn: (details: object, message: string) => void },
  ) {}

  /** Sends when a connection of the pool is free, unless `deadline` (epoch ms) passed first. */
  async send(target: PushTarget, payload: object, deadline = Infinity): Promise<PushOutcome> {
    // Subscriptions saved before the allow-list existed may point anywhere: never sent, forgotten.
    if (!pushEndpointAllowed(target.endpoint, this.policy)) return 'gone';
    if (this.inFlight >= PUSH_CONNECTIONS) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.inFlight += 1;
    }
    try {
      if (Date.now() > deadline) return 'skipped';
      return await this.deliver(target, payload);
    } finally {
      // Hands the connection straight to the next waiting push (the count stays the same).
      const next = this.waiting.shift();
      if (next) next();
      else this.inFlight -= 1;
    }
  }

  private async deliver(target: PushTarget, payload: object): Promise<PushOutcome> {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: this.keys,
        TTL: TIME_TO_LIVE_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: request.body,
        // A push service answers; it never sends us elsewhere (a redirect could point anywhere).
        redirect: 'manual',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        this.log.warn(
          {
            status: response.status,
            detail: text.slice(0, 300),
            host: new URL(target.endpoint).host,
          },
          'push service refused a notification',
        );
        return 'failed';
      }
      return 'sent';
    } catch (error) {
      this.log.warn(
        { err: (error as Error).message, host: new URL(target.endpoint).host },
        'push service could not be reached',
      );
      return 'failed';
    }
  }
}
