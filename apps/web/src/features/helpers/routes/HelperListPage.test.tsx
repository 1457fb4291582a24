import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Helper } from '@miaoyu/contracts/helpers';
import { user } from '@/test/fixtures';
import { mockHttp, type RecordedRequest, type Reply } from '@/test/http';
import { helperFixture, publicHelperFixture, publicHelpers } from '../testing/listingFixtures';
import { fakeIntersections, renderRoute } from '../testing/renderRoute';
import {
  PersonalHelpersPage,
  PublicHelpersPage,
  SubscribedHelpersPage,
  TeamHelpersPage,
} from './HelperListPage';

const manager = { ...user, permissions: ['helper:manage'] };
const notFound: Reply = [404, { message: 'not found', code: 'NOT_FOUND' }];

function serve(routes: Record<string, (request: RecordedRequest) => Reply>) {
  return mockHttp((request) => routes[request.url]?.(request) ?? notFound);
}

const orgList = (list: Helper[], total = list.length): Reply => [200, { list, total }];
const cards = () => screen.findAllByTestId('helper-card');

let intersections: ReturnType<typeof fakeIntersections> | undefined;
afterEach(() => intersections?.restore());

describe('the personal listing', () => {
  it('shows my helpers as cards, the ones I used lately, and a way to make another', async () => {
    const { requests } = serve({
      '/v1/orgs/7/helpers': () => orgList([helperFixture()]),
      '/v1/helpers/recent': () => [
        200,
        { list: [{ ...publicHelperFixture(), lastUsedAt: '2026-01-02T00:00:00.000Z' }] },
      ],
    });
    renderRoute(<PersonalHelpersPage />, {
      path: '/setting/personal',
      pattern: '/setting/personal',
      user,
    });
    await waitFor(() => expect(screen.getAllByTestId('helper-card')).toHaveLength(2));
    const [recent, mine] = screen.getAllByTestId('helper-card');
    expect(within(recent!).getByText('法务顾问')).toBeTruthy();
    expect(within(mine!).getByText('写作搭档')).toBeTruthy();
    expect(within(mine!).getByText('帮你润色文案、拟标题')).toBeTruthy();
    expect(within(mine!).getByText('小妙 · 妙语团队')).toBeTruthy();
    expect(within(mine!).getByText('对话助手')).toBeTruthy();
    expect(within(mine!).getByTestId('default-avatar').textContent).toBe('写');
    expect(within(mine!).getByRole('link').getAttribute('href')).toBe('/setting/s/abcdefgh01');
    expect(requests.find((r) => r.url === '/v1/orgs/7/helpers')!.params.get('scope')).toBe('mine');

    fireEvent.click(within(mine!).getByRole('button', { name: '编辑「写作搭档」' }));
    expect(screen.getByTestId('elsewhere').textContent).toBe('/setting/helpers/101/edit');
  });

  it('says what a helper is when I have none, with the create button', async () => {
    serve({
      '/v1/orgs/7/helpers': () => orgList([]),
      '/v1/helpers/recent': () => [200, { list: [] }],
    });
    renderRoute(<PersonalHelpersPage />, {
      path: '/setting/personal',
      pattern: '/setting/personal',
      user,
    });
    const empty = await screen.findByTestId('helpers-empty');
    expect(within(empty).getByText('你还没有创建助手')).toBeTruthy();
    fireEvent.click(within(empty).getByRole('button', { name: /创建助手/ }));
    // The create dialog offers templates; the first is picked, and the editor opens with it.
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('radio', { name: /通用助手/ })).toBeTruthy();
    fireEvent.click(dialog.getByRole('radio', { name: /文案写作/ }));
    fireEvent.click(dialog.getByRole('button', { name: '开始编辑' }));
    expect(screen.getByTestId('elsewhere').textContent).toBe(
      '/setting/helpers/new?kind=chat&template=copywriting',
    );
  });

  it('asks for the next page at the offset where the loaded cards end', async () => {
    intersections = fakeIntersections();
    const first = Array.from({ length: 24 }, (_, i) =>
      helperFixture({ id: String(i), code: `c${String(i).padStart(9, '0')}` }),
    );
    const { requests } = serve({
      '/v1/orgs/7/helpers': (request) =>
        request.params.get('offset') === '0'
          ? orgList(first, 25)
          : orgList([helperFixture({ id: '99', code: 'last000099', name: '最后一个' })], 25),
      '/v1/helpers/recent': () => [200, { list: [] }],
    });
    renderRoute(<PersonalHelpersPage />, {
      path: '/setting/personal',
      pattern: '/setting/personal',
      user,
    });
    expect(await cards()).toHaveLength(24);
    act(() => intersections!.reach());
    expect(await screen.findByText('最后一个')).toBeTruthy();
    const offsets = requests
      .filter((r) => r.url === '/v1/orgs/7/helpers')
      .map((r) => r.params.get('offset'));
    expect(offsets).toEqual(['0', '24']);
    // Everything is here: scrolling further asks for nothing.
    act(() => intersections!.reach());
    expect(requests.filter((r) => r.url === '/v1/orgs/7/helpers')).toHaveLength(2);
  });

  it('shows a failed load with a retry that asks again', async () => {
    let calls = 0;
    serve({
      '/v1/orgs/7/helpers': () =>
        ++calls === 1 ? [500, { message: 'down', code: 'X' }] : orgList([helperFixture()]),
      '/v1/helpers/recent': () => [200, { list: [] }],
    });
    renderRoute(<PersonalHelpersPage />, {
      path: '/setting/personal',
      pattern: '/setting/personal',
      user,
    });
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('写作搭档')).toBeTruthy();
  });
});

