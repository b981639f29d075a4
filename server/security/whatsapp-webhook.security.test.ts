import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Env } from '../config';
import { WEBHOOK_BODY_LIMIT, WEBHOOK_MESSAGES } from '../features/whatsapp/whatsapp.routes';
import {
  chatEnv,
  META_VERIFY_TOKEN,
  postWebhook,
  webhookBody,
} from '../features/whatsapp/testing/meta-stand-in';
import { useMetaStandIn } from '../features/whatsapp/testing/use-meta-stand-in';
import { webhookSignature } from '../features/whatsapp/webhook-signature';
import { useTestApp } from '../test/app';

// The WhatsApp webhook is open to the internet by design (Meta calls it); what keeps it safe is
// the signature of every call with the app secret, the body limit, and each message id taken
// once (decision 025).

const env: Env = { RATE_LIMIT_PER_MINUTE: '100000' };
const meta = useMetaStandIn(env);

const logLines: string[] = [];
const ctx = useTestApp({ env, logLines });

const url = '/api/v1/whatsapp/webhook';
const hola = (waId: string, id?: string) =>
  webhookBody(waId, [{ id, message: { type: 'text', text: { body: 'hola' } } }]);
const queued = async () =>
  (
    (await ctx.app.db.execute(
      sql`select count(*)::int as n from whatsapp_messages`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('POST /whatsapp/webhook: only Meta, signed', () => {
  it('refuses a call without a signature: 401 in Spanish, logged, nothing queued', async () => {
    const before = await queued();
    const res = await ctx.app.inject({ method: 'POST', url, payload: hola('573001230001') });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: WEBHOOK_MESSAGES.badSignature });
    expect(logLines.some((line) => line.includes('wrong or missing signature'))).toBe(true);
    expect(await queued()).toBe(before);
  });

  it('refuses a call signed with another secret, and a body changed after signing', async () => {
    const before = await queued();
    const wrong = await postWebhook(ctx.app, hola('573001230002'), 'otro-secreto-cualquiera');
    expect(wrong.statusCode).toBe(401);
    const raw = Buffer.from(JSON.stringify(hola('573001230003')));
    const signature = webhookSignature(raw, chatEnv(meta).WHATSAPP_APP_SECRET);
    const changed = Buffer.from(raw.toString().replace('hola', 'hol4'));
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      payload: changed,
    });
    expect(res.statusCode).toBe(401);
    expect(await queued()).toBe(before);
  });

  it('a replayed call (same message id) is queued and answered once', async () => {
    const body = hola('573001230004', 'wamid.replay-1');
    for (let i = 0; i < 4; i++) expect((await postWebhook(ctx.app, body)).statusCode).toBe(200);
    await ctx.app.whatsapp!.idle();
    expect(meta.sent.filter((m) => m.to === '573001230004')).toHaveLength(1);
  });

  it('refuses a body over the limit (413, Spanish) before reading it as JSON', async () => {
    const big = Buffer.from(
      JSON.stringify({ object: 'whatsapp_business_account', pad: 'x'.repeat(WEBHOOK_BODY_LIMIT) }),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': webhookSignature(big, chatEnv(meta).WHATSAPP_APP_SECRET),
      },
      payload: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/[áéíóúñ]|demasiado|grande/i);
  });

  it('a signed body that is not JSON is a 400 in Spanish, never a 500', async () => {
    const raw = Buffer.from('{"object": "whatsapp_business_account", ');
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': webhookSignature(raw, chatEnv(meta).WHATSAPP_APP_SECRET),
      },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: WEBHOOK_MESSAGES.badBody });
  });
});

describe("GET /whatsapp/webhook: Meta's verification", () => {
  const verify = (query: string) => ctx.app.inject({ url: `${url}?${query}` });

  it('answers the challenge as plain text with the right token', async () => {
    const res = await verify(
      `hub.mode=subscribe&hub.verify_token=${META_VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('1158201444');
  });

  it.each([
    'hub.mode=subscribe&hub.verify_token=otro-token&hub.challenge=1',
    `hub.mode=unsubscribe&hub.verify_token=${META_VERIFY_TOKEN}&hub.challenge=1`,
    `hub.mode=subscribe&hub.verify_token=${META_VERIFY_TOKEN}`,
    '',
  ])('refuses %s with a 403 in Spanish', async (query) => {
    const res = await verify(query);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: WEBHOOK_MESSAGES.badVerification });
  });
});

describe('without WHATSAPP_APP_SECRET the webhook does not exist', () => {
  const off = useTestApp();
  it('both calls answer 404', async () => {
    const get = await off.app.inject({
      url: `${url}?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`,
    });
    expect(get.statusCode).toBe(404);
    const post = await postWebhook(off.app, hola('573001230005'));
    expect(post.statusCode).toBe(404);
  });
});
