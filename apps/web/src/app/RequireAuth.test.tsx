import { Notification } from '@arco-design/web-react';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@miaoyu/contracts';
import { useAuthStore } from '@/features/auth/store';
import { user } from '@/test/fixtures';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { RequireAuth } from './RequireAuth';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Where /> },
      {
        element: <RequireAuth />,
        children: [{ path: '/dashboard/workplace', element: <Where /> }],
      },
    ],
    { initialEntries: [path] },
  );
  renderWithQuery(<RouterProvider router={router} />);
}

describe('RequireAuth', () => {
  beforeEach(() => {
    useAuthStore.setState({ token: null, userId: null, user: null });
    vi.spyOn(Notification, 'error').mockImplementation(() => undefined as never);
  });

  it('sends a signed-out visitor to login, remembering path and query', async () => {
    renderAt('/dashboard/workplace?tab=2');
    expect(
      await screen.findByText('at /login?redirect=%2Fdashboard%2Fworkplace%3Ftab%3D2'),
    ).toBeTruthy();
  });

  it('loads the user once, then shows the page', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'miaoyu-ai-studio abc');
    useAuthStore.setState({ token: 'miaoyu-ai-studio abc' });
    const { requests } = mockHttp(() => [200, user]);
    renderAt('/dashboard/workplace');

    expect(await screen.findByText('at /dashboard/workplace')).toBeTruthy();
    expect(useAuthStore.getState().user).toEqual(user);
    expect(requests.map((request) => request.url)).toEqual(['/v1/user/info']);
    expect(requests[0]?.headers.get('Authorization')).toBe('miaoyu-ai-studio abc');
  });

  it('signs out and goes to login when the user cannot be loaded', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'miaoyu-ai-studio bad');
    useAuthStore.setState({ token: 'miaoyu-ai-studio bad' });
    mockHttp(() => [401, { message: '登录已过期', code: 'TOKEN_EXPIRED' }]);
    renderAt('/dashboard/workplace');

    expect(await screen.findByText('at /login?redirect=%2Fdashboard%2Fworkplace')).toBeTruthy();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
