import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request, type Dispatcher } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboundPost } from '../../lib/outbound/fetch';
import { postConnecting } from './connect-retry';

const failure = (code: string) =>
  Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });

const ok = { statusCode: 200 } as Dispatcher.ResponseData;

/** A post that fails with each of `codes` in turn, then answers. */
function flaky(codes: string[]) {
  const calls: number[] = [];
  const post = async () => {
    calls.push(Date.now());
    const code = codes[calls.length - 1];
    if (code) throw failure(code);
    return ok;
  };
  return { post, calls };
}

const init = (signal = new AbortController().signal): OutboundPost => ({
  headers: {},
  body: '{}',
  signal,
});

describe('postConnecting', () => {
  it('tries again when the connection could not be opened, up to three tries', async () => {
    const twice = flaky(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT']);
    await expect(postConnecting(twice.post, 'http://m/v1', init(), [5, 5])).resolves.toBe(ok);
    expect(twice.calls).toHaveLength(3);

    const always = flaky(['EAI_AGAIN', 'EHOSTUNREACH', 'ECONNREFUSED', 'ECONNREFUSED']);
    await expect(postConnecting(always.post, 'http://m/v1', init(), [5, 5])).rejects.toMatchObject({
      cause: { code: 'ECONNREFUSED' },
    });
    expect(always.calls).toHaveLength(3);
  });

  it('does not try again once the request may have reached the service', async () => {
    for (const code of ['ECONNRESET', 'UND_ERR_SOCKET', 'ENOTFOUND']) {
      const once = flaky([code]);
      await expect(postConnecting(once.post, 'http://m/v1', init(), [5, 5])).rejects.toMatchObject({
        cause: { code },
      });
      expect(once.calls).toHaveLength(1);
    }
  });

  it('stops waiting when the caller’s time is up', async () => {
    const controller = new AbortController();
    const refused = flaky(['ECONNREFUSED', 'ECONNREFUSED']);
    setTimeout(() => controller.abort('connect'), 20);
    const started = Date.now();
    await expect(
      postConnecting(refused.post, 'http://m/v1', init(controller.signal), [5_000]),
    ).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(refused.calls).toHaveLength(1);
  });

  describe('on a real port', () => {
    let server: Server | undefined;
    afterEach(
      () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    );

    it('reaches a service that starts listening between the tries', async () => {
      // A free port, closed again: the first try is refused.
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      const { port } = probe.address() as AddressInfo;
      await new Promise<void>((resolve) => probe.close(() => resolve()));

      const post = (url: string, options: OutboundPost) =>
        request(url, { ...options, method: 'POST' });
      const answer = postConnecting(post, `http://127.0.0.1:${port}/v1`, init(), [300, 300]);
      server = createServer((_req, res) => res.end('up'));
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      const response = await answer;
      expect(response.statusCode).toBe(200);
      expect(await response.body.text()).toBe('up');
    });
  });
});
