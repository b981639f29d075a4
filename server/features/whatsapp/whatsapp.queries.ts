import { and, eq, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { whatsappConversations, whatsappMessages } from '../../db/schema';
import type { InboundMessage } from './webhook-payload';

// The chat's queue and conversations (decision 025). SQL lives here only.

/** Rows of a raw query: both engines answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

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
 * messages are answered one at a time and in order, whatever the number of processes. Held
 * until `until`; a worker that dies lets it go when that passes.
 */
export async function claimMessage(
  db: Database,
  now: Date,
  until: Date,
): Promise<ClaimedMessage | null> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: number | string }>(
      await tx.execute(sql`
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
        for update skip locked`),
    );
    if (!row) return null;
    const [claimed] = await tx
      .update(whatsappMessages)
      .set({ claimedUntil: until })
      .where(eq(whatsappMessages.id, Number(row.id)))
      .returning({
        id: whatsappMessages.id,
        messageId: whatsappMessages.messageId,
        waId: whatsappMessages.waId,
        sentAt: whatsappMessages.sentAt,
        message: whatsappMessages.message,
      });
    return claimed ?? null;
  });
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

/** Saves where the conversation stands and marks the message handled, together. */
export async function finishMessage(
  db: Database,
  message: { id: number; waId: string; sentAt: Date },
  outcome: 'answered' | 'stale' | 'ignored',
  state: { step: string; draft: object } | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (state) {
      await tx
        .insert(whatsappConversations)
        .values({
          waId: message.waId,
          step: state.step,
          draft: state.draft,
          lastMessageAt: message.sentAt,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: whatsappConversations.waId,
          set: {
            step: state.step,
            draft: state.draft,
            lastMessageAt: sql`greatest(${whatsappConversations.lastMessageAt}, excluded.last_message_at)`,
            updatedAt: now,
          },
        });
    }
    // Only the id is needed from now on (to recognise a retry): what the person wrote (a name,
    // a cédula) is not kept beyond answering it (Ley 1581, decision 025).
    await tx
      .update(whatsappMessages)
      .set({ handledAt: now, outcome, claimedUntil: null, message: {} })
      .where(eq(whatsappMessages.id, message.id));
  });
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
