import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { mockHttp, type Reply } from '@/test/http';
import { headStart as routeHeadStart } from '@/test/route-preload';
import { listChatModels } from './api/chatModels';
import { getDefaultHelper } from './api/defaultHelper';
import { getHelper } from './api/getHelper';
import { listHelperCategories } from './api/helperCategories';
import { listMyOrgs } from './api/myOrgs';
import { listOrgDatasets } from './api/orgDatasets';
import { listOrgHelpers } from './api/orgHelpers';
import { listPublicHelpers } from './api/publicHelpers';
import { listRecentHelpers } from './api/recentHelpers';
import { FEED_PAGE_SIZE, PICKABLE_HELPERS } from './api/requests';
import { listSubscriptions } from './api/subscriptions';
import { listTeamHelpers } from './api/teamHelpers';
import { helpersFeature } from './feature';
import { helperFixture } from './testing/listingFixtures';

const answers: Record<string, Reply> = {
  '/v1/orgs/42/helpers': [200, { list: [helperFixture({ orgId: '42' })], total: 1 }],
  '/v1/orgs/42/helpers/101': [200, helperFixture({ orgId: '42' })],
  '/v1/helpers/recent': [200, { list: [] }],
  '/v1/public/helper-categories': [200, { list: [{ name: '法律', count: 3 }] }],
  '/v1/public/helpers': [200, { list: [], hasMore: false }],
  '/v1/orgs/42/subscriptions': [200, { list: [], hasMore: false }],
  '/v1/orgs/42/default-helper': [200, { helper: null }],
  '/v1/orgs': [200, { list: [], total: 0 }],
  '/v1/public/teams/abc/helpers': [
    200,
    { team: { name: '律所', code: 'abc', logo: '' }, list: [], hasMore: false },
  ],
  '/v1/chat/models': [200, { list: [], defaultRef: null }],
  '/v1/orgs/42/datasets': [200, { list: [] }],
};

function serve() {
  const { requests } = mockHttp((request) => answers[request.url] ?? [404, {}]);
  /** What was asked so far: each path with its query. */
  const asked = () =>
    requests.map((request) => ({
      url: request.url,
      params: Object.fromEntries(request.params),
    }));
  return { requests, asked };
}

function signIn(permissions: string[] = []) {
  useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
  localStorage.setItem('userInfo', JSON.stringify({ id: '7', orgId: '42', permissions }));
}

const headStart = (path: string) => routeHeadStart(helpersFeature, path);

const firstPage = { offset: '0', limit: String(FEED_PAGE_SIZE) };

