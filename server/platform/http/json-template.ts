import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AnswerBlocks } from './answer-blocks';
import { PreparedBytes } from './prepared-bytes';
import { PRIVATE_CACHE_CONTROL, addVary, matchesEtag, sendPrepared } from './send-prepared';

/** Where a viewer's own true or false goes in an answer: an object of the encoded answer, and its key. */
export interface Hole {
  in: object;
  key: string;
}

// Marks the holes while the answer is serialised; random per process, so no text a person typed
// can pass for one.
const HOLE_MARK = `\u0000${randomBytes(12).toString('hex')}:`;
const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');

/**
 * A JSON answer that is the same for every signed-in viewer but for a few true/false values of
 * their own (hearts, what they did): serialised and checked against the schema once, as bytes
 * with holes, filled per request without serialising anything again (decision 019).
 */
export class JsonTemplate<S extends z.ZodType> {
  /** The answer with the values it was built with (a viewer who did nothing): compressed once. */
  readonly base: PreparedBytes;
  private readonly pieces: Buffer[];
  /** The hole each gap between pieces fills, in the text's order. */
  private readonly order: number[];
  private readonly defaults: boolean[];
  /** Names the pieces and where the holes are: personal ETags are this plus the values. */
  private readonly tag: string;

  /**
   * `value` is answered as the route's `schema` encodes it; `holes` points, in the encoded
   * answer, at the true/false values a viewer may change.
   */
  constructor(schema: S, value: z.output<S>, holes: (encoded: z.input<S>) => Hole[]) {
    const encoded = z.encode(schema, value);
    const slots = holes(encoded);
    const fields = slots.map((slot) => slot.in as Record<string, unknown>);
    this.defaults = slots.map((slot, index) => {
      const current = fields[index]![slot.key];
      if (typeof current !== 'boolean') throw new Error(`Hole ${slot.key} is not true or false`);
      return current;
    });
    slots.forEach((slot, index) => (fields[index]![slot.key] = `${HOLE_MARK}${index}`));
    const text = JSON.stringify(encoded);
    const found = slots
      .map((_, index) => {
        const mark = JSON.stringify(`${HOLE_MARK}${index}`);
        const at = text.indexOf(mark);
        if (at < 0) throw new Error(`Hole ${index} not found in the answer`);
        return { index, at, end: at + mark.length };
      })
      .sort((a, b) => a.at - b.at);
    const texts: string[] = [];
    let from = 0;
    for (const hole of found) {
      texts.push(text.slice(from, hole.at));
      from = hole.end;
    }
    texts.push(text.slice(from));
    this.pieces = texts.map((piece) => Buffer.from(piece));
    this.order = found.map((hole) => hole.index);
    // Pieces are JSON, where a NUL is always escaped: joined by NULs they name the template.
    this.tag = createHash('sha1').update(texts.join('\u0000')).digest('base64url');
    this.base = new PreparedBytes(this.join(this.defaults));
  }

  /**
   * Sends the answer with the viewer's values (in the order of `holes`): private to their
   * browser, revalidated with its ETag. The base answer goes out prepared (compressed once);
   * any other is put together from the pieces now.
   */
  send(request: FastifyRequest, reply: FastifyReply, values: readonly boolean[]): FastifyReply {
    if (values.every((value, index) => value === this.defaults[index])) {
      return sendPrepared(request, reply, this.base, PRIVATE_CACHE_CONTROL);
    }
    const etag = `W/"${this.tag}.${values.map((value) => (value ? 1 : 0)).join('')}"`;
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    reply.header('etag', etag);
    addVary(reply, 'Authorization');
    if (matchesEtag(request, etag)) return reply.code(304).send();
    reply.header('content-type', 'application/json; charset=utf-8');
    // Compressed by @fastify/compress when the client asks for it.
    return reply.send(this.join(values));
  }

  private join(values: readonly boolean[]): Buffer {
    const parts: Buffer[] = [this.pieces[0]!];
    let length = this.pieces[0]!.length;
    for (let gap = 0; gap < this.order.length; gap++) {
      const value = values[this.order[gap]!] ? TRUE : FALSE;
      const piece = this.pieces[gap + 1]!;
      parts.push(value, piece);
      length += value.length + piece.length;
    }
    return joinedAnswers.join(parts, length);
  }
}

const joinedAnswers = new AnswerBlocks(256 * 1024);
