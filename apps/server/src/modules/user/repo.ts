import { and, eq } from 'drizzle-orm';
import type { OrgRole } from '@miaoyu/contracts';
import type { Db, Executor } from '../../db/client';
import { organisations, orgMembers, users } from '../../db/schema';
import { publicCode } from '../../lib/crypto';

export type UserRow = typeof users.$inferSelect;

/**
 * `lock`, inside a transaction: holds the row for share until it ends, so a ban (which updates the
 * row) cannot commit between what the caller reads here and what it writes.
 */
export async function findUserByPhone(
  db: Executor,
  phone: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<UserRow | undefined> {
  const query = db.select().from(users).where(eq(users.phone, phone)).limit(1);
  const [row] = await (lock ? query.for('share') : query);
  return row;
}

/** The caller's current organisation and their role in it, or null when they are not a member. */
export async function currentOrg(
  db: Db,
  user: UserRow,
): Promise<{ role: OrgRole; name: string; code: string } | null> {
  if (user.currentOrgId === null) return null;
  const [row] = await db
    .select({ role: orgMembers.role, name: organisations.name, code: organisations.code })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .where(and(eq(orgMembers.orgId, user.currentOrgId), eq(orgMembers.userId, user.id)))
    .limit(1);
  return row ?? null;
}

/** A new user owns a personal organisation from the first moment (DESIGN.md §1). */
export async function createUserWithPersonalOrg(
  db: Executor,
  input: { phone: string | null; nickname: string; role?: UserRow['role'] },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ phone: input.phone, nickname: input.nickname, role: input.role ?? 'user' })
      .returning();
    const [org] = await tx
      .insert(organisations)
      .values({ code: publicCode(), name: input.nickname, kind: 'personal', createdBy: user!.id })
      .returning({ id: organisations.id });
    await tx.insert(orgMembers).values({ orgId: org!.id, userId: user!.id, role: 'owner' });
    const [updated] = await tx
      .update(users)
      .set({ currentOrgId: org!.id })
      .where(eq(users.id, user!.id))
      .returning();
    return updated!;
  });
}
