/**
 * The SQL of the public square. It reads across organisations, but only helpers their teams made
 * public, and only the columns anyone may see.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { HelperKind } from '@miaoyu/contracts';
import type { Executor } from '../../../db/client';
import { helpers, organisations, users } from '../../../db/schema';
import { helperMatches } from '../manage/repo';

export const isPublic = eq(helpers.visibility, 'public');

/** What a helper's card shows anyone, with its author's and team's names (join both). */
export const cardColumns = {
  code: helpers.code,
  name: helpers.name,
  avatar: helpers.avatar,
  description: helpers.description,
  kind: helpers.kind,
  category: helpers.category,
  tags: helpers.tags,
  welcome: helpers.welcome,
  suggestedQuestions: helpers.suggestedQuestions,
  useCount: helpers.useCount,
  createdAt: helpers.createdAt,
  authorName: sql<string>`coalesce(${users.nickname}, '')`,
  teamName: organisations.name,
};

export type PublicHelperRow = NonNullable<Awaited<ReturnType<typeof findPublicHelper>>>;

export interface PublicFilter {
  kind?: HelperKind;
  category?: string;
  tag?: string;
  keyword?: string;
  sort: 'popular' | 'newest';
}

export async function listPublicHelpers(
  db: Executor,
  filter: PublicFilter,
  page: { offset: number; limit: number },
) {
  const conditions: (SQL | undefined)[] = [isPublic];
  if (filter.kind) conditions.push(eq(helpers.kind, filter.kind));
  if (filter.category) conditions.push(eq(helpers.category, filter.category));
  if (filter.tag) conditions.push(sql`${helpers.tags} @> ${JSON.stringify([filter.tag])}::jsonb`);
  if (filter.keyword) conditions.push(helperMatches(filter.keyword));
  const order =
    filter.sort === 'newest'
      ? [desc(helpers.createdAt), desc(helpers.id)]
      : [desc(helpers.useCount), desc(helpers.id)];
  // One more than asked says whether there is a next page.
  const rows = await db
    .select(cardColumns)
    .from(helpers)
    .innerJoin(organisations, eq(organisations.id, helpers.orgId))
    .leftJoin(users, eq(users.id, helpers.authorId))
    .where(and(...conditions))
    .orderBy(...order)
    .offset(page.offset)
    .limit(page.limit + 1);
  return { list: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

/** A public helper by its code, or undefined (a private one included). */
export async function findPublicHelper(db: Executor, code: string) {
  const [row] = await db
    .select(cardColumns)
    .from(helpers)
    .innerJoin(organisations, eq(organisations.id, helpers.orgId))
    .leftJoin(users, eq(users.id, helpers.authorId))
    .where(and(isPublic, eq(helpers.code, code)))
    .limit(1);
  return row;
}

/** The categories public helpers are filed under, most helpers first. */
export async function publicCategories(db: Executor, limit: number) {
  const n = count();
  return db
    .select({ name: helpers.category, count: n })
    .from(helpers)
    .where(and(isPublic, sql`${helpers.category} <> ''`))
    .groupBy(helpers.category)
    .orderBy(desc(n), helpers.category)
    .limit(limit);
}

/** A team by its public code: only what its page shows. */
export async function findTeamByCode(db: Executor, code: string) {
  const [row] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      code: organisations.code,
      logo: organisations.logo,
    })
    .from(organisations)
    .where(eq(organisations.code, code))
    .limit(1);
  return row;
}

/** The team's public helpers, most used first. */
export async function listTeamPublicHelpers(
  db: Executor,
  orgId: bigint,
  filter: { keyword?: string },
  page: { offset: number; limit: number },
) {
  const rows = await db
    .select(cardColumns)
    .from(helpers)
    .innerJoin(organisations, eq(organisations.id, helpers.orgId))
    .leftJoin(users, eq(users.id, helpers.authorId))
    .where(
      and(
        isPublic,
        eq(helpers.orgId, orgId),
        filter.keyword ? helperMatches(filter.keyword) : undefined,
      ),
    )
    .orderBy(desc(helpers.useCount), desc(helpers.id))
    .offset(page.offset)
    .limit(page.limit + 1);
  return { list: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}
