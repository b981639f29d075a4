import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DEV_WHATSAPP } from '../../config';
import { webhookSignature } from './webhook-signature';

// /dev/whatsapp (DEV_WHATSAPP=true; the configuration refuses it in production and on a
// network HOST): plays Meta's part on this machine so anyone can try the chat without a
// WhatsApp number (decision 025). The page sends, as a chosen phone, the webhook calls Meta
// would send, signed with the app secret, through the real webhook; the chat's replies come to
// the Cloud API's stand-in below (/dev/whatsapp/graph), which the page shows.

interface Line {
  from: 'persona' | 'servidor';
  at: number;
  message: unknown;
}

const sendSchema = z.object({
  phone: z.string().regex(/^57\d{10}$/, 'Escribe el celular con 57 delante: 573001234567.'),
  kind: z.enum(['text', 'button_reply', 'list_reply', 'image', 'audio']),
  text: z.string().max(4096).optional(),
  id: z.string().max(256).optional(),
  image: z.string().max(14_000_000).optional(),
});

/** `webhookUrl`: the webhook's path as registered ('/api/v1/whatsapp/webhook'). */
export const devWhatsAppStandIn: FastifyPluginAsync<{ webhookUrl: string }> = async (
  app,
  { webhookUrl },
) => {
  const settings = app.config.whatsappChat;
  if (!settings?.standIn) return;
  const timelines = new Map<string, Line[]>();
  const media = new Map<string, Buffer>();
  let counter = 0;
  const timeline = (phone: string) => {
    let lines = timelines.get(phone);
    if (!lines) timelines.set(phone, (lines = []));
    return lines;
  };
  const authorised = (header: string | undefined) => header === `Bearer ${DEV_WHATSAPP.token}`;

  app.get('/dev/whatsapp', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(PAGE),
  );
  app.get('/dev/whatsapp/chat.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(SCRIPT),
  );

  // What the person does: the webhook call Meta would make, signed, through the real route.
  app.post(
    '/dev/whatsapp/send',
    { bodyLimit: 16 * 1024 * 1024, schema: { hide: true } },
    async (request, reply) => {
      const parsed = sendSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply
          .status(422)
          .send({ message: parsed.error.issues[0]?.message ?? 'Datos no válidos.' });
      }
      const input = parsed.data;
      counter += 1;
      let message: Record<string, unknown>;
      if (input.kind === 'text') message = { type: 'text', text: { body: input.text ?? '' } };
      else if (input.kind === 'image') {
        const mediaId = `dev-media-${counter}`;
        media.set(mediaId, Buffer.from(input.image ?? '', 'base64'));
        message = { type: 'image', image: { id: mediaId, mime_type: 'image/jpeg', sha256: '' } };
      } else if (input.kind === 'audio') {
        message = {
          type: 'audio',
          audio: { id: `dev-audio-${counter}`, mime_type: 'audio/ogg; codecs=opus', voice: true },
        };
      } else {
        const picked = { id: input.id ?? '', title: input.text ?? '' };
        message = {
          type: 'interactive',
          interactive:
            input.kind === 'button_reply'
              ? { type: 'button_reply', button_reply: picked }
              : { type: 'list_reply', list_reply: picked },
        };
      }
      const full = {
        from: input.phone,
        id: `wamid.dev.${Date.now()}.${counter}`,
        timestamp: String(Math.floor(Date.now() / 1000)),
        ...message,
      };
      const body = Buffer.from(
        JSON.stringify({
          object: 'whatsapp_business_account',
          entry: [
            {
              id: 'dev',
              changes: [
                {
                  field: 'messages',
                  value: {
                    messaging_product: 'whatsapp',
                    metadata: {
                      display_phone_number: '15550000000',
                      phone_number_id: DEV_WHATSAPP.phoneNumberId,
                    },
                    contacts: [{ profile: { name: 'Persona de prueba' }, wa_id: input.phone }],
                    messages: [full],
                  },
                },
              ],
            },
          ],
        }),
      );
      timeline(input.phone).push({ from: 'persona', at: Date.now(), message: full });
      const res = await app.inject({
        method: 'POST',
        url: webhookUrl,
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': webhookSignature(body, settings.appSecret),
        },
        payload: body,
      });
      return reply.status(res.statusCode).send({ webhook: res.statusCode });
    },
  );

  app.get('/dev/whatsapp/conversation', { schema: { hide: true } }, async (request) => {
    const phone = z.object({ phone: z.string() }).safeParse(request.query).data?.phone ?? '';
    return { lines: timelines.get(phone) ?? [] };
  });

  // The Cloud API's stand-in: what the chat sends, and the Media API for the photos.
  app.post(
    `${DEV_WHATSAPP.graphPath}/:number/messages`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!authorised(request.headers.authorization))
        return reply.status(401).send({ error: { message: 'token' } });
      const body = request.body as { to?: unknown };
      if (typeof body?.to !== 'string') return reply.status(400).send({ error: { message: 'to' } });
      timeline(body.to).push({ from: 'servidor', at: Date.now(), message: body });
      return { messaging_product: 'whatsapp', messages: [{ id: `wamid.devout.${Date.now()}` }] };
    },
  );
  app.get(
    `${DEV_WHATSAPP.graphPath}/:mediaId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { mediaId } = request.params as { mediaId: string };
      const bytes = media.get(mediaId);
      if (!authorised(request.headers.authorization) || !bytes)
        return reply.status(404).send({ error: { message: 'media' } });
      return {
        messaging_product: 'whatsapp',
        url: `${settings.apiBase}/files/${encodeURIComponent(mediaId)}`,
        mime_type: 'image/jpeg',
        file_size: bytes.length,
        id: mediaId,
      };
    },
  );
  app.get(
    `${DEV_WHATSAPP.graphPath}/files/:mediaId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { mediaId } = request.params as { mediaId: string };
      const bytes = media.get(mediaId);
      if (!authorised(request.headers.authorization) || !bytes)
        return reply.status(404).send({ error: { message: 'media' } });
      return reply.type('image/jpeg').send(bytes);
    },
  );
};