describe('the public square', () => {
  it('searches once typing pauses, not on every key', async () => {
    const { requests } = serve({
      '/v1/public/helpers': (request) => [
        200,
        {
          list: request.params.get('keyword') ? [publicHelperFixture({ name: '合同助手' })] : [],
          hasMore: false,
        },
      ],
      '/v1/public/helper-categories': () => [200, { list: [{ name: '法律', count: 3 }] }],
    });
    renderRoute(<PublicHelpersPage />, {
      path: '/setting/public',
      pattern: '/setting/public',
      user: null,
    });
    expect(await screen.findByText('广场上还没有助手')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: '搜索名称、介绍或标签' });
    fireEvent.change(box, { target: { value: '合' } });
    fireEvent.change(box, { target: { value: '合同' } });
    expect(await screen.findByText('合同助手')).toBeTruthy();
    const keywords = requests
      .filter((r) => r.url === '/v1/public/helpers')
      .map((r) => r.params.get('keyword'));
    expect(keywords).toEqual([null, '合同']);
  });

  it('filters by a category chip and by a tag clicked on a card', async () => {
    const { requests } = serve({
      '/v1/public/helpers': () => [200, { list: [publicHelperFixture()], hasMore: false }],
      '/v1/public/helper-categories': () => [200, { list: [{ name: '法律', count: 3 }] }],
    });
    renderRoute(<PublicHelpersPage />, {
      path: '/setting/public',
      pattern: '/setting/public',
      user: null,
    });
    fireEvent.click(await screen.findByRole('button', { name: /法律/ }));
    await waitFor(() => expect(requests.at(-1)!.params.get('category')).toBe('法律'));
    fireEvent.click(await screen.findByRole('button', { name: '#合同' }));
    await waitFor(() => expect(requests.at(-1)!.params.get('tag')).toBe('合同'));
    expect(screen.getByText('标签：合同')).toBeTruthy();
  });

  it('opens signed out, with a sign-in button that comes back here', async () => {
    serve({
      '/v1/public/helpers': () => [200, { list: publicHelpers(2), hasMore: false }],
      '/v1/public/helper-categories': () => [200, { list: [] }],
    });
    renderRoute(<PublicHelpersPage />, {
      path: '/setting/public',
      pattern: '/setting/public',
      user: null,
    });
    expect(await cards()).toHaveLength(2);
    fireEvent.click(screen.getByRole('link', { name: '登录' }));
    expect(screen.getByTestId('elsewhere').textContent).toBe('/login?redirect=%2Fsetting%2Fpublic');
  });
});

