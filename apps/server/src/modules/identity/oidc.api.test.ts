import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers, users } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { authHeader, useTestApp } from '../../../test/harness';
import { browser, STUDIO, teamWithCode } from '../../../test/identity/flows';
import { startOidcIdp, type OidcIdp } from '../../../test/identity/oidc-idp';

const CALLBACK = `${STUDIO}/oauth2/authorize`;

describe.each(DATABASE_KINDS)('single sign-on (OpenID Connect) on %s', (kind) => {
  let idp: OidcIdp;
  beforeAll(async () => {
    idp = await startOidcIdp({
      clients: [{ client_id: 'studio', client_secret: 'idp-secret-1', redirect_uris: [CALLBACK] }],
      accounts: {
        'emp-001': { name: '王小明', email: 'xiaoming@corp.example' },
        'emp-002': { email: 'lisi@corp.example' },
        'emp-003': {},
      },
    });
  });
  afterAll(() => idp.close());
  // The identity provider runs on 127.0.0.1: an operator allowed it, as for an intranet one.
  const t = useTestApp(kind, () => ({
    LLM_ALLOWED_HOSTS: new URL(idp.issuer).host,
    PUBLIC_URL: STUDIO,
  }));

  let team: Awaited<ReturnType<typeof teamWithCode>>;
  beforeAll(async () => {
    team = await teamWithCode(t, '13700000001', 'acme-sso');
    const saved = await team.call('PUT', `/v1/orgs/${team.orgId}/sign-in/oidc`, {
      provider: 'oidc',
      settings: {
        issuer: idp.issuer,
        clientId: 'studio',
        callbackUrls: [CALLBACK],
        displayName: '公司统一登录',
      },
      secrets: { clientSecret: 'idp-secret-1' },
    });
    expect(saved.statusCode).toBe(200);
  });

  /** One person's whole sign-in in one browser: the studio's start, the IdP, the callback. */
  async function signInAs(sub: string, extra: { redirect?: string } = {}) {
    const person = browser(t);
    const started = await person.post('/v1/sign-in/acme-sso/oidc/start', {
      callBackUrl: CALLBACK,
      ...extra,
    });
    expect(started.statusCode).toBe(200);
    const callback = new URL(await idp.signIn(started.json().url, sub));
    const { code, ...params } = Object.fromEntries(callback.searchParams);
    const body = { code: code!, callBackUrl: CALLBACK, displayName: '访客', params };
    return { person, body, finished: await person.post('/v1/consumeCode', body) };
  }

  it('shows the team its settings without the secret, and the connection works', async () => {
    const listed = await team.call('GET', `/v1/orgs/${team.orgId}/sign-in`);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain('idp-secret-1');
    expect(listed.json()).toMatchObject({
      tenantId: 'acme-sso',
      list: [
        {
          provider: 'oidc',
          enabled: true,
          joinRole: 'member',
          secretsSet: ['clientSecret'],
          callbackPath: '/oauth2/authorize',
        },
      ],
    });
    const check = await team.call('POST', `/v1/orgs/${team.orgId}/sign-in/oidc/check`);
    expect(check.json()).toEqual({ ok: true, detail: '' });
    const page = await t.app.inject({ method: 'GET', url: '/v1/sign-in/acme-sso' });
    expect(page.json()).toMatchObject({
      teamName: '团队 acme-sso',
      providers: [{ provider: 'oidc', displayName: '公司统一登录' }],
    });
  });

  it('signs a new person up as a member of the team, and signs them in again as the same user', async () => {
    const { finished } = await signInAs('emp-001', { redirect: '/chat' });
    expect(finished.statusCode).toBe(200);
    const first = finished.json();
    expect(first).toMatchObject({ outcome: 'signed-in', redirect: '/chat' });
    expect(first.login).toMatchObject({ nickname: '王小明', orgId: team.orgId, phone: '' });
    const roles = await t.app.db
      .select({ orgId: orgMembers.orgId, role: orgMembers.role })
      .from(orgMembers)
      .where(eq(orgMembers.userId, BigInt(first.login.id)));
    expect(roles).toContainEqual({ orgId: BigInt(team.orgId), role: 'member' });
    const token = authHeader(first.login.id, first.login.session.token);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/user/info',
      headers: { authorization: token },
    });
    expect(me.json()).toMatchObject({ id: first.login.id, orgId: team.orgId });

    const again = (await signInAs('emp-001')).finished.json();
    expect(again).toMatchObject({ outcome: 'signed-in', redirect: '/business-scene' });
    expect(again.login.id).toBe(first.login.id);
    // No name in the id token or userinfo but an e-mail: the e-mail; nothing at all: the fallback.
    expect((await signInAs('emp-002')).finished.json().login.nickname).toBe('lisi@corp.example');
    expect((await signInAs('emp-003')).finished.json().login.nickname).toBe('访客');
  });

  it('spends a callback once: the same code and state again are refused', async () => {
    const { person, body, finished } = await signInAs('emp-001');
    expect(finished.statusCode).toBe(200);
    const replay = await person.post('/v1/consumeCode', body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('SIGN_IN_FLOW_EXPIRED');
  });

  it('refuses a callback brought to another browser than the one that started', async () => {
    const victim = browser(t);
    const started = await victim.post('/v1/sign-in/acme-sso/oidc/start', { callBackUrl: CALLBACK });
    const callback = new URL(await idp.signIn(started.json().url, 'emp-001'));
    const { code, ...params } = Object.fromEntries(callback.searchParams);
    const attacker = browser(t);
    const stolen = await attacker.post('/v1/consumeCode', { code, callBackUrl: CALLBACK, params });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('SIGN_IN_OTHER_BROWSER');
    // The attempt spent the flow: the real browser starts again too.
    const late = await victim.post('/v1/consumeCode', { code, callBackUrl: CALLBACK, params });
    expect(late.json().code).toBe('SIGN_IN_FLOW_EXPIRED');
  });

  it('refuses a callback address the team did not list, and a return path to another site', async () => {
    const person = browser(t);
    const elsewhere = await person.post('/v1/sign-in/acme-sso/oidc/start', {
      callBackUrl: 'http://evil.test/oauth2/authorize',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('SIGN_IN_CALLBACK_NOT_ALLOWED');
    for (const redirect of [
      '//evil.test/x',
      '/\\evil.test',
      'https://evil.test/',
      'javascript:alert(1)',
    ]) {
      const res = await person.post('/v1/sign-in/acme-sso/oidc/start', {
        callBackUrl: CALLBACK,
        redirect,
      });
      expect(res.statusCode, redirect).toBe(422);
    }
  });

  it('refuses a forged code and a tampered issuer, and a banned person', async () => {
    const person = browser(t);
    const started = await person.post('/v1/sign-in/acme-sso/oidc/start', { callBackUrl: CALLBACK });
    const callback = new URL(await idp.signIn(started.json().url, 'emp-001'));
    const { code: _code, ...params } = Object.fromEntries(callback.searchParams);
    const forged = await person.post('/v1/consumeCode', {
      code: 'forged',
      callBackUrl: CALLBACK,
      params,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('SIGN_IN_CODE_REFUSED');

    const second = browser(t);
    const again = await second.post('/v1/sign-in/acme-sso/oidc/start', { callBackUrl: CALLBACK });
    const back = new URL(await idp.signIn(again.json().url, 'emp-001'));
    const { code, ...rest } = Object.fromEntries(back.searchParams);
    const tampered = await second.post('/v1/consumeCode', {
      code,
      callBackUrl: CALLBACK,
      params: { ...rest, iss: 'http://127.0.0.1:1' },
    });
    expect(tampered.statusCode).toBe(400);

    const { finished } = await signInAs('emp-001');
    await t.app.db
      .update(users)
      .set({ ban: true })
      .where(eq(users.id, BigInt(finished.json().login.id)));
    const banned = (await signInAs('emp-001')).finished;
    expect(banned.statusCode).toBe(403);
    expect(banned.json().code).toBe('USER_BANNED');
  });

  it('offers nothing for a team without the provider, or once it is turned off', async () => {
    const other = browser(t);
    const unknown = await other.post('/v1/sign-in/no-such-team/oidc/start', {
      callBackUrl: CALLBACK,
    });
    expect(unknown.json().code).toBe('SIGN_IN_NOT_OFFERED');
    const off = await team.call('PUT', `/v1/orgs/${team.orgId}/sign-in/oidc`, {
      provider: 'oidc',
      enabled: false,
      settings: {
        issuer: idp.issuer,
        clientId: 'studio',
        callbackUrls: [CALLBACK],
        displayName: 'SSO',
      },
      secrets: {},
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().secretsSet).toEqual(['clientSecret']);
    const refused = await other.post('/v1/sign-in/acme-sso/oidc/start', { callBackUrl: CALLBACK });
    expect(refused.statusCode).toBe(404);
    // A team with nothing to offer shows nothing of itself.
    const page = await t.app.inject({ method: 'GET', url: '/v1/sign-in/acme-sso' });
    expect(page.statusCode).toBe(404);
    await team.call('PUT', `/v1/orgs/${team.orgId}/sign-in/oidc`, {
      provider: 'oidc',
      settings: {
        issuer: idp.issuer,
        clientId: 'studio',
        callbackUrls: [CALLBACK],
        displayName: '公司统一登录',
      },
      secrets: {},
    });
  });
});

describe.each(DATABASE_KINDS)('single sign-on settings on %s', (kind) => {
  const t = useTestApp(kind, { PUBLIC_URL: STUDIO });

  it('reads an issuer on the private network only when an operator allowed it', async () => {
    const team = await teamWithCode(t, '13700000009', 'intranet-sso');
    const saved = await team.call('PUT', `/v1/orgs/${team.orgId}/sign-in/oidc`, {
      provider: 'oidc',
      settings: {
        issuer: 'http://127.0.0.1:9/realms/corp',
        clientId: 'studio',
        callbackUrls: [`${STUDIO}/oauth2/authorize`],
        displayName: 'SSO',
      },
      secrets: { clientSecret: 's' },
    });
    expect(saved.statusCode).toBe(200);
    const check = (await team.call('POST', `/v1/orgs/${team.orgId}/sign-in/oidc/check`)).json();
    expect(check.ok).toBe(false);
    expect(check.detail).toContain('not an allowed host');
  });

  it('refuses settings without a secret, and a personal space', async () => {
    const team = await teamWithCode(t, '13700000010', 'secretless');
    const body = {
      provider: 'dingtalk',
      settings: { corpId: 'dingcorp', clientId: 'dingapp' },
      secrets: { clientSecret: '' },
    };
    const missing = await team.call('PUT', `/v1/orgs/${team.orgId}/sign-in/dingtalk`, body);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().code).toBe('SIGN_IN_SECRET_MISSING');
    const mismatch = await team.call('PUT', `/v1/orgs/${team.orgId}/sign-in/wechat`, {
      ...body,
      secrets: { clientSecret: 'x' },
    });
    expect(mismatch.statusCode).toBe(400);
    const { answer, authorization } = await t.signIn('13700000011');
    const personal = await t.app.inject({
      method: 'PUT',
      url: `/v1/orgs/${answer.orgId}/sign-in/dingtalk`,
      payload: { ...body, secrets: { clientSecret: 'x' } },
      headers: { authorization },
    });
    expect(personal.statusCode).toBe(400);
    expect(personal.json().code).toBe('PERSONAL_ORG');
  });
  it('refuses an issuer that is a discovery document, and callbacks off the studio', async () => {
    const team = await teamWithCode(t, '13700000012', 'issuer-rules');
    const base = {
      provider: 'oidc',
      settings: {
        issuer: 'https://sso.example.com',
        clientId: 'studio',
        callbackUrls: [`${STUDIO}/oauth2/authorize`],
        displayName: 'SSO',
      },
      secrets: { clientSecret: 's' },
    };
    for (const issuer of [
      'https://evil.example/.well-known/openid-configuration',
      'https://sso.example.com/?x=1',
    ]) {
      const res = await team.call('PUT', `/v1/orgs/${team.orgId}/sign-in/oidc`, {
        ...base,
        settings: { ...base.settings, issuer },
      });
      expect(res.statusCode, issuer).toBe(422);
    }
    const offSite = await team.call('PUT', `/v1/orgs/${team.orgId}/sign-in/oidc`, {
      ...base,
      settings: { ...base.settings, callbackUrls: ['https://evil.example/oauth2/authorize'] },
    });
    expect(offSite.statusCode).toBe(422);
    expect(offSite.json().code).toBe('SIGN_IN_CALLBACK_NOT_ALLOWED');
    expect((await team.call('PUT', `/v1/orgs/${team.orgId}/sign-in/oidc`, base)).statusCode).toBe(
      200,
    );
    // The secret goes where the issuer says: a new issuer needs it typed again.
    const moved = await team.call('PUT', `/v1/orgs/${team.orgId}/sign-in/oidc`, {
      ...base,
      settings: { ...base.settings, issuer: 'https://other.example.com' },
      secrets: {},
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().code).toBe('SIGN_IN_SECRET_REENTER');
  });
  it('refuses a discovery document that names another issuer than its address', async () => {
    const impostor = Fastify();
    impostor.get('/.well-known/openid-configuration', async () => ({
      issuer: 'https://victim.example',
      authorization_endpoint: 'https://victim.example/auth',
      token_endpoint: 'https://victim.example/token',
      jwks_uri: 'https://victim.example/jwks',
    }));
    const address = await impostor.listen({ host: '127.0.0.1', port: 0 });
    try {
      const team = await teamWithCode(t, '13700000013', 'impostor-sso');
      // Allowed as an intranet host would be, so only the document itself can be refused.
      t.app.outbound.replaceStoredHosts([new URL(address).host]);
      await team.call('PUT', `/v1/orgs/${team.orgId}/sign-in/oidc`, {
        provider: 'oidc',
        settings: {
          issuer: address,
          clientId: 'studio',
          callbackUrls: [`${STUDIO}/oauth2/authorize`],
          displayName: 'SSO',
        },
        secrets: { clientSecret: 's' },
      });
      const check = (await team.call('POST', `/v1/orgs/${team.orgId}/sign-in/oidc/check`)).json();
      expect(check.ok).toBe(false);
      const start = await browser(t).post('/v1/sign-in/impostor-sso/oidc/start', {
        callBackUrl: `${STUDIO}/oauth2/authorize`,
      });
      expect(start.statusCode).toBe(502);
    } finally {
      t.app.outbound.replaceStoredHosts([]);
      await impostor.close();
    }
  });
});
