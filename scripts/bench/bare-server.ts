// The yardstick of `npm run bench`: the same Fastify, no database, no plugins, answering a fixed
// list of 20 items. Runs in its own process (PORT from the parent).
//   /bare            20 small items, the yardstick the goals are shares of
//   /bare-listings   the 20 listings of the measured category page, as JSON read at start-up
//                    (BARE_LISTINGS_FILE): how much of the gap is only the answer's size
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify();
const fixed = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Producto ${i + 1}` }));
app.get('/bare', async () => ({ data: fixed }));
const listingsFile = process.env.BARE_LISTINGS_FILE;
if (listingsFile) {
  const page: unknown = JSON.parse(readFileSync(listingsFile, 'utf8'));
  app.get('/bare-listings', async () => page);
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
