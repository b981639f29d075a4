import { describe, expect, it } from 'vitest';
import { SEARCH_GUARD, SEARCH_GUARD_MESSAGES } from '../features/listings/search-guard';
import { useTestApp } from '../test/app';

// An uncached word search is the costliest public read, and anyone can make up endless new
// ones: one address, or a few, must not be able to take the server from everyone else
// (docs/decisions/023-search-cost.md). Each limit answers in Spanish with Retry-After.

const PER_MINUTE = 3;
let clock = Date.now();
const ctx = useTestApp({
  now: () => clock,
  env: {
    SEARCHES_PER_MINUTE: String(PER_MINUTE),
    // As in production: a search answered from the short cache costs nothing and is free.
    CATALOGUE_CACHE_SECONDS: '5',
    RATE_LIMIT_PER_MINUTE: '100000',
  },
});

let nextAddress = 1;
const anAddress = () => `203.0.113.${nextAddress++}`;
const search = (q: string, from: string) =>
  ctx.app.inject({ url: `/api/v1/products?q=${encodeURIComponent(q)}`, remoteAddress: from });

/** 25 short made-up words, 100 characters: the search the issue timed at ≈ 52 ms. */
function randomWords(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  const word = () =>
    Array.from({ length: 3 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
  return Array.from({ length: 25 }, word).join(' ').slice(0, 100);
}

describe('uncached word searches', () => {
  it('gives each address its own small budget: past it, a Spanish 429 with Retry-After; cached answers and other addresses still served', async () => {
    const from = anAddress();
    for (let i = 0; i < PER_MINUTE; i++) {
      const res = await search(randomWords(), from);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await search(randomWords(), from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SEARCH_GUARD_MESSAGES.perAddress(60));
    expect(Number(refused.headers['retry-after'])).toBe(60);

    // A search another visitor just made is answered from memory, for free.
    const popular = randomWords();
    expect((await search(popular, anAddress())).statusCode).toBe(200);
    expect((await search(popular, from)).statusCode).toBe(200);
    // A category page is no word search.
    const page = await ctx.app.inject({ url: '/api/v1/products', remoteAddress: from });
    expect(page.statusCode).toBe(200);

    // The budget comes back with the next minute.
    clock += SEARCH_GUARD.windowMs;
    expect((await search(randomWords(), from)).statusCode).toBe(200);
  });

  it('runs only a few at once: a flood from many addresses gets a Spanish 503 with Retry-After, never a 5xx of another kind', async () => {
    const flood = SEARCH_GUARD.concurrent + SEARCH_GUARD.waiting + 20;
    const answers = await Promise.all(
      Array.from({ length: flood }, () => search(randomWords(), anAddress())),
    );
    const statuses = answers.map((res) => res.statusCode);
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(
      SEARCH_GUARD.concurrent + SEARCH_GUARD.waiting,
    );
    expect(busy.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    for (const res of busy) {
      expect(res.json().message).toBe(SEARCH_GUARD_MESSAGES.busy);
      expect(res.headers['retry-after']).toBe(String(SEARCH_GUARD.retryAfterBusyMs / 1000));
    }
  });

  it('answers 25 made-up words with an empty page, not an error', async () => {
    const res = await search(randomWords(), anAddress());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });
});
