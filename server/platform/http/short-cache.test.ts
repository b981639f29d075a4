import { describe, expect, it } from 'vitest';
import { ShortCache } from './short-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

describe('ShortCache', () => {
  it('reads the database once for many requests at the same moment', async () => {
    const cache = new ShortCache<number>(5_000, 10);
    const read = deferred<number>();
    let loads = 0;
    const load = () => {
      loads++;
      return read.promise;
    };
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    read.resolve(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
  });

  it('keeps an answer for the time given, counted from the read', async () => {
    let now = 1_000;
    const cache = new ShortCache<number>(5_000, 10, () => now);
    expect(await cache.get('k', async () => 1)).toBe(1);
    now += 4_999;
    expect(await cache.get('k', async () => 2)).toBe(1);
    now += 1;
    expect(await cache.get('k', async () => 3)).toBe(3);
  });

  it('does not keep an answer read before a change that finished meanwhile', async () => {
    const cache = new ShortCache<string>(5_000, 10);
    const read = deferred<string>();
    const pending = cache.get('k', () => read.promise);
    cache.clear();
    read.resolve('before the change');
    expect(await pending).toBe('before the change');
    expect(await cache.get('k', async () => 'after')).toBe('after');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = new ShortCache<string>(5_000, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a again')).toBe('a again');
  });

  it('with 0 seconds reads every time', async () => {
    const cache = new ShortCache<number>(0, 10);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