describe('a team page', () => {
  it('shows a visitor the team’s public helpers', async () => {
    serve({
      '/v1/public/teams/acme-team/helpers': () => [
        200,
        {
          team: { name: 'Acme', code: 'acme-team', logo: '' },
          list: [publicHelperFixture()],
          hasMore: false,
        },
      ],
    });
    renderRoute(<TeamHelpersPage />, {
      path: '/setting/t/acme-team',
      pattern: '/setting/t/:code',
      user: null,
    });
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeTruthy();
    expect(screen.getByText('「Acme」公开分享的助手。')).toBeTruthy();
    expect(await cards()).toHaveLength(1);
  });

  it('shows a member everything shared within the team', async () => {
    const team = {
      id: '8',
      name: 'Acme',
      kind: 'team',
      code: 'acme-team',
      logo: '',
      role: 'member',
      memberCount: 3,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const { requests } = serve({
      '/v1/orgs': () => [200, { list: [team], total: 1 }],
      '/v1/orgs/8/helpers': () =>
        orgList([helperFixture({ visibility: 'team', manageable: false })]),
    });
    renderRoute(<TeamHelpersPage />, {
      path: '/setting/t/acme-team',
      pattern: '/setting/t/:code',
      user,
    });
    expect(await cards()).toHaveLength(1);
    expect(screen.getByText(/你是「Acme」的成员/)).toBeTruthy();
    // What the member can use there: the team's helpers and their own.
    expect(requests.find((r) => r.url === '/v1/orgs/8/helpers')!.params.get('scope')).toBe(
      'usable',
    );
    expect(requests.some((r) => r.url.startsWith('/v1/public/teams'))).toBe(false);
  });

  it('says so when the team does not exist', async () => {
    serve({});
    renderRoute(<TeamHelpersPage />, {
      path: '/setting/t/nobody-here',
      pattern: '/setting/t/:code',
      user: null,
    });
    expect(await screen.findByText('找不到这个团队')).toBeTruthy();
  });
});

describe('the subscriptions', () => {
  const answer: Reply = [
    200,
    {
      list: [{ ...publicHelperFixture(), subscribedAt: '2026-01-02T00:00:00.000Z' }],
      hasMore: false,
    },
  ];

  it('let owners and admins unsubscribe', async () => {
    const { requests } = serve({
      '/v1/orgs/7/subscriptions': () => answer,
      '/v1/orgs/7/subscriptions/pubhelper1': () => [200, { subscribed: false }],
    });
    renderRoute(<SubscribedHelpersPage />, {
      path: '/setting/orgSubsribe',
      pattern: '/setting/orgSubsribe',
      user: manager,
    });
    const [card] = await cards();
    fireEvent.click(await within(card!).findByRole('button', { name: '取消订阅' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.method === 'DELETE' && r.url === '/v1/orgs/7/subscriptions/pubhelper1',
        ),
      ).toBe(true),
    );
  });

  it('show members the list without the button, and point to the square when empty', async () => {
    serve({ '/v1/orgs/7/subscriptions': () => [200, { list: [], hasMore: false }] });
    renderRoute(<SubscribedHelpersPage />, {
      path: '/setting/orgSubsribe',
      pattern: '/setting/orgSubsribe',
      user,
    });
    const empty = await screen.findByTestId('helpers-empty');
    expect(within(empty).getByText('团队还没有订阅助手')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '取消订阅' })).toBeNull();
    fireEvent.click(within(empty).getByRole('button', { name: '逛逛助手广场' }));
    expect(screen.getByTestId('elsewhere').textContent).toBe('/setting/public');
  });
});
