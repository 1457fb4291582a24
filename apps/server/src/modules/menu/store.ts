import { NAVIGATION, PLATFORM_ROLES, type MenuItem, type PlatformRole } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { menuFor } from './definition';
import { deleteRoleMenu, findRoleMenu, listRoleMenus, upsertRoleMenu } from './repo';

interface KeyTree {
  key: string;
  children?: readonly KeyTree[] | undefined;
}

const knownKeys = (items: readonly KeyTree[]): string[] =>
  items.flatMap((item) => [item.key, ...knownKeys(item.children ?? [])]);

/** The menu a role sees: an admin's edit when there is one, otherwise the built-in definition. */
export async function menuOfRole(db: Db, role: PlatformRole): Promise<MenuItem[]> {
  const row = await findRoleMenu(db, role);
  return row?.items ?? menuFor(role);
}

export async function allRoleMenus(db: Db) {
  const rows = await listRoleMenus(db);
  return {
    roles: PLATFORM_ROLES.map((role) => {
      const row = rows.find((r) => r.role === role);
      return { role, items: row?.items ?? menuFor(role), custom: Boolean(row) };
    }),
    available: menuFor('admin'),
  };
}

export async function saveRoleMenu(db: Db, adminId: bigint, role: PlatformRole, items: MenuItem[]) {
  const known = new Set(knownKeys(NAVIGATION));
  const used = knownKeys(items);
  if (used.some((key) => !known.has(key)) || new Set(used).size !== used.length) {
    throw new AppError(422, 'VALIDATION_FAILED', {}, [
      { loc: ['body', 'items'], msg: 'validation.menuKey' },
    ]);
  }
  await db.transaction(async (tx) => {
    await upsertRoleMenu(tx, role, items, adminId);
    await audit(tx, {
      actorUserId: adminId,
      action: 'menu.save',
      targetType: 'role',
      targetId: role,
      detail: { items },
    });
  });
}

export async function resetRoleMenu(db: Db, adminId: bigint, role: PlatformRole) {
  await db.transaction(async (tx) => {
    await deleteRoleMenu(tx, role);
    await audit(tx, {
      actorUserId: adminId,
      action: 'menu.reset',
      targetType: 'role',
      targetId: role,
    });
  });
}
