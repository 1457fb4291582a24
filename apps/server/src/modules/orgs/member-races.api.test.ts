import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orgMembers, users } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { testsOn } from '../../../test/databases';

const ROUNDS = 10;

/*
 * Two member changes on one team at the same moment end as if one ran after the other. PGlite
 * runs one query at a time, so only PostgreSQL (several connections) can show a race.
 */
describe.skipIf(!testsOn('postgres'))('concurrent member changes on postgres', () => {
  const t = useTestApp('postgres', {
    SMS_RESEND_SECONDS: '0',
    SMS_PHONE_HOURLY_LIMIT: '100',
    SMS_IP_HOURLY_LIMIT: '100',
  });
  const user = async (phone: string) => {
    const { answer, authorization } = await t.signIn(phone);
    const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
    return {
      id: answer.id,
      /** Where a new user starts. */
      personalOrgId: answer.orgId,
      post: (url: string, payload: object = {}) => call('POST', url, payload),
      patch: (url: string, payload: object) => call('PATCH', url, payload),
      del: (url: string) => call('DELETE', url),
    };
  };
  type User = Awaited<ReturnType<typeof user>>;

  /** A new team of `owner` that every one of `joiners` has joined as a member. */
  async function team(owner: User, joiners: User[]) {
    const orgId = (await owner.post('/v1/orgs', { name: '并发团队' })).json().id as string;
    const link = (await owner.post(`/v1/orgs/${orgId}/invites`, { maxUses: 10 })).json();
    for (const who of joiners)
      expect((await who.post(`/v1/invites/${link.code}/accept`)).statusCode).toBe(200);
    return orgId;
  }

  async function roles(orgId: string) {
    const rows = await t.app.db
      .select({ userId: orgMembers.userId, role: orgMembers.role })
      .from(orgMembers)
      .where(eq(orgMembers.orgId, BigInt(orgId)));
    return new Map(rows.map((r) => [r.userId.toString(), r.role]));
  }

  it('two transfers at once: exactly one wins, the team keeps exactly one owner', async () => {
    const owner = await user('13600000001');
    const a = await user('13600000002');
    const b = await user('13600000003');
    for (let round = 0; round < ROUNDS; round++) {
      const orgId = await team(owner, [a, b]);
      const answers = await Promise.all(
        [a, b].map((to) => owner.post(`/v1/orgs/${orgId}/transfer`, { userId: to.id })),
      );
      const after = await roles(orgId);
      const owners = [...after].filter(([, role]) => role === 'owner').map(([id]) => id);
      expect(owners, `round ${round}: ${[...after]}`).toHaveLength(1);
      expect(after.get(owner.id)).toBe('admin');
      const statuses = answers.map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 200),
        `round ${round}`,
      ).toHaveLength(1);
      const refused = answers.find((r) => r.statusCode !== 200)!;
      expect([403, 409]).toContain(refused.statusCode);
      // The winner is the one whose answer was 200.
      expect(owners[0]).toBe([a, b][statuses.indexOf(200)]!.id);
    }
  });

  it('promoting a member while an admin removes them: one of the two is refused', async () => {
    const owner = await user('13600000011');
    const admin = await user('13600000012');
    const member = await user('13600000013');
    for (let round = 0; round < ROUNDS; round++) {
      const orgId = await team(owner, [admin, member]);
      const url = (who: User) => `/v1/orgs/${orgId}/members/${who.id}`;
      expect((await owner.patch(url(admin), { role: 'admin' })).statusCode).toBe(200);
      const [promoted, removed] = await Promise.all([
        owner.patch(url(member), { role: 'admin' }),
        admin.del(url(member)),
      ]);
      const role = (await roles(orgId)).get(member.id);
      const detail = `round ${round}: promote ${promoted.statusCode}, remove ${removed.statusCode}`;
      if (promoted.statusCode === 200) {
        // Promoted first: the admin no longer outranks them.
        expect(removed.statusCode, detail).toBe(403);
        expect(removed.json().code).toBe('ROLE_TOO_HIGH');
        expect(role).toBe('admin');
      } else {
        // Removed first: there is nobody left to promote.
        expect(removed.statusCode, detail).toBe(200);
        expect(promoted.statusCode, detail).toBe(404);
        expect(role).toBeUndefined();
      }
    }
  });

  it('a transfer to someone who is leaving at that moment never leaves the team ownerless', async () => {
    const owner = await user('13600000021');
    const leaver = await user('13600000022');
    for (let round = 0; round < ROUNDS; round++) {
      const orgId = await team(owner, [leaver]);
      const [transferred, left] = await Promise.all([
        owner.post(`/v1/orgs/${orgId}/transfer`, { userId: leaver.id }),
        leaver.post(`/v1/orgs/${orgId}/leave`),
      ]);
      const after = await roles(orgId);
      const detail = `round ${round}: transfer ${transferred.statusCode}, leave ${left.statusCode}`;
      expect(
        [...after.values()].filter((r) => r === 'owner'),
        detail,
      ).toHaveLength(1);
      if (transferred.statusCode === 200) {
        // Transferred first: the new owner must hand it on before leaving.
        expect(left.statusCode, detail).toBe(400);
        expect(after.get(leaver.id)).toBe('owner');
      } else {
        expect(left.statusCode, detail).toBe(200);
        expect(transferred.statusCode, detail).toBe(404);
        expect(after.get(owner.id)).toBe('owner');
      }
    }
  });

  it('a transfer to someone deleting their account at that moment never leaves the team ownerless', async () => {
    const owner = await user('13600000031');
    for (let round = 0; round < ROUNDS; round++) {
      const heir = await user(`136000001${String(round).padStart(2, '0')}`);
      const orgId = await team(owner, [heir]);
      const [transferred, deleted] = await Promise.all([
        owner.post(`/v1/orgs/${orgId}/transfer`, { userId: heir.id }),
        heir.post('/v1/user/delete', { confirm: 'DELETE' }),
      ]);
      const after = await roles(orgId);
      const detail = `round ${round}: transfer ${transferred.statusCode}, delete ${deleted.statusCode}`;
      expect(
        [...after.values()].filter((r) => r === 'owner'),
        detail,
      ).toHaveLength(1);
      if (transferred.statusCode === 200) {
        // Transferred first: they now own a team with another member in it.
        expect(deleted.statusCode, detail).toBe(409);
        expect(deleted.json().code).toBe('OWNS_TEAM_WITH_MEMBERS');
        expect(after.get(heir.id)).toBe('owner');
      } else {
        expect(deleted.statusCode, detail).toBe(200);
        expect(transferred.statusCode, detail).toBe(404);
        expect(after.get(owner.id)).toBe('owner');
      }
    }
  });

  it('switching to a team while being removed from it ends in their own space, never an error', async () => {
    const owner = await user('13600000041');
    const member = await user('13600000042');
    const { personalOrgId } = member;
    for (let round = 0; round < ROUNDS; round++) {
      const orgId = await team(owner, [member]);
      // Joining made the team current: start each round from their own space.
      expect((await member.post('/v1/user/currentOrg', { orgId: personalOrgId })).statusCode).toBe(
        200,
      );
      const [switched, removed] = await Promise.all([
        member.post('/v1/user/currentOrg', { orgId }),
        owner.del(`/v1/orgs/${orgId}/members/${member.id}`),
      ]);
      const detail = `round ${round}: switch ${switched.statusCode}, remove ${removed.statusCode}`;
      expect(removed.statusCode, detail).toBe(200);
      // Switched first (then moved back by the removal), or refused as no longer a member.
      expect([200, 404], detail).toContain(switched.statusCode);
      const [row] = await t.app.db
        .select()
        .from(users)
        .where(eq(users.id, BigInt(member.id)));
      expect(String(row!.currentOrgId), detail).toBe(personalOrgId);
    }
  });
});
