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
  /** The hole each value in the base's text fills, in the text's order. */
  private readonly order: number[];
  /** Where each of those values starts in the base's bytes (`true` or `false` there now). */
  private readonly at: number[];
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
    this.order = found.map((hole) => hole.index);
    // Pieces are JSON, where a NUL is always escaped: joined by NULs they name the template.
    this.tag = createHash('sha1').update(texts.join('\u0000')).digest('base64url');
    // The base's bytes, and where each value sits in them.
    const pieces = texts.map((piece) => Buffer.from(piece));
    const parts: Buffer[] = [pieces[0]!];
    this.at = [];
    let length = pieces[0]!.length;
    for (let gap = 0; gap < this.order.length; gap++) {
      const value = this.defaults[this.order[gap]!] ? TRUE : FALSE;
      this.at.push(length);
      parts.push(value, pieces[gap + 1]!);
      length += value.length + pieces[gap + 1]!.length;
    }
    this.base = new PreparedBytes(Buffer.concat(parts, length));
  }

  /**
   * Sends the answer with the viewer's values (in the order of `holes`): private to their
   * browser, revalidated with its ETag. The base answer goes out prepared (compressed once);
   * any other is the base's bytes with the values that differ put in, now.
   */
  send(request: FastifyRequest, reply: FastifyReply, values: readonly boolean[]): FastifyReply {
    const { defaults } = this;
    let differing = 0;
    let digits = '';
    for (let index = 0; index < defaults.length; index++) {
      const value = values[index] === true;
      if (value !== defaults[index]) differing++;
      digits += value ? '1' : '0';
    }
    if (differing === 0) {
      return sendPrepared(request, reply, this.base, PRIVATE_CACHE_CONTROL);
    }
    const etag = `W/"${this.tag}.${digits}"`;
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    reply.header('etag', etag);
    addVary(reply, 'Authorization');
    if (matchesEtag(request, etag)) return reply.code(304).send();
    reply.header('content-type', 'application/json; charset=utf-8');
    // Compressed by @fastify/compress when the client asks for it.
    return reply.send(this.fill(values));
  }

  /** The base's bytes with `values` in its holes: copied in runs between the values that differ. */
  private fill(values: readonly boolean[]): Buffer {
    const { order, at, defaults } = this;
    const base = this.base.body;
    let length = base.length;
    for (let gap = 0; gap < order.length; gap++) {
      const hole = order[gap]!;
      // "true" is one byte shorter than "false".
      if (values[hole] === true && !defaults[hole]) length--;
      else if (values[hole] !== true && defaults[hole]) length++;
    }
    const answer = filledAnswers.take(length);
    let to = 0;
    let from = 0;
    for (let gap = 0; gap < order.length; gap++) {
      const hole = order[gap]!;
      const value = values[hole] === true;
      if (value === defaults[hole]) continue;
      to += base.copy(answer, to, from, at[gap]!);
      const bytes = value ? TRUE : FALSE;
      for (let i = 0; i < bytes.length; i++) answer[to++] = bytes[i]!;
      from = at[gap]! + (value ? FALSE.length : TRUE.length);
    }
    base.copy(answer, to, from);
    return answer;
  }
}

const filledAnswers = new AnswerBlocks(256 * 1024);
