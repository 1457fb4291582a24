import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { orgMembers, users } from '../../src/db/schema';
import { issueToken } from '../../src/plugins/auth/tokens';
import { createUserWithPersonalOrg } from '../../src/modules/user/repo';
import { createTeam } from '../../src/modules/orgs/service';
import { createInvite } from '../../src/modules/orgs/invites.service';
import { authHeader } from '../harness';

/** Who acts in the permission matrix. */
export const ACTORS = [
  'owner',
  'admin',
  'member',
  'otherOwner',
  'banned',
  'platformAdmin',
  'anonymous',
] as const;
export type Actor = (typeof ACTORS)[number];

export interface MatrixWorld {
  orgId: string;
  orgName: string;
  otherOrgId: string;
  ids: Record<Exclude<Actor, 'anonymous'>, string> & { target: string };
  inviteId: string;
  inviteCode: string;
  headers: Record<Actor, Record<string, string>>;
}

let counter = 0;

/**
 * A fresh team for each action: owner, admin, member, a banned member, a spare member to act
 * upon, another team's owner, and a platform admin who belongs to neither team.
 */
export async function buildWorld(app: App): Promise<MatrixWorld> {
  counter += 1;
  const phone = (n: number) =>
    `+1555${String(counter).padStart(4, '0')}${String(n).padStart(3, '0')}`;
  const person = async (n: number, nickname: string, role: 'admin' | 'user' = 'user') =>
    createUserWithPersonalOrg(app.db, { phone: phone(n), nickname, role });
  const [owner, admin, member, banned, target, otherOwner, platformAdmin] = await Promise.all([
    person(1, 'owner'),
    person(2, 'admin'),
    person(3, 'member'),
    person(4, 'banned'),
    person(5, 'target'),
    person(6, 'other'),
    person(7, 'platform', 'admin'),
  ]);
  const team = await createTeam(app.db, owner.id, `团队${counter}`);
  const other = await createTeam(app.db, otherOwner.id, `别的团队${counter}`);
  const orgId = BigInt(team.id);
  const join = (userId: bigint, role: 'admin' | 'member') =>
    app.db.insert(orgMembers).values({ orgId, userId, role });
  await Promise.all([
    join(admin.id, 'admin'),
    join(member.id, 'member'),
    join(banned.id, 'member'),
    join(target.id, 'member'),
  ]);
  const invite = await createInvite(app.db, orgId, owner.id, {
    role: 'member',
    expiresInHours: 24,
    maxUses: 5,
  });
  const people = { owner, admin, member, banned, otherOwner, platformAdmin };
  const headers = { anonymous: {} } as MatrixWorld['headers'];
  for (const [actor, user] of Object.entries(people)) {
    const { token } = await issueToken(app.db, user.id, 1, {});
    headers[actor as Actor] = { authorization: authHeader(user.id.toString(), token) };
  }
  await app.db.update(users).set({ ban: true }).where(eq(users.id, banned.id));
  return {
    orgId: team.id,
    orgName: team.name,
    otherOrgId: other.id,
    ids: {
      owner: owner.id.toString(),
      admin: admin.id.toString(),
      member: member.id.toString(),
      banned: banned.id.toString(),
      otherOwner: otherOwner.id.toString(),
      platformAdmin: platformAdmin.id.toString(),
      target: target.id.toString(),
    },
    inviteId: invite.id,
    inviteCode: invite.code,
    headers,
  };
}
