import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '../../config';
import { useTestApp } from '../../test/app';
import { wordsOf } from './testing/farmer';
import { postWebhook, webhookBody } from './testing/meta-stand-in';
import { useMetaStandIn } from './testing/use-meta-stand-in';

// How the queue is answered (decision 025): several phones at once, so one slow reply does not
// hold everyone's answers, and each phone's replies still in the order it wrote.

const env: Env = { RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: 'https://campo.example' };
const meta = useMetaStandIn(env);

const ctx = useTestApp({ env });

let counter = 0;
const newWaId = () => `573129${String(Date.now() % 1e5).padStart(5, '0')}${(counter += 1) % 10}`;

async function write(waId: string, text: string, id: string, timestamp: number) {
  const res = await postWebhook(
    ctx.app,
    webhookBody(waId, [{ id, timestamp, message: { type: 'text', text: { body: text } } }]),
  );
  expect(res.statusCode).toBe(200);
}

async function handled(ids: string[]): Promise<number> {
  const result = await ctx.app.db.execute(sql`
    select count(*)::int as n from whatsapp_messages
    where message_id in ${ids} and handled_at is not null`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

const repliesTo = (waId: string) => meta.sent.filter((m) => m.to === waId);

describe('answering the WhatsApp queue', () => {
  it('a slow reply to one phone does not hold the answer to another', async () => {
    const [slow, other] = [newWaId(), newWaId()];
    const release = meta.holdNextReplyTo(slow);
    const now = Math.floor(Date.now() / 1000);
    await write(slow, 'Hola', `wamid.q.${slow}.1`, now);
    await write(other, 'Hola', `wamid.q.${other}.1`, now + 1);

    await vi.waitFor(() => expect(repliesTo(other)).toHaveLength(1), { timeout: 5000 });
    expect(repliesTo(slow)).toHaveLength(0);

    release();
    await ctx.app.whatsapp!.idle();
    expect(wordsOf(repliesTo(slow)[0]!)).toContain('Ley 1581');
  });

  it("a phone's replies go out in the order it wrote, even while one of them is slow", async () => {
    const waId = newWaId();
    const release = meta.holdNextReplyTo(waId);
    const now = Math.floor(Date.now() / 1000);
    const ids = [`wamid.q.${waId}.1`, `wamid.q.${waId}.2`];
    await write(waId, 'Hola', ids[0]!, now);
    await vi.waitFor(async () => expect(await handled(ids)).toBe(1), { timeout: 5000 });
    await write(waId, 'ayuda', ids[1]!, now + 5);

    // The second is answered (saved) while the first reply is still on its way; its reply,
    // which Meta would take at once, waits behind the first instead of overtaking it.
    await vi.waitFor(async () => expect(await handled(ids)).toBe(2), { timeout: 5000 });
    // Time for a reply that would overtake to reach the stand-in (it takes a few ms).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(repliesTo(waId)).toEqual([]);
    release();
    await ctx.app.whatsapp!.idle();
    // The welcome (to 'Hola') first, then what 'ayuda' brought.
    const replies = repliesTo(waId).map((reply) => wordsOf(reply));
    expect(replies[0]).toContain('Ley 1581');
    expect(replies[1]).toContain('Escribe "vender"');
  });

  it('a phone writing more than 30 messages in a minute gets no answer to the rest', async () => {
    const waId = newWaId();
    const now = Math.floor(Date.now() / 1000);
    const messages = Array.from({ length: 32 }, (_, i) => ({
      id: `wamid.q.${waId}.flood.${i}`,
      timestamp: now + i,
      message: { type: 'text', text: { body: 'Hola' } },
    }));
    expect((await postWebhook(ctx.app, webhookBody(waId, messages))).statusCode).toBe(200);
    await ctx.app.whatsapp!.idle();

    const result = await ctx.app.db.execute(sql`
      select outcome, count(*)::int as n from whatsapp_messages
      where wa_id = ${waId} group by outcome order by outcome`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { outcome: 'answered', n: 30 },
      { outcome: 'ignored', n: 2 },
    ]);
    expect(repliesTo(waId)).toHaveLength(30);
  });
});
