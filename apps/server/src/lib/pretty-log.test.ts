import { describe, expect, it } from 'vitest';
import { prettyLogDestination, readableEntry } from './pretty-log';

/** Runs log entries through the development destination, as pino hands it lines. */
async function prettyOutput(...entries: Record<string, unknown>[]) {
  const written: string[] = [];
  const destination = await prettyLogDestination({ write: (text) => written.push(text) });
  for (const entry of entries) destination.write(`${JSON.stringify(entry)}\n`);
  return written.join('');
}

const base = { level: 30, time: Date.UTC(2026, 10, 29, 3, 0, 0), pid: 1, hostname: 'box' };

describe('development log output', () => {
  it('prints the sign-in code as a plain sentence on one line', async () => {
    const out = await prettyOutput({
      ...base,
      msg: 'sms code',
      phone: '13800000001',
      code: '482913',
      ttlSeconds: 300,
    });
    expect(out.trim().split('\n')).toHaveLength(1);
    expect(out).toContain('INFO: sign-in code for 13800000001: 482913 (valid 5 min)');
    expect(out).not.toContain('{');
  });

  it('prints a request as method, path, status and time', async () => {
    const out = await prettyOutput({
      ...base,
      reqId: 'req-1',
      msg: 'request completed',
      req: { method: 'GET', url: '/v1/user/info', remoteAddress: '127.0.0.1' },
      res: { statusCode: 401 },
      responseTime: 12.4,
    });
    expect(out).toContain('INFO: request completed: GET /v1/user/info 401 12 ms');
    expect(out).not.toContain('remoteAddress');
  });

  it('keeps other fields beside the message, and errors with their stack', async () => {
    const out = await prettyOutput(
      { ...base, msg: 'seeded the demo organisation', org: 7 },
      {
        ...base,
        level: 50,
        msg: 'request failed',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here (x.ts:1:1)' },
      },
    );
    expect(out).toMatch(/INFO: seeded the demo organisation .*"org":7/);
    expect(out).toContain('ERROR: request failed');
    expect(out).toContain('at here (x.ts:1:1)');
    expect(out).not.toContain('hostname');
  });

  it('leaves lines that are not JSON as they are', async () => {
    const written: string[] = [];
    const destination = await prettyLogDestination({ write: (text) => written.push(text) });
    destination.write('plain text\n');
    expect(written).toEqual(['plain text\n']);
  });

  it('changes nothing about entries it has no words for', () => {
    const entry = { ...base, msg: 'hello', n: 1 };
    expect(readableEntry(entry)).toBe(entry);
  });
});
