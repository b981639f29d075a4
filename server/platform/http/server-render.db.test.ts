import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../lib/project-root';
import { useTestApp } from '../../test/app';
import { activate, createListing, registerAndSignIn } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { SESSION_COOKIE } from '../auth/session-cookie';

// The signed-in browsing screens arrive drawn (issue 14, decision 013): with the page cookie the
// HTML holds the screen's main content for that person; without it (or with one the API
// refuses) it is the plain shell the browser completes, never anyone's data. The renderer is the
// build's (dist/web-server): `npm test` builds first.

const webRoot = path.join(projectRoot(), 'dist/web');
if (!existsSync(path.join(projectRoot(), 'dist/web-server/entry-server.js'))) {
  throw new Error('Falta el build (dist/web-server): ejecuta npm run build');
}
const logLines: string[] = [];
const ctx = useTestApp({ webRoot, logLines });

type Person = Awaited<ReturnType<typeof registerAndSignIn>>;

const cookieOf = (person: Person) => ({ cookie: `${SESSION_COOKIE}=${person.token}` });

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  return res;
}

/** The HTML inside #root: the server's drawing, or the shell's splash. */
const rootHtml = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
const isShell = (html: string) =>
  rootHtml(html).includes('app-splash') && !html.includes('id="server-render"');

let seller: Person;
let buyer: Person;
let listing: { id: number; photo: string };

beforeAll(async () => {
  seller = await registerAndSignIn(ctx.app, { name: 'Rosa Quintero' });
  buyer = await registerAndSignIn(ctx.app, { name: 'Juan Compras' });
  const id = await createListing(ctx.app, seller.auth, {
    price: 4321,
    description: 'Plátano hartón de la vega, cosecha de esta semana.',
  });
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#4a7c2a' },
  })
    .jpeg()
    .toBuffer();
  const body = multipartBody([
    { name: 'images', value: photo, filename: 'finca.jpg', contentType: 'image/jpeg' },
  ]);
  const upload = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products/${id}/images`,
    payload: body.payload,
    headers: { ...body.headers, ...seller.auth },
  });
  expect(upload.statusCode).toBe(201);
  expect((await activate(ctx.app, seller.auth, id)).statusCode).toBe(200);
  const detail = (await ctx.app.inject(`/api/v1/products/${id}`)).json().data;
  listing = { id, photo: detail.images[0].url };
});

describe('debug', () => {
  it('renders', async () => {
    for (const url of ['/inicio', `/producto/${listing.id}`, '/productos/0?name=Todos']) {
      const res = await ctx.app.inject({ url, headers: cookieOf(buyer) });
      console.log(url, res.statusCode, res.headers['cache-control'], res.body.length);
      console.log(rootHtml(res.body).slice(0, 300));
      console.log(logLines.join('\n').slice(0, 3000));
    }
  });
});
