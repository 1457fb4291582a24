import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, type Identity, type LoginAnswer, type Locale } from '@miaoyu/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
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
  type IdentityRow,
} from './identities.repo';
import type { ProviderProfile } from './providers/profile';

export interface SignInMeta {
  ip: string;
  userAgent?: string;
  locale?: Locale;
}

/** The team whose provider vouched for the person, and its rules for newcomers. */
export interface JoiningTeam {
  orgId: bigint;
  joinRole: 'member' | 'admin';
  /** `open`: a first sign-in makes an account and a member; `members`: members only. */
  joinPolicy: 'open' | 'members';
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
 * Signs in the person the provider vouched for. Their first sign-in makes their account and
 * makes them a member of the team, in its role for newcomers (audit-logged), when the team lets
 * newcomers in; later sign-ins never add them again (a member who was removed stays removed),
 * and a team open to members only refuses whoever is not one. A banned account is refused.
 */
export async function signInWith(
  db: Db,
  plans: FastifyInstance['plans'],
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
      const member = await findMembership(tx, team.orgId, user.id, false);
      if (!member && team.joinPolicy === 'members') throw membersOnly();
      await touchIdentity(tx, user.id, found.identity.id);
      if (member) {
        await setCurrentOrg(tx, user.id, team.orgId);
        user = { ...user, currentOrgId: team.orgId };
      }
    } else {
      if (team.joinPolicy === 'members') throw membersOnly();
      user = await createUserWithPersonalOrg(tx, {
        phone: null,
        nickname: firstNickname(profile, meta.locale),
      });
      await insertIdentity(tx, user.id, profile, team.orgId);
      await plans.require(tx, team.orgId, 'members');
      await addMember(tx, team.orgId, user.id, team.joinRole);
      await setCurrentOrg(tx, user.id, team.orgId);
      user = { ...user, currentOrgId: team.orgId };
      await audit(tx, {
        actorUserId: user.id,
        orgId: team.orgId,
        action: 'member.join',
        targetType: 'user',
        targetId: user.id,
        detail: { via: profile.provider, role: team.joinRole },
      });
    }
    return { user, session: await issueToken(tx, user.id, config.TOKEN_TTL_DAYS, meta) };
  });
  const info = await toUserInfo(db, user);
  return { ...info, session: { token: session.token, expiresAt: session.expiresAt.toISOString() } };
}

const membersOnly = () => new AppError(403, 'SIGN_IN_MEMBERS_ONLY');

/**
 * Adds a way in to a signed-in account; an identity already someone else's stays theirs. An
 * account may hold several of a provider (a DingTalk in each of two organisations).
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
    return toIdentity(await insertIdentity(tx, userId, profile, orgId), null);
  });
}
