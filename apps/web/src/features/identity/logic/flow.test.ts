import { describe, expect, it } from 'vitest';
import { authHeader, useSessionStore } from '@/lib/session';
import { loginAnswer, user } from '@/test/fixtures';
import { mockHttp } from '@/test/http';
import { beginSession } from './flow';

describe('a finished sign-in', () => {
  it('ends the session that was here before, on the server too, so none of it carries over', async () => {
    const before = authHeader('7', 'old-token');
    useSessionStore.getState().begin(before, { ...user, id: '7' });
    const http = mockHttp(() => [200, { ok: true }]);
    beginSession({ outcome: 'signed-in', redirect: '/', login: loginAnswer });
    const { token, userId } = useSessionStore.getState();
    expect(token).toBe(authHeader(loginAnswer.id, loginAnswer.session.token));
    expect(userId).toBe(loginAnswer.id);
    await expect.poll(() => http.requests.length).toBe(1);
    expect(http.requests[0]).toMatchObject({ method: 'POST', url: '/v1/user/logout' });
    expect(http.requests[0]!.headers.get('authorization')).toBe(before);
  });

  it('leaves the session alone when it only linked an identity', () => {
    const before = authHeader('7', 'kept-token');
    useSessionStore.getState().begin(before, { ...user, id: '7' });
    const http = mockHttp(() => [200, { ok: true }]);
    beginSession({
      outcome: 'linked',
      redirect: '/setting/account',
      identity: {
        id: '1',
        provider: 'wechat',
        displayName: '微信用户',
        teamName: '团队',
        createdAt: '2026-11-30T00:00:00.000Z',
      },
    });
    expect(useSessionStore.getState().token).toBe(before);
    expect(http.requests).toHaveLength(0);
  });
});
