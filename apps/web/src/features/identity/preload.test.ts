import { afterEach, describe, expect, it, vi } from 'vitest';
import { headStart } from '@/test/route-preload';
import { mockHttp } from '@/test/http';
import { getTeamSignIn } from './api/flows';
import { identityFeature } from './feature';

const team = {
  tenantId: 'acme-corp',
  teamName: '艾克米',
  logo: '',
  providers: [{ provider: 'dingtalk', displayName: '', corpId: 'ding1', clientId: 'app1' }],
};

describe("the DingTalk page starts reading the team's app with its code", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('inside the DingTalk app: once, and the page takes that answer', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone) AliApp(DingTalk/7.6.0)' });
    const { requests } = mockHttp(() => [200, team]);
    headStart(identityFeature, '/dingtalk/acme-corp');
    expect(requests.map((request) => request.url)).toEqual(['/v1/sign-in/acme-corp']);
    expect(await getTeamSignIn('acme-corp')).toEqual(team);
    expect(requests).toHaveLength(1);
  });

  it('not in a browser, nor when DingTalk sends the browser back with its code', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156' });
    const { requests } = mockHttp(() => [200, team]);
    headStart(identityFeature, '/dingtalk/acme-corp');
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone) AliApp(DingTalk/7.6.0)' });
    headStart(identityFeature, '/dingtalk/acme-corp?authCode=c&state=s');
    expect(requests).toHaveLength(0);
  });
});
