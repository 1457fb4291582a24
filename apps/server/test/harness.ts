import { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { AUTH_SCHEME, type LoginAnswer } from '@miaoyu/contracts';
import { buildApp, type App } from '../src/app';
import { testConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import { openTestDatabase, type DatabaseKind } from './databases';

/** Log lines the app wrote, parsed; the console SMS provider's codes are read from here. */
class LogCapture extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      this.lines.push(JSON.parse(line));
    done();
  }
}

export interface TestApp {
  app: App;
  logs: LogCapture;
  /** The newest code the console SMS provider wrote for this phone. */
  lastCode(phone: string): string;
  /** Sends a code and signs in, returning the answer and the ready-made Authorization header. */
  signIn(phone: string): Promise<{ answer: LoginAnswer; authorization: string }>;
}

type ConfigOverrides = Partial<Record<keyof Config, string>>;

export function authHeader(userId: string, token: string) {
  return `${AUTH_SCHEME} ${Buffer.from(`${userId}:${token}`).toString('base64')}`;
}

/** Builds the real app on a private database for one test file, closed after it. */
export function useTestApp(
  kind: DatabaseKind,
  /** A function when a value is known only once earlier hooks ran (a stub's port). */
  overrides: ConfigOverrides | (() => ConfigOverrides) = {},
  /** Extra routes for a test, added before the app is ready. */
  extend?: (app: App) => void,
  /** A database of the test's own (one a server process it starts shares); else a fresh one. */
  openDatabase: () => Promise<Database> = () => openTestDatabase(kind),
) {
  const ctx = {} as TestApp;
  beforeAll(async () => {
    const logs = new LogCapture();
    const database = await openDatabase();
    const extra = typeof overrides === 'function' ? overrides() : overrides;
    const app = await buildApp(testConfig({ LOG_LEVEL: 'info', ...extra }), {
      database,
      logStream: logs,
    });
    extend?.(app);
    await app.ready();
    ctx.app = app;
    ctx.logs = logs;
    ctx.lastCode = (phone) => {
      const line = logs.lines.findLast((l) => l.msg === 'sms code' && l.phone === phone);
      if (!line) throw new Error(`no sms code was logged for ${phone}`);
      return String(line.code);
    };
    ctx.signIn = async (phone) => {
      const sent = await app.inject({
        method: 'POST',
        url: '/v1/user/sendCode',
        payload: { phone },
      });
      if (sent.statusCode !== 200) throw new Error(`sendCode ${sent.statusCode}: ${sent.body}`);
      const res = await app.inject({
        method: 'POST',
        url: '/v1/user/loginByPhone',
        payload: { phone, code: ctx.lastCode(phone) },
      });
      if (res.statusCode !== 200) throw new Error(`loginByPhone ${res.statusCode}: ${res.body}`);
      const answer = res.json() as LoginAnswer;
      return { answer, authorization: authHeader(answer.id, answer.session.token) };
    };
  });
  afterAll(async () => {
    await ctx.app?.close();
  });
  return ctx;
}
