import type { FastifyReply, FastifyRequest } from 'fastify';
import { PreparedBytes } from '../../platform/http/prepared-bytes';
import { acceptedEncoding, addVary } from '../../platform/http/send-prepared';

/** An HTML page rendered once: same bytes, ETag and compressed forms for every request. */
export class PreparedPage extends PreparedBytes {
  constructor(
    html: string,
    /** 200 for a page, 404 for the small not-found page. */
    readonly status = 200,
  ) {
    super(Buffer.from(html));
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
