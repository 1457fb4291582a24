import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedirectRefusedError, OutboundGuard } from '../../lib/outbound/fetch';
import { ForbiddenHostError } from '../../lib/outbound/guard';
import { startLlmStub, type LlmStub } from '../../../test/llm-stub';
import {
  ANSWER_MAX_CHARS,
  streamModel,
  toUpstreamError,
  UpstreamError,
  type GatewayLimits,
  type GatewayPart,
  type ModelTarget,
} from './gateway';
import { BadResponseError, HttpStatusError } from './openai-chat';

const limits: GatewayLimits = {
  connectTimeoutMs: 3000,
  idleTimeoutMs: 2000,
  outbound: new OutboundGuard({ allowedHosts: new Set() }),
};

const apiError = (statusCode: number, responseBody = '') =>
  new HttpStatusError(statusCode, responseBody);

const withCause = (code: string) =>
  Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });

describe('toUpstreamError', () => {
  it('maps time-outs by their reason', () => {
    expect(toUpstreamError(undefined, limits, 'idle')).toMatchObject({
      statusCode: 504,
      code: 'UPSTREAM_TIMEOUT',
      params: { seconds: 2 },
    });
    expect(toUpstreamError(new Error('aborted'), limits, 'connect')).toMatchObject({
      code: 'UPSTREAM_TIMEOUT',
      params: { seconds: 3 },
    });
  });

  it('maps HTTP errors with the service’s own message', () => {
    const json = toUpstreamError(
      apiError(429, '{"error":{"message":"Rate limit reached"}}'),
      limits,
    );
    expect(json).toBeInstanceOf(UpstreamError);
    expect(json).toMatchObject({
      statusCode: 502,
      code: 'UPSTREAM_ERROR',
      params: { status: 429, detail: 'Rate limit reached' },
    });
    expect(toUpstreamError(apiError(500, '{"error":"overloaded"}'), limits).params).toEqual({
      status: 500,
      detail: 'overloaded',
    });
    expect(
      toUpstreamError(apiError(502, '<html>\n  Bad   gateway </html>'), limits).params,
    ).toEqual({
      status: 502,
      detail: '<html> Bad gateway </html>',
    });
    expect(toUpstreamError(apiError(503, ''), limits).params.detail).toBe('HTTP 503');
    expect(
      String(toUpstreamError(apiError(500, 'x'.repeat(1000)), limits).params.detail),
    ).toHaveLength(200);
  });

  it('maps network failures to a short reason', () => {
    expect(toUpstreamError(withCause('ECONNREFUSED'), limits).params).toEqual({
      detail: 'connection refused',
    });
    expect(toUpstreamError(withCause('ECONNRESET'), limits).params).toEqual({
      detail: 'connection reset',
    });
    expect(toUpstreamError(withCause('ENOTFOUND'), limits).params).toEqual({
      detail: 'host not found',
    });
    expect(toUpstreamError(new TypeError('terminated'), limits).params).toEqual({
      detail: 'connection reset',
    });
    expect(toUpstreamError(null, limits)).toMatchObject({
      code: 'UPSTREAM_UNREACHABLE',
      params: { detail: 'network error' },
    });
  });

  it('maps a host the guard refused, however wrapped, to BASE_URL_FORBIDDEN', () => {
    const refused = new ForbiddenHostError('10.0.0.1');
    const wrapped = Object.assign(new TypeError('fetch failed'), { cause: refused });
    const twice = Object.assign(new Error('request failed'), { cause: wrapped });
    for (const error of [refused, wrapped, twice])
      expect(toUpstreamError(error, limits)).toMatchObject({
        statusCode: 422,
        code: 'BASE_URL_FORBIDDEN',
        params: { host: '10.0.0.1' },
      });
  });

  it('reports a refused redirect by its status only', () => {
    expect(toUpstreamError(new RedirectRefusedError(302), limits)).toMatchObject({
      statusCode: 502,
      code: 'UPSTREAM_ERROR',
      params: { status: 302, detail: 'redirect not followed' },
    });
  });

  it('maps unreadable answers to UPSTREAM_BAD_RESPONSE', () => {
    expect(toUpstreamError(new BadResponseError('chunk is not JSON'), limits).code).toBe(
      'UPSTREAM_BAD_RESPONSE',
    );
  });
});

