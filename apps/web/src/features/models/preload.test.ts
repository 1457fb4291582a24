import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { headStart } from '@/test/route-preload';
import { mockHttp } from '@/test/http';
import { getChatModels } from './api/chatModels';
import { listProviders } from './api/providers';
import { modelsFeature } from './feature';

describe('the models page starts its first requests with its code', () => {
  it('asks for the chat models and the current team’s providers once', async () => {
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    localStorage.setItem('userInfo', JSON.stringify({ id: '7', orgId: '42' }));
    const { requests } = mockHttp((request) =>
      request.url === '/v1/chat/models'
        ? [200, { list: [], defaultRef: null }]
        : [200, { list: [], total: 0 }],
    );
    headStart(modelsFeature, '/setting/models');
    expect(requests.map((request) => [request.url, request.params.toString()])).toEqual([
      ['/v1/chat/models', ''],
      ['/v1/orgs/42/model-providers', ''],
    ]);
    await Promise.all([getChatModels(), listProviders('42')]);
    expect(requests).toHaveLength(2);
  });

  it('leaves the providers alone while the team is unknown', () => {
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    const { requests } = mockHttp(() => [200, { list: [], defaultRef: null }]);
    // The page's code may be here already (the test above loaded it): its route runs it.
    modelsFeature.settingRoutes?.[0]?.handle?.preload?.({}, new URLSearchParams());
    expect(requests.map((request) => request.url)).toEqual(['/v1/chat/models']);
  });
});
