import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { headStart } from '@/test/route-preload';
import { mockHttp } from '@/test/http';
import { aiPagesFeature } from './feature';

describe('the AI pages start their first request with their code', () => {
  it('asks for my first page of pages, and for an opened page', () => {
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    localStorage.setItem('userInfo', JSON.stringify({ id: '7', orgId: '42' }));
    const { requests } = mockHttp(() => [200, { list: [], total: 0 }]);
    headStart(aiPagesFeature, '/ai-pages');
    headStart(aiPagesFeature, '/ai-pages/9');
    expect(requests.map((request) => [request.url, request.params.toString()])).toEqual([
      ['/v1/orgs/42/ai-pages', 'scope=mine&offset=0&limit=20'],
      ['/v1/orgs/42/ai-pages/9', ''],
    ]);
  });
});
