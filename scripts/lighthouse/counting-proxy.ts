import http from 'node:http';

// A pass-through HTTP proxy on loopback that counts what the app sends: status line, headers and
// body as they leave the server (compressed). It sees every download, whoever makes it: the
// page, the service worker while it installs (its script, Workbox, the precache), or the
// browser itself, which the DevTools protocol of a page does not all report.

export interface CountingProxy {
  origin: string;
  /** Bytes sent since the last reset, and in how many responses. */
  counted: () => { bytes: number; responses: number };
  reset: () => void;
  close: () => Promise<void>;
}

function headerBytes(response: http.IncomingMessage): number {
  let size = `HTTP/1.1 ${response.statusCode} ${response.statusMessage ?? ''}\r\n`.length + 2;
  for (let i = 0; i < response.rawHeaders.length; i += 2) {
    size += Buffer.byteLength(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`);
  }
  return size;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  let bytes = 0;
  let responses = 0;
  const server = http.createServer((request, reply) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (response) => {
        responses += 1;
        bytes += headerBytes(response);
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        reply.writeHead(response.statusCode ?? 502, response.rawHeaders);
        response.pipe(reply);
      },
    );
    forward.on('error', () => reply.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy sin puerto');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    counted: () => ({ bytes, responses }),
    reset: () => {
      bytes = 0;
      responses = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
