import { describe, expect, it } from 'vitest';
import type { SignInSettings } from '@miaoyu/contracts/identity';
import { initialValues, toBody, validateSettings } from './settingsForm';

const CALLBACK = 'https://ai.example.com/oauth2/authorize';
const storedOidc: SignInSettings = {
  provider: 'oidc',
  enabled: true,
  joinRole: 'member',
  joinPolicy: 'open',
  settings: {
    issuer: 'https://sso.example.com/realms/corp',
    clientId: 'studio',
    scopes: 'openid profile email',
    callbackUrls: [CALLBACK, 'https://ai2.example.com/oauth2/authorize'],
    displayName: '公司统一登录',
  },
  secretsSet: ['clientSecret'],
  signInPath: '/login?tenant=acme',
  callbackPath: '/oauth2/authorize',
  updatedAt: '2026-11-30T00:00:00.000Z',
};

describe('the sign-in settings form', () => {
  it('shows stored callback addresses one per line and sends them back as a list', () => {
    const values = initialValues('oidc', storedOidc, CALLBACK);
    expect(values.settings.callbackUrls).toBe(
      `${CALLBACK}\nhttps://ai2.example.com/oauth2/authorize`,
    );
    values.settings.callbackUrls = `  ${CALLBACK}\n\n https://ai3.example.com/oauth2/authorize `;
    expect(toBody('oidc', values).settings).toMatchObject({
      callbackUrls: [CALLBACK, 'https://ai3.example.com/oauth2/authorize'],
    });
  });

  it('asks for a secret only when none is stored', () => {
    const fresh = initialValues('oidc', undefined, CALLBACK);
    fresh.settings = {
      ...fresh.settings,
      issuer: 'https://sso.example.com',
      clientId: 'c',
      displayName: 'SSO',
    };
    expect(validateSettings('oidc', fresh, undefined, '必填')).toEqual({
      'secrets.clientSecret': '必填',
    });
    const kept = initialValues('oidc', storedOidc, CALLBACK);
    expect(validateSettings('oidc', kept, storedOidc, '必填')).toEqual({});
  });

  it("refuses a discovery document's address as the issuer, and scopes without openid", () => {
    const values = initialValues('oidc', storedOidc, CALLBACK);
    values.settings.issuer = 'https://evil.example/.well-known/openid-configuration';
    values.settings.scopes = 'profile email';
    const errors = validateSettings('oidc', values, storedOidc, '必填');
    expect(Object.keys(errors).sort()).toEqual(['settings.issuer', 'settings.scopes']);
  });

  it('needs a WeChat app, and the secret of each app it has', () => {
    const none = initialValues('wechat', undefined, '');
    expect(none.joinPolicy).toBe('members');
    expect(validateSettings('wechat', none, undefined, '必填')).toHaveProperty(
      'settings.websiteAppId',
    );
    const website = { ...none, settings: { websiteAppId: 'wx123', officialAppId: '' } };
    expect(validateSettings('wechat', website, undefined, '必填')).toEqual({
      'secrets.websiteAppSecret': '必填',
    });
  });
});
