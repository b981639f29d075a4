import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../config';
import { onPostgres, twoProcesses } from '../../test/two-processes';
import { CHAT_TEXT } from './chat-flow';
import { wordsOf } from './testing/farmer';
import { postWebhook, webhookBody } from './testing/meta-stand-in';
import { useMetaStandIn } from './testing/use-meta-stand-in';

// Two server processes on one PostgreSQL answer one queue (decision 025): every message once,
// each phone's messages in the order they were written, whichever process takes them.

const env: Env = { RATE_LIMIT_PER_MINUTE: '100000' };
const meta = useMetaStandIn(env);

describe.skipIf(!onPostgres)('two processes answering the WhatsApp queue', () => {
  const ctx = twoProcesses(env);

  it('answer each message once and each phone in order', async () => {
    const phones = Array.from({ length: 8 }, (_, i) => `57310555${String(1000 + i)}`);
    const t0 = Math.floor(Date.now() / 1000);
    // Each phone's three messages arrive in one call, newest first, half through each process;
    // a phone's messages are the oldest in the queue one after the other, so without the
    // per-phone rule a second worker would take a phone's second message beside its first.
    for (const [i, waId] of phones.entries()) {
      const t = t0 + i * 10;
      const body = webhookBody(waId, [
        { timestamp: t + 2, message: { type: 'text', text: { body: 'Marta Lucía Ríos' } } },
        {
          timestamp: t + 1,
          message: {
            type: 'interactive',
            interactive: {
              type: 'button_reply',
              button_reply: { id: 'consent:yes', title: 'Acepto' },
            },
          },
        },
        { timestamp: t, message: { type: 'text', text: { body: 'hola' } } },
      ]);
      const app = i % 2 === 0 ? ctx.first : ctx.second;
      expect((await postWebhook(app, body)).statusCode).toBe(200);
    }
    // Both workers at once, as well as the ones the webhook calls started.
    await Promise.all([
      ctx.first.whatsapp!.processQueue(),
      ctx.second.whatsapp!.processQueue(),
      ctx.first.whatsapp!.processQueue(),
      ctx.second.whatsapp!.processQueue(),
    ]);
    await Promise.all([ctx.first.whatsapp!.idle(), ctx.second.whatsapp!.idle()]);

    for (const waId of phones) {
      const words = meta.sent.filter((m) => m.to === waId).map(wordsOf);
      expect(words, waId).toHaveLength(3);
      expect(words[0]).toContain('¿Aceptas?');
      expect(words[1]).toBe(CHAT_TEXT.askName);
      expect(words[2]).toBe(CHAT_TEXT.askDocument);
    }
    const outcomes = await ctx.database.db.execute(
      sql`select outcome, count(*)::int as n from whatsapp_messages group by outcome`,
    );
    expect((outcomes as unknown as { rows: unknown[] }).rows).toEqual([
      { outcome: 'answered', n: 24 },
    ]);
  });
});
