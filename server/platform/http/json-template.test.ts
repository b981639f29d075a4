import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonTemplate } from './json-template';

describe('JsonTemplate', () => {
  const schema = z.object({
    data: z.array(z.object({ id: z.number(), name: z.string(), liked: z.boolean() })),
    note: z.string(),
  });
  const value = {
    data: [
      { id: 1, name: 'Plátano "hartón"', liked: false },
      // Text a person typed that looks like the template's own marks.
      { id: 2, name: '\u0000:0\u0000 true false', liked: false },
      { id: 3, name: 'Ñame', liked: true },
    ],
    note: 'ok',
  };

  async function serve(template: JsonTemplate<typeof schema>, values: boolean[]) {
    const app = Fastify();
    app.get('/', (request, reply) => template.send(request, reply, values));
    return {
      get: (headers: Record<string, string> = {}) => app.inject({ url: '/', headers }),
      close: () => app.close(),
    };
  }

  const template = () =>
    new JsonTemplate(schema, value, (encoded) =>
      encoded.data.map((item) => ({ in: item, key: 'liked' })),
    );

  it('answers exactly what serialising the value with the viewer’s own values gives', async () => {
    for (const values of [
      [false, false, true],
      [true, false, true],
      [true, true, false],
    ]) {
      const server = await serve(template(), values);
      const res = await server.get();
      const expected = {
        ...value,
        data: value.data.map((item, index) => ({ ...item, liked: values[index] })),
      };
      expect(res.body).toBe(JSON.stringify(expected));
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(String(res.headers.vary)).toMatch(/Authorization/);
      await server.close();
    }
  });

  it('puts any set of values in, on many holes, as serialising them would', async () => {
    const many = z.object({ data: z.array(z.object({ id: z.number(), liked: z.boolean() })) });
    const items = Array.from({ length: 40 }, (_, id) => ({ id, liked: id % 3 === 0 }));
    const built = new JsonTemplate(many, { data: items }, (encoded) =>
      encoded.data.map((item) => ({ in: item, key: 'liked' })),
    );
    const app = Fastify();
    let values: boolean[] = [];
    app.get('/', (request, reply) => built.send(request, reply, values));
    const answers: [string, string][] = [];
    for (let round = 0; round < 300; round++) {
      values = items.map((_, index) => (index * 7 + round * 13) % (round % 5 === 0 ? 2 : 5) === 0);
      const res = await app.inject({ url: '/' });
      answers.push([
        res.body,
        JSON.stringify({ data: items.map((item, index) => ({ ...item, liked: values[index] })) }),
      ]);
    }
    for (const [body, expected] of answers) expect(body).toBe(expected);
    await app.close();
  });

  it('sends its values as built (a viewer who did nothing) as prepared bytes', async () => {
    const built = template();
    expect(built.base.body.toString()).toBe(JSON.stringify(value));
    const server = await serve(built, [false, false, true]);
    expect((await server.get()).headers.etag).toBe(built.base.etag);
    await server.close();
  });

  it('gives each set of values its own ETag, the same in every process, and answers 304 to it', async () => {
    const tags = new Set<string>();
    for (const values of [
      [false, false, true],
      [true, false, true],
      [false, true, true],
      [true, true, true],
    ]) {
      const first = await serve(template(), values);
      const second = await serve(template(), values);
      const etag = String((await first.get()).headers.etag);
      expect((await second.get()).headers.etag).toBe(etag);
      tags.add(etag);
      const revisit = await first.get({ 'if-none-match': etag });
      expect(revisit.statusCode).toBe(304);
      expect(revisit.body).toBe('');
      await first.close();
      await second.close();
    }
    expect(tags.size).toBe(4);
  });

  it('checks the value against the schema once, as the route would', () => {
    expect(
      () =>
        new JsonTemplate(schema, { ...value, note: 3 } as unknown as typeof value, (encoded) =>
          encoded.data.map((item) => ({ in: item, key: 'liked' })),
        ),
    ).toThrow();
  });
});
