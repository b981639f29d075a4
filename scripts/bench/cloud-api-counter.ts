// Meta's Cloud API as far as the WhatsApp webhook bench needs it (scripts/bench/whatsapp-webhook.ts):
// every message accepted and counted. Its own process (started by the bench on PORT), so answering
// the chat's replies does not share an event loop with the load generator that times the webhook.
// GET /count answers { replies, lastReplyAt }.
import { createServer } from 'node:http';

let replies = 0;
let lastReplyAt = 0;

createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.setHeader('content-type', 'application/json');
    if (request.method === 'GET' && request.url === '/count') {
      response.end(JSON.stringify({ replies, lastReplyAt }));
      return;
    }
    replies += 1;
    lastReplyAt = Date.now();
    response.end(`{"messaging_product":"whatsapp","messages":[{"id":"wamid.r${replies}"}]}`);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
