import { describe, expect, it, vi } from 'vitest';
import { chatFeature } from '@/features/chat/feature';
import { useSessionStore } from '@/lib/session';
import { mockHttp } from '@/test/http';
import '../features';
import { preloadPublicRoute, preloadRoute } from './preload';

const chatPreload = chatFeature.routes![0]!.handle!.preload!;

describe('a route’s data downloads beside its code', () => {
  it('opening a chat session starts its sessions and messages with the page code, once', async () => {
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    const { requests } = mockHttp(() => [200, { list: [], total: 0 }]);
    const page = preloadRoute('/chat/12');
    expect(requests.map((request) => request.url)).toEqual([
      '/v1/users/7/chat/session',
      '/v1/chat/models',
      '/v1/chat/sessions/12',
      '/v1/chat/users/7/sessions/12/completions',
      '/v1/chat/sessions/12/datasets',
    ]);
    await page;
    // The page's code is here now: it renders at once and asks for its data itself.
    await preloadRoute('/chat/13');
    expect(requests.map((request) => request.url)).toHaveLength(5);
  });

  it('opening the chat without a session starts the newest one’s as soon as the list is here', async () => {
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    const { requests } = mockHttp((request) =>
      request.url === '/v1/users/7/chat/session'
        ? [200, { list: [{ sessionId: '31' }, { sessionId: '30' }], total: 2 }]
        : [200, { list: [], total: 0 }],
    );
    // The page's code is here since the test above; the route's preload is what a cold load runs.
    chatPreload({}, new URLSearchParams());
    await vi.waitFor(() =>
      expect(requests.map((request) => request.url)).toContain('/v1/chat/sessions/31/datasets'),
    );
    expect(requests.map((request) => request.url)).toEqual([
      '/v1/users/7/chat/session',
      '/v1/chat/models',
      '/v1/chat/sessions/31',
      '/v1/chat/users/7/sessions/31/completions',
      '/v1/chat/sessions/31/datasets',
    ]);
  });

  it('a new chat asks for no session', async () => {
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    const { requests } = mockHttp(() => [200, { list: [{ sessionId: '31' }], total: 1 }]);
    chatPreload({}, new URLSearchParams('new=1'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.map((request) => request.url)).toEqual([
      '/v1/users/7/chat/session',
      '/v1/chat/models',
    ]);
  });

  it('a signed-in team page asks in the team stored with the session before the user is read', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ id: '7', orgId: '42' }));
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    const { requests } = mockHttp(() => [200, { list: [] }]);
    void preloadRoute('/knowledge');
    expect(requests.map((request) => request.url)).toEqual([
      '/v1/orgs/42/knowledge/usage',
      '/v1/orgs/42/datasets',
    ]);
    localStorage.removeItem('userInfo');
  });

  it('an invitation opened signed out starts its preview with its code; a studio path signed out starts nothing', async () => {
    const { requests } = mockHttp(() => [200, {}]);
    const page = preloadPublicRoute('/invite/abc123');
    expect(requests.map((request) => request.url)).toEqual(['/v1/invites/abc123']);
    await page;
    await preloadPublicRoute('/knowledge/5');
    expect(requests).toHaveLength(1);
  });
});
