import type { Org } from '@miaoyu/contracts/orgs';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { headStart } from '@/test/route-preload';
import { mockHttp, type RecordedRequest } from '@/test/http';
import { getOrg } from './api/getOrg';
import { listOrgs } from './api/listOrgs';
import { listMyInvites } from './api/myInvites';
import { getInvitePreview } from './api/publicInvite';
import { orgFeature } from './feature';

const team: Org = {
  id: '42',
  name: '妙语团队',
  kind: 'team',
  code: 'code-42',
  logo: '',
  role: 'member',
  memberCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const preview = {
  orgName: '妙语团队',
  orgLogo: '',
  role: 'member',
  inviterNickname: '小妙',
  expiresAt: '2026-01-01T00:00:00.000Z',
  state: 'valid',
};

const urls = (requests: RecordedRequest[]) =>
  requests.map((request) => `${request.url}?${request.params.toString()}`);

describe('the organisation pages start their first requests with their code', () => {
  it('/setting/org asks for my orgs, my invites and my current team once', async () => {
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    localStorage.setItem('userInfo', JSON.stringify({ id: '7', orgId: '42' }));
    const { requests } = mockHttp((request) => {
      if (request.url === '/v1/orgs') return [200, { list: [team], total: 1 }];
      if (request.url === '/v1/user/invites') return [200, { list: [], total: 0 }];
      return [200, team];
    });
    headStart(orgFeature, '/setting/org');
    expect(urls(requests)).toEqual(['/v1/orgs?', '/v1/user/invites?', '/v1/orgs/42?']);
    // The page shows the current organisation first.
    await Promise.all([listOrgs(), listMyInvites(), getOrg('42')]);
    expect(requests).toHaveLength(3);
  });

  it('/invite/:code asks for the invitation’s preview once, signed out too', async () => {
    const { requests } = mockHttp(() => [200, preview]);
    headStart(orgFeature, '/invite/ab%2Fc');
    expect(urls(requests)).toEqual(['/v1/invites/ab%2Fc?']);
    await getInvitePreview('ab/c');
    expect(requests).toHaveLength(1);
  });
});
