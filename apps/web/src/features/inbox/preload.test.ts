import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '@/lib/feature';
import { forgetPreloaded } from '@/lib/preload';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { headStart } from '@/test/route-preload';
import { mockHttp, type Reply } from '@/test/http';
import { listBotLogs } from './api/botLogs';
import { getBotLogStats } from './api/botLogStats';
import { listBots } from './api/bots';
import { getInboxCounts } from './api/inboxCounts';
import { listInbox } from './api/inboxList';
import { LOG_PAGE_SIZE } from './api/requests';
import { inboxFeature } from './feature';
import { MANAGE_BOTS } from './hooks/useOrgAccess';
import { botLogQuery, defaultFilters, statsQuery } from './logic/logFilters';
import { botHelper, botLogConversation } from './testing/fixtures';

const ORG = '/v1/orgs/7';

const serve = () =>
  mockHttp((request): Reply => {
    if (request.url === `${ORG}/inbox/counts`) return [200, { pending: 1, mine: 0, unread: 0 }];
    if (request.url === `${ORG}/helpers`) return [200, { list: [botHelper()], total: 1 }];
    if (request.url === `${ORG}/bot-logs/stats`) return [200, { days: [] }];
    if (request.url === `${ORG}/bot-logs`) return [200, { list: [botLogConversation()], total: 1 }];
    return [200, { list: [], total: 0 }];
  });

const signIn = () => {
  useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '42', user: null });
  localStorage.setItem('userInfo', JSON.stringify({ id: '42', orgId: '7' }));
};

/** A route's head start alone, for cases after its page code has arrived (`preloadRoute` stops). */
const preloadOf = (path: string) =>
  (inboxFeature.routes ?? [])
    .flatMap((route): AppRoute[] => route.children ?? [route])
    .find((route) => route.path === path)!.handle!.preload!;

const paramsOf = (request: { params: URLSearchParams }) => Object.fromEntries(request.params);

describe('the customer service pages’ data downloads beside their code', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the inbox starts its badges and the first page of the box in the address, once', async () => {
    signIn();
    const { requests } = serve();
    headStart(inboxFeature, '/setting/inbox?box=mine');
    expect(requests.map((request) => request.url)).toEqual([`${ORG}/inbox/counts`, `${ORG}/inbox`]);
    expect(paramsOf(requests[0]!)).toEqual({});
    expect(paramsOf(requests[1]!)).toEqual({ box: 'mine', offset: '0', limit: '30' });

    expect((await getInboxCounts('7')).pending).toBe(1);
    expect((await listInbox('7', 'mine', 0)).total).toBe(0);
    expect(requests).toHaveLength(2);
  });

  it('the inbox opens on waiting conversations; a phone showing one asks for no list', () => {
    signIn();
    const { requests } = serve();
    preloadOf('/setting/inbox')({}, new URLSearchParams('box=nonsense&c=31'));
    expect(requests.map(paramsOf)).toEqual([{}, { box: 'pending', offset: '0', limit: '30' }]);

    forgetPreloaded();
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    preloadOf('/setting/inbox')({}, new URLSearchParams('c=31'));
    expect(requests).toHaveLength(2);
  });

  it('the bot logs start the bots, the charts and the first page of the last 30 days, once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-06T04:00:00.000Z'));
    signIn();
    const { requests } = serve();
    headStart(inboxFeature, '/setting/botLogs');
    expect(requests.map((request) => request.url)).toEqual([
      `${ORG}/helpers`,
      `${ORG}/bot-logs/stats`,
      `${ORG}/bot-logs`,
    ]);
    const days = { from: '2025-05-08', to: '2025-06-06' };
    expect(requests.map(paramsOf)).toEqual([
      { scope: 'usable', kind: 'service', limit: '100' },
      days,
      { ...days, offset: '0', limit: '20' },
    ]);

    // As the page asks on its first render.
    const filters = defaultFilters();
    expect(await listBots('7')).toHaveLength(1);
    expect((await getBotLogStats('7', statsQuery(filters))).days).toEqual([]);
    const query = { ...botLogQuery(filters), offset: 0, limit: LOG_PAGE_SIZE };
    expect((await listBotLogs('7', query)).total).toBe(1);
    expect(requests).toHaveLength(3);
  });

  it('the bot logs ask nothing for a member who may not read them', () => {
    signIn();
    useSessionStore.setState({ user: { ...user, permissions: ['inbox:handle'] } });
    const { requests } = serve();
    preloadOf('/setting/botLogs')({}, new URLSearchParams());
    expect(requests).toHaveLength(0);

    useSessionStore.setState({ user: { ...user, permissions: [MANAGE_BOTS] } });
    preloadOf('/setting/botLogs')({}, new URLSearchParams());
    expect(requests).toHaveLength(3);
  });
});
