import { describe, expect, it } from 'vitest';
import { formatMessage } from '@miaoyu/contracts';
import { CASE_STATIC_AUTHORIZATION } from '@miaoyu/contracts/bot';
import { DATABASE_KINDS } from '../test/databases';
import { useTestApp } from '../test/harness';
import { unlimitedFreePlan } from '../test/billing';
import { injectLive } from '../test/live-inject';
import { MATRIX_PROVIDER_URL } from '../test/matrix/fixture';
import { casesFor, type FuzzCase } from '../test/fuzz/cases';
import { operations, type OpenApiDocument, type Operation } from '../test/fuzz/openapi';
import {
  bodyValue,
  buildFuzzWorld,
  headersFor,
  pathValue,
  queryValue,
  type FuzzWorld,
} from '../test/fuzz/world';

/** Each request must answer within this. */
const TIME_LIMIT_MS = 10_000;
/** Beyond this many cases an operation gets an even spread of them. */
const MAX_CASES_PER_OPERATION = 300;
const NUL_MESSAGES = new Set([
  formatMessage('zh-CN', 'validation.nul'),
  formatMessage('en-US', 'validation.nul'),
]);

/**
 * Operations that end the caller's session, team or account run last (in this order), so every
 * other operation is exercised by a caller who still has them.
 */
function lateness(op: Operation): number {
  if (op.path === '/v1/user/delete') return 4;
  if (/\/(transfer|leave|delete|logout)$/.test(op.path)) return 3;
  if (op.path.startsWith('/v1/user/devices/') || op.path.includes('/members/')) return 2;
  // A sale chat goes after its screenshots, and both after what acts on them.
  if (op.path.startsWith('/v1/saleChat/delete/')) return 2;
  if (op.path.startsWith('/v1/saleChat/pic/delete/')) return 1;
  if (op.method !== 'DELETE') return 0;
  // A session goes after the turns inside it.
  return op.path.startsWith('/v1/chat/sessions/') ? 2 : 1;
}

async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a live stream logs when a read fails (a warning, as the stream stays open). */
const LIVE_READ_FAILED = 'live stream read failed';
/** Live streams stay open until their reader leaves: their head is read, then they are left. */
const isLive = (op: Operation) => op.method === 'GET' && op.path.endsWith('/events');

/** The Authorization a route takes: a helper's key, the visitor page's fixed value, or a sign-in. */
function authorizationFor(op: Operation, world: FuzzWorld): string {
  if (op.path.startsWith('/v1/openai/')) return `Bearer ${world.helperKey}`;
  if (op.path.startsWith('/v1/case/completions/')) return CASE_STATIC_AUTHORIZATION;
  return world.authorization;
}

/** A client address per request: limits fixed per address (feedback, connection tests) stay away. */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** What a logged answer carries of itself. */
type Answer = { statusCode?: number } | undefined;

const UPSTREAM_STATUSES = new Set([502, 504]);

/**
 * The world's model service is a closed port: a route that asks it (the model list) answers that
 * the service is unreachable, which is the right answer and no fault of ours.
 */
function upstreamUnreachable(status: number, body: string): boolean {
  if (!UPSTREAM_STATUSES.has(status)) return false;
  try {
    return String((JSON.parse(body) as { code?: unknown }).code).startsWith('UPSTREAM_');
  } catch {
    return false;
  }
}