describe('the helpers pages ask for their first data while their code downloads', () => {
  it('my helpers: the first page of mine and those I used lately', async () => {
    signIn();
    const { requests, asked } = serve();
    headStart('/setting/personal');
    expect(asked()).toEqual([
      { url: '/v1/orgs/42/helpers', params: { scope: 'mine', ...firstPage } },
      { url: '/v1/helpers/recent', params: {} },
    ]);
    const mine = await listOrgHelpers('42', {
      scope: 'mine',
      keyword: undefined,
      offset: 0,
      limit: FEED_PAGE_SIZE,
    });
    expect(mine.total).toBe(1);
    await listRecentHelpers();
    expect(requests).toHaveLength(2);
  });

  it('the square, signed out: its categories and first page in the default order', async () => {
    const { requests, asked } = serve();
    headStart('/setting/public');
    expect(asked()).toEqual([
      { url: '/v1/public/helper-categories', params: {} },
      { url: '/v1/public/helpers', params: { sort: 'popular', ...firstPage } },
    ]);
    expect(await listHelperCategories()).toEqual([{ name: '法律', count: 3 }]);
    await listPublicHelpers({
      keyword: undefined,
      category: undefined,
      tag: undefined,
      kind: undefined,
      sort: 'popular',
      offset: 0,
      limit: FEED_PAGE_SIZE,
    });
    expect(requests).toHaveLength(2);
  });

  it('the square follows the filters of its address, as the page reads them', async () => {
    const { requests, asked } = serve();
    headStart('/setting/public?q=%20合同%20&category=法律&sort=oldest&kind=sale');
    expect(asked()[1]).toEqual({
      url: '/v1/public/helpers',
      params: { keyword: '合同', category: '法律', kind: 'sale', sort: 'popular', ...firstPage },
    });
    await listPublicHelpers({
      keyword: '合同',
      category: '法律',
      tag: undefined,
      kind: 'sale',
      sort: 'popular',
      offset: 0,
      limit: FEED_PAGE_SIZE,
    });
    expect(requests).toHaveLength(2);
  });

  it('my org’s subscriptions: their first page', async () => {
    signIn();
    const { requests, asked } = serve();
    headStart('/setting/orgSubsribe');
    expect(asked()).toEqual([{ url: '/v1/orgs/42/subscriptions', params: firstPage }]);
    await listSubscriptions('42', 0, FEED_PAGE_SIZE);
    expect(requests).toHaveLength(1);
  });

  it('sales helpers: the first page of the sales helpers the team may use', async () => {
    signIn();
    const { requests, asked } = serve();
    headStart('/setting/saleHelper');
    expect(asked()).toEqual([
      { url: '/v1/orgs/42/helpers', params: { scope: 'usable', kind: 'sale', ...firstPage } },
    ]);
    await listOrgHelpers('42', {
      scope: 'usable',
      kind: 'sale',
      keyword: undefined,
      offset: 0,
      limit: FEED_PAGE_SIZE,
    });
    expect(requests).toHaveLength(1);
  });

  it('the AI helper: the org’s, and for a manager the helpers to pick from', async () => {
    signIn(['helper:manage']);
    const { requests, asked } = serve();
    headStart('/setting/aiHelper');
    expect(asked()).toEqual([
      { url: '/v1/orgs/42/default-helper', params: {} },
      { url: '/v1/orgs/42/helpers', params: { scope: 'team', kind: 'chat', limit: '100' } },
    ]);
    expect(await getDefaultHelper('42')).toBeNull();
    await listOrgHelpers('42', PICKABLE_HELPERS);
    expect(requests).toHaveLength(2);
  });

  it('the AI helper, for a member: the org’s alone (members never pick)', async () => {
    signIn();
    const { asked } = serve();
    headStart('/setting/aiHelper');
    expect(asked()).toEqual([{ url: '/v1/orgs/42/default-helper', params: {} }]);
  });

  it('a team’s page, signed in: my teams first (the list asked depends on them)', async () => {
    signIn();
    const { requests, asked } = serve();
    headStart('/setting/t/ABC');
    expect(asked()).toEqual([{ url: '/v1/orgs', params: {} }]);
    await listMyOrgs();
    expect(requests).toHaveLength(1);
  });

  it('a team’s page, signed out: the first page of its public helpers', async () => {
    const { requests, asked } = serve();
    headStart('/setting/t/ABC');
    expect(asked()).toEqual([{ url: '/v1/public/teams/abc/helpers', params: firstPage }]);
    await listTeamHelpers('abc', 0, FEED_PAGE_SIZE);
    expect(requests).toHaveLength(1);
  });

  it('a new helper: the models and knowledge bases the editor offers', async () => {
    signIn();
    const { requests, asked } = serve();
    headStart('/setting/helpers/new?kind=sale');
    expect(asked()).toEqual([
      { url: '/v1/chat/models', params: {} },
      { url: '/v1/orgs/42/datasets', params: {} },
    ]);
    await listChatModels();
    await listOrgDatasets('42');
    expect(requests).toHaveLength(2);
  });

  it('editing a helper: the helper, the models and the knowledge bases', async () => {
    signIn();
    const { requests, asked } = serve();
    headStart('/setting/helpers/101/edit');
    expect(asked().map((request) => request.url)).toEqual([
      '/v1/orgs/42/helpers/101',
      '/v1/chat/models',
      '/v1/orgs/42/datasets',
    ]);
    expect((await getHelper({ orgId: '42', helperId: '101' })).id).toBe('101');
    await listChatModels();
    await listOrgDatasets('42');
    expect(requests).toHaveLength(3);
  });

  it('without a known team, the team’s pages wait for the page itself', () => {
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    const { asked } = serve();
    for (const path of [
      '/setting/personal',
      '/setting/orgSubsribe',
      '/setting/saleHelper',
      '/setting/aiHelper',
      '/setting/helpers/new',
      '/setting/helpers/101/edit',
    ])
      headStart(path);
    expect(asked()).toEqual([]);
  });
});
