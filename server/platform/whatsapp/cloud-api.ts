// The one client of Meta's WhatsApp Cloud API (decision 025): every message the product sends
// goes through it, whoever sends it (the codes' sender in platform/otp, the chat, the avisos of
// the notifications feature). The calls: text, reply buttons (at most 3), lists (at most 10
// rows), approved templates, and downloading a photo a person sent (the Media API: GET
// /{media-id} gives a short-lived URL, then GET that URL, both with the bearer token).
// https://developers.facebook.com/docs/whatsapp/cloud-api/messages/interactive-reply-buttons-messages
// https://developers.facebook.com/docs/whatsapp/cloud-api/messages/interactive-list-messages
// https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates
// https://developers.facebook.com/docs/whatsapp/cloud-api/reference/media

const TIMEOUT_MS = 10_000;

/** Where and as whom the client calls: WHATSAPP_API_BASE, WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID. */
export interface CloudApiSettings {
  apiBase: string;
  token: string;
  phoneNumberId: string;
}

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

/**
 * An approved template: its body parameters in order and, when given, the variable end of its
 * first URL button (e.g. a listing id appended to the template's fixed address). Templates reach
 * people outside the 24-hour service window, unlike the other kinds.
 */
export interface TemplateMessage {
  kind: 'template';
  name: string;
  language: string;
  bodyParameters: string[];
  urlSuffix?: string;
}

export type OutboundMessage = ChatReply | TemplateMessage;

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

const textParameters = (values: string[]) => values.map((text) => ({ type: 'text', text }));

function templateComponents(message: TemplateMessage): unknown[] {
  const components: unknown[] =
    message.bodyParameters.length > 0
      ? [{ type: 'body', parameters: textParameters(message.bodyParameters) }]
      : [];
  if (message.urlSuffix !== undefined) {
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: textParameters([message.urlSuffix]),
    });
  }
  return components;
}

/** The Cloud API's JSON of a message to one person. */
export function messageBody(to: string, reply: OutboundMessage): Record<string, unknown> {
  const head = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  if (reply.kind === 'template') {
    return {
      ...head,
      type: 'template',
      template: {
        name: reply.name,
        language: { code: reply.language },
        components: templateComponents(reply),
      },
    };
  }
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
  constructor(private readonly settings: CloudApiSettings) {}

  private get auth() {
    return { Authorization: `Bearer ${this.settings.token}` };
  }

  /** Sends one message to `to` (country code and number, digits only). */
  async send(to: string, reply: OutboundMessage): Promise<void> {
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
      // Meta's error answer (its code, e.g. 131047 outside the service window) for the log.
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new WhatsAppApiError(`HTTP ${response.status} ${detail}`, response.status);
    }
    return response;
  }
}