describe.each(DATABASE_KINDS)('fuzzing every operation of the OpenAPI document on %s', (kind) => {
  const t = useTestApp(kind, {
    // Warnings too: a live stream's failed read is one (the stream stays open).
    LOG_LEVEL: 'warn',
    // The document is read from the app (app.swagger()), whatever the deployment default is.
    API_DOCS: 'true',
    SMS_RESEND_SECONDS: '0',
    SMS_PHONE_HOURLY_LIMIT: '1000',
    SMS_IP_HOURLY_LIMIT: '100000',
    LOGIN_IP_PER_MINUTE: '100000',
    CHAT_RATE_PER_MINUTE: '100000',
    HELPER_API_RATE_PER_MINUTE: '100000',
    LLM_ALLOWED_HOSTS: new URL(MATRIX_PROVIDER_URL).host,
    KB_URL_ALLOWED_HOSTS: new URL(MATRIX_PROVIDER_URL).host,
    // Billing on, so its routes are fuzzed too; its limits would only refuse what the fuzz makes.
    BILLING: 'true',
  });
  const statuses = new Map<number, number>();

  /** What is wrong with the answer to one case, or null. */
  async function check(
    c: FuzzCase,
    headers: Record<string, string>,
    n: number,
    live: boolean,
  ): Promise<string | null> {
    const options = {
      method: c.method,
      url: c.url,
      ...(c.payload === undefined ? {} : { payload: c.payload }),
      headers: { ...headers, ...c.headers },
      remoteAddress: address(n),
    };
    const res = await within(
      live ? injectLive(t.app, options) : t.app.inject(options),
      TIME_LIMIT_MS,
    );
    if (res === 'timeout') return `no answer within ${TIME_LIMIT_MS} ms`;
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500 && !upstreamUnreachable(res.statusCode, res.body))
      return `${res.statusCode} ${res.body.slice(0, 200)}`;
    if (c.nulRefused) {
      const detail: { msg: string }[] = res.statusCode === 422 ? (res.json().detail ?? []) : [];
      // The OpenAI-compatible API refuses bad input in OpenAI's shape: 400 `{ error: { message } }`.
      const openai: unknown = res.statusCode === 400 ? res.json().error?.message : undefined;
      if (!detail.some((d) => NUL_MESSAGES.has(d.msg)) && !NUL_MESSAGES.has(String(openai)))
        return `U+0000 not refused by the text rule: ${res.statusCode} ${res.body.slice(0, 200)}`;
    }
    return null;
  }

  it(
    'answers every case below 500, in time, and keeps the text rule',
    { timeout: 240_000 },
    async () => {
      const doc = t.app.swagger() as unknown as OpenApiDocument;
      const ops = operations(doc).sort((a, b) => lateness(a) - lateness(b));
      expect(ops.length).toBeGreaterThan(50);
      await unlimitedFreePlan(t.app);
      const world = await buildFuzzWorld(t.app);
      const failures: string[] = [];
      const capped: string[] = [];
      const started = Date.now();
      let sent = 0;

      for (const op of ops) {
        const all = casesFor(doc, op, {
          path: (name) => pathValue(world, op.path, name),
          body: bodyValue(world, op.path),
          query: (name) => queryValue(world, op.path, name),
          // A bot's key is checked as the request arrives: a malformed one is an unknown key.
          readOnArrival: (name) => name === 'key' && queryValue(world, op.path, name) !== undefined,
        });
        const step = Math.max(1, all.length / MAX_CASES_PER_OPERATION);
        const cases = all.filter((_, i) => Math.floor(i / step) !== Math.floor((i - 1) / step));
        if (cases.length < all.length) capped.push(`${op.method} ${op.path} (${all.length})`);
        for (const c of cases) {
          if (lateness(op) > 0) await world.refresh();
          sent += 1;
          const headers = {
            authorization: authorizationFor(op, world),
            ...headersFor(world, op.path),
          };
          const problem = await check(c, headers, sent, isLive(op));
          if (problem) failures.push(`${op.method} ${op.path} — ${c.name}: ${problem}`);
        }
      }

      const health = await t.app.inject({ method: 'GET', url: '/livez' });
      expect(health.statusCode).toBe(200);
      const errors = t.logs.lines
        // A live stream that cannot read stays open and silent: its reader never learns why.
        .filter((line) => Number(line.level) >= 50 || line.msg === LIVE_READ_FAILED)
        .filter((line) => !UPSTREAM_STATUSES.has(Number((line.res as Answer)?.statusCode)))
        .map((line) => (line.err as { message?: string } | undefined)?.message ?? String(line.msg))
        .map((message) => message.slice(0, 300));
      // Printed so a run shows how far requests got (a wall of 401s or 404s would be a bad world).
      console.warn(
        `fuzz on ${kind}: ${ops.length} operations, ${sent} requests in ${Date.now() - started} ms;`,
        'answers by status:',
        Object.fromEntries(statuses),
        ...(capped.length ? ['capped:', capped] : []),
      );
      expect({ failures, errors: [...new Set(errors)] }).toEqual({ failures: [], errors: [] });
    },
  );
});
