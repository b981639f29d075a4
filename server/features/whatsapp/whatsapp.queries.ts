import { and, eq, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { whatsappConversations, whatsappMessages } from '../../db/schema';
import type { InboundMessage } from './webhook-payload';

// The chat's queue and conversations (decision 025). SQL lives here only.

/** Queues the messages; one already queued (Meta retried) is left as it was. Answers how many were new. */
export async function queueMessages(db: Database, messages: InboundMessage[]): Promise<number> {
  if (messages.length === 0) return 0;
  const inserted = await db
    .insert(whatsappMessages)
    .values(
      messages.map((m) => ({
        messageId: m.messageId,
        waId: m.waId,
        sentAt: m.sentAt,
        message: m.raw,
      })),
    )
    .onConflictDoNothing({ target: whatsappMessages.messageId })
    .returning({ id: whatsappMessages.id });
  return inserted.length;
}

export interface ClaimedMessage {
  id: number;
  /** WhatsApp's own id of the message. */
  messageId: string;
  waId: string;
  sentAt: Date;
  message: unknown;
}

/**
 * Takes the next message to answer: the oldest (by its own timestamp) not yet handled of a
 * phone whose older messages are all handled and that no other worker holds, so each phone's
 * messages are answered one at a time and in order, whatever the number of workers and
 * processes. Held until `until`; a worker that dies lets it go when that passes. One statement
 * (one round trip): the row is locked by the inner select, skipped by the other workers, and
 * marked by the update.
 */
export async function claimMessage(
  db: Database,
  now: Date,
  until: Date,
): Promise<ClaimedMessage | null> {
  const [claimed] = await db
    .update(whatsappMessages)
    .set({ claimedUntil: until })
    .where(
      eq(
        whatsappMessages.id,
        sql`(
          select m.id from whatsapp_messages m
          where m.handled_at is null
            and (m.claimed_until is null or m.claimed_until < ${now})
            and not exists (
              select 1 from whatsapp_messages o
              where o.wa_id = m.wa_id and o.handled_at is null and o.id <> m.id
                and ((o.sent_at, o.id) < (m.sent_at, m.id) or o.claimed_until >= ${now})
            )
          order by m.sent_at, m.id
          limit 1
          for update skip locked)`,
      ),
    )
    .returning({
      id: whatsappMessages.id,
      messageId: whatsappMessages.messageId,
      waId: whatsappMessages.waId,
      sentAt: whatsappMessages.sentAt,
      message: whatsappMessages.message,
    });
  return claimed ?? null;
}

export interface Conversation {
  waId: string;
  step: string;
  draft: Record<string, unknown>;
  lastMessageAt: Date | null;
  updatedAt: Date;
}

export async function findConversation(db: Database, waId: string): Promise<Conversation | null> {
  const [row] = await db
    .select()
    .from(whatsappConversations)
    .where(eq(whatsappConversations.waId, waId));
  return row ? { ...row, draft: (row.draft ?? {}) as Record<string, unknown> } : null;
}

/**
 * Saves where the conversation stands and marks the message handled, together: one statement
 * (the conversation's upsert in a `with`), so one round trip and all or nothing.
 */
export async function finishMessage(
  db: Database,
  message: { id: number; waId: string; sentAt: Date },
  outcome: 'answered' | 'stale' | 'ignored',
  state: { step: string; draft: object } | null,
  now: Date,
): Promise<void> {
  // Only the id is needed from now on (to recognise a retry): what the person wrote (a name,
  // a cédula) is not kept beyond answering it (Ley 1581, decision 025).
  const markHandled = sql`
    update whatsapp_messages
    set handled_at = ${now}, outcome = ${outcome}, claimed_until = null, message = '{}'::jsonb
    where id = ${message.id}`;
  if (!state) {
    await db.execute(markHandled);
    return;
  }
  await db.execute(sql`
    with saved as (
      insert into whatsapp_conversations (wa_id, step, draft, last_message_at, updated_at)
      values (${message.waId}, ${state.step}, ${JSON.stringify(state.draft)}::jsonb,
              ${message.sentAt}, ${now})
      on conflict (wa_id) do update set
        step = excluded.step,
        draft = excluded.draft,
        last_message_at = greatest(whatsapp_conversations.last_message_at, excluded.last_message_at),
        updated_at = excluded.updated_at
    )
    ${markHandled}`);
}

/**
 * Conversations untouched since `before` go with their drafts (a half-given name and cédula):
 * they would start over anyway.
 */
export async function forgetIdleConversations(db: Database, before: Date): Promise<void> {
  await db.delete(whatsappConversations).where(lt(whatsappConversations.updatedAt, before));
}

/** Handled messages older than `before` go: by then Meta no longer retries them. */
export async function forgetHandledMessages(db: Database, before: Date): Promise<void> {
  await db
    .delete(whatsappMessages)
    .where(and(isNotNull(whatsappMessages.handledAt), lt(whatsappMessages.receivedAt, before)));
}

/**
 * When each of these phones (country code and number) last wrote to the marketplace's number,
 * for those that did within the messages kept (WHATSAPP_LIMITS.keepHandledDays).
 */
export async function lastInboundMessages(
  db: Database,
  waIds: string[],
): Promise<Map<string, Date>> {
  if (waIds.length === 0) return new Map();
  const rows = await db
    .select({ waId: whatsappMessages.waId, sentAt: max(whatsappMessages.sentAt) })
    .from(whatsappMessages)
    .where(inArray(whatsappMessages.waId, waIds))
    .groupBy(whatsappMessages.waId);
  return new Map(rows.flatMap((row) => (row.sentAt ? [[row.waId, row.sentAt] as const] : [])));
}
