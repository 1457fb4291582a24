import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Invite } from '@miaoyu/contracts';
import { orgInvites } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';

/** An invite is created, seen and revoked only by someone who outranks the role it grants. */
describe.each(DATABASE_KINDS)('invites by rank on %s', (kind) => {
  const t = useTestApp(kind, { SMS_RESEND_SECONDS: '0', SMS_PHONE_HOURLY_LIMIT: '100' });
  const user = async (phone: string) => {
    const { answer, authorization } = await t.signIn(phone);
    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
    return {
      id: answer.id,
      get: (url: string) => call('GET', url),
      post: (url: string, payload: object = {}) => call('POST', url, payload),
      patch: (url: string, payload: object) => call('PATCH', url, payload),
      del: (url: string) => call('DELETE', url),
    };
  };

  /** A team with an owner, an admin and a member, and one invite of each role from the owner. */
  async function team(n: number) {
    const phone = (k: number) =>
      `1330000${String(n).padStart(2, '0')}${String(k).padStart(2, '0')}`;
    const owner = await user(phone(1));
    const orgId = (await owner.post('/v1/orgs', { name: `等级团队${n}` })).json().id as string;
    const url = `/v1/orgs/${orgId}/invites`;
    const join = (await owner.post(url, { maxUses: 5 })).json() as Invite;
    const admin = await user(phone(2));
    const member = await user(phone(3));
    for (const who of [admin, member])
      expect((await who.post(`/v1/invites/${join.code}/accept`)).statusCode).toBe(200);
    const promoted = await owner.patch(`/v1/orgs/${orgId}/members/${admin.id}`, { role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const adminInvite = (await owner.post(url, { role: 'admin', maxUses: 1 })).json() as Invite;
    expect(adminInvite.role).toBe('admin');
    const forPhone = (await owner.post(url, { role: 'admin', phone: phone(9) })).json() as Invite;
    const memberInvite = (await owner.post(url, { role: 'member' })).json() as Invite;
    return { owner, admin, member, url, join, adminInvite, forPhone, memberInvite };
  }

  const revoked = async (id: string) =>
    (
      await t.app.db
        .select()
        .from(orgInvites)
        .where(eq(orgInvites.id, BigInt(id)))
    )[0]!.revokedAt;

  it("lists only invites of roles below the caller's", async () => {
    const { owner, admin, member, url, join, adminInvite, forPhone, memberInvite } = await team(1);
    const byOwner = (await owner.get(url)).json();
    expect(byOwner.list.map((i: Invite) => i.id).sort()).toEqual(
      [join.id, adminInvite.id, forPhone.id, memberInvite.id].sort(),
    );
    expect(byOwner.total).toBe(4);
    const byAdmin = await admin.get(url);
    expect(byAdmin.statusCode).toBe(200);
    expect(
      byAdmin
        .json()
        .list.map((i: Invite) => i.id)
        .sort(),
    ).toEqual([join.id, memberInvite.id].sort());
    expect(byAdmin.json().total).toBe(2);
    // Neither admin invite's code reaches the admin in any form.
    expect(byAdmin.body).not.toContain(adminInvite.code);
    expect(byAdmin.body).not.toContain(forPhone.code);
    expect((await member.get(url)).statusCode).toBe(403);
  });

  it('lets an admin create and revoke member invites only', async () => {
    const { owner, admin, url, adminInvite, memberInvite } = await team(2);
    const created = await admin.post(url, { role: 'admin' });
    expect(created.statusCode).toBe(403);
    expect(created.json().code).toBe('ROLE_TOO_HIGH');
    const own = await admin.post(url, { role: 'member' });
    expect(own.statusCode, own.body).toBe(200);

    // An invite the admin may not see answers as a missing one: neither its existence nor its role shows.
    const refused = await admin.del(`${url}/${adminInvite.id}`);
    const missing = await admin.del(`${url}/999999999`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    expect(refused.body).toBe(missing.body);
    expect(await revoked(adminInvite.id)).toBeNull();
    expect((await admin.del(`${url}/${memberInvite.id}`)).statusCode).toBe(200);
    expect(await revoked(memberInvite.id)).not.toBeNull();
    expect((await admin.del(`${url}/${own.json().id}`)).statusCode).toBe(200);
    expect((await owner.del(`${url}/${adminInvite.id}`)).statusCode).toBe(200);
    expect(await revoked(adminInvite.id)).not.toBeNull();
  });

  it('still lets the holder of an admin invite link preview and accept it', async () => {
    const { owner, url, adminInvite } = await team(3);
    const preview = await t.app.inject({ method: 'GET', url: `/v1/invites/${adminInvite.code}` });
    expect(preview.json()).toMatchObject({ role: 'admin', state: 'valid' });
    const invitee = await user('13300000399');
    const accepted = await invitee.post(`/v1/invites/${adminInvite.code}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().role).toBe('admin');
    expect((await owner.get(url)).json().list.find((i: Invite) => i.id === adminInvite.id)).toEqual(
      expect.objectContaining({ uses: 1 }),
    );
  });
});
