import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundGuard } from '../../lib/outbound/fetch';
import { streamModel, type GatewayLimits, type GatewayPart, type ModelTarget } from './gateway';

/**
 * The body as a service sends it, byte for byte, from a bare HTTP server: what the gateway makes
 * of its framing, and what becomes of the connection after the answer.
 */
describe('streamModel reading a raw event stream', () => {
  let server: http.Server;
  let baseUrl = '';
  let connections = 0;
  /** The next answer: the body's writes, `gapMs` apart; its end waits for `holdEnd`. */
  let script: { writes: Buffer[]; gapMs: number; holdEnd?: Promise<void>; status?: number } = {
    writes: [],
    gapMs: 0,
  };
  const outbound = new OutboundGuard({ allowedHosts: new Set() });
  const limits: GatewayLimits = { connectTimeoutMs: 3000, idleTimeoutMs: 3000, outbound };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const { writes, gapMs, holdEnd, status = 200 } = script;
        res.writeHead(status, { 'content-type': 'text/event-stream' });
        void (async () => {
          for (const bytes of writes) {
            res.write(bytes);
            await sleep(gapMs);
          }
          await holdEnd;
          res.end();
        })();
      });
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await outbound.close();
  });

  const target: ModelTarget = {
    ref: 'env:raw',
    model: 'raw',
    providerName: 'raw',
    baseUrl: '',
    apiKey: '',
    vision: false,
    contextSize: 8192,
    checkHost: false,
  };
  const collect = async () => {
    const parts: GatewayPart[] = [];
    const messages = [{ role: 'user' as const, content: 'x' }];
    const upstream = new AbortController();
    for await (const part of streamModel({ ...target, baseUrl }, messages, upstream, limits))
      parts.push(part);
    return parts;
  };
  const delta = (text: string) =>
    `data: {"choices":[{"delta":{"content":${JSON.stringify(text)}}}]}`;

  it('reads events cut anywhere across reads, CRLF endings, comments, `data:` without a space', async () => {
    const usage = 'data:{"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":2}}';
    const body = Buffer.from(
      `: ok\r\n${delta('你好')}\r\n\r\n${usage}\r\n\r\ndata: [DONE]\r\n\r\n`,
    );
    // The cuts fall inside `data:`, inside 你 (three bytes in UTF-8) and between CR and LF.
    const you = body.indexOf('你');
    const crlf = body.indexOf('\r\n\r\n');
    const cuts = [0, 8, you + 1, crlf + 1, crlf + 3, body.length];
    script = { writes: cuts.slice(1).map((end, i) => body.subarray(cuts[i], end)), gapMs: 5 };
    expect(await collect()).toEqual([
      { type: 'delta', text: '你好' },
      { type: 'usage', promptTokens: 3, completionTokens: 2 },
    ]);
  });

  it('ends the answer at [DONE] without waiting for the body, and keeps the connection', async () => {
    let release = () => {};
    const holdEnd = new Promise<void>((resolve) => (release = resolve));
    script = { writes: [Buffer.from(`${delta('a')}\n\ndata: [DONE]\n\n`)], gapMs: 0, holdEnd };
    const before = connections;
    // The body's end is held back until after the answer is complete.
    expect(await collect()).toEqual([
      { type: 'delta', text: 'a' },
      { type: 'usage', promptTokens: 0, completionTokens: 0 },
    ]);
    release();
    await sleep(50);
    script = { writes: [Buffer.from(`${delta('b')}\n\ndata: [DONE]\n\n`)], gapMs: 0 };
    expect(await collect()).toEqual([
      { type: 'delta', text: 'b' },
      { type: 'usage', promptTokens: 0, completionTokens: 0 },
    ]);
    expect(connections - before).toBeLessThanOrEqual(1);
  });

  it('reads only the start of an error answer that does not end', async () => {
    const chunk = Buffer.from(`{"error":{"message":"${'x'.repeat(60_000)}"}}`);
    script = {
      status: 500,
      writes: Array.from({ length: 1000 }, () => chunk),
      gapMs: 1,
      holdEnd: new Promise(() => {}),
    };
    // Waiting for the end would run into the idle time-out (UPSTREAM_TIMEOUT) instead.
    const error = await collect().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'UPSTREAM_ERROR', params: { status: 500 } });
    expect((error as { params: { detail: string } }).params.detail.length).toBeLessThanOrEqual(200);
  });
});
