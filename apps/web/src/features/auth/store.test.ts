import { Notification } from '@arco-design/web-react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOKEN_STORAGE_KEY,
  USER_ID_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '@miaoyu/contracts/constants';
import { loginAnswer, user } from '@/test/fixtures';
import { mockHttp } from '@/test/http';
import { useSessionStore } from '@/lib/session';
import { authHeader } from '@/lib/session';
import { login, logout } from './store';

const stored = (key: string) => window.localStorage.getItem(key);
const expectedToken = `miaoyu-ai-studio ${btoa('42:secret-token')}`;

describe('session', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: null, userId: null, user: null });
    vi.spyOn(Notification, 'error').mockImplementation(() => undefined as never);
  });

  it('reloads the user with one request, however many ask at once', async () => {
    const moved = { ...user, orgId: '9' };
    const { requests } = mockHttp(() => [200, moved]);
    const { reload } = useSessionStore.getState();
    await expect(Promise.all([reload(), reload()])).resolves.toEqual([moved, moved]);
    expect(requests.map((r) => r.url)).toEqual(['/v1/user/info']);
    expect(useSessionStore.getState().user).toEqual(moved);
    expect(JSON.parse(stored(USER_STORAGE_KEY) ?? 'null')).toEqual(moved);
  });

  it('drops a reload still on its way when the session ends, and asks again for the next one', async () => {
    let answer!: (reply: [number, unknown]) => void;
    const { requests } = mockHttp((request) =>
      request.url === '/v1/user/info' && requests.length === 1
        ? new Promise((resolve) => (answer = resolve))
        : [200, { ...user, orgId: '9' }],
    );
    useSessionStore.setState({ token: 'old-token', userId: '42' });
    const stale = useSessionStore.getState().reload();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    useSessionStore.getState().end();

    const fresh = await useSessionStore.getState().reload();
    expect(requests).toHaveLength(2);
    expect(fresh.orgId).toBe('9');
    answer([200, { ...user, orgId: '1' }]);
    await expect(stale).resolves.toMatchObject({ orgId: '1' });
    // The old session's answer did not overwrite the session that followed.
    expect(useSessionStore.getState().user?.orgId).toBe('9');
  });

  it('builds the header as the scheme plus base64(id:token)', () => {
    expect(authHeader('42', 'secret-token')).toBe(expectedToken);
    expect(atob(expectedToken.split(' ')[1]!)).toBe('42:secret-token');
  });

  it('stores the token, the user id and the user record on sign-in', async () => {
    const { requests } = mockHttp(() => [200, loginAnswer]);

    await expect(login({ phone: '13800000001', code: '123456' })).resolves.toEqual(user);

    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/v1/user/loginByPhone',
      body: { phone: '13800000001', code: '123456' },
    });
    expect(stored(TOKEN_STORAGE_KEY)).toBe(expectedToken);
    expect(stored(USER_ID_STORAGE_KEY)).toBe('42');
    expect(JSON.parse(stored(USER_STORAGE_KEY) ?? 'null')).toEqual(user);
    expect(useSessionStore.getState()).toMatchObject({ token: expectedToken, userId: '42', user });
  });

  it('clears the token and rethrows when sign-in fails', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'stale');
    useSessionStore.setState({ token: 'stale' });
    mockHttp(() => [400, { message: '验证码错误', code: 'SMS_CODE_WRONG' }]);

    await expect(login({ phone: '13800000001', code: '000000' })).rejects.toMatchObject({
      response: { status: 400, data: { code: 'SMS_CODE_WRONG' } },
    });

    expect(stored(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
    // The form shows sign-in errors in place, so the client must not also pop a notification.
    expect(Notification.error).not.toHaveBeenCalled();
  });

  it('clears everything on sign-out and tells the server with the old token', async () => {
    mockHttp(() => [200, loginAnswer]);
    await login({ phone: '13800000001', code: '123456' });
    const { requests } = mockHttp(() => [200, { ok: true }]);

    await logout();

    for (const key of [TOKEN_STORAGE_KEY, USER_ID_STORAGE_KEY, USER_STORAGE_KEY]) {
      expect(stored(key), key).toBeNull();
    }
    expect(useSessionStore.getState()).toMatchObject({ token: null, userId: null, user: null });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/v1/user/logout');
    expect(requests[0]?.headers.get('Authorization')).toBe(expectedToken);
  });

  it('signs out locally even when the server call fails', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, expectedToken);
    useSessionStore.setState({ token: expectedToken, user });
    mockHttp(() => [500, { message: 'down', code: 'INTERNAL' }]);

    await expect(logout()).resolves.toBeUndefined();
    expect(stored(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(Notification.error).not.toHaveBeenCalled();
  });
});
