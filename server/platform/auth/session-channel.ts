// How one process tells the others that an account's sessions changed (logout-all, deletion,
// admin role), so each forgets the state it kept (session-states.ts). Redis pub/sub when
// REDIS_URL is set; otherwise PostgreSQL LISTEN/NOTIFY when the database is PostgreSQL (several
// processes may share one without Redis); otherwise nothing crosses processes: the embedded
// database belongs to one process. Decision 017.
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { createRedis } from '../limits/redis';
import type { SessionStates } from './session-states';

/** The Redis channel and the PostgreSQL notification name; the message is the user id. */
export const SESSION_CHANNEL = 'ectm_session_changed';

export interface SessionChannel {
  /** Starts hearing other processes' changes (forgetting them in `states`). */
  start(states: SessionStates): Promise<void>;
  /** Tells the other processes; resolves once the message has left. */
  publish(userId: number): Promise<void>;
  close(): Promise<void>;
}

interface Logger {
  warn(details: object, message: string): void;
}

const RECONNECT_DELAY_MS = 1_000;

function userIdOf(message: string): number | null {
  const id = Number(message);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** One process: nothing to tell anyone. */
export const processOnlyChannel: SessionChannel = {
  start: async () => {},
  publish: async () => {},
  close: async () => {},
};

/**
 * Redis pub/sub: a subscriber connection of its own (a subscribed connection can do nothing
 * else), publishing on the shared one. While the subscriber is disconnected the states keep
 * nothing; when it is back (subscribed again) they start from empty.
 */
export function redisChannel(redis: Redis, log: Logger): SessionChannel {
  const subscriber = redis.duplicate();
  return {
    async start(states) {
      // Until subscribed, nothing is kept: a Redis that is down at start-up slows signed-in
      // calls (each reads the database) but neither stops the server nor loses a change.
      states.setTrusted(false);
      const subscribe = () =>
        subscriber.subscribe(SESSION_CHANNEL).then(
          () => states.setTrusted(true),
          (error: Error) => log.warn({ err: error }, 'Redis: no se pudo suscribir a las sesiones'),
        );
      subscriber.on('message', (_channel: string, message: string) => {
        const id = userIdOf(message);
        if (id !== null) states.forget(id);
      });
      subscriber.on('close', () => states.setTrusted(false));
      // ioredis subscribes again by itself after a reconnection; subscribing here too (a no-op
      // for Redis) tells us when that has happened, since replies come back in order.
      subscriber.on('ready', () => void subscribe());
      // Errors are reported through 'close' and retried by ioredis; without a listener Node
      // would treat them as unhandled.
      subscriber.on('error', () => {});
      await subscribe();
    },
    async publish(userId) {
      await redis.publish(SESSION_CHANNEL, String(userId));
    },
    async close() {
      subscriber.disconnect();
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY: one connection outside the pool listens; a notification is sent
 * through the pool. A lost listening connection is opened again after a second; meanwhile the
 * states keep nothing.
 */
export function postgresChannel(database: DatabaseHandle, log: Logger): SessionChannel {
  const open = database.dedicatedClient;
  if (!open) throw new Error('postgresChannel needs a PostgreSQL database');
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen(states: SessionStates): Promise<void> {
    const next = open!();
    // A failed connect rejects below; until connected, an error event has nothing to undo.
    next.on('error', () => {});
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    next.on('notification', (notification) => {
      const id = userIdOf(notification.payload ?? '');
      if (id !== null) states.forget(id);
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      states.setTrusted(false);
      if (closed) return;
      if (error) log.warn({ err: error }, 'PostgreSQL: se perdió la conexión de las sesiones');
      retry = setTimeout(() => reconnect(states), RECONNECT_DELAY_MS);
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    client = next;
    states.setTrusted(true);
  }

  function reconnect(states: SessionStates): void {
    listen(states).catch(() => {
      if (!closed) retry = setTimeout(() => reconnect(states), RECONNECT_DELAY_MS);
    });
  }

  return {
    start: (states) => listen(states),
    async publish(userId) {
      await database.db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${String(userId)})`);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/** The channel for this configuration: Redis, else PostgreSQL, else this process alone. */
export function sessionChannelFor(
  redis: Redis | null,
  database: DatabaseHandle,
  log: Logger,
): SessionChannel {
  if (redis) return redisChannel(redis, log);
  if (database.engine === 'postgres' && database.dedicatedClient) {
    return postgresChannel(database, log);
  }
  return processOnlyChannel;
}

/**
 * A command that changed an account outside the server (`npm run admin`) tells the running
 * server processes, on the channel they listen to for this configuration.
 */
export async function announceFromCommand(
  redisUrl: string | undefined,
  database: DatabaseHandle,
  userId: number,
): Promise<void> {
  if (redisUrl) {
    const redis = createRedis(redisUrl);
    try {
      await redis.publish(SESSION_CHANNEL, String(userId));
    } finally {
      redis.disconnect();
    }
  } else if (database.engine === 'postgres') {
    await database.db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${String(userId)})`);
  }
}
