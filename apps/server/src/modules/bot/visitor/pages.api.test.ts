import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { addKey, serviceHelper } from '../../../../test/bot';
import { CHAT_TEST_ENV, chatUsers } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';

const STUDIO = '<!doctype html><title>studio</title>';
const VISITOR = '<!doctype html><html><head><title>visitor</title></head><body></body></html>';
const LOADER = 'window.miaoyuLoaded = true;';
const ORIGINS = ['https://shop.example.com', 'http://localhost:5173'];

/** A web build of three files, enough for the routes that serve it. */
function useWebDist(env: Record<string, string>) {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'miaoyu-web-'));
    await writeFile(path.join(dir, 'index.html'), STUDIO);
    await writeFile(path.join(dir, 'visitor.html'), VISITOR);
    await writeFile(path.join(dir, 'embed.js'), LOADER);
    env.WEB_DIST = dir;
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
}

/** The `frame-ancestors` sources of a response's policy. */
function frameAncestors(res: LightMyRequestResponse): string[] {
  const policy = String(res.headers['content-security-policy'] ?? '');
  const directive = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'frame-ancestors');
  return directive?.slice(1) ?? [];
}

describe.each(DATABASE_KINDS)('the visitor page and the loader on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  useWebDist(env);
  const t = useTestApp(kind, env);
  const keys = {} as { live: string; bare: string; revoked: string; expired: string };
  beforeAll(async () => {
    const owner = await chatUsers(t)('13966660001');
    const orgId: string = (await owner.post('/v1/orgs', { name: '嵌入团队' })).json().id;
    const helperId = await serviceHelper(owner, orgId);
    keys.live = (await addKey(owner, orgId, helperId, { allowedOrigins: ORIGINS })).key;
    keys.bare = (await addKey(owner, orgId, helperId, { allowedOrigins: [] })).key;
    const revoked = await addKey(owner, orgId, helperId, { allowedOrigins: ORIGINS });
    await owner.del(`/v1/orgs/${orgId}/helpers/${helperId}/bot-keys/${revoked.id}`);
    keys.revoked = revoked.key;
    const expiresAt = new Date(Date.now() - 60_000).toISOString();
    keys.expired = (
      await addKey(owner, orgId, helperId, { allowedOrigins: ORIGINS, expiresAt })
    ).key;
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  /** The page, with the bot's profile written in when the key opens a bot. */
  function expectVisitorPage(res: LightMyRequestResponse, origins: string[], withBot = true) {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const inlined = /<script id="bot-info" type="application\/json">(.*?)<\/script><\/head>/.exec(
      res.body,
    );
    if (withBot) {
      expect(JSON.parse(inlined![1]!)).toMatchObject({ name: expect.any(String), look: {} });
      expect(inlined![1]).not.toContain('<');
      expect(res.body.replace(inlined![0], '</head>')).toBe(VISITOR);
    } else expect(res.body).toBe(VISITOR);
    expect(frameAncestors(res)).toEqual(["'self'", ...origins]);
    expect(res.headers['x-frame-options']).toBeUndefined();
  }

  it("serves the visitor page at every address, framed by the key's sites", async () => {
    for (const url of [
      `/chat?key=${keys.live}`,
      `/chat1?key=${keys.live}`,
      `/setting/r/${keys.live}`,
    ])
      expectVisitorPage(await get(url), ORIGINS);
    expectVisitorPage(await get(`/chat?key=${keys.bare}`), []);
  });

  it('lets no other site frame the page of an unknown, revoked or expired key', async () => {
    for (const key of [keys.revoked, keys.expired, 'csAAAAAAAAAAAAAAAAAAAAAA', 'not-a-key'])
      for (const url of [`/chat?key=${key}`, `/chat1?key=${key}`, `/setting/r/${key}`])
        expectVisitorPage(await get(url), [], false);
    expectVisitorPage(await get('/chat1'), [], false);
  });

  it("serves the studio at /chat without a key, with the studio's own policy", async () => {
    const res = await get('/chat');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(STUDIO);
    expect(frameAncestors(res)).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets the loader on a site read why its key is refused there (CORS on the refusal)', async () => {
    const look = (key: string, origin: string) =>
      t.app.inject({ method: 'GET', url: `/v1/webPreviewUi?key=${key}`, headers: { origin } });
    const shop = 'https://shop.example.com';
    const elsewhere = 'https://evil.example.net';
    for (const [key, origin, status, code] of [
      [keys.live, elsewhere, 403, 'BOT_ORIGIN_NOT_ALLOWED'],
      [keys.revoked, shop, 404, 'BOT_KEY_INVALID'],
      [keys.expired, shop, 403, 'BOT_KEY_EXPIRED'],
      ['csAAAAAAAAAAAAAAAAAAAAAA', shop, 404, 'BOT_KEY_INVALID'],
      ['not-a-key', elsewhere, 404, 'BOT_KEY_INVALID'],
    ] as const) {
      const res = await look(key, origin);
      expect(res.statusCode, `${key} from ${origin}`).toBe(status);
      expect(res.json().code).toBe(code);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toMatch(/Origin/);
    }
    const allowed = await look(keys.live, shop);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(shop);
  });

  it('serves the loader for use on other sites', async () => {
    const res = await get('/embed.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(LOADER);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
