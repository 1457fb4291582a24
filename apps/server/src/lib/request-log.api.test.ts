import { describe, expect, it } from 'vitest';
import { testsOn } from '../../test/databases';
import { useTestApp } from '../../test/harness';

// Logging does not depend on the database: once, on PGlite.
describe.skipIf(!testsOn('pglite'))('request log', () => {
  const t = useTestApp('pglite');
  const linesOf = (reqId: unknown) => t.logs.lines.filter((line) => line.reqId === reqId);

  it('writes one line per request, when it ends, with method, URL, status and time', async () => {
    const before = t.logs.lines.length;
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/user/info',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(401);
    const reqId = t.logs.lines.slice(before).find((line) => line.reqId)?.reqId;
    const lines = linesOf(reqId);
    expect(lines.map((line) => line.msg)).toEqual(['request completed']);
    const [line] = lines as [{ req: unknown; res: unknown; responseTime: number }];
    expect(line.req).toMatchObject({ method: 'GET', url: '/v1/user/info' });
    expect(JSON.stringify(line)).not.toContain('not-a-token');
    expect(line.res).toMatchObject({ statusCode: 401 });
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('writes an unknown route once too, with its 404', async () => {
    const before = t.logs.lines.length;
    await t.app.inject({ method: 'GET', url: '/v1/no-such-route' });
    const lines = t.logs.lines.slice(before).filter((line) => line.reqId);
    expect(
      lines.map((line) => [line.msg, (line.res as { statusCode?: number })?.statusCode]),
    ).toEqual([['request completed', 404]]);
  });
});
