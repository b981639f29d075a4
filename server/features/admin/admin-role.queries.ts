import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { logAdminAction } from './admin-log.queries';

export type RoleChange = 'grant' | 'revoke';

export type RoleChangeResult =
  | { outcome: 'changed' | 'unchanged'; user: { id: number; name: string; phone: string } }
  | { outcome: 'no-user' };

/**
 * Gives or takes the admin role by phone number. Only the server's command line calls this
 * (npm run admin): no HTTP route can grant the role. Revoking bumps the token version too, so
 * the person's open sessions end and a new sign-in reads the new role.
 */
export async function changeAdminRole(
  db: Database,
  phone: string,
  change: RoleChange,
): Promise<RoleChangeResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, phone: users.phone, role: users.role })
      .from(users)
      .where(eq(users.phone, phone))
      .for('update');
    if (!user) return { outcome: 'no-user' as const };
    const role = change === 'grant' ? 'admin' : 'user';
    const summary = { id: user.id, name: user.name, phone: user.phone };
    if (user.role === role) return { outcome: 'unchanged' as const, user: summary };
    await tx
      .update(users)
      .set({
        role,
        updatedAt: new Date(),
        ...(change === 'revoke' ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      })
      .where(eq(users.id, user.id));
    await logAdminAction(tx, null, {
      action: change === 'grant' ? 'role.grant' : 'role.revoke',
      targetType: 'user',
      targetId: user.id,
      details: { phone: user.phone },
    });
    return { outcome: 'changed' as const, user: summary };
  });
}
