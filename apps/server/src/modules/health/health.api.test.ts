import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { codeSchemaVersion } from '../../db/schema-version';
import { testConfig } from '../../config';
import { DATABASE_KINDS, openTestDatabase } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';

const webDist = mkdtempSync(path.join(tmpdir(), 'miaoyu-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>妙语 AI Studio</title>');
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("妙语");\n'.repeat(200));
// A build's script with its compressed siblings, made by the build (recognisable bytes here).
writeFileSync(path.join(webDist, 'assets', 'page-def456.js'), 'console.log("页面");\n'.repeat(200));
writeFileSync(path.join(webDist, 'assets', 'page-def456.js.br'), brotliCompressSync('BUILT-BR'));
writeFileSync(path.join(webDist, 'assets', 'page-def456.js.gz'), gzipSync('BUILT-GZ'));
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

describe.each(DATABASE_KINDS)('platform endpoints on %s', (kind) => {
  const t = useTestApp(kind, { WEB_DIST: webDist, SEED_DEMO: 'true' });

  it('GET /livez and /readyz answer ok', async () => {
    expect((await t.app.inject('/livez')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      database: 'up',
      jobs: 'running',
      schema: codeSchemaVersion(),
      draining: false,
    });
    expect(codeSchemaVersion()).toMatch(/^\d{4}_/);
  });

  it('serves an OpenAPI document listing the API, and Swagger UI', async () => {
    const doc = (await t.app.inject('/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/v1/user/sendCode',
      '/v1/user/loginByPhone',
      '/v1/user/info',
      '/v1/user/logout',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    expect(doc.components.schemas).toHaveProperty('UserInfo');
    const ui = await t.app.inject('/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('lists the error answer for 500 on every operation of the OpenAPI document', async () => {
    type Operation = { responses?: Record<string, unknown> };
    const doc = (await t.app.inject('/docs/json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ name: `${method} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(40);
    // The OpenAI-compatible API answers errors in OpenAI's shape, which its clients read.
    const errorShape = (name: string) =>
      name.includes(' /v1/openai/') ? 'OpenaiError' : 'ApiError';
    const without500 = operations
      .filter(
        ({ name, op }) => !JSON.stringify(op.responses?.['500'] ?? null).includes(errorShape(name)),
      )
      .map(({ name }) => name);
    expect(without500).toEqual([]);
  });

  it('sends security headers on every answer, refusals included', async () => {
    for (const url of ['/livez', '/v1/no-such-route', '/v1/user/info']) {
      const res = await t.app.inject(url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });

  it('serves the web app for client routes, and hashed assets as immutable', async () => {
    const home = await t.app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('妙语 AI Studio');
    const page = await t.app.inject('/dashboard/workplace?x=1');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('妙语 AI Studio');
    const asset = await t.app.inject('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(200);
    // A name longer than a file name can be is no page: 404, not the static files' own 403.
    const long = await t.app.inject(`/${'a'.repeat(300)}`);
    expect([long.statusCode, long.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers /favicon.ico with the app icon, not a 404 or the page', async () => {
    const icon = await t.app.inject('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toContain('<svg');
  });

  it('compresses scripts and JSON for browsers that accept it', async () => {
    const asset = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.rawPayload.length).toBeLessThan(500);
    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('妙语');
  });

  it("sends the build's compressed files as they are, and the plain file to those without", async () => {
    const br = await t.app.inject({
      url: '/assets/page-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('BUILT-BR');
    const gz = await t.app.inject({
      url: '/assets/page-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gz.rawPayload).toString()).toBe('BUILT-GZ');
    const plain = await t.app.inject({ url: '/assets/page-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('页面');
  });

  it('seeds the demo organisation, whose users sign in like anyone', async () => {
    const admin = await t.signIn('13800000001');
    const member = await t.signIn('13800000002');
    expect(admin.answer).toMatchObject({ nickname: '演示管理员', role: 'admin' });
    expect(member.answer).toMatchObject({ nickname: '演示成员', role: 'user' });
    expect(admin.answer.orgId).toBe(member.answer.orgId);
    expect(admin.answer.permissions).toContain('org:manage');
    expect(member.answer.permissions).not.toContain('org:manage');
  });
});

describe.each(DATABASE_KINDS)('API documentation turned off on %s', (kind) => {
  const t = useTestApp(kind, { API_DOCS: 'false' });

  it.each(['/docs', '/docs/', '/docs/json', '/docs/yaml', '/docs/static/index.html'])(
    'GET %s answers 404',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    },
  );
});

describe.each(DATABASE_KINDS)('readiness on %s', (kind) => {
  it('GET /readyz answers 503 when the database is gone', async () => {
    const database = await openTestDatabase(kind);
    const app = await buildApp(testConfig(), { database: { ...database, close: async () => {} } });
    await database.close();
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    await app.close();
  });

  it('GET /readyz answers 503 once the instance drains, while /livez still answers', async () => {
    const database = await openTestDatabase(kind);
    const app = await buildApp(testConfig(), { database });
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    await app.lifecycle.drain(() => undefined);
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', jobs: 'stopped', draining: true });
    expect((await app.inject('/livez')).statusCode).toBe(200);
    await app.close();
  });
});
