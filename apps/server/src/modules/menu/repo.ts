/** The SQL of the menus admins edit per platform role (platform-wide rows, no tenant). */
import { eq } from 'drizzle-orm';
import type { MenuItem, PlatformRole } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { roleMenus } from '../../db/schema';

export async function findRoleMenu(db: Executor, role: PlatformRole) {
  const [row] = await db.select().from(roleMenus).where(eq(roleMenus.role, role)).limit(1);
  return row;
}

export const listRoleMenus = (db: Executor) => db.select().from(roleMenus);

export async function upsertRoleMenu(
  db: Executor,
  role: PlatformRole,
  items: MenuItem[],
  adminId: bigint,
) {
  await db
    .insert(roleMenus)
    .values({ role, items, updatedBy: adminId })
    .onConflictDoUpdate({ target: roleMenus.role, set: { items, updatedBy: adminId } });
}

export async function deleteRoleMenu(db: Executor, role: PlatformRole) {
  await db.delete(roleMenus).where(eq(roleMenus.role, role));
}
