import { z } from 'zod';

// The webhook's JSON as Meta documents it (WhatsApp Cloud API, "messages" field):
// { object: 'whatsapp_business_account', entry: [{ id, changes: [{ field: 'messages',
//   value: { messaging_product, metadata, contacts?, messages?, statuses? } }] }] }.
// Only what the chat reads is checked; anything else is let through untouched, and a message
// of a type the chat does not know is kept as 'unsupported' (answered with the menu).

const textMessage = z.object({ type: z.literal('text'), text: z.object({ body: z.string() }) });
const interactiveMessage = z.object({
  type: z.literal('interactive'),
  interactive: z.union([
    z.object({
      type: z.literal('button_reply'),
      button_reply: z.object({ id: z.string(), title: z.string() }),
    }),
    z.object({
      type: z.literal('list_reply'),
      list_reply: z.object({ id: z.string(), title: z.string() }),
    }),
  ]),
});
const imageMessage = z.object({
  type: z.literal('image'),
  image: z.object({ id: z.string(), mime_type: z.string().optional() }),
});
const audioMessage = z.object({
  type: z.literal('audio'),
  audio: z.object({ id: z.string(), voice: z.boolean().optional() }),
});

const messageHead = z.object({
  id: z.string().min(1).max(200),
  from: z.string().regex(/^\d{6,15}$/),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string(),
});

const webhookBody = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({ messages: z.array(z.unknown()).optional() }).loose(),
        }),
      ),
    }),
  ),
});

/** What the chat understands of one message. */
export type ChatInput =
  | { kind: 'text'; text: string }
  | { kind: 'choice'; id: string; title: string }
  | { kind: 'image'; mediaId: string; mimeType: string | null }
  | { kind: 'voice' }
  | { kind: 'unsupported'; type: string };

export interface InboundMessage {
  messageId: string;
  /** Country code and number, digits only ('573001234567'). */
  waId: string;
  sentAt: Date;
  /** The message object as Meta sent it (kept in the queue). */
  raw: unknown;
}

/**
 * The people's messages of a webhook call, in the order given; statuses (sent, delivered,
 * read) and other fields are left out. Null when the body is not a WhatsApp webhook at all.
 */
export function inboundMessages(body: unknown): InboundMessage[] | null {
  const parsed = webhookBody.safeParse(body);
  if (!parsed.success) return null;
  const out: InboundMessage[] = [];
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      for (const raw of change.value.messages ?? []) {
        const head = messageHead.safeParse(raw);
        if (!head.success) continue;
        out.push({
          messageId: head.data.id,
          waId: head.data.from,
          sentAt: new Date(Number(head.data.timestamp) * 1000),
          raw,
        });
      }
    }
  }
  return out;
}

/** Reads a queued message object into what the chat understands. */
export function chatInput(raw: unknown): ChatInput {
  const type = messageHead.safeParse(raw).data?.type ?? 'unknown';
  const text = textMessage.safeParse(raw);
  if (text.success) return { kind: 'text', text: text.data.text.body };
  const interactive = interactiveMessage.safeParse(raw);
  if (interactive.success) {
    const reply = interactive.data.interactive;
    const picked = reply.type === 'button_reply' ? reply.button_reply : reply.list_reply;
    return { kind: 'choice', id: picked.id, title: picked.title };
  }
  // A tap on a template's quick-reply button arrives as type 'button'.
  const button = z
    .object({
      type: z.literal('button'),
      button: z.object({ payload: z.string(), text: z.string() }),
    })
    .safeParse(raw);
  if (button.success) {
    return { kind: 'choice', id: button.data.button.payload, title: button.data.button.text };
  }
  const image = imageMessage.safeParse(raw);
  if (image.success) {
    return {
      kind: 'image',
      mediaId: image.data.image.id,
      mimeType: image.data.image.mime_type ?? null,
    };
  }
  if (audioMessage.safeParse(raw).success) return { kind: 'voice' };
  return { kind: 'unsupported', type };
}
