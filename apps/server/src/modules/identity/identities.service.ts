import type { SignInProvider } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { toIdentity } from './accounts.service';
import { deleteIdentity, identitiesOf, lockUser } from './identities.repo';
import { offeringTeamsOf, teamByCode } from './settings.repo';

/** The caller's ways in, and the providers their teams offer to link. */
export async function listIdentities(db: Db, caller: Caller) {
  const rows = await identitiesOf(db, caller.user.id);
  const available = await offeringTeamsOf(db, caller.user.id);
  return {
    list: rows.map((row) => toIdentity(row.identity, row.teamName)),
    hasPhone: Boolean(caller.user.phone),
    available: available.map((team) => ({
      provider: team.provider,
      tenantId: team.code,
      teamName: team.name,
    })),
  };
}

/** Unlinks an identity, never the last way in (a phone, or another identity, must remain). */
export async function unlinkIdentity(db: Db, caller: Caller, identityId: bigint) {
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, caller.user.id);
    const rows = await identitiesOf(tx, caller.user.id);
    if (!rows.some((row) => row.identity.id === identityId)) throw notFound();
    if (!user?.phone && rows.length <= 1) throw new AppError(409, 'IDENTITY_LAST_WAY_IN');
    await deleteIdentity(tx, caller.user.id, identityId);
  });
  return { ok: true as const };
}

/** Linking starts through a team the caller belongs to: its settings say which app to use. */
export async function requireLinkableTeam(
  db: Db,
  caller: Caller,
  tenantId: string,
  provider: SignInProvider,
) {
  const team = await teamByCode(db, tenantId);
  const offering = await offeringTeamsOf(db, caller.user.id);
  if (!team || !offering.some((row) => row.orgId === team.id && row.provider === provider))
    throw new AppError(404, 'SIGN_IN_NOT_OFFERED');
}
