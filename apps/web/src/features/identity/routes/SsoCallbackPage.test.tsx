import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { loginAnswer } from '@/test/fixtures';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { SsoCallbackPage } from './SsoCallbackPage';

function renderAt(url: string) {
  renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/oauth2/authorize" element={<SsoCallbackPage />} />
        <Route path="/business-scene" element={<p>业务场景</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the single sign-on callback page', () => {
  it("sends the provider's whole answer back, starts the session and goes where the flow said", async () => {
    const http = mockHttp((request) =>
      request.url === '/v1/consumeCode'
        ? [200, { outcome: 'signed-in', redirect: '/business-scene', login: loginAnswer }]
        : [404, { message: 'nope', code: 'NOT_FOUND' }],
    );
    renderAt('/oauth2/authorize?code=c-1&state=s-1&iss=https%3A%2F%2Fsso.example.com&clientId=web');
    expect(await screen.findByText('业务场景')).toBeTruthy();
    expect(http.requests).toHaveLength(1);
    expect(http.requests[0]!.body).toEqual({
      code: 'c-1',
      callBackUrl: `${window.location.origin}/oauth2/authorize`,
      params: { state: 's-1', iss: 'https://sso.example.com', clientId: 'web' },
    });
    expect(useSessionStore.getState().userId).toBe(loginAnswer.id);
  });

  it('asks nothing of the server when the person refused, and says so', async () => {
    const http = mockHttp(() => [500, {}]);
    renderAt('/oauth2/authorize?error=access_denied&state=s-2');
    expect(await screen.findByText('你取消了授权，没有登录')).toBeTruthy();
    expect(http.requests).toHaveLength(0);
  });

  it("shows the server's reason when the callback is refused", async () => {
    mockHttp(() => [
      403,
      { message: '请在发起登录的同一浏览器中完成登录', code: 'SIGN_IN_OTHER_BROWSER' },
    ]);
    renderAt('/oauth2/authorize?code=c-3&state=s-3');
    await waitFor(() =>
      expect(screen.getByText('请在发起登录的同一浏览器中完成登录')).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: '返回登录页' })).toBeTruthy();
  });

  it("says what the provider said when it refused for another reason, and leads back to the team's sign-in", async () => {
    const http = mockHttp(() => [500, {}]);
    sessionStorage.setItem('miaoyu-sso-tenant', 'acme-corp');
    renderAt('/oauth2/authorize?error=unauthorized_client&error_description=client+not+allowed');
    expect(
      await screen.findByText('身份提供方拒绝了登录（unauthorized_client）：client not allowed'),
    ).toBeTruthy();
    expect(http.requests).toHaveLength(0);
    expect(screen.getByRole('button', { name: '重新登录' })).toBeTruthy();
    sessionStorage.clear();
  });
});
