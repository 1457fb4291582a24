import { afterEach, describe, expect, it } from 'vitest';
import { forgetPreloaded } from '@/lib/preload';
import { useSessionStore } from '@/lib/session';
import { mockHttp } from '@/test/http';
import '../features';
import { preloadRoute } from './preload';

describe('a route’s data downloads beside its code', () => {
  afterEach(() => {
    forgetPreloaded();
    useSessionStore.setState({ token: null, userId: null, user: null });
  });

  it('opening a chat session starts its sessions and messages with the page code, once', async () => {
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    const { requests } = mockHttp(() => [200, { list: [], total: 0 }]);
    const page = preloadRoute('/chat/12');
    expect(requests.map((request) => request.url)).toEqual([
      '/v1/users/7/chat/session',
      '/v1/chat/users/7/sessions/12/completions',
    ]);
    await page;
    // The page's code is here now: it renders at once and asks for its data itself.
    await preloadRoute('/chat/13');
    expect(requests.map((request) => request.url)).toHaveLength(2);
  });

  it('a signed-in team page asks in the team stored with the session before the user is read', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ id: '7', orgId: '42' }));
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    const { requests } = mockHttp(() => [200, { list: [] }]);
    void preloadRoute('/knowledge');
    expect(requests.map((request) => request.url)).toEqual(['/v1/orgs/42/datasets']);
    localStorage.removeItem('userInfo');
  });
});
