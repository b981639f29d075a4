import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { App } from '../../../app';
import { webhookSignature } from '../webhook-signature';

// A local HTTP server standing in for Meta's WhatsApp Cloud API in tests: it accepts only what
// Meta documents (the bearer token, the messages endpoint of the number, the shapes and limits
// of text, reply-button, list and template messages; the Media API's two GETs) and remembers
// what it got.
// It is written from Meta's documentation, not from our client, so a wrong request fails here.
// https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages

export const META_TOKEN = 'token-de-prueba-de-meta';
export const META_NUMBER_ID = '106540352242922';
export const META_APP_SECRET = 'secreto-de-la-app-de-prueba';
export const META_VERIFY_TOKEN = 'verificacion-de-prueba';

const id = z.string().min(1).max(256);
const head = {
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().regex(/^\d{8,15}$/),
};
/**
 * A template's text parameter: Meta refuses new lines, tabs and more than 4 spaces in a row
 * (error 132018).
 */
const templateText = z.strictObject({
  type: z.literal('text'),
  text: z
    .string()
    .min(1)
    .refine(
      (t) => !/[\n\t]| {5}/.test(t),
      'no new lines, tabs or 5 spaces in a template parameter',
    ),
});
// https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates
const templateComponent = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('body'), parameters: z.array(templateText).min(1) }),
  z.strictObject({
    type: z.literal('button'),
    sub_type: z.literal('url'),
    index: z.string().regex(/^\d$/),
    parameters: z.array(templateText).length(1),
  }),
]);
const documentedMessage = z.discriminatedUnion('type', [
  z.strictObject({
    ...head,
    type: z.literal('template'),
    template: z.strictObject({
      name: z.string().regex(/^[a-z0-9_]{1,512}$/),
      language: z.strictObject({ code: z.string().min(2) }),
      components: z.array(templateComponent).optional(),
    }),
  }),
  z.strictObject({
    ...head,
    type: z.literal('text'),
    text: z.strictObject({
      body: z.string().min(1).max(4096),
      preview_url: z.boolean().optional(),
    }),
  }),
  z.strictObject({
    ...head,
    type: z.literal('interactive'),
    interactive: z.union([
      z.strictObject({
        type: z.literal('button'),
        body: z.strictObject({ text: z.string().min(1).max(1024) }),
        action: z.strictObject({
          buttons: z
            .array(
              z.strictObject({
                type: z.literal('reply'),
                reply: z.strictObject({ id, title: z.string().min(1).max(20) }),
              }),
            )
            .min(1)
            .max(3)
            .refine((b) => new Set(b.map((x) => x.reply.title)).size === b.length, 'titles unique'),
        }),
      }),
      z.strictObject({
        type: z.literal('list'),
        body: z.strictObject({ text: z.string().min(1).max(4096) }),
        action: z.strictObject({
          button: z.string().min(1).max(20),
          sections: z
            .array(
              z.strictObject({
                title: z.string().max(24).optional(),
                rows: z.array(
                  z.strictObject({
                    id: z.string().min(1).max(200),
                    title: z.string().min(1).max(24),
                    description: z.string().max(72).optional(),
                  }),
                ),
              }),
            )
            .min(1)
            .max(10)
            .refine((s) => s.flatMap((x) => x.rows).length <= 10, 'at most 10 rows')
            .refine((s) => {
              const ids = s.flatMap((x) => x.rows.map((r) => r.id));
              return ids.length >= 1 && new Set(ids).size === ids.length;
            }, 'row ids unique'),
        }),
      }),
    ]),
  }),
]);

export type SentMessage = z.infer<typeof documentedMessage>;

export interface MetaStandIn {
  apiBase: string;
  /** Every message accepted, in order. */
  sent: SentMessage[];
  /** Requests refused as not what Meta documents (should stay empty). */
  refused: string[];
  /** Photos people "sent": media id → bytes. */
  media: Map<string, Buffer>;
  /**
   * Keeps the next message sent to this phone unanswered (as a slow Meta would) until the
   * returned function is called; the ones after it are accepted as they come.
   */
  holdNextReplyTo(to: string): () => void;
  close(): Promise<void>;
}

