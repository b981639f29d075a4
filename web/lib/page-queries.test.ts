import { hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dehydratedState, pageQueries } from './page-queries';

async function serverClient() {
  const client = new QueryClient();
  await client.fetchQuery({ queryKey: ['home', 'categories'], queryFn: () => [{ id: 1 }] });
  client.setQueryData(['home', 'featured', 'drawn'], [{ id: 7, name: 'Café' }]);
  client.setQueryData(['twice'], 1);
  client.setQueryData(['twice'], 2);
  return client;
}

describe('the answers a rendered page carries', () => {
  it('are written without what every fetched query repeats', async () => {
    const written = JSON.stringify(pageQueries(await serverClient()));
    for (const repeated of ['queryHash', 'dehydratedAt', 'fetchStatus', 'isInvalidated', 'error'])
      expect(written).not.toContain(repeated);
    // What differs from a query fetched once stays: this one was set twice.
    expect(written).toContain('"dataUpdateCount":2');
  });

  it('hydrate in the browser into the very queries the server had', async () => {
    const server = await serverClient();
    const browser = new QueryClient();
    const carried = JSON.parse(JSON.stringify(pageQueries(server))) as ReturnType<
      typeof pageQueries
    >;
    hydrate(browser, dehydratedState(carried));

    for (const key of [['home', 'categories'], ['home', 'featured', 'drawn'], ['twice']]) {
      expect(browser.getQueryState(key)).toEqual(server.getQueryState(key));
      expect(browser.getQueryCache().find({ queryKey: key })?.queryHash).toBe(
        server.getQueryCache().find({ queryKey: key })?.queryHash,
      );
    }
  });
});
