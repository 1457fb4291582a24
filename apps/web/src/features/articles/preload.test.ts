import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { headStart } from '@/test/route-preload';
import { mockHttp } from '@/test/http';
import { articlesFeature } from './feature';

describe('the articles pages start their first request with their code', () => {
  it('asks for the list, and for an opened article', () => {
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    const { requests } = mockHttp(() => [200, { list: [] }]);
    headStart(articlesFeature, '/admin/articles');
    headStart(articlesFeature, '/admin/articles/4');
    expect(requests.map((request) => request.url)).toEqual([
      '/v1/admin/articles',
      '/v1/admin/articles/4',
    ]);
  });
});
