import { afterEach, describe, expect, it, vi } from 'vitest';

/** A page as it is before the error notice has loaded: http and Arco imported afresh. */
async function freshPage() {
  vi.resetModules();
  const [{ report, HttpError }, { Message, Notification }] = await Promise.all([
    import('./http'),
    import('@arco-design/web-react'),
  ]);
  const notice = vi.spyOn(Notification, 'error').mockImplementation(() => undefined as never);
  const message = vi.spyOn(Message, 'error').mockImplementation(() => undefined as never);
  const refused = new HttpError('refused', 'http', {
    status: 500,
    data: { message: '服务器出错了', code: 'X' },
  } as never);
  return { report, refused, notice, message };
}

describe('the error notice, loaded after the page', () => {
  afterEach(() => {
    vi.doUnmock('./error-notice');
    vi.resetModules();
  });

  it('still shows the first error that comes before it has loaded', async () => {
    const { report, refused, notice, message } = await freshPage();
    report(refused, {});
    await vi.waitFor(() => expect(notice).toHaveBeenCalledTimes(1));
    expect(notice.mock.calls[0]?.[0]).toMatchObject({
      title: '请求错误',
      content: '服务器出错了',
      position: 'bottomRight',
    });
    expect(message).not.toHaveBeenCalled();
  });

  it('says the error in the message bar when it cannot be loaded (offline)', async () => {
    vi.doMock('./error-notice', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { report, refused, notice, message } = await freshPage();
    report(refused, {});
    await vi.waitFor(() => expect(message).toHaveBeenCalledWith('请求错误: 服务器出错了'));
    expect(notice).not.toHaveBeenCalled();
  });
});
