import http from 'node:http';
import type { AddressInfo } from 'node:net';

// On 3G a page's HTML arrives in pieces, and the browser draws what it has parsed so far. This
// stand-in for a slow connection sits in front of the app: it passes every request through,
// and for one page sends the HTML up to a chosen tag, pauses, then sends the rest.

/** Request headers not passed on: the stand-in asks for plain bytes, so it can cut them. */
const NOT_PASSED = new Set(['host', 'connection', 'accept-encoding', 'content-length']);
/** Answer headers not passed on: the body goes out plain, in the stand-in's own framing. */
const NOT_RETURNED = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
]);

export interface HtmlInTwoPieces {
  /** Where the browser goes instead of the app. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * `path`'s HTML is cut just before the tag holding the first `before` and the rest waits
 * `pauseMs`. Only GET requests are expected (a page load and what it fetches).
 */
export async function htmlInTwoPieces(
  appUrl: string,
  { path, before, pauseMs = 1000 }: { path: string; before: string; pauseMs?: number },
): Promise<HtmlInTwoPieces> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (!NOT_PASSED.has(name) && typeof value === 'string') headers[name] = value;
      }
      const answer = await fetch(new URL(request.url ?? '/', appUrl), { headers });
      const body = Buffer.from(await answer.arrayBuffer());
      answer.headers.forEach((value, name) => {
        if (!NOT_RETURNED.has(name) && name !== 'set-cookie') response.setHeader(name, value);
      });
      // Each cookie on its own line: joined with commas, as forEach gives them, they break.
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) response.setHeader('set-cookie', cookies);
      response.writeHead(answer.status);
      const text = request.url === path ? body.toString('utf8') : '';
      const found = text.indexOf(before);
      if (found < 0) {
        response.end(body);
        return;
      }
      const cut = Buffer.byteLength(text.slice(0, text.lastIndexOf('<', found)));
      response.write(body.subarray(0, cut));
      setTimeout(() => response.end(body.subarray(cut)), pauseMs);
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // The browser may keep its connections open: close them, or close() waits for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