export async function startMetaStandIn(): Promise<MetaStandIn> {
  const sent: SentMessage[] = [];
  const refused: string[] = [];
  const media = new Map<string, Buffer>();
  /** Phone → what accepts its held message (a no-op until one arrives). */
  const held = new Map<string, { accept: (() => void) | null; released: boolean }>();
  let origin = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '';
      const refuse = (status: number, why: string) => {
        refused.push(`${request.method} ${url}: ${why}`);
        response.statusCode = status;
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ error: { message: why, type: 'OAuthException', code: 100 } }),
        );
      };
      if (request.headers.authorization !== `Bearer ${META_TOKEN}`) return refuse(401, 'token');
      const json = (value: unknown) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(value));
      };
      if (request.method === 'POST' && url === `/v21.0/${META_NUMBER_ID}/messages`) {
        if (!request.headers['content-type']?.startsWith('application/json')) {
          return refuse(400, 'content-type');
        }
        const parsed = documentedMessage.safeParse(JSON.parse(Buffer.concat(chunks).toString()));
        if (!parsed.success) return refuse(400, parsed.error.message);
        const accept = () => {
          sent.push(parsed.data);
          json({
            messaging_product: 'whatsapp',
            contacts: [{ input: parsed.data.to, wa_id: parsed.data.to }],
            messages: [{ id: `wamid.out${sent.length}` }],
          });
        };
        const hold = held.get(parsed.data.to);
        if (!hold || hold.accept || hold.released) return accept();
        hold.accept = accept;
        return;
      }
      const described = /^\/v21\.0\/([\w.-]+)$/.exec(url);
      if (request.method === 'GET' && described && media.has(described[1]!)) {
        const bytes = media.get(described[1]!)!;
        return json({
          messaging_product: 'whatsapp',
          url: `${origin}/media-files/${described[1]}`,
          mime_type: 'image/jpeg',
          sha256: 'x',
          file_size: bytes.length,
          id: described[1],
        });
      }
      const file = /^\/media-files\/([\w.-]+)$/.exec(url);
      if (request.method === 'GET' && file && media.has(file[1]!)) {
        response.setHeader('content-type', 'image/jpeg');
        return response.end(media.get(file[1]!));
      }
      return refuse(404, 'unknown endpoint');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBase: `${origin}/v21.0`,
    sent,
    refused,
    media,
    holdNextReplyTo: (to) => {
      const hold: { accept: (() => void) | null; released: boolean } = {
        accept: null,
        released: false,
      };
      held.set(to, hold);
      return () => {
        hold.released = true;
        held.delete(to);
        hold.accept?.();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The environment that points the app at the stand-in (filled once it listens). */
export function chatEnv(standIn: MetaStandIn) {
  return {
    WHATSAPP_API_BASE: standIn.apiBase,
    WHATSAPP_TOKEN: META_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: META_NUMBER_ID,
    WHATSAPP_APP_SECRET: META_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: META_VERIFY_TOKEN,
  };
}

/** One message as Meta's webhook carries it, `type` and its object. */
export type WebhookMessage = { type: string } & Record<string, unknown>;

let counter = 0;

/** The webhook body Meta sends for messages of one person. */
export function webhookBody(
  waId: string,
  messages: { id?: string; timestamp?: number; message: WebhookMessage }[],
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: META_NUMBER_ID },
              contacts: [{ profile: { name: 'Campesino' }, wa_id: waId }],
              messages: messages.map((m) => ({
                from: waId,
                id: m.id ?? `wamid.test${(counter += 1)}`,
                timestamp: String(m.timestamp ?? Math.floor(Date.now() / 1000) + counter),
                ...m.message,
              })),
            },
          },
        ],
      },
    ],
  };
}

/** Posts a webhook body signed as Meta signs it; answers the response. */
export async function postWebhook(app: App, body: unknown, secret = META_APP_SECRET) {
  const raw = Buffer.from(JSON.stringify(body));
  return app.inject({
    method: 'POST',
    url: '/api/v1/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': webhookSignature(raw, secret),
    },
    payload: raw,
  });
}
