/**
 * The SQL of platform administration. These reads and writes span every organisation and user
 * on purpose: each is called only from a service that has checked the platform-admin role.
 */
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { containing } from '../../db/like';
import type { Executor } from '../../db/client';
import { outer } from '../../db/outer';
import { organisations, orgMembers, users } from '../../db/schema';
import { forgetSignInsOf } from '../../plugins/auth/sign-in-cache';

export type AdminUserRow = typeof users.$inferSelect;
export interface Page {
  q: string;
  offset: number;
  limit: number;
}

/** `%` and `_` typed by an admin are literal characters, not wildcards. */

export async function adminSearchUsers(db: Executor, { q, offset, limit }: Page) {
  const where = q
    ? or(ilike(users.phone, containing(q)), ilike(users.nickname, containing(q)))
    : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: await db.$count(users, where) };
}

/** The user after the change, or undefined when there is no such user. */
export async function adminSetUserBan(
  db: Executor,
  userId: bigint,
  ban: boolean,
  reason: string,
): Promise<AdminUserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ban, banReason: ban ? reason : null })
    .where(eq(users.id, userId))
    .returning();
  forgetSignInsOf(userId);
  return row;
}

export async function adminSearchOrgs(db: Executor, { q, offset, limit }: Page) {
  const where = q
    ? or(ilike(organisations.name, containing(q)), ilike(organisations.code, containing(q)))
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
        sql<number>`(select ${count()} from ${orgMembers} where ${orgMembers.orgId} = ${outer(organisations.id)})`.mapWith(
          Number,
        ),
    })
    .from(organisations)
    .leftJoin(owner, eq(owner.orgId, organisations.id))
    .where(where)
    .orderBy(desc(organisations.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: await db.$count(organisations, where) };
}

/** How many users and organisations the platform has. */
export async function adminCountAccounts(db: Executor) {
  const [usersCount, orgsCount] = await Promise.all([db.$count(users), db.$count(organisations)]);
  return { users: usersCount, organisations: orgsCount };
}
