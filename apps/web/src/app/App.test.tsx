import { Message, Notification } from '@arco-design/web-react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@miaoyu/contracts/user';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { mockHttp, type RecordedRequest, type Reply } from '@/test/http';
import { AppProviders } from './providers';
import { RootLayout } from './RootLayout';
import { useSettingsStore } from './settings/store';
import { queryClient } from './shell/sessionCleanup';
import { DEFAULT_TAB, useTabsStore } from './tabs/store';

const TOKEN = 'miaoyu-ai-studio abc';
const admin: UserInfo = { ...user, role: 'admin' };
const menus = {
  user: [{ key: 'dashboard', children: [{ key: 'dashboard.workplace' }] }],
  admin: [
    { key: 'dashboard', children: [{ key: 'dashboard.workplace' }] },
    { key: 'admin', children: [{ key: 'admin.system' }] },
  ],
};

let location = '';
function Where() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    location = pathname + search;
  }, [pathname, search]);
  return null;
}

/** The server: the signed-in user, their menu, and 404 for anything else. */
type Extra = (request: RecordedRequest) => Reply | Promise<Reply> | null;

function serve(who: UserInfo | 'rejected', extra?: Extra) {
  return mockHttp((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    if (request.url === '/v1/user/info')
      return who === 'rejected' ? [401, { message: 'expired', code: 'TOKEN_EXPIRED' }] : [200, who];
    if (request.url === '/api/user/menu' && who !== 'rejected') return [200, menus[who.role]];
    return [404, { message: 'no', code: 'NOT_FOUND' }];
  });
}

function renderAt(path: string, { signedIn = true } = {}) {
  if (signedIn) {
    window.localStorage.setItem('token', TOKEN);
    useSessionStore.setState({ token: TOKEN });
  }
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <RootLayout />
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

// The first render loads the lazy shell; on a busy machine that takes longer than a second.
const at = (path: string) => waitFor(() => expect(location).toBe(path), { timeout: 5_000 });

describe('the studio shell', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: null, userId: null, user: null });
    useSettingsStore.getState().update({ menuFromServer: false });
    useTabsStore.setState({ tabs: [DEFAULT_TAB] });
    queryClient.clear();
    vi.spyOn(Notification, 'error').mockImplementation(() => undefined as never);
  });

  it('sends a signed-out visitor to login, remembering path and query', async () => {
    renderAt('/dashboard/workplace?tab=2', { signedIn: false });
    expect(await screen.findByPlaceholderText('请输入手机号')).toBeTruthy();
    await at('/login?redirect=%2Fdashboard%2Fworkplace%3Ftab%3D2');
  });

  it('loads the user once, then shows the page in the frame with its title', async () => {
    const { requests } = serve(user);
    renderAt('/dashboard/workplace');
    expect(await screen.findByText('欢迎回来，小妙')).toBeTruthy();
    expect(useSessionStore.getState().user).toEqual(user);
    expect(requests.filter((request) => request.url === '/v1/user/info')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: '工作台' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('工作台 - 妙语 AI Studio'));
  });

  it('sends / to the personal helpers page (spec §2)', async () => {
    serve(user);
    renderAt('/');
    await at('/setting/personal');
    expect(await screen.findByRole('tab', { name: '我的助手' })).toBeTruthy();
  });

  it('opens the helper square signed out, without the studio', async () => {
    serve(user, (request) => {
      if (request.url === '/v1/public/helpers') return [200, { list: [], hasMore: false }];
      if (request.url === '/v1/public/helper-categories') return [200, { list: [] }];
      return null;
    });
    renderAt('/setting/public', { signedIn: false });
    expect(await screen.findByText('广场上还没有助手')).toBeTruthy();
    expect(location).toBe('/setting/public');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('asks a signed-out visitor of my helpers to sign in first', async () => {
    renderAt('/setting/personal', { signedIn: false });
    await at('/login?redirect=%2Fsetting%2Fpersonal');
  });

  it('signs out and goes to login when the user cannot be loaded', async () => {
    serve('rejected');
    renderAt('/dashboard/workplace');
    await at('/login?redirect=%2Fdashboard%2Fworkplace');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends a member away from an admin page to the first page they can reach', async () => {
    serve(user);
    renderAt('/admin/system');
    await at('/dashboard/workplace');
  });

  it('lets an admin in, and drops the admin menu the moment the role changes', async () => {
    serve(admin);
    renderAt('/admin/system');
    expect(await screen.findByRole('tab', { name: '系统状态' })).toBeTruthy();
    expect(screen.getAllByText('平台管理').length).toBeGreaterThan(0);
    act(() => useSessionStore.setState({ user: { ...admin, role: 'user' } }));
    await at('/dashboard/workplace');
    expect(screen.queryByText('平台管理')).toBeNull();
  });

  it('shows not-found for an unknown path, with a way home', async () => {
    renderAt('/no/such/page', { signedIn: false });
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe(
      '/dashboard/workplace',
    );
  });

  it('opens /oauth2/authorize without sign-in, and says a callback without its state cannot finish', async () => {
    renderAt('/oauth2/authorize?code=abc&clientId=web', { signedIn: false });
    expect(await screen.findByText('链接缺少登录凭证，请从登录页重新开始')).toBeTruthy();
    expect(location).toBe('/oauth2/authorize?code=abc&clientId=web');
  });

  it('in menu-from-server mode waits for the menu, then allows only what it lists', async () => {
    useSettingsStore.getState().update({ menuFromServer: true });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { requests } = serve(admin, (request) =>
      request.url === '/api/user/menu' ? gate.then((): Reply => [200, menus.user]) : null,
    );
    renderAt('/admin/system');
    await waitFor(() => expect(requests.some((r) => r.url === '/api/user/menu')).toBe(true));
    expect(location).toBe('/admin/system');
    release();
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(location).toBe('/admin/system');
    expect(requests.filter((r) => r.url === '/api/user/menu')).toHaveLength(1);
  });

  it('says when the server menu fails, and then lets nothing but the white list through', async () => {
    useSettingsStore.getState().update({ menuFromServer: true });
    const loading = vi.spyOn(Message, 'loading').mockImplementation(() => undefined as never);
    const failed = vi.spyOn(Message, 'error').mockImplementation(() => undefined as never);
    serve(admin, (request) =>
      request.url === '/api/user/menu' ? [500, { message: 'down', code: 'INTERNAL' }] : null,
    );
    renderAt('/dashboard/workplace');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(loading).toHaveBeenCalledWith(expect.objectContaining({ content: '正在加载菜单…' }));
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ content: '菜单加载失败' }));
  });
});
