import { Notification } from '@arco-design/web-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@miaoyu/contracts/constants';
import { mockHttp } from '@/test/http';
import { api, setUnauthorizedHandler } from './http';
import { i18n } from './i18n';

const failure = (status: number, extra: object = {}) =>
  [status, { message: `server says ${status}`, code: 'X', ...extra }] as [number, unknown];

describe('http client', () => {
  let notify: ReturnType<typeof vi.spyOn>;
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    notify = vi.spyOn(Notification, 'error').mockImplementation(() => undefined as never);
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
  });
  afterEach(() => setUnauthorizedHandler(() => {}));

  const lastNotice = () => notify.mock.calls.at(-1)?.[0] as Record<string, unknown> | undefined;

  it('sends the stored token and the locale, and answers the body', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'miaoyu-ai-studio NDI6dA==');
    await i18n.changeLanguage('en-US');
    const { requests } = mockHttp(() => [200, { hello: 'world' }]);

    await expect(api.get('/v1/thing')).resolves.toEqual({ hello: 'world' });
    expect(requests[0]?.headers.get('Authorization')).toBe('miaoyu-ai-studio NDI6dA==');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en-US');
  });

  it.each([
    [403, '无权访问'],
    [400, '错误'],
    [404, '错误'],
    [413, '错误'],
    [429, '错误'],
    [500, '请求错误'],
  ])(
    'shows %i as a notification titled %s with the server message, then rethrows',
    async (status, title) => {
      mockHttp(() => failure(status));
      await expect(api.get('/v1/thing')).rejects.toMatchObject({ response: { status } });
      expect(notify).toHaveBeenCalledTimes(1);
      expect(lastNotice()).toMatchObject({
        title,
        content: `server says ${status}`,
        duration: 5000,
        position: 'bottomRight',
      });
    },
  );

  it('titles errors in the current language', async () => {
    await i18n.changeLanguage('en-US');
    mockHttp(() => failure(400));
    await expect(api.get('/v1/thing')).rejects.toThrow();
    expect(lastNotice()?.title).toBe('Error');
  });

  it('shows the first detail of a 422', async () => {
    mockHttp(() =>
      failure(422, { detail: [{ loc: ['body', 'phone'], msg: '请输入正确的手机号' }] }),
    );
    await expect(api.post('/v1/thing', {})).rejects.toThrow();
    expect(lastNotice()).toMatchObject({ title: '错误', content: '请输入正确的手机号' });
  });

  it('reports a call that got no answer', async () => {
    mockHttp(() => 'network');
    await expect(api.get('/v1/thing')).rejects.toThrow('Network Error');
    expect(lastNotice()).toMatchObject({ title: '请求错误', content: i18n.t('http.networkError') });
  });

  it('sends FormData as is, leaving Content-Type to the browser (multipart boundary)', async () => {
    const { requests } = mockHttp(() => [200, { ok: true }]);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await api.post('/v1/upload', form);
    expect(requests[0]?.body).toBe(form);
    expect(requests[0]?.headers.has('Content-Type')).toBe(false);
  });

  it("answers a Blob when asked for responseType 'blob'", async () => {
    mockHttp(() => [200, { image: true }]);
    const blob = await api.get<Blob>('/v1/files/abc', { responseType: 'blob' });
    // Response.blob() answers the runtime's own Blob, not jsdom's: check what it holds.
    expect(await blob.text()).toBe('{"image":true}');
  });

  it('refuses a page that is not an answer of ours (a proxy or a captive portal), even with 200', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html>请先登录 Wi-Fi</html>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await expect(api.get('/v1/thing', { silent: true })).rejects.toMatchObject({
      response: { status: 200, data: '<html>请先登录 Wi-Fi</html>' },
    });
    vi.unstubAllGlobals();
  });

  it('shows calls refused alike at once as one notice, and different refusals apart', async () => {
    notify.mockRestore();
    mockHttp((request) =>
      request.url.endsWith('/other')
        ? failure(500)
        : [403, { code: 'USER_BANNED', message: 'banned' }],
    );
    await Promise.allSettled([api.get('/v1/a'), api.get('/v1/b'), api.get('/v1/other')]);
    await vi.waitFor(() => expect(document.querySelectorAll('.arco-notification')).toHaveLength(2));
    const texts = [...document.querySelectorAll('.arco-notification')].map((n) => n.textContent);
    expect(texts.filter((text) => text?.includes('banned'))).toHaveLength(1);
    Notification.clear();
  });

  it('stays quiet for silent calls but still rejects', async () => {
    mockHttp(() => failure(400));
    await expect(api.get('/v1/thing', { silent: true })).rejects.toThrow();
    expect(notify).not.toHaveBeenCalled();
  });

  it('signs out on 401 without a notification', async () => {
    mockHttp(() => failure(401));
    await expect(api.get('/v1/thing')).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the session on a 401 that says the user is still signed in', async () => {
    mockHttp(() => failure(401, { isLogin: true }));
    await expect(api.get('/v1/thing')).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends query parameters, leaving out empty ones, and JSON bodies', async () => {
    const { requests } = mockHttp(() => [200, { ok: true }]);
    await api.post('/v1/thing', { a: 1 }, { params: { page: 2, q: 'x y', none: undefined } });
    expect(requests[0]?.url).toBe('/v1/thing');
    expect(Object.fromEntries(requests[0]!.params)).toEqual({ page: '2', q: 'x y' });
    expect(requests[0]?.body).toEqual({ a: 1 });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('gives up after the timeout and says so', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    await expect(api.get('/v1/slow', { timeout: 10 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(lastNotice()).toMatchObject({ content: i18n.t('http.timeout') });
    vi.unstubAllGlobals();
  });

  it('stays quiet when the caller cancels', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const call = api.get('/v1/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'cancel' });
    expect(notify).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
