import { describe, expect, it, vi } from 'vitest';
import { VISITOR_TOKEN_HEADER } from '@miaoyu/contracts/bot-constants';
import { eventStream, json, sse } from '../test/fakes';
import { createClient, VisitorApiError, type FetchLike } from './client';
import { keptValues } from './identity';

const KEY = 'cs0123456789abcdefghijKL';

function setup(answer: (url: string, init: RequestInit, token: string | null) => Response) {
  let made = 0;
  const calls: { url: string; token: string | null }[] = [];
  const fetch = vi.fn<FetchLike>(async (url, init) => {
    if (url.startsWith('/v1/case/visitors?')) {
      made += 1;
      return json(200, { visitorId: `v${made}`, token: `t${made}` });
    }
    const token = new Headers(init.headers).get(VISITOR_TOKEN_HEADER);
    calls.push({ url, token });
    return answer(url, init, token);
  });
  const client = createClient({
    key: KEY,
    lang: 'en-US',
    values: keptValues(() => window.localStorage),
    fetch,
  });
  return { client, fetch, calls, made: () => made };
}

describe('the visitor client', () => {
  it('makes an identity first and sends its token and language on every request', async () => {
    const { client, fetch, calls } = setup(() => json(200, { list: [] }));
    await client.json({ path: '/v1/case/sessions' });
    await client.json({ path: '/v1/case/sessions', query: { limit: '5' } });
    expect(calls).toEqual([
      { url: `/v1/case/sessions?key=${KEY}`, token: 't1' },
      { url: `/v1/case/sessions?key=${KEY}&limit=5`, token: 't1' },
    ]);
    const [, init] = fetch.mock.calls[1]!;
    expect(new Headers(init.headers).get('Accept-Language')).toBe('en-US');
  });

  it('makes a new identity once when the token is refused, and asks again', async () => {
    const { client, calls, made } = setup((_url, _init, token) =>
      token === 't1'
        ? json(401, { message: 'bad', code: 'VISITOR_TOKEN_INVALID' })
        : json(200, { ok: true }),
    );
    await expect(client.json({ path: '/v1/case/sessions' })).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.token)).toEqual(['t1', 't2']);
    expect(made()).toBe(2);
  });

  it('does not loop when the new token is refused too', async () => {
    const { client, made } = setup(() =>
      json(401, { message: 'no', code: 'VISITOR_TOKEN_INVALID' }),
    );
    await expect(client.json({ path: '/v1/case/sessions' })).rejects.toMatchObject({
      status: 401,
      code: 'VISITOR_TOKEN_INVALID',
    });
    expect(made()).toBe(2);
  });

  it("rejects with the server's message and code", async () => {
    const { client } = setup(() =>
      json(429, { message: 'Too many messages; try again in 30 s', code: 'VISITOR_MINUTE_LIMIT' }),
    );
    const error = await client.json({ path: '/x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VisitorApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'VISITOR_MINUTE_LIMIT',
      message: 'Too many messages; try again in 30 s',
    });
  });

  it('says what happened when the answer is not ours, or none came', async () => {
    const { client } = setup(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(client.json({ path: '/x' })).rejects.toMatchObject({
      status: 502,
      message: '请求失败（502）',
    });
    const offline = createClient({
      key: KEY,
      lang: 'en-US',
      values: keptValues(() => window.localStorage),
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(offline.json({ path: '/x', visitor: false })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
  });

  it('hands over a stream only when the answer is one', async () => {
    const { client } = setup((url) =>
      url.includes('stream') ? eventStream(sse('done', {})) : json(200, { not: 'a stream' }),
    );
    await expect(client.stream({ path: '/stream' })).resolves.toBeInstanceOf(ReadableStream);
    await expect(client.stream({ path: '/json' })).rejects.toBeInstanceOf(VisitorApiError);
  });
});
