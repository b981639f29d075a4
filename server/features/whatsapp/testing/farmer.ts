import type { App } from '../../../app';
import {
  postWebhook,
  webhookBody,
  type MetaStandIn,
  type SentMessage,
  type WebhookMessage,
} from './meta-stand-in';

// A person chatting with the marketplace's number in tests: each action is a signed webhook
// call as Meta makes it, and what they read is what the Cloud API stand-in received for them.

let mediaCounter = 0;

export class Farmer {
  /** Messages the farmer sent (text, taps and photos). */
  sentCount = 0;
  private seen = 0;
  private clock: number;

  constructor(
    private readonly app: App,
    private readonly meta: MetaStandIn,
    readonly waId: string,
    start = Math.floor(Date.now() / 1000),
  ) {
    this.clock = start;
  }

  private async send(message: WebhookMessage): Promise<SentMessage[]> {
    this.sentCount += 1;
    this.clock += 5;
    const res = await postWebhook(
      this.app,
      webhookBody(this.waId, [{ timestamp: this.clock, message }]),
    );
    if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}: ${res.body}`);
    await this.app.whatsapp!.idle();
    return this.newReplies();
  }

  /** What the server sent this phone since the last look. */
  newReplies(): SentMessage[] {
    const mine = this.meta.sent.filter((m) => m.to === this.waId);
    const fresh = mine.slice(this.seen);
    this.seen = mine.length;
    return fresh;
  }

  say(text: string) {
    return this.send({ type: 'text', text: { body: text } });
  }

  /** Taps a button or a list row of the last interactive message that offers `id`. */
  tap(id: string) {
    const offered = [...this.meta.sent]
      .reverse()
      .filter((m) => m.to === this.waId && m.type === 'interactive');
    for (const message of offered) {
      if (message.type !== 'interactive') continue;
      const interactive = message.interactive;
      if (interactive.type === 'button') {
        const button = interactive.action.buttons.find((b) => b.reply.id === id);
        if (button) {
          return this.send({
            type: 'interactive',
            interactive: { type: 'button_reply', button_reply: { id, title: button.reply.title } },
          });
        }
      } else {
        const row = interactive.action.sections.flatMap((s) => s.rows).find((r) => r.id === id);
        if (row) {
          return this.send({
            type: 'interactive',
            interactive: { type: 'list_reply', list_reply: { id, title: row.title } },
          });
        }
      }
    }
    throw new Error(`nothing offered ${id} to ${this.waId}`);
  }

  /**
   * Sends a reply to a button or list row no message offered (forged, or from an old message):
   * what the chat must refuse without trusting the id.
   */
  tapUnoffered(kind: 'button' | 'list', id: string, title: string) {
    return this.send({
      type: 'interactive',
      interactive:
        kind === 'button'
          ? { type: 'button_reply', button_reply: { id, title } }
          : { type: 'list_reply', list_reply: { id, title } },
    });
  }

  photo(bytes: Buffer) {
    const mediaId = `media${(mediaCounter += 1)}`;
    this.meta.media.set(mediaId, bytes);
    return this.send({
      type: 'image',
      image: { id: mediaId, mime_type: 'image/jpeg', sha256: 'x' },
    });
  }

  voice() {
    return this.send({
      type: 'audio',
      audio: { id: 'voz1', mime_type: 'audio/ogg; codecs=opus', voice: true },
    });
  }
}

/** The words of a message, whatever its kind. */
export function wordsOf(message: SentMessage): string {
  if (message.type === 'text') return message.text.body;
  if (message.type === 'template') {
    const parameters = message.template.components?.flatMap((c) => c.parameters) ?? [];
    return parameters.map((p) => p.text).join('\n');
  }
  const { interactive } = message;
  if (interactive.type === 'button') {
    return [
      interactive.body.text,
      ...interactive.action.buttons.map((b) => `[${b.reply.title}]`),
    ].join('\n');
  }
  return [
    interactive.body.text,
    ...interactive.action.sections.flatMap((s) => s.rows.map((r) => `- ${r.title}`)),
  ].join('\n');
}

/** Ids offered by the last interactive message among `replies`. */
export function offered(replies: SentMessage[]): string[] {
  const last = [...replies].reverse().find((m) => m.type === 'interactive');
  if (!last || last.type !== 'interactive') return [];
  const { interactive } = last;
  return interactive.type === 'button'
    ? interactive.action.buttons.map((b) => b.reply.id)
    : interactive.action.sections.flatMap((s) => s.rows.map((r) => r.id));
}
