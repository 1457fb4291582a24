import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { groupCode } from '@miaoyu/contracts/codes';
import { orgInvites } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';

describe.each(DATABASE_KINDS)('invite codes people can read on %s', (kind) => {
  const t = useTestApp(kind, {
    SMS_RESEND_SECONDS: '0',
    SMS_PHONE_HOURLY_LIMIT: '100',
    SMS_IP_HOURLY_LIMIT: '100',
  });
  const post = (authorization: string, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization } });
  const preview = (code: string) =>
    t.app.inject({ method: 'GET', url: `/v1/invites/${encodeURIComponent(code)}` });

  async function teamInvite(phone: string) {
    const { authorization } = await t.signIn(phone);
    const team = (await post(authorization, '/v1/orgs', { name: '读码邀请' })).json();
    const invite = (
      await post(authorization, `/v1/orgs/${team.id}/invites`, { maxUses: 5 })
    ).json();
    return { invite, authorization };
  }

  it('makes codes without look-alikes, read whatever their case or grouping', async () => {
    const { invite } = await teamInvite('13100000301');
    expect(invite.code).toMatch(/^[a-hjkmnp-z2-9]{20}$/);
    for (const typed of [invite.code, invite.code.toUpperCase(), groupCode(invite.code)]) {
      const res = await preview(typed);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json()).toMatchObject({ orgName: '读码邀请', state: 'valid' });
    }
    // Accepting by the code as read out, in capitals and groups, joins the team.
    const { authorization } = await t.signIn('13100000302');
    const typed = groupCode(invite.code).toUpperCase();
    const joined = await post(authorization, `/v1/invites/${encodeURIComponent(typed)}/accept`);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ name: '读码邀请', role: 'member' });
  });

  it('keeps older codes working, spelt as they were made', async () => {
    const { invite } = await teamInvite('13100000303');
    // A code made before codes were readable (base64url, either case, 24 characters).
    const older = 'Ab0_-cdEFgh1ijkLMnoPqrSt';
    await t.app.db
      .update(orgInvites)
      .set({ code: older })
      .where(eq(orgInvites.id, BigInt(invite.id)));
    expect((await preview(older)).statusCode).toBe(200);
    expect((await preview(older.toLowerCase())).statusCode).toBe(404);
    const { authorization } = await t.signIn('13100000304');
    const joined = await post(authorization, `/v1/invites/${older}/accept`);
    expect(joined.statusCode, joined.body).toBe(200);
  });
});
