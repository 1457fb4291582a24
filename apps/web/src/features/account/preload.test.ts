import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { headStart } from '@/test/route-preload';
import { mockHttp } from '@/test/http';
import { getDeletionImpact } from './api/getDeletionImpact';
import { getDevices } from './api/getDevices';
import { accountFeature } from './feature';

describe('the account page starts its first requests with its code', () => {
  it('asks for the devices and the deletion impact once, and the page takes both answers', async () => {
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    localStorage.setItem('userInfo', JSON.stringify({ id: '7', orgId: '42' }));
    const { requests } = mockHttp((request) =>
      request.url === '/v1/user/devices'
        ? [200, { list: [], total: 0 }]
        : [200, { soleTeams: [], blockingTeams: [] }],
    );
    headStart(accountFeature, '/setting/account');
    expect(requests.map((request) => [request.url, request.params.toString()])).toEqual([
      ['/v1/user/devices', ''],
      ['/v1/user/deletion-impact', ''],
    ]);
    await Promise.all([getDevices(), getDeletionImpact()]);
    expect(requests).toHaveLength(2);
  });
});
