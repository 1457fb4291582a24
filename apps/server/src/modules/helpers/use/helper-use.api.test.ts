import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { orgMembers } from '../../../db/schema';
import { CHAT_TEST_ENV, chatUsers, type ChatUser } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { multipart } from '../../../../test/multipart';

describe.each(DATABASE_KINDS)('using helpers on %s', (kind) => {
  const t = useTestApp(kind, {
    ...CHAT_TEST_ENV,
    // Models are only listed here, never called.
    OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    LLM_MODEL: 'model-a',
  });
  const user = chatUsers(t);

  /** A new team with its owner and a member. */
  async function team(n: number) {
    const owner = await user(`1380000${n}001`);
    const created = await owner.post('/v1/orgs', { name: `使用团队${n}` });
    expect(created.statusCode, created.body).toBe(200);
    const { id: orgId, code } = created.json() as { id: string; code: string };
    const member = await user(`1380000${n}003`);
    await t.app.db
      .insert(orgMembers)
      .values({ orgId: BigInt(orgId), userId: BigInt(member.id), role: 'member' });
    return { orgId, code, owner, member };
  }

  async function helper(who: ChatUser, orgId: string, body: object) {
    const res = await who.post(`/v1/orgs/${orgId}/helpers`, { kind: 'chat', ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; code: string };
  }

  it("shows a helper's page to those it is shared with, and 404 to anyone else", async () => {
    const a = await team(1);
    const b = await team(2);
    const pub = await helper(a.owner, a.orgId, { name: '公开助手', visibility: 'public' });
    const teamOnly = await helper(a.owner, a.orgId, { name: '团队助手', visibility: 'team' });
    const mine = await helper(a.member, a.orgId, { name: '我的私人助手' });

    const page = await b.owner.get(`/v1/helpers/code/${pub.code}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      name: '公开助手',
      teamName: '使用团队1',
      visibility: 'public',
      modelStatus: 'ok',
      manageable: false,
      subscribed: false,
      subscribable: true,
    });
    expect(page.json()).not.toHaveProperty('instruction');
    // A member of another team may not subscribe it there (their own personal org they may);
    // its own team never can.
    const asMember = await b.member.get(`/v1/helpers/code/${pub.code}?orgId=${b.orgId}`);
    expect(asMember.json().subscribable).toBe(false);
    expect((await b.member.get(`/v1/helpers/code/${pub.code}`)).json().subscribable).toBe(true);
    expect((await a.owner.get(`/v1/helpers/code/${pub.code}`)).json()).toMatchObject({
      manageable: true,
      subscribable: false,
    });

    expect((await b.owner.get(`/v1/helpers/code/${teamOnly.code}`)).statusCode).toBe(404);
    expect((await a.member.get(`/v1/helpers/code/${teamOnly.code}`)).statusCode).toBe(200);
    // A private helper: its author and the org's owner, nobody else, not even a teammate.
    expect((await a.member.get(`/v1/helpers/code/${mine.code}`)).json().manageable).toBe(true);
    expect((await a.owner.get(`/v1/helpers/code/${mine.code}`)).statusCode).toBe(200);
    expect((await b.owner.get(`/v1/helpers/code/${mine.code}`)).statusCode).toBe(404);
    expect((await b.owner.get('/v1/helpers/code/zzzzzzzzzz')).statusCode).toBe(404);
    // Acting in an org one is not in is refused.
    expect((await b.owner.get(`/v1/helpers/code/${pub.code}?orgId=${a.orgId}`)).statusCode).toBe(
      404,
    );
  });

  it('subscribes an org to public helpers of other teams; owners and admins only', async () => {
    const a = await team(3);
    const b = await team(4);
    const pub = await helper(a.owner, a.orgId, { name: '订阅对象', visibility: 'public' });
    const teamOnly = await helper(a.owner, a.orgId, { name: '不公开', visibility: 'team' });
    const own = await helper(b.owner, b.orgId, { name: '自己的公开助手', visibility: 'public' });
    const subs = `/v1/orgs/${b.orgId}/subscriptions`;

    expect((await b.member.put(`${subs}/${pub.code}`, {})).statusCode).toBe(403);
    expect((await a.owner.put(`${subs}/${pub.code}`, {})).statusCode).toBe(404);
    expect((await b.owner.put(`${subs}/${teamOnly.code}`, {})).statusCode).toBe(404);
    const ownRes = await b.owner.put(`${subs}/${own.code}`, {});
    expect(ownRes.statusCode).toBe(422);
    expect(ownRes.json().code).toBe('HELPER_NOT_SUBSCRIBABLE');

    const done = await b.owner.put(`${subs}/${pub.code}`, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ subscribed: true });
    expect((await b.owner.put(`${subs}/${pub.code}`, {})).statusCode).toBe(200);

    const list = await b.member.get(subs);
    expect(list.statusCode).toBe(200);
    expect(list.json().list.map((h: { name: string }) => h.name)).toEqual(['订阅对象']);
    expect(list.json().hasMore).toBe(false);
    expect((await b.owner.get(`/v1/helpers/code/${pub.code}`)).json().subscribed).toBe(true);
    expect((await a.member.get(subs)).statusCode).toBe(404);

    // Made private again, it leaves the list; unsubscribing still works.
    await a.owner.patch(`/v1/orgs/${a.orgId}/helpers/${pub.id}`, { visibility: 'team' });
    expect((await b.member.get(subs)).json().list).toEqual([]);
    const gone = await b.owner.del(`${subs}/${pub.code}`);
    expect(gone.json()).toEqual({ subscribed: false });
    expect((await b.member.del(`${subs}/${pub.code}`)).statusCode).toBe(403);
  });

  it("lists a team's public helpers by its public code, without sign-in", async () => {
    const a = await team(5);
    await helper(a.owner, a.orgId, { name: '对外客服', visibility: 'public' });
    await helper(a.owner, a.orgId, { name: '内部助手', visibility: 'team' });
    const res = await t.app.inject({ method: 'GET', url: `/v1/public/teams/${a.code}/helpers` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().team).toMatchObject({ name: '使用团队5', code: a.code });
    expect(res.json().list.map((h: { name: string }) => h.name)).toEqual(['对外客服']);
    const searched = await t.app.inject({
      method: 'GET',
      url: `/v1/public/teams/${a.code}/helpers?keyword=${encodeURIComponent('内部')}`,
    });
    expect(searched.json().list).toEqual([]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/v1/public/teams/no-such-team/helpers',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("keeps one default AI helper per org, picked by owners among the org's shared ones", async () => {
    const a = await team(6);
    const b = await team(7);
    const first = await helper(a.owner, a.orgId, { name: '默认一', visibility: 'team' });
    const second = await helper(a.owner, a.orgId, { name: '默认二', visibility: 'public' });
    const secret = await helper(a.owner, a.orgId, { name: '私人' });
    const other = await helper(b.owner, b.orgId, { name: '别家', visibility: 'public' });
    const url = `/v1/orgs/${a.orgId}/default-helper`;

    expect((await a.member.get(url)).json()).toEqual({ helper: null });
    expect((await a.member.put(url, { helperId: first.id })).statusCode).toBe(403);
    for (const refused of [secret.id, other.id, '999999']) {
      const res = await a.owner.put(url, { helperId: refused });
      expect(res.statusCode, refused).toBe(422);
      expect(res.json().detail[0].msg).toBe('所选助手不存在，或不是本团队共享的助手');
    }
    expect((await a.owner.put(url, { helperId: first.id })).json().helper.name).toBe('默认一');
    const moved = await a.owner.put(url, { helperId: second.id });
    expect(moved.json().helper.name).toBe('默认二');
    expect((await a.member.get(url)).json().helper).toMatchObject({ name: '默认二' });
    expect((await a.owner.put(url, { helperId: null })).json()).toEqual({ helper: null });
    expect((await b.owner.get(url)).statusCode).toBe(404);
  });

  it("stores a helper's picture for any member, checked and resized, readable signed out", async () => {
    const a = await team(8);
    const outsider = await user('13800008009');
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#00B42A' },
    })
      .png()
      .toBuffer();
    const upload = (who: ChatUser, body: Buffer) => {
      const form = multipart({}, [
        { field: 'file', filename: 'a.png', contentType: 'image/png', body },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/v1/orgs/${a.orgId}/helpers/avatar`,
        payload: form.payload,
        headers: { ...form.headers, authorization: who.authorization },
      });
    };
    expect((await upload(outsider, png)).statusCode).toBe(404);
    const bad = await upload(a.member, Buffer.from('not an image at all'));
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    const res = await upload(a.member, png);
    expect(res.statusCode, res.body).toBe(200);
    const { avatar } = res.json() as { avatar: string };
    expect(avatar).toMatch(/^\/v1\/files\/[a-z0-9]{20}$/);
    const image = await t.app.inject({ method: 'GET', url: avatar });
    expect((await sharp(image.rawPayload).metadata()).width).toBe(256);
    const saved = await helper(a.member, a.orgId, { name: '有头像', avatar });
    expect((await a.member.get(`/v1/helpers/code/${saved.code}`)).json().avatar).toBe(avatar);
  });
});
