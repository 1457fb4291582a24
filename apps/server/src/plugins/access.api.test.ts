import { describe, expect, it } from 'vitest';
import { VISITOR_AUTH_SCHEME } from '@miaoyu/contracts';
import { DATABASE_KINDS } from '../../test/databases';
import { operations, type OpenApiDocument } from '../../test/fuzz/openapi';
import { useTestApp } from '../../test/harness';
import { isPublicRoute, PUBLIC_ROUTES } from './access';

/** `{name}` → `:name`, the way Fastify declares the route the document was made from. */
const declared = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe.each(DATABASE_KINDS)('the public-access policy on %s', (kind) => {
  const t = useTestApp(kind, { API_DOCS: 'true', LOG_LEVEL: 'error' });

  it('lists only routes that exist, each with its reason', () => {
    const document = t.app.swagger() as unknown as OpenApiDocument;
    const all = new Set(operations(document).map((op) => `${op.method} ${declared(op.path)}`));
    for (const [route, reason] of Object.entries(PUBLIC_ROUTES)) {
      expect(all.has(route), route).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it('refuses every other API operation to anonymous callers and visitors with 401, before reading the body', async () => {
    const document = t.app.swagger() as unknown as OpenApiDocument;
    const guarded = operations(document).filter(
      (op) => !isPublicRoute(op.method, declared(op.path)),
    );
    expect(guarded.length).toBeGreaterThan(40);
    const answers: Record<string, number[]> = {};
    for (const op of guarded) {
      const url = op.path.replace(/\{\w+\}/g, '1');
      const ask = (headers: Record<string, string>) =>
        t.app.inject({
          method: op.method,
          url,
          headers,
          ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
        });
      const anonymous = await ask({});
      const visitor = await ask({ authorization: `${VISITOR_AUTH_SCHEME} v-policy-test` });
      answers[`${op.method} ${op.path}`] = [anonymous.statusCode, visitor.statusCode];
    }
    const refused = Object.fromEntries(Object.keys(answers).map((key) => [key, [401, 401]]));
    expect(answers).toEqual(refused);
  });

  it('keeps the listed routes open without sign-in', async () => {
    const preview = await t.app.inject({ method: 'GET', url: '/v1/invites/no-such-invite-code' });
    expect(preview.statusCode).toBe(404);
    const send = await t.app.inject({ method: 'POST', url: '/v1/user/sendCode', payload: {} });
    expect(send.statusCode).toBe(422);
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/no-such-route' });
    expect(unknown.statusCode).toBe(404);
  });
});
