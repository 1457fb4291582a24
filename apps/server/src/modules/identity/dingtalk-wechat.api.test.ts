import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { authHeader, useTestApp } from '../../../test/harness';
import { startDingTalkStub, type DingTalkStub } from '../../../test/identity/dingtalk-stub';
import { approve, browser, STUDIO, teamWithCode } from '../../../test/identity/flows';
import { startWeChatStub, type WeChatStub } from '../../../test/identity/wechat-stub';

const IN_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0.50';
const DING_CALLBACK = `${STUDIO}/dingtalk/ding-team`;
const WX_CALLBACK = `${STUDIO}/wxToLogin/ding-team`;

describe.each(DATABASE_KINDS)('DingTalk and WeChat sign-in on %s', (kind) => {
  let ding: DingTalkStub;
  let wx: WeChatStub;
  beforeAll(async () => {
    [ding, wx] = await Promise.all([startDingTalkStub(), startWeChatStub()]);
    ding.addApp({ clientId: 'dingapp', clientSecret: 'ding-secret', corpId: 'dingcorp1' });
    ding.addUser({ unionId: 'union-zhang', nick: '张三', corps: { dingcorp1: 'u001' } });
    ding.addUser({ unionId: 'union-out', nick: '外人', corps: { dingcorp9: 'u900' } });
    wx.addApp({ appid: 'wxweb', secret: 'wx-web-secret', kind: 'website' });
    wx.addApp({ appid: 'wxoa', secret: 'wx-oa-secret', kind: 'official' });
    wx.addUser({ unionid: 'wx-li', nickname: '李四' });
    wx.addUser({ unionid: 'wx-snap', nickname: '', snapshot: true });
    wx.addUser({ unionid: 'wx-wang', nickname: '王五' });
    wx.addUser({ unionid: 'wx-zhao', nickname: '赵六' });
  });
  afterAll(() => Promise.all([ding.close(), wx.close()]));
  const t = useTestApp(kind, () => ({
    PUBLIC_URL: STUDIO,
    DINGTALK_LOGIN_URL: ding.url,
    DINGTALK_API_URL: ding.url,
    DINGTALK_OAPI_URL: ding.url,
    WECHAT_OPEN_URL: wx.url,
    WECHAT_API_URL: wx.url,
  }));

  let team: Awaited<ReturnType<typeof teamWithCode>>;
  beforeAll(async () => {
    team = await teamWithCode(t, '13600000001', 'ding-team');
    const dingSaved = await team.call('PUT', `/v1/orgs/${team.orgId}/sign-in/dingtalk`, {
      provider: 'dingtalk',
      settings: { corpId: 'dingcorp1', clientId: 'dingapp' },
      secrets: { clientSecret: 'ding-secret' },
    });
    expect(dingSaved.statusCode).toBe(200);
    const wxSaved = await team.call('PUT', `/v1/orgs/${team.orgId}/sign-in/wechat`, {
      provider: 'wechat',
      joinRole: 'admin',
      joinPolicy: 'open',
      settings: { websiteAppId: 'wxweb', officialAppId: 'wxoa' },
      secrets: { websiteAppSecret: 'wx-web-secret', officialAppSecret: 'wx-oa-secret' },
    });
    expect(wxSaved.statusCode).toBe(200);
  });

  async function dingTalkInBrowser(unionId: string) {
    const person = browser(t);
    const started = await person.post('/v1/sign-in/ding-team/dingtalk/start', {
      callBackUrl: DING_CALLBACK,
    });
    expect(started.statusCode).toBe(200);
    ding.signedInAs(unionId);
    const back = await approve(started.json().url);
    expect(`${back.origin}${back.pathname}`).toBe(DING_CALLBACK);
    const body = {
      code: back.searchParams.get('authCode')!,
      state: back.searchParams.get('state')!,
      tenantId: 'ding-team',
    };
    return { person, body, finished: await person.post('/v1/auth/code', body) };
  }

  async function weChat(unionid: string, userAgent?: string, authorization?: string) {
    const person = browser(t, userAgent);
    const start = authorization
      ? '/v1/user/identities/start'
      : '/v1/sign-in/ding-team/wechat/start';
    const payload = authorization
      ? { callBackUrl: WX_CALLBACK, tenantId: 'ding-team', provider: 'wechat' }
      : { callBackUrl: WX_CALLBACK };
    const started = await person.post(start, payload, authorization);
    expect(started.statusCode).toBe(200);
    wx.signedInAs(unionid);
    const back = await approve(started.json().url, userAgent);
    const body = {
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state')!,
      tenantId: 'ding-team',
    };
    return {
      person,
      url: started.json().url as string,
      body,
      finished: await person.post('/v1/auth/wx', body, authorization),
    };
  }

  it('offers both on the team page and checks the team apps against the providers', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/v1/sign-in/ding-team' })).json();
    expect(page.providers.map((p: { provider: string }) => p.provider)).toEqual([
      'dingtalk',
      'wechat',
    ]);
    for (const provider of ['dingtalk', 'wechat']) {
      const check = await team.call('POST', `/v1/orgs/${team.orgId}/sign-in/${provider}/check`);
      expect(check.json(), provider).toEqual({ ok: true, detail: '' });
    }
    const wrong = await team.call('PUT', `/v1/orgs/${team.orgId}/sign-in/wechat`, {
      provider: 'wechat',
      settings: { websiteAppId: 'wxweb' },
      secrets: { websiteAppSecret: 'not-the-secret' },
    });
    expect(wrong.statusCode).toBe(200);
    const refused = (await team.call('POST', `/v1/orgs/${team.orgId}/sign-in/wechat/check`)).json();
    expect(refused).toMatchObject({ ok: false });
    expect(refused.detail).toContain('40125');
    await team.call('PUT', `/v1/orgs/${team.orgId}/sign-in/wechat`, {
      provider: 'wechat',
      joinRole: 'admin',
      joinPolicy: 'open',
      settings: { websiteAppId: 'wxweb', officialAppId: 'wxoa' },
      secrets: { websiteAppSecret: 'wx-web-secret', officialAppSecret: 'wx-oa-secret' },
    });
  });

  it('signs in through DingTalk in a browser and in the DingTalk app as one person', async () => {
    const { finished } = await dingTalkInBrowser('union-zhang');
    expect(finished.statusCode).toBe(200);
    const first = finished.json();
    expect(first).toMatchObject({ outcome: 'signed-in', redirect: '/' });
    expect(first.login).toMatchObject({ nickname: '张三', orgId: team.orgId });
    const inApp = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/code',
      payload: {
        code: ding.inAppCode({ clientId: 'dingapp', corpId: 'dingcorp1', unionId: 'union-zhang' }),
        tenantId: 'ding-team',
      },
    });
    expect(inApp.statusCode).toBe(200);
    expect(inApp.json().login.id).toBe(first.login.id);
  });

  it('refuses a reused, an expired or a made-up DingTalk code, and someone outside the corp', async () => {
    const { person, body } = await dingTalkInBrowser('union-zhang');
    expect((await person.post('/v1/auth/code', body)).json().code).toBe('SIGN_IN_FLOW_EXPIRED');
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/code',
      payload: { code: 'made-up', tenantId: 'ding-team' },
    });
    expect(made.statusCode).toBe(400);
    expect(made.json().code).toBe('SIGN_IN_CODE_REFUSED');

    const late = browser(t);
    const started = await late.post('/v1/sign-in/ding-team/dingtalk/start', {
      callBackUrl: DING_CALLBACK,
    });
    ding.signedInAs('union-zhang');
    const back = await approve(started.json().url);
    ding.expireAll();
    const expired = await late.post('/v1/auth/code', {
      code: back.searchParams.get('authCode'),
      state: back.searchParams.get('state'),
      tenantId: 'ding-team',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('SIGN_IN_CODE_REFUSED');

    const outsider = (await dingTalkInBrowser('union-out')).finished;
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().code).toBe('SIGN_IN_OUTSIDE_CORP');
  });

  it('signs in by the WeChat QR code and inside WeChat as one person, in the team role', async () => {
    const qr = await weChat('wx-li');
    expect(qr.url).toContain('/connect/qrconnect?appid=wxweb&');
    expect(qr.finished.statusCode).toBe(200);
    const first = qr.finished.json().login;
    expect(first).toMatchObject({ nickname: '李四', orgId: team.orgId });
    expect(first.permissions).toContain('org:manage');
    const inside = await weChat('wx-li', IN_WECHAT);
    expect(inside.url).toContain('/connect/oauth2/authorize?appid=wxoa&');
    expect(inside.finished.statusCode).toBe(200);
    expect(inside.finished.json().login.id).toBe(first.id);
    const replay = await inside.person.post('/v1/auth/wx', inside.body);
    expect(replay.json().code).toBe('SIGN_IN_FLOW_EXPIRED');
  });

  it("refuses WeChat's snapshot visitor and a refused authorisation", async () => {
    const snapshot = await weChat('wx-snap', IN_WECHAT);
    expect(snapshot.finished.statusCode).toBe(403);
    expect(snapshot.finished.json().code).toBe('SIGN_IN_SNAPSHOT_USER');
    wx.refuseNext();
    const refused = await weChat('wx-li');
    expect(refused.body.code).toBe('');
    expect(refused.finished.statusCode).toBe(422);
  });

  it('links WeChat to a phone account, which then signs in by either', async () => {
    const { answer, authorization } = await t.signIn('13600000002');
    // Linking goes through a team the person belongs to.
    const outside = await browser(t).post(
      '/v1/user/identities/start',
      { callBackUrl: WX_CALLBACK, tenantId: 'ding-team', provider: 'wechat' },
      authorization,
    );
    expect(outside.statusCode).toBe(404);
    expect(outside.json().code).toBe('SIGN_IN_NOT_OFFERED');
    const invite = await team.call('POST', `/v1/orgs/${team.orgId}/invites`, { role: 'member' });
    const code = invite.json().code as string;
    await t.app.inject({
      method: 'POST',
      url: `/v1/invites/${code}/accept`,
      headers: { authorization },
    });
    const linked = await weChat('wx-wang', undefined, authorization);
    expect(linked.finished.statusCode).toBe(200);
    expect(linked.finished.json()).toMatchObject({
      outcome: 'linked',
      identity: { provider: 'wechat' },
    });
    const viaWeChat = (await weChat('wx-wang')).finished.json();
    expect(viaWeChat.login.id).toBe(answer.id);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/v1/user/identities',
      headers: { authorization },
    });
    expect(mine.json()).toMatchObject({
      hasPhone: true,
      list: [{ provider: 'wechat', displayName: '王五' }],
    });
    // A link flow finishes only for the account that began it.
    const person = browser(t);
    const started = await person.post(
      '/v1/user/identities/start',
      { callBackUrl: WX_CALLBACK, tenantId: 'ding-team', provider: 'wechat' },
      authorization,
    );
    wx.signedInAs('wx-zhao');
    const back = await approve(started.json().url);
    const body = {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      tenantId: 'ding-team',
    };
    const anonymous = await person.post('/v1/auth/wx', body);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().code).toBe('IDENTITY_SIGN_IN_REQUIRED');
  });

  it('never unlinks the last way in, and refuses an identity that is someone else’s', async () => {
    const qr = (await weChat('wx-li')).finished.json().login;
    const onlyWeChat = authHeader(qr.id, qr.session.token);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/v1/user/identities',
      headers: { authorization: onlyWeChat },
    });
    const [identity] = mine.json().list;
    const last = await t.app.inject({
      method: 'DELETE',
      url: `/v1/user/identities/${identity.id}`,
      headers: { authorization: onlyWeChat },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('IDENTITY_LAST_WAY_IN');

    const phoneUser = await t.signIn('13600000003');
    const invite = await team.call('POST', `/v1/orgs/${team.orgId}/invites`, { role: 'member' });
    await t.app.inject({
      method: 'POST',
      url: `/v1/invites/${invite.json().code}/accept`,
      headers: { authorization: phoneUser.authorization },
    });
    const stolen = await weChat('wx-li', undefined, phoneUser.authorization);
    expect(stolen.finished.statusCode).toBe(409);
    expect(stolen.finished.json().code).toBe('IDENTITY_TAKEN');
  });
  it('sends people back only to the studio, and lets only members in when the team says so', async () => {
    const person = browser(t);
    const elsewhere = await person.post('/v1/sign-in/ding-team/dingtalk/start', {
      callBackUrl: 'http://evil.test/dingtalk/ding-team',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('SIGN_IN_CALLBACK_NOT_ALLOWED');

    const closed = await teamWithCode(t, '13600000008', 'closed-team');
    const saved = await closed.call('PUT', `/v1/orgs/${closed.orgId}/sign-in/wechat`, {
      provider: 'wechat',
      settings: { websiteAppId: 'wxweb' },
      secrets: { websiteAppSecret: 'wx-web-secret' },
    });
    // Anyone has a WeChat: unless the team says otherwise, only its members sign in by it.
    expect(saved.json().joinPolicy).toBe('members');
    const stranger = browser(t);
    const started = await stranger.post('/v1/sign-in/closed-team/wechat/start', {
      callBackUrl: `${STUDIO}/wxToLogin/closed-team`,
    });
    wx.signedInAs('wx-zhao');
    const back = await approve(started.json().url);
    const refused = await stranger.post('/v1/auth/wx', {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      tenantId: 'closed-team',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SIGN_IN_MEMBERS_ONLY');
  });

  it('does not bring a removed member back, and an admin cannot make newcomers admins', async () => {
    const joined = (await dingTalkInBrowser('union-zhang')).finished.json().login;
    const removed = await team.call('DELETE', `/v1/orgs/${team.orgId}/members/${joined.id}`);
    expect(removed.statusCode).toBe(200);
    const again = (await dingTalkInBrowser('union-zhang')).finished.json().login;
    expect(again.id).toBe(joined.id);
    expect(again.orgId).not.toBe(team.orgId);

    const admin = await t.signIn('13600000009');
    const invite = await team.call('POST', `/v1/orgs/${team.orgId}/invites`, { role: 'admin' });
    await t.app.inject({
      method: 'POST',
      url: `/v1/invites/${invite.json().code}/accept`,
      headers: { authorization: admin.authorization },
    });
    const raised = await t.app.inject({
      method: 'PUT',
      url: `/v1/orgs/${team.orgId}/sign-in/dingtalk`,
      headers: { authorization: admin.authorization },
      payload: {
        provider: 'dingtalk',
        joinRole: 'admin',
        settings: { corpId: 'dingcorp1', clientId: 'dingapp' },
        secrets: {},
      },
    });
    expect(raised.statusCode).toBe(403);
    expect(raised.json().code).toBe('ROLE_TOO_HIGH');
  });
});