const PAGE = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>WhatsApp de prueba · El campo en tus manos</title>
<style>
  body { margin: 0; font: 16px/1.4 system-ui, sans-serif; background: #efeae2; color: #111; }
  header { background: #075e54; color: #fff; padding: 12px 16px; }
  header h1 { font-size: 18px; margin: 0 0 4px; }
  header p { margin: 0; font-size: 14px; }
  main { max-width: 640px; margin: 0 auto; padding: 12px; padding-bottom: 140px; }
  .line { max-width: 85%; margin: 6px 0; padding: 8px 10px; border-radius: 10px; white-space: pre-wrap; word-wrap: break-word; }
  .persona { margin-left: auto; background: #d9fdd3; }
  .servidor { background: #fff; }
  .choices { display: flex; flex-direction: column; gap: 6px; margin-top: 8px; }
  .choices button { min-height: 44px; border: 1px solid #0a7cff33; background: #f7fbff; color: #0a63c9; border-radius: 8px; font: inherit; }
  .choices .list-title { font-weight: 600; margin-top: 4px; }
  form { position: fixed; bottom: 0; left: 0; right: 0; background: #f0f2f5; padding: 8px; display: flex; flex-wrap: wrap; gap: 6px; }
  form input[type=text] { flex: 1 1 200px; min-height: 44px; font: inherit; padding: 0 10px; border-radius: 22px; border: 1px solid #ccc; }
  form button, form label { min-height: 44px; min-width: 44px; font: inherit; border-radius: 22px; border: 0; background: #25d366; color: #fff; padding: 0 14px; display: inline-flex; align-items: center; cursor: pointer; }
  #phone { flex: 0 1 170px; }
  .note { font-size: 13px; color: #555; text-align: center; }
</style>
</head>
<body>
<header>
  <h1>WhatsApp de prueba</h1>
  <p>Solo en desarrollo: esta página hace el papel de Meta. Lo que escribas llega firmado al webhook, como un mensaje real.</p>
</header>
<main id="chat" aria-live="polite"><p class="note">Escribe "hola" para empezar.</p></main>
<form id="composer">
  <input id="phone" type="text" inputmode="numeric" aria-label="Celular (con 57)" value="573001234567">
  <input id="text" type="text" aria-label="Mensaje" placeholder="Escribe un mensaje" autocomplete="off">
  <button type="submit">Enviar</button>
  <label>Foto<input id="photo" type="file" accept="image/*" hidden></label>
  <button type="button" id="voice">Nota de voz</button>
</form>
<script src="/dev/whatsapp/chat.js"></script>
</body>
</html>`;

const SCRIPT = `(() => {
  const chat = document.getElementById('chat');
  const phone = document.getElementById('phone');
  const text = document.getElementById('text');
  let shown = -1;
  const send = async (payload) => {
    const res = await fetch('/dev/whatsapp/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: phone.value.trim(), ...payload }),
    });
    if (!res.ok) alert((await res.json()).message || 'No se pudo enviar');
    setTimeout(refresh, 300);
  };
  const choice = (kind, id, title) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = title;
    b.onclick = () => send({ kind, id, text: title });
    return b;
  };
  const render = (line) => {
    const m = line.message;
    const div = document.createElement('div');
    div.className = 'line ' + line.from;
    if (m.type === 'text') div.textContent = m.text.body;
    else if (m.type === 'image') div.textContent = '[Foto enviada]';
    else if (m.type === 'audio') div.textContent = '[Nota de voz]';
    else if (m.type === 'interactive' && m.interactive.button_reply) div.textContent = m.interactive.button_reply.title;
    else if (m.type === 'interactive' && m.interactive.list_reply) div.textContent = m.interactive.list_reply.title;
    else if (m.type === 'interactive') {
      const i = m.interactive;
      div.textContent = i.body.text;
      const box = document.createElement('div');
      box.className = 'choices';
      if (i.type === 'button') for (const b of i.action.buttons) box.append(choice('button_reply', b.reply.id, b.reply.title));
      if (i.type === 'list') {
        const t = document.createElement('div');
        t.className = 'list-title';
        t.textContent = i.action.button;
        box.append(t);
        for (const s of i.action.sections) for (const r of s.rows) box.append(choice('list_reply', r.id, r.title));
      }
      div.append(box);
    } else div.textContent = JSON.stringify(m);
    return div;
  };
  const refresh = async () => {
    const res = await fetch('/dev/whatsapp/conversation?phone=' + encodeURIComponent(phone.value.trim()));
    const { lines } = await res.json();
    if (lines.length === shown) return;
    shown = lines.length;
    chat.replaceChildren(...lines.map(render));
    window.scrollTo(0, document.body.scrollHeight);
  };
  document.getElementById('composer').onsubmit = (event) => {
    event.preventDefault();
    if (!text.value.trim()) return;
    send({ kind: 'text', text: text.value });
    text.value = '';
  };
  document.getElementById('voice').onclick = () => send({ kind: 'audio' });
  document.getElementById('photo').onchange = async (event) => {
    const file = event.target.files[0];
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    send({ kind: 'image', image: btoa(binary) });
    event.target.value = '';
  };
  phone.onchange = () => { shown = -1; refresh(); };
  setInterval(refresh, 1500);
  refresh();
})();`;
