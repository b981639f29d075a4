import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedEncoding,
  addVary,
  etagOf,
  type Encoding,
} from '../../platform/http/public-answers';

/** An HTML page rendered once: same bytes, ETag and compressed forms for every request. */
export class PreparedPage {
  readonly body: Buffer;
  readonly etag: string;
  private readonly compressed = new Map<Encoding, Buffer>();

  constructor(
    html: string,
    /** 200 for a page, 404 for the small not-found page. */
    readonly status = 200,
  ) {
    this.body = Buffer.from(html);
    this.etag = etagOf(this.body);
  }

  encoded(encoding: Encoding): Buffer {
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(this.body, { level: 9 });
      this.compressed.set(encoding, bytes);
    }
    return bytes;
  }

  /** Sends the page: 304 when the browser has it, else the best encoding it accepts. */
  send(request: FastifyRequest, reply: FastifyReply, cacheControl: string): FastifyReply {
    reply.header('cache-control', cacheControl);
    reply.header('etag', this.etag);
    addVary(reply, 'Accept-Encoding');
    if (this.status === 200 && request.headers['if-none-match'] === this.etag) {
      return reply.code(304).send();
    }
    reply.code(this.status).type('text/html; charset=utf-8');
    const encoding = acceptedEncoding(request);
    if (!encoding) return reply.send(this.body);
    // Already compressed: @fastify/compress leaves answers with a Content-Encoding alone.
    reply.header('content-encoding', encoding);
    return reply.send(this.encoded(encoding));
  }
}
