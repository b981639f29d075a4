import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnswerBlocks } from './answer-blocks';
import { JsonTemplate } from './json-template';
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

describe('AnswerBlocks', () => {
  it('never overwrites an answer handed out, across many blocks (and big ones apart)', () => {
    const blocks = new AnswerBlocks(64 * 1024);
    const answers: [Buffer, string][] = [];
    for (let i = 0; i < 200; i++) {
      const text = `{"n":${i},"text":"${'ñ'.repeat((i * 37) % 9000)}"}`;
      const parts = [Buffer.from(text.slice(0, 7)), Buffer.from(text.slice(7))];
      answers.push([blocks.join(parts, Buffer.byteLength(text)), text]);
    }
    for (const [answer, text] of answers) expect(answer.toString()).toBe(text);
  });
});
