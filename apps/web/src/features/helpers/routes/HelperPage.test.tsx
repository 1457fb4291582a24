import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HelperProfile } from '@miaoyu/contracts/helper-use';
import { user } from '@/test/fixtures';
import { mockHttp, type RecordedRequest, type Reply } from '@/test/http';
import { helperFixture, profileFixture, publicHelperFixture } from '../testing/listingFixtures';
import { renderRoute } from '../testing/renderRoute';
import { ByCodeHelperPage, DefaultHelperPage } from './HelperPage';

const manager = { ...user, permissions: ['helper:manage'] };
const LANGUAGE_SWITCH = '切换语言';
const notFound: Reply = [404, { message: 'not found', code: 'NOT_FOUND' }];
const noSessions: Reply = [200, { list: [], total: 0 }];

function serve(routes: Record<string, (request: RecordedRequest) => Reply>) {
  return mockHttp((request) => routes[request.url]?.(request) ?? notFound);
}

function openHelper(profile: HelperProfile, as = user) {
  const server = serve({
    '/v1/helpers/code/pubhelper1': () => [200, profile],
    '/v1/users/42/chat/session': () => noSessions,
    '/v1/chat/sessions': () => [200, { sessionId: '555', title: '新对话' }],
    '/v1/orgs/7/subscriptions/pubhelper1': () => [200, { subscribed: true }],
  });
  renderRoute(<ByCodeHelperPage />, {
    path: '/setting/s/pubhelper1',
    pattern: '/setting/s/:code',
    user: as,
  });
  return server;
}

