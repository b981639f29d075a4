import { Redis } from 'ioredis';

/** One Redis connection per process, shared by the sign-in limits and the API rate limit. */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
}
