import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, orgInvites, orgMembers, users } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { multipart } from '../../../test/multipart';

describe.each(DATABASE_KINDS)('teams, members and invites on %s', (kind) => {
  const t = useTestApp(kind, {
    SMS_RESEND_SECONDS: '0',
    SMS_PHONE_HOURLY_LIMIT: '100',
    SMS_IP_HOURLY_LIMIT: '100',
  });
  const as = (authorization: string) => ({
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } }),
    post: (url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers: { authorization } }),
    patch: (url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, payload, headers: { authorization } }),
    del: (url: string) => t.app.inject({ method: 'DELETE', url, headers: { authorization } }),
  });
  const user = async (phone: string) => {
    const { answer, authorization } = await t.signIn(phone);
    return { id: answer.id, personalOrgId: answer.orgId, authorization, api: as(authorization) };
  };

  it('creates a team, becomes its owner and switches to it', async () => {
    const owner = await user('13100000001');
    const res = await owner.api.post('/v1/orgs', { name: '  销售一组 ' });
    expect(res.statusCode).toBe(200);
    const team = res.json();
    expect(team).toMatchObject({ name: '销售一组', kind: 'team', role: 'owner', memberCount: 1 });
    expect((await owner.api.get('/v1/user/info')).json().orgId).toBe(team.id);
    const list = (await owner.api.get('/v1/orgs')).json();
    expect(list.total).toBe(2);
    expect(list.list.map((o: { kind: string }) => o.kind).sort()).toEqual(['personal', 'team']);
  });

  it('renames, sets a team code, and refuses a taken one with 409', async () => {
    const a = await user('13100000002');
    const b = await user('13100000003');
    const teamA = (await a.api.post('/v1/orgs', { name: 'A' })).json();
    const teamB = (await b.api.post('/v1/orgs', { name: 'B' })).json();
    const renamed = await a.api.patch(`/v1/orgs/${teamA.id}`, {
      name: 'A 团队',
      code: 'Team-Alpha',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'A 团队', code: 'team-alpha' });
    const taken = await b.api.patch(`/v1/orgs/${teamB.id}`, { code: 'team-alpha' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('TEAM_CODE_TAKEN');
    const bad = await b.api.patch(`/v1/orgs/${teamB.id}`, { code: '-x' });
    expect(bad.statusCode).toBe(422);
    expect((await b.api.patch(`/v1/orgs/${teamB.id}`, {})).statusCode).toBe(422);
  });

  it('uploads a team logo that members and invitees see', async () => {
    const owner = await user('13100000019');
    const member = await user('13100000020');
    const team = (await owner.api.post('/v1/orgs', { name: '有标志的团队' })).json();
    const link = (await owner.api.post(`/v1/orgs/${team.id}/invites`, { maxUses: 3 })).json();
    await member.api.post(`/v1/invites/${link.code}/accept`);
    const png = await sharp({
      create: { width: 600, height: 600, channels: 3, background: '#165DFF' },
    })
      .png()
      .toBuffer();
    const upload = (api: 'owner' | 'member') => {
      const form = multipart({}, [
        { field: 'file', filename: 'logo.png', contentType: 'image/png', body: png },
      ]);
      const authorization = (api === 'owner' ? owner : member).authorization;
      return t.app.inject({
        method: 'POST',
        url: `/v1/orgs/${team.id}/logo`,
        payload: form.payload,
        headers: { ...form.headers, authorization },
      });
    };
    expect((await upload('member')).statusCode).toBe(403);
    const res = await upload('owner');
    expect(res.statusCode).toBe(200);
    const logo: string = res.json().logo;
    expect(logo).toMatch(/^\/v1\/files\/[a-z0-9]{20}$/);
    const image = await t.app.inject({ method: 'GET', url: logo });
    expect((await sharp(image.rawPayload).metadata()).width).toBe(256);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/invites/${link.code}` })).json().orgLogo,
    ).toBe(logo);
  });

  it("answers 404 for another org's id, never its data", async () => {
    const a = await user('13100000004');
    const outsider = await user('13100000005');
    const team = (await a.api.post('/v1/orgs', { name: '机密团队' })).json();
    for (const res of [
      await outsider.api.get(`/v1/orgs/${team.id}`),
      await outsider.api.get(`/v1/orgs/${team.id}/members`),
      await outsider.api.patch(`/v1/orgs/${team.id}`, { name: 'x' }),
      await outsider.api.post(`/v1/orgs/${team.id}/invites`, {}),
      await outsider.api.post('/v1/user/currentOrg', { orgId: team.id }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('机密团队');
    }
  });

  it('invites by link: preview, accept, single use, then used', async () => {
    const owner = await user('13100000006');
    const joiner = await user('13100000007');
    const late = await user('13100000008');
    const team = (await owner.api.post('/v1/orgs', { name: '邀请测试' })).json();
    const invite = (
      await owner.api.post(`/v1/orgs/${team.id}/invites`, { role: 'member', maxUses: 1 })
    ).json();
    expect(invite.code.length).toBeGreaterThanOrEqual(16);
    const preview = await t.app.inject({ method: 'GET', url: `/v1/invites/${invite.code}` });
    expect(preview.json()).toMatchObject({ orgName: '邀请测试', role: 'member', state: 'valid' });
    const accepted = await joiner.api.post(`/v1/invites/${invite.code}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: team.id, role: 'member', memberCount: 2 });
    expect((await joiner.api.post(`/v1/invites/${invite.code}/accept`)).json().code).toBe(
      'INVITE_USED',
    );
    const used = await late.api.post(`/v1/invites/${invite.code}/accept`);
    expect(used.statusCode).toBe(400);
    expect(used.json().code).toBe('INVITE_USED');
  });

  it('refuses expired and revoked invites, and phone invites for someone else', async () => {
    const owner = await user('13100000009');
    const other = await user('13100000010');
    const team = (await owner.api.post('/v1/orgs', { name: '过期测试' })).json();
    const expired = (await owner.api.post(`/v1/orgs/${team.id}/invites`, { maxUses: null })).json();
    await t.app.db
      .update(orgInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orgInvites.code, expired.code));
    expect((await other.api.post(`/v1/invites/${expired.code}/accept`)).json().code).toBe(
      'INVITE_EXPIRED',
    );
    const revoked = (await owner.api.post(`/v1/orgs/${team.id}/invites`, {})).json();
    expect((await owner.api.del(`/v1/orgs/${team.id}/invites/${revoked.id}`)).statusCode).toBe(200);
    expect((await other.api.post(`/v1/invites/${revoked.code}/accept`)).json().code).toBe(
      'INVITE_REVOKED',
    );
    const forPhone = (
      await owner.api.post(`/v1/orgs/${team.id}/invites`, { phone: '13100000011' })
    ).json();
    const wrong = await other.api.post(`/v1/invites/${forPhone.code}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('INVITE_WRONG_PHONE');
    const invitee = await user('13100000011');
    expect((await invitee.api.get('/v1/user/invites')).json().list).toEqual([
      expect.objectContaining({ code: forPhone.code, orgName: '过期测试' }),
    ]);
    expect((await invitee.api.post(`/v1/invites/${forPhone.code}/accept`)).statusCode).toBe(200);
  });

  it('manages roles by rank, removes members whose access ends at once, and audits it', async () => {
    const owner = await user('13100000012');
    const admin = await user('13100000013');
    const member = await user('13100000014');
    const team = (await owner.api.post('/v1/orgs', { name: '角色测试' })).json();
    const link = (await owner.api.post(`/v1/orgs/${team.id}/invites`, { maxUses: 5 })).json();
    await admin.api.post(`/v1/invites/${link.code}/accept`);
    await member.api.post(`/v1/invites/${link.code}/accept`);
    expect(
      (await owner.api.patch(`/v1/orgs/${team.id}/members/${admin.id}`, { role: 'admin' }))
        .statusCode,
    ).toBe(200);
    // An admin cannot promote to admin, nor touch the owner or another admin.
    expect(
      (await admin.api.patch(`/v1/orgs/${team.id}/members/${member.id}`, { role: 'admin' })).json()
        .code,
    ).toBe('ROLE_TOO_HIGH');
    expect((await admin.api.del(`/v1/orgs/${team.id}/members/${owner.id}`)).json().code).toBe(
      'ROLE_TOO_HIGH',
    );
    // A member cannot manage anyone.
    expect((await member.api.del(`/v1/orgs/${team.id}/members/${admin.id}`)).statusCode).toBe(403);
    // Members see masked phones; admins see them whole.
    const seenByMember = (await member.api.get(`/v1/orgs/${team.id}/members`)).json().list;
    expect(seenByMember.find((m: { userId: string }) => m.userId === owner.id).phone).toBe(
      '131****0012',
    );
    const seenByAdmin = (await admin.api.get(`/v1/orgs/${team.id}/members`)).json().list;
    expect(seenByAdmin.find((m: { userId: string }) => m.userId === owner.id).phone).toBe(
      '13100000012',
    );

    expect((await admin.api.del(`/v1/orgs/${team.id}/members/${member.id}`)).statusCode).toBe(200);
    expect((await member.api.get(`/v1/orgs/${team.id}`)).statusCode).toBe(404);
    const info = (await member.api.get('/v1/user/info')).json();
    expect(info.orgId).toBe(member.personalOrgId);
    const logs = await t.app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.orgId, BigInt(team.id)));
    expect(logs.map((l) => l.action).sort()).toEqual(
      ['invite.accept', 'invite.accept', 'member.remove', 'member.role'].sort(),
    );
  });

  it('keeps exactly one owner: leave, transfer, personal spaces', async () => {
    const owner = await user('13100000015');
    const next = await user('13100000016');
    const team = (await owner.api.post('/v1/orgs', { name: '转让测试' })).json();
    const link = (await owner.api.post(`/v1/orgs/${team.id}/invites`, {})).json();
    await next.api.post(`/v1/invites/${link.code}/accept`);
    expect((await owner.api.post(`/v1/orgs/${team.id}/leave`)).json().code).toBe(
      'OWNER_MUST_TRANSFER',
    );
    expect((await owner.api.post(`/v1/orgs/${owner.personalOrgId}/leave`)).json().code).toBe(
      'PERSONAL_ORG',
    );
    expect(
      (await owner.api.post(`/v1/orgs/${team.id}/transfer`, { userId: next.id })).statusCode,
    ).toBe(200);
    const members = (await next.api.get(`/v1/orgs/${team.id}/members`)).json().list;
    expect(members.map((m: { role: string }) => m.role).sort()).toEqual(['admin', 'owner']);
    expect((await owner.api.post(`/v1/orgs/${team.id}/leave`)).statusCode).toBe(200);
    expect((await next.api.get(`/v1/orgs/${team.id}`)).json().memberCount).toBe(1);
  });

  it('deletes a team only after its name is typed, and says what goes with it', async () => {
    const owner = await user('13100000017');
    const member = await user('13100000018');
    const team = (await owner.api.post('/v1/orgs', { name: '删除测试' })).json();
    const link = (await owner.api.post(`/v1/orgs/${team.id}/invites`, {})).json();
    await member.api.post(`/v1/invites/${link.code}/accept`);
    expect((await owner.api.get(`/v1/orgs/${team.id}/deletion-impact`)).json()).toEqual({
      members: 2,
      invites: 1,
      files: 0,
    });
    expect(
      (await member.api.post(`/v1/orgs/${team.id}/delete`, { confirmName: '删除测试' })).statusCode,
    ).toBe(403);
    expect(
      (await owner.api.post(`/v1/orgs/${team.id}/delete`, { confirmName: '删除' })).json().code,
    ).toBe('ORG_NAME_MISMATCH');
    expect(
      (await owner.api.post(`/v1/orgs/${team.id}/delete`, { confirmName: '删除测试' })).statusCode,
    ).toBe(200);
    expect((await owner.api.get(`/v1/orgs/${team.id}`)).statusCode).toBe(404);
    expect((await member.api.get('/v1/user/info')).json().orgId).toBe(member.personalOrgId);
    expect((await owner.api.get('/v1/user/info')).json().orgId).toBe(owner.personalOrgId);
  });

  it('the database keeps a current organisation to one its user belongs to', async () => {
    const owner = await user('13100000019');
    const outsider = await user('13100000020');
    const team = (await owner.api.post('/v1/orgs', { name: '当前团队' })).json();
    const currentOrgOf = async (id: string) =>
      (
        await t.app.db
          .select()
          .from(users)
          .where(eq(users.id, BigInt(id)))
      )[0]!.currentOrgId;

    // Pointing someone at a team they are not in is refused, whoever writes it.
    await expect(
      t.app.db
        .update(users)
        .set({ currentOrgId: BigInt(team.id) })
        .where(eq(users.id, BigInt(outsider.id))),
    ).rejects.toMatchObject({ cause: { code: '23503' } }); // foreign_key_violation
    expect(String(await currentOrgOf(outsider.id))).toBe(outsider.personalOrgId);

    // A membership deleted behind the services' back leaves no current organisation, not a
    // stale one; the services move the member to their own space first.
    await t.app.db
      .delete(orgMembers)
      .where(and(eq(orgMembers.orgId, BigInt(team.id)), eq(orgMembers.userId, BigInt(owner.id))));
    expect(await currentOrgOf(owner.id)).toBeNull();
  });
});
