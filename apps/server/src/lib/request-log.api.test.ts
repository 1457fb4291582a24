import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { testsOn } from '../../test/databases';
import { useTestApp } from '../../test/harness';

const SLOW_MS = 200;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A folder with no web build: the favicon then answers 204. */
const emptyWebDist = mkdtempSync(path.join(tmpdir(), 'miaoyu-no-web-'));

// Logging does not depend on the database: once, on PGlite.
describe.skipIf(!testsOn('pglite'))('request log', () => {
  const t = useTestApp(
    'pglite',
    { LOG_SLOW_REQUEST_MS: String(SLOW_MS), WEB_DIST: emptyWebDist },
    (app) => {
      app.get('/test/slow', async () => {
        await pause(SLOW_MS + 50);
        return { ok: true };
      });
      app.get('/test/broken', async () => {
        throw new Error('the disk is on fire');
      });
      app.get('/test/stream', async (_request, reply) => {
        async function* events() {
          await pause(SLOW_MS + 50);
          yield 'data: done\n\n';
        }
        return reply.type('text/event-stream').send(Readable.from(events()));
      });
    },
  );
  /** The request lines (those carrying a reqId and a response) written while `send` ran. */
  const requestLinesOf = async (send: () => Promise<unknown>) => {
    const before = t.logs.lines.length;
    await send();
    return t.logs.lines.slice(before).filter((line) => line.reqId && line.res);
  };
  const statusOf = (line: Record<string, unknown>) =>
    (line.res as { statusCode?: number }).statusCode;

  it('writes nothing at info for a request that went well', async () => {
    const lines = await requestLinesOf(() => t.app.inject('/livez'));
    expect(lines).toEqual([]);
  });

  it('writes a refusal at info, once, with method, URL, status and time', async () => {
    const lines = await requestLinesOf(() =>
      t.app.inject({
        method: 'GET',
        url: '/v1/user/info',
        headers: { authorization: 'Bearer not-a-token' },
      }),
    );
    expect(lines.map((line) => [line.msg, line.level])).toEqual([['request completed', 30]]);
    const [line] = lines as [{ req: unknown; res: unknown; responseTime: number }];
    expect(line.req).toMatchObject({ method: 'GET', url: '/v1/user/info' });
    expect(JSON.stringify(line)).not.toContain('not-a-token');
    expect(line.res).toMatchObject({ statusCode: 401 });
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('writes an unknown route once too, with its 404', async () => {
    const lines = await requestLinesOf(() => t.app.inject('/v1/no-such-route'));
    expect(lines.map((line) => [line.msg, statusOf(line)])).toEqual([['request completed', 404]]);
  });

  it('writes a failing request at error', async () => {
    const res = await t.app.inject('/test/broken');
    expect(res.statusCode).toBe(500);
    const lines = t.logs.lines.filter(
      (line) => line.res && (line.req as { url?: string })?.url === '/test/broken',
    );
    expect(lines.map((line) => [line.level, statusOf(line)])).toEqual([[50, 500]]);
  });

  it('writes a slow request at warn, but not a stream that lasts as long', async () => {
    const slow = await requestLinesOf(() => t.app.inject('/test/slow'));
    expect(slow.map((line) => [line.msg, line.level, statusOf(line)])).toEqual([
      ['slow request', 40, 200],
    ]);
    expect(slow[0]!.responseTime).toBeGreaterThanOrEqual(SLOW_MS);
    const stream = await requestLinesOf(() => t.app.inject('/test/stream'));
    expect(stream).toEqual([]);
  });

  it('answers the favicon without a 404 when there is no web build', async () => {
    const res = await t.app.inject('/favicon.ico');
    expect(res.statusCode).toBe(204);
  });
});

describe.skipIf(!testsOn('pglite'))('request log at debug', () => {
  const t = useTestApp('pglite', { LOG_LEVEL: 'debug' });

  it('writes a request that went well at debug', async () => {
    const before = t.logs.lines.length;
    await t.app.inject('/livez');
    const lines = t.logs.lines.slice(before).filter((line) => line.res);
    expect(lines.map((line) => [line.msg, line.level, statusOf(line)])).toEqual([
      ['request completed', 20, 200],
    ]);
  });
  const statusOf = (line: Record<string, unknown>) =>
    (line.res as { statusCode?: number }).statusCode;
});