describe('streamModel', () => {
  let stub: LlmStub;
  beforeAll(async () => {
    stub = await startLlmStub({ chunks: 4, delayMs: 0, apiKey: 'sk-unit' });
  });
  afterAll(async () => {
    await stub.close();
    await limits.outbound.close();
  });
  const target = (model: string, extra: Partial<ModelTarget> = {}): ModelTarget => ({
    ref: `env:${model}`,
    model,
    providerName: 'stub',
    baseUrl: stub.baseUrl,
    apiKey: 'sk-unit',
    vision: false,
    contextSize: 8192,
    checkHost: false,
    ...extra,
  });
  const collect = async (source: AsyncIterable<GatewayPart>) => {
    const parts: GatewayPart[] = [];
    for await (const part of source) parts.push(part);
    return parts;
  };

  it('yields the deltas, then the usage', async () => {
    const parts = await collect(
      streamModel(
        target('stub-model'),
        [{ role: 'user', content: '你好' }],
        new AbortController(),
        limits,
      ),
    );
    expect(parts.at(-1)).toEqual({ type: 'usage', promptTokens: 12, completionTokens: 4 });
    const text = parts.map((p) => (p.type === 'delta' ? p.text : '')).join('');
    expect(text.startsWith('你说：你好。')).toBe(true);
    expect(stub.requests.at(-1)).toMatchObject({
      model: 'stub-model',
      stream: true,
      authorization: 'Bearer sk-unit',
    });
  });

  it('ends quietly when stopped, and throws readable errors on faults', async () => {
    const upstream = new AbortController();
    const parts: GatewayPart[] = [];
    for await (const part of streamModel(
      target('stub-model-slow'),
      [{ role: 'user', content: 'x' }],
      upstream,
      limits,
    )) {
      parts.push(part);
      upstream.abort('stop');
    }
    expect(parts).toHaveLength(1);
    await expect(
      collect(
        streamModel(
          target('stub-model', { apiKey: 'wrong' }),
          [{ role: 'user', content: 'x' }],
          new AbortController(),
          limits,
        ),
      ),
    ).rejects.toMatchObject({
      code: 'UPSTREAM_ERROR',
      params: { status: 401, detail: 'Incorrect API key provided' },
    });
  });

  it('refuses an org endpoint on a private address unless allowed', async () => {
    const guarded = target('stub-model', { checkHost: true });
    const messages = [{ role: 'user' as const, content: 'x' }];
    const before = stub.requests.length;
    await expect(
      collect(streamModel(guarded, messages, new AbortController(), limits)),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'BASE_URL_FORBIDDEN',
      params: { host: '127.0.0.1' },
    });
    expect(stub.requests.length).toBe(before);
    const outbound = new OutboundGuard({ allowedHosts: new Set([new URL(stub.url).host]) });
    const allowed = { ...limits, outbound };
    const parts = await collect(streamModel(guarded, messages, new AbortController(), allowed));
    expect(parts.at(-1)?.type).toBe('usage');
    await outbound.close();
  });

  it('stops reading an endpoint that streams without end', async () => {
    const chunk = `data: ${JSON.stringify({ choices: [{ delta: { content: '无'.repeat(8000) } }] })}\n\n`;
    let closed = false;
    const endless = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const more = () => {
        while (!closed && res.write(chunk));
        if (!closed) res.once('drain', more);
      };
      res.on('close', () => (closed = true));
      more();
    });
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(endless.address() as AddressInfo).port}/v1`;
    let received = 0;
    const reading = (async () => {
      for await (const part of streamModel(
        target('endless', { baseUrl }),
        [{ role: 'user', content: 'x' }],
        new AbortController(),
        limits,
      ))
        if (part.type === 'delta') received += part.text.length;
    })();
    await expect(reading).rejects.toMatchObject({ code: 'UPSTREAM_BAD_RESPONSE' });
    expect(received).toBeLessThanOrEqual(ANSWER_MAX_CHARS);
    expect(received).toBeGreaterThan(ANSWER_MAX_CHARS - 8000);
    await expect.poll(() => closed).toBe(true);
    endless.close();
  });
});
