import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminUser } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { organisations, orgMembers, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../files/url';

/** `%` and `_` typed by an admin are literal characters, not wildcards. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toAdminUser = (u: typeof users.$inferSelect): AdminUser => ({
  id: u.id.toString(),
  phone: u.phone,
  nickname: u.nickname,
  avatar: fileUrl(u.avatar),
  role: u.role,
  ban: u.ban,
  banReason: u.banReason ?? '',
  createdAt: u.createdAt.toISOString(),
});

export async function searchUsers(db: Db, q: string, offset: number, limit: number) {
  const where = q ? or(ilike(users.phone, like(q)), ilike(users.nickname, like(q))) : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(limit)
    .offset(offset);
  return { list: rows.map(toAdminUser), total: await db.$count(users, where) };
}

/** Ban or unban; a banned user's tokens answer 403 on their very next request. */
export async function setBan(db: Db, adminId: bigint, userId: bigint, ban: boolean, reason = '') {
  if (userId === adminId) throw new AppError(400, 'BAD_REQUEST');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ban, banReason: ban ? reason : null })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new AppError(404, 'NOT_FOUND');
    await audit(tx, {
      actorUserId: adminId,
      action: ban ? 'user.ban' : 'user.unban',
      targetType: 'user',
      targetId: userId,
      detail: ban ? { reason } : {},
    });
    return toAdminUser(row);
  });
}

export async function searchOrgs(db: Db, q: string, offset: number, limit: number) {
  const where = q
    ? or(ilike(organisations.name, like(q)), ilike(organisations.code, like(q)))
    : undefined;
  const owner = db
    .select({ orgId: orgMembers.orgId, nickname: users.nickname })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(eq(orgMembers.role, 'owner'))
    .as('owner');
  const rows = await db
    .select({
      org: organisations,
      ownerNickname: owner.nickname,
      memberCount:
        sql<number>`(select ${count()} from ${orgMembers} where ${orgMembers.orgId} = ${organisations.id})`.mapWith(
          Number,
        ),
    })
    .from(organisations)
    .leftJoin(owner, eq(owner.orgId, organisations.id))
    .where(where)
    .orderBy(desc(organisations.id))
    .limit(limit)
    .offset(offset);
  return {
    list: rows.map((r) => ({
      id: r.org.id.toString(),
      name: r.org.name,
      kind: r.org.kind,
      code: r.org.code,
      memberCount: r.memberCount,
      ownerNickname: r.ownerNickname ?? '',
      createdAt: r.org.createdAt.toISOString(),
    })),
    total: await db.$count(organisations, where),
  };
}
