import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { headStart } from '@/test/route-preload';
import { mockHttp } from '@/test/http';
import { getMyFeedback } from './api/getMyFeedback';
import { feedbackFeature } from './feature';

describe('the feedback page starts its first request with its code', () => {
  it('asks for the first page of my feedback once, and the list takes that answer', async () => {
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    localStorage.setItem('userInfo', JSON.stringify({ id: '7', orgId: '42' }));
    const { requests } = mockHttp(() => [200, { list: [], total: 0 }]);
    headStart(feedbackFeature, '/setting/feedback');
    expect(requests.map((request) => [request.url, request.params.toString()])).toEqual([
      ['/v1/feedbacks', 'offset=0&limit=10'],
    ]);
    // As the list asks on first render: page 1 of 10.
    await getMyFeedback(0, 10);
    expect(requests).toHaveLength(1);
  });
});
