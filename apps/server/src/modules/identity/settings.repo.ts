import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organisations, orgMembers, teamSignIn } from '../../db/schema';

export type TeamSignInRow = typeof teamSignIn.$inferSelect;
type Provider = TeamSignInRow['provider'];

export function teamSignInOf(db: Executor, orgId: bigint) {
  return db
    .select()
    .from(teamSignIn)
    .where(eq(teamSignIn.orgId, orgId))
    .orderBy(teamSignIn.provider);
}

export async function findTeamSignIn(
  db: Executor,
  orgId: bigint,
  provider: Provider,
): Promise<TeamSignInRow | undefined> {
  const [row] = await db
    .select()
    .from(teamSignIn)
    .where(and(eq(teamSignIn.orgId, orgId), eq(teamSignIn.provider, provider)));
  return row;
}

export async function saveTeamSignIn(
  db: Executor,
  orgId: bigint,
  values: Omit<typeof teamSignIn.$inferInsert, 'orgId' | 'createdAt' | 'updatedAt'>,
): Promise<TeamSignInRow> {
  const [row] = await db
    .insert(teamSignIn)
    .values({ ...values, orgId })
    .onConflictDoUpdate({
      target: [teamSignIn.orgId, teamSignIn.provider],
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function deleteTeamSignIn(db: Executor, orgId: bigint, provider: Provider) {
  const rows = await db
    .delete(teamSignIn)
    .where(and(eq(teamSignIn.orgId, orgId), eq(teamSignIn.provider, provider)))
    .returning({ provider: teamSignIn.provider });
  return rows.length > 0;
}

/** A team by the public code its sign-in links carry (personal spaces have no sign-in links). */
export async function teamByCode(db: Executor, code: string) {
  const [team] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      code: organisations.code,
      logo: organisations.logo,
    })
    .from(organisations)
    .where(and(eq(organisations.code, code), eq(organisations.kind, 'team')));
  return team;
}

export async function teamCodeOf(db: Executor, orgId: bigint): Promise<string | undefined> {
  const [team] = await db
    .select({ code: organisations.code })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return team?.code;
}

/** The enabled providers of the teams the user belongs to. */
export function offeringTeamsOf(db: Executor, userId: bigint) {
  return db
    .select({
      orgId: teamSignIn.orgId,
      provider: teamSignIn.provider,
      code: organisations.code,
      name: organisations.name,
    })
    .from(teamSignIn)
    .innerJoin(organisations, eq(organisations.id, teamSignIn.orgId))
    .innerJoin(
      orgMembers,
      and(eq(orgMembers.orgId, teamSignIn.orgId), eq(orgMembers.userId, userId)),
    )
    .where(eq(teamSignIn.enabled, true))
    .orderBy(organisations.name, teamSignIn.provider);
}

/** The enabled providers of a team, for the buttons on its sign-in page. */
export function enabledProvidersOf(db: Executor, orgId: bigint) {
  return db
    .select({ provider: teamSignIn.provider, settings: teamSignIn.settings })
    .from(teamSignIn)
    .where(and(eq(teamSignIn.orgId, orgId), eq(teamSignIn.enabled, true)))
    .orderBy(teamSignIn.provider);
}
