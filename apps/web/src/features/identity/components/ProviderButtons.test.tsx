import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockHttp } from '@/test/http';
import { render, screen } from '@testing-library/react';
import { ProviderButtons } from './ProviderButtons';

describe("a team's other ways in under the sign-in form", () => {
  it("offers the team's providers, keeping where the person was going", async () => {
    mockHttp((request) =>
      request.url === '/v1/sign-in/acme-corp'
        ? [
            200,
            {
              tenantId: 'acme-corp',
              teamName: '艾克米',
              logo: '',
              providers: [
                { provider: 'dingtalk', displayName: '', corpId: 'ding1', clientId: 'app1' },
                { provider: 'wechat', displayName: '' },
                { provider: 'oidc', displayName: '公司统一登录' },
              ],
            },
          ]
        : [404, { message: 'nope', code: 'NOT_FOUND' }],
    );
    render(
      <MemoryRouter initialEntries={['/login?tenant=acme-corp&redirect=%2Fchat']}>
        <ProviderButtons tenantId="acme-corp" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('艾克米 的成员可以使用')).toBeTruthy();
    const dingTalk = screen.getByRole('link', { name: '使用钉钉登录' });
    expect(dingTalk.getAttribute('href')).toBe('/dingtalk/acme-corp?redirect=%2Fchat');
    expect(screen.getByRole('link', { name: '使用微信登录' }).getAttribute('href')).toBe(
      '/wxLogin/acme-corp?redirect=%2Fchat',
    );
    expect(screen.getByRole('button', { name: '公司统一登录' })).toBeTruthy();
  });

  it('says so when the link names no team that offers anything', async () => {
    mockHttp(() => [404, { message: '资源不存在', code: 'NOT_FOUND' }]);
    render(
      <MemoryRouter>
        <ProviderButtons tenantId="nobody" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('没有找到这个团队的登录链接')).toBeTruthy();
  });
});
