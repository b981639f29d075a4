import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { registerUploads } from './spa';

// A fresh DATA_DIR has no uploads folder yet: the first start must neither warn about it in
// the console nor fail to serve the photos written there afterwards (the demo's, say).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ectm-uploads-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('serves photos from an uploads folder that did not exist at start, without a warning', async () => {
  const lines: string[] = [];
  const app = Fastify({ logger: { stream: { write: (line: string) => lines.push(line) } } });
  const uploads = path.join(dataDir, 'uploads');
  await registerUploads(app, uploads);
  await app.ready();
  mkdirSync(path.join(uploads, 'listings', '1'), { recursive: true });
  writeFileSync(path.join(uploads, 'listings', '1', 'a-400.webp'), 'webp');
  const photo = await app.inject({ url: '/uploads/listings/1/a-400.webp' });
  await app.close();
  expect(photo.statusCode).toBe(200);
  expect(lines.map((line) => JSON.parse(line)).filter((log) => log.level >= 40)).toEqual([]);
});
