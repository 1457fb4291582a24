import { DEFAULT_LOCALE, type Identity, type LoginAnswer, type Locale } from '@miaoyu/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { issueToken } from '../../plugins/auth/tokens';
import { addMember, findMembership, setCurrentOrg } from '../orgs';
import { createUserWithPersonalOrg, toUserInfo, type UserRow } from '../user';
import {
  findIdentity,
  insertIdentity,
  lockIdentity,
  lockUser,
  touchIdentity,
  userHasIssuer,
  type IdentityRow,
} from './identities.repo';
import type { ProviderProfile } from './providers/profile';

export interface SignInMeta {
  ip: string;
  userAgent?: string;
  locale?: Locale;
}

/** The team a provider's settings belong to, and the role its new members get. */
export interface JoiningTeam {
  orgId: bigint;
  joinRole: 'member' | 'admin';
}

const NAME_LIMIT = 40;

function firstNickname(profile: ProviderProfile, locale: Locale = DEFAULT_LOCALE) {
  const name = Array.from(profile.displayName.trim()).slice(0, NAME_LIMIT).join('');
  if (name) return name;
  const tail = profile.subject.slice(-4);
  return locale === 'en-US' ? `User ${tail}` : `用户${tail}`;
}

export const toIdentity = (row: IdentityRow, teamName: string | null): Identity => ({
  id: row.id.toString(),
  provider: row.provider,
  displayName: row.displayName,
  teamName: teamName ?? '',
  createdAt: row.createdAt.toISOString(),
});

/**
 * Signs in the person the provider vouched for: their account, or a new one on first sign-in.
 * The team's provider vouched for them, so they are (or become) its member, and it is the team
 * they see. A banned account is refused whatever the provider says.
 */
export async function signInWith(
  db: Db,
  config: Pick<Config, 'TOKEN_TTL_DAYS'>,
  profile: ProviderProfile,
  team: JoiningTeam,
  meta: SignInMeta,
): Promise<LoginAnswer> {
  const { user, session } = await db.transaction(async (tx) => {
    await lockIdentity(tx, profile);
    const found = await findIdentity(tx, profile);
    if (found?.user.ban) throw new AppError(403, 'USER_BANNED');
    let user: UserRow;
    if (found) {
      user = found.user;
      await touchIdentity(tx, user.id, found.identity.id);
    } else {
      user = await createUserWithPersonalOrg(tx, {
        phone: null,
        nickname: firstNickname(profile, meta.locale),
      });
      await insertIdentity(tx, user.id, profile, team.orgId);
    }
    if (!(await findMembership(tx, team.orgId, user.id, false)))
      await addMember(tx, team.orgId, user.id, team.joinRole);
    await setCurrentOrg(tx, user.id, team.orgId);
    user = { ...user, currentOrgId: team.orgId };
    return { user, session: await issueToken(tx, user.id, config.TOKEN_TTL_DAYS, meta) };
  });
  const info = await toUserInfo(db, user);
  return { ...info, session: { token: session.token, expiresAt: session.expiresAt.toISOString() } };
}

/**
 * Adds a way in to a signed-in account. An identity already someone else's stays theirs; one
 * account holds one identity per provider namespace.
 */
export async function linkIdentity(
  db: Db,
  userId: bigint,
  profile: ProviderProfile,
  orgId: bigint,
): Promise<Identity> {
  return db.transaction(async (tx) => {
    await lockIdentity(tx, profile);
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError(401, 'UNAUTHORIZED');
    if (user.ban) throw new AppError(403, 'USER_BANNED');
    const found = await findIdentity(tx, profile);
    if (found && found.identity.userId !== userId) throw new AppError(409, 'IDENTITY_TAKEN');
    if (found) return toIdentity(found.identity, null);
    if (await userHasIssuer(tx, userId, profile))
      throw new AppError(409, 'IDENTITY_ALREADY_LINKED');
    return toIdentity(await insertIdentity(tx, userId, profile, orgId), null);
  });
}
