import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/store';
import { user } from '@/test/fixtures';
import { AppProviders } from './providers';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('routes', () => {
  beforeEach(() => useAuthStore.setState({ token: null, userId: null, user: null }));

  it('sends a signed-out visitor to login, remembering the page asked for', async () => {
    const router = renderAt('/dashboard/workplace');
    expect(await screen.findByPlaceholderText('请输入手机号')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard%2Fworkplace');
  });

  it('sends / to the workplace', async () => {
    useAuthStore.setState({ token: 'miaoyu-ai-studio abc', user });
    const router = renderAt('/');
    expect(await screen.findByText('欢迎回来，小妙')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/workplace');
  });

  it('shows the workplace with a welcome for the signed-in user', async () => {
    useAuthStore.setState({ token: 'miaoyu-ai-studio abc', user });
    renderAt('/dashboard/workplace');
    expect(await screen.findByText('欢迎回来，小妙')).toBeTruthy();
    expect(screen.getByRole('button', { name: /退出登录/ })).toBeTruthy();
  });

  it('shows not-found for an unknown path, with a link home', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe(
      '/dashboard/workplace',
    );
  });
});
