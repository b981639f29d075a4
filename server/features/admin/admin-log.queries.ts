import { eq } from 'drizzle-orm';
import type { AdminAction } from '../../../domain/admin/admin';
import type { Database } from '../../db/client';
import { adminActions, users } from '../../db/schema';

/** A database or an open transaction: log inside the transaction that makes the change. */
type Executor = Pick<Database, 'select' | 'insert'>;

export interface AdminActionRecord {
  action: AdminAction;
  targetType: string;
  targetId: number | null;
  /** The reason, or what changed; never secrets. */
  details?: Record<string, unknown>;
}

/**
 * Writes who did what and when. Call it in the same transaction as the change, so a change is
 * never made without its log line (and a failed change leaves none).
 */
export async function logAdminAction(
  db: Executor,
  adminId: number | null,
  record: AdminActionRecord,
): Promise<void> {
  let adminName = 'Consola del servidor';
  if (adminId !== null) {
    const [admin] = await db.select({ name: users.name }).from(users).where(eq(users.id, adminId));
    adminName = admin?.name ?? 'Administrador';
  }
  await db.insert(adminActions).values({
    adminId,
    adminName,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    details: record.details ?? {},
  });
}
