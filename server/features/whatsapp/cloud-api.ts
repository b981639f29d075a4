import type { WhatsAppChatConfig } from '../../config';

// The few calls of Meta's WhatsApp Cloud API the chat makes (decision 025): text, reply buttons
// (at most 3), lists (at most 10 rows) and downloading a photo a person sent (the Media API:
// GET /{media-id} gives a short-lived URL, then GET that URL, both with the bearer token).
// https://developers.facebook.com/docs/whatsapp/cloud-api/messages/interactive-reply-buttons-messages
// https://developers.facebook.com/docs/whatsapp/cloud-api/messages/interactive-list-messages
// https://developers.facebook.com/docs/whatsapp/cloud-api/reference/media

const TIMEOUT_MS = 10_000;

/** Meta's limits on interactive messages, in characters. */
export const INTERACTIVE_LIMITS = {
  body: 1024,
  text: 4096,
  buttons: 3,
  buttonTitle: 20,
  listRows: 10,
  listButton: 20,
  rowTitle: 24,
  rowDescription: 72,
} as const;

export interface ChatChoice {
  id: string;
  title: string;
  description?: string;
}

/** One message the chat sends. */
export type ChatReply =
  | { kind: 'text'; text: string }
  | { kind: 'buttons'; text: string; buttons: ChatChoice[] }
  | { kind: 'list'; text: string; button: string; rows: ChatChoice[] };

const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

export class WhatsAppApiError extends Error {
  override name = 'WhatsAppApiError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The Cloud API's JSON of a message to one person. */
export function messageBody(to: string, reply: ChatReply): Record<string, unknown> {
  const head = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  if (reply.kind === 'text') {
    return { ...head, type: 'text', text: { body: cut(reply.text, INTERACTIVE_LIMITS.text) } };
  }
  const body = { text: cut(reply.text, INTERACTIVE_LIMITS.body) };
  if (reply.kind === 'buttons') {
    return {
      ...head,
      type: 'interactive',
      interactive: {
        type: 'button',
        body,
        action: {
          buttons: reply.buttons.slice(0, INTERACTIVE_LIMITS.buttons).map((button) => ({
            type: 'reply',
            reply: { id: button.id, title: cut(button.title, INTERACTIVE_LIMITS.buttonTitle) },
          })),
        },
      },
    };
  }
  return {
    ...head,
    type: 'interactive',
    interactive: {
      type: 'list',
      body,
      action: {
        button: cut(reply.button, INTERACTIVE_LIMITS.listButton),
        sections: [
          {
            rows: reply.rows.slice(0, INTERACTIVE_LIMITS.listRows).map((row) => ({
              id: row.id,
              title: cut(row.title, INTERACTIVE_LIMITS.rowTitle),
              ...(row.description
                ? { description: cut(row.description, INTERACTIVE_LIMITS.rowDescription) }
                : {}),
            })),
          },
        ],
      },
    },
  };
}

export class WhatsAppCloudApi {
  constructor(
    private readonly settings: Pick<WhatsAppChatConfig, 'apiBase' | 'token' | 'phoneNumberId'>,
  ) {}

  private get auth() {
    return { Authorization: `Bearer ${this.settings.token}` };
  }

  /** Sends one message to `to` (country code and number, digits only). */
  async send(to: string, reply: ChatReply): Promise<void> {
    const { apiBase, phoneNumberId } = this.settings;
    const response = await this.call(`${apiBase}/${encodeURIComponent(phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { ...this.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(messageBody(to, reply)),
    });
    await response.arrayBuffer();
  }

  /** The bytes of a photo a person sent, refused past `maxBytes`. */
  async downloadMedia(mediaId: string, maxBytes: number): Promise<Buffer> {
    const described = await this.call(`${this.settings.apiBase}/${encodeURIComponent(mediaId)}`, {
      headers: this.auth,
    });
    const media = (await described.json()) as { url?: unknown; file_size?: unknown };
    if (typeof media.url !== 'string' || !/^https?:\/\//.test(media.url)) {
      throw new WhatsAppApiError('media without url');
    }
    if (typeof media.file_size === 'number' && media.file_size > maxBytes) {
      throw new WhatsAppApiError('media too large', 413);
    }
    const file = await this.call(media.url, { headers: this.auth });
    const bytes = Buffer.from(await file.arrayBuffer());
    if (bytes.length > maxBytes) throw new WhatsAppApiError('media too large', 413);
    return bytes;
  }

  private async call(url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new WhatsAppApiError((error as Error).message);
    }
    if (!response.ok) {
      const detail = (await response.text()).slice(0, 300);
      throw new WhatsAppApiError(`${response.status} ${detail}`, response.status);
    }
    return response;
  }
}
