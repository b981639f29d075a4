// The yardstick of `npm run bench`: the same Fastify, no database, no plugins, one route that
// answers a fixed list of 20 items. Runs in its own process (PORT from the parent).
import Fastify from 'fastify';

const app = Fastify();
const fixed = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Producto ${i + 1}` }));
app.get('/bare', async () => ({ data: fixed }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