describe('a helper’s page', () => {
  it('shows who the helper is, how it greets and what to ask', async () => {
    const { requests } = openHelper(profileFixture());
    expect(await screen.findByRole('heading', { name: '法务顾问' })).toBeTruthy();
    expect(screen.getByText('合同审阅与风险提示')).toBeTruthy();
    expect(screen.getByText('老王 · 律所')).toBeTruthy();
    expect(screen.getByText('你好，我可以帮你看合同。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '#合同' }).getAttribute('href')).toBe(
      '/setting/public?tag=%E5%90%88%E5%90%8C',
    );
    expect(await screen.findByText('还没有和它的对话，点击「开始对话」试试。')).toBeTruthy();
    expect(requests.find((r) => r.url === '/v1/helpers/code/pubhelper1')!.params.get('orgId')).toBe(
      '7',
    );
    expect(
      requests.find((r) => r.url === '/v1/users/42/chat/session')!.params.get('helperCode'),
    ).toBe('pubhelper1');
    expect(screen.queryByTestId('model-notice')).toBeNull();
  });

  it('shows the shared link of the helper’s page as a QR code', async () => {
    openHelper(profileFixture());
    fireEvent.click(
      await screen.findByRole('button', { name: '显示「「法务顾问」的链接」的二维码' }),
    );
    const image = await screen.findByRole('img', { name: '二维码：「法务顾问」的链接' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText(`${window.location.origin}/setting/s/pubhelper1`)).toBeTruthy();
  });

  it('starts a conversation with the helper and opens it in the chat', async () => {
    const { requests } = openHelper(profileFixture());
    fireEvent.click(await screen.findByRole('button', { name: /开始对话/ }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(screen.getByTestId('elsewhere').textContent).toBe('/chat/555');
    const created = requests.find((r) => r.method === 'POST' && r.url === '/v1/chat/sessions');
    expect(created!.body).toEqual({ helperCode: 'pubhelper1' });
  });

  it('asks a suggested question in a new conversation with the helper', async () => {
    const { requests } = openHelper(profileFixture());
    fireEvent.click(await screen.findByRole('button', { name: '这份合同有什么风险？' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(screen.getByTestId('elsewhere').textContent).toBe(
      `/chat/555?prompt=${encodeURIComponent('这份合同有什么风险？')}`,
    );
    expect(requests.filter((r) => r.url === '/v1/chat/sessions')).toHaveLength(1);
  });

  it('lets owners and admins subscribe to another team’s public helper', async () => {
    const { requests } = openHelper(profileFixture(), manager);
    fireEvent.click(await screen.findByRole('button', { name: /订阅到团队/ }));
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'PUT' && r.url === '/v1/orgs/7/subscriptions/pubhelper1'),
      ).toBe(true),
    );
  });

  it('offers no subscription when the helper is not subscribable, nor to members', async () => {
    openHelper(profileFixture({ subscribable: false, orgId: '7' }), manager);
    expect(await screen.findByRole('heading', { name: '法务顾问' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /订阅到团队/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /取消订阅/ })).toBeNull();
  });

  it('does not offer members the subscription their admins decide on', async () => {
    openHelper(profileFixture({ subscribable: true }), user);
    expect(await screen.findByRole('heading', { name: '法务顾问' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /订阅到团队/ })).toBeNull();
  });

  it('offers an unsubscribe once subscribed, and an edit to those who manage it', async () => {
    openHelper(profileFixture({ subscribed: true, manageable: true }), manager);
    expect(await screen.findByRole('button', { name: /取消订阅/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /编辑/ }));
    expect(screen.getByTestId('elsewhere').textContent).toBe('/setting/helpers/201/edit');
  });

  it('says when its model was removed, and when the team has no model', async () => {
    openHelper(profileFixture({ modelStatus: 'missing' }));
    expect((await screen.findByTestId('model-notice')).textContent).toBe(
      '它使用的模型已被移除，目前由团队的默认模型回答。',
    );
  });

  it('says the offline answerer replies when the team has no model', async () => {
    openHelper(profileFixture({ modelStatus: 'offline' }));
    expect((await screen.findByTestId('model-notice')).textContent).toMatch(/离线应答器/);
  });

  it('shows a visitor the public profile, and asks them to sign in to chat', async () => {
    const { requests } = serve({
      '/v1/public/helpers/pubhelper1': () => [200, publicHelperFixture()],
    });
    renderRoute(<ByCodeHelperPage />, {
      path: '/setting/s/pubhelper1',
      pattern: '/setting/s/:code',
      user: null,
    });
    // Signed out there is no navbar: the page's own bar offers the languages.
    const languages = await screen.findByRole('group', { name: LANGUAGE_SWITCH });
    expect(within(languages).getByRole('button', { name: 'English' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /登录后开始对话/ }));
    expect(screen.getByTestId('elsewhere').textContent).toBe(
      '/login?redirect=%2Fsetting%2Fs%2Fpubhelper1',
    );
    expect(requests.some((r) => r.url.startsWith('/v1/helpers/code'))).toBe(false);
    expect(requests.some((r) => r.url === '/v1/chat/sessions')).toBe(false);
  });

  it('offers a signed-out visitor sign-in for a helper only its team may see', async () => {
    serve({});
    renderRoute(<ByCodeHelperPage />, {
      path: '/setting/s/teamonly12',
      pattern: '/setting/s/:code',
      user: null,
    });
    expect(await screen.findByText('登录后查看这个助手')).toBeTruthy();
    expect(screen.queryByText('找不到这个助手')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByTestId('elsewhere').textContent).toBe(
      '/login?redirect=%2Fsetting%2Fs%2Fteamonly12',
    );
  });

  it('says so when there is no helper with that code', async () => {
    serve({});
    renderRoute(<ByCodeHelperPage />, {
      path: '/setting/s/nothing123',
      pattern: '/setting/s/:code',
      user,
    });
    expect(await screen.findByText('找不到这个助手')).toBeTruthy();
  });
});

describe('the AI helper page', () => {
  it('shows the org’s default helper', async () => {
    serve({
      '/v1/orgs/7/default-helper': () => [200, { helper: profileFixture({ name: '团队助理' }) }],
      '/v1/users/42/chat/session': () => noSessions,
    });
    renderRoute(<DefaultHelperPage />, {
      path: '/setting/aiHelper',
      pattern: '/setting/aiHelper',
      user,
    });
    expect(await screen.findByRole('heading', { name: '团队助理' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /更换 AI 助手/ })).toBeNull();
  });

  it('tells members to ask an admin when there is none', async () => {
    serve({ '/v1/orgs/7/default-helper': () => [200, { helper: null }] });
    renderRoute(<DefaultHelperPage />, {
      path: '/setting/aiHelper',
      pattern: '/setting/aiHelper',
      user,
    });
    const empty = await screen.findByTestId('helpers-empty');
    expect(within(empty).getByText(/请联系团队的所有者或管理员设置/)).toBeTruthy();
    // No picker, not even one on its way (its fallback spins while it downloads).
    expect(empty.querySelector('.arco-select, .arco-spin')).toBeNull();
  });

  it('lets an admin pick one of the team’s chat helpers', async () => {
    const chosen = profileFixture({ id: '101', name: '写作搭档' });
    const { requests } = serve({
      '/v1/orgs/7/default-helper': (request) =>
        request.method === 'PUT' ? [200, { helper: chosen }] : [200, { helper: null }],
      '/v1/orgs/7/helpers': () => [
        200,
        {
          list: [
            helperFixture({ visibility: 'team' }),
            helperFixture({ id: '102', code: 'secret0001', name: '私人草稿' }),
          ],
          total: 2,
        },
      ],
      '/v1/users/42/chat/session': () => noSessions,
    });
    renderRoute(<DefaultHelperPage />, {
      path: '/setting/aiHelper',
      pattern: '/setting/aiHelper',
      user: manager,
    });
    const empty = await screen.findByTestId('helpers-empty');
    fireEvent.click(await within(empty).findByRole('combobox'));
    expect(screen.queryByText('私人草稿')).toBeNull();
    fireEvent.click(await screen.findByText('写作搭档'));
    fireEvent.click(within(empty).getByRole('button', { name: '设为 AI 助手' }));
    await waitFor(() => {
      const put = requests.find((r) => r.method === 'PUT');
      expect(put?.body).toEqual({ helperId: '101' });
    });
    const listed = requests.find((r) => r.url === '/v1/orgs/7/helpers')!;
    expect([listed.params.get('scope'), listed.params.get('kind')]).toEqual(['team', 'chat']);
    expect(await screen.findByRole('heading', { name: '写作搭档' })).toBeTruthy();
  });
});
