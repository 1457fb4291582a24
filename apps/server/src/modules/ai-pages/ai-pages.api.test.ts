import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AiPage, AiShare } from '@miaoyu/contracts';
import { aiPageShares, aiPageVersions } from '../../db/schema';
import { CHAT_TEST_ENV, chatUsers, useLlmStub, type ChatUser } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import type { StubReply } from '../../../test/llm-stub';
import { parseSse } from '../../../test/sse';
import { insertPage } from './pages.repo';

/** A one-pager as a model writes it: a sentence, the fenced document, a closing line. */
const ONE_PAGER = [
  '好的，这是为王总准备的春季新品介绍页：\n\n',
  '```html\n<!DOCTYPE html>\n<html lang="zh-CN">\n<head>\n<meta charset="utf-8">\n',
  '<title>春季新品 · 智能保温杯</title>\n<style>body{font-family:sans-serif;margin:0}',
  'h1{color:#c00}.price{font-size:32px}</style>\n</head>\n<body>\n<h1>智能保温杯 Pro</h1>\n',
  '<p class="price">¥ 199</p>\n<ul><li>12 小时保温</li><li>温度显示</li></ul>\n',
  '<script>document.querySelector("h1").dataset.ready = "1";</script>\n</body>\n</html>\n```\n\n',
  '如需调整颜色或价格，告诉我即可。',
].join('');

/** The same page with the price changed, as a model answers a change request (no fence). */
const CHANGED = ONE_PAGER.replace('¥ 199', '¥ 159')
  .replace(/^[^`]*```html\n/, '')
  .replace(/```[\s\S]*$/, '');

describe.each(DATABASE_KINDS)('AI pages on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  const llm = useLlmStub(env, ['stub-model'], { chunks: 4, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);
  /** What the model stub answers from now on, by the request's words. */
  const answers = (replies: StubReply[]) => llm.stub.replies.splice(0, Infinity, ...replies);

  async function team(n: number) {
    const owner = await user(`1390036${n}001`);
    const orgId: string = (await owner.post('/v1/orgs', { name: `页面团队${n}` })).json().id;
    return { owner, orgId };
  }

  async function write(who: ChatUser, body: object) {
    const res = await who.post('/v1/subscribe/html', body);
    const events = res.statusCode === 200 ? parseSse(res.body).events : [];
    const page = events.find((e) => (e.event as string) === 'page')?.data as
      { pageId: string; version: number; title: string } | undefined;
    return { res, events, page };
  }

  const read = async (who: ChatUser, orgId: string, pageId: string) => {
    const res = await who.get(`/v1/orgs/${orgId}/ai-pages/${pageId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AiPage;
  };

  it('writes a page from a prompt, keeping the document and leaving out the talk around it', async () => {
    const { owner, orgId } = await team(1);
    answers([{ when: /保温杯/, text: ONE_PAGER }]);
    const { res, events, page } = await write(owner, {
      orgId,
      prompt: '给王总做一个保温杯新品介绍页',
    });
    expect(res.statusCode, res.body).toBe(200);
    // The page streams as the chat's deltas do, then is stored before done.
    expect(events.map((e) => e.event as string).filter((e, i, all) => e !== all[i - 1])).toEqual([
      'start',
      'delta',
      'usage',
      'page',
      'done',
    ]);
    expect(page).toMatchObject({ version: 1, title: '春季新品 · 智能保温杯' });
    // The model was told the rules of a page, and asked in the person's words.
    const asked = llm.stub.requests.at(-1)!.messages;
    expect(String(asked[0]!.content)).toMatch(/self-contained/);
    expect(String(asked.at(-1)!.content)).toContain('给王总做一个保温杯新品介绍页');

    const stored = await read(owner, orgId, page!.pageId);
    expect(stored.html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(stored.html).toContain('<p class="price">¥ 199</p>');
    expect(stored.html).not.toContain('如需调整');
    expect(stored.html).not.toContain('```');
    expect(stored.versions).toMatchObject([{ n: 1, source: 'generated' }]);
    expect(stored.canEdit).toBe(true);

    const mine = (await owner.get(`/v1/orgs/${orgId}/ai-pages?scope=mine`)).json();
    expect(mine.total).toBe(1);
    const searched = (
      await owner.get(`/v1/orgs/${orgId}/ai-pages?keyword=${encodeURIComponent('保温')}`)
    ).json();
    expect(searched.list.map((p: { id: string }) => p.id)).toEqual([page!.pageId]);
    const missed = (await owner.get(`/v1/orgs/${orgId}/ai-pages?keyword=%25`)).json();
    expect(missed.total).toBe(0);
  });

  it('reports an answer without a page and stores nothing', async () => {
    const { owner, orgId } = await team(2);
    answers([{ when: /天气/, text: '抱歉，我只能帮你写网页，不能查天气。' }]);
    const { res, events, page } = await write(owner, { orgId, prompt: '今天天气怎么样' });
    expect(res.statusCode).toBe(200);
    expect(page).toBeUndefined();
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'AI_PAGE_NOT_HTML' } });
    expect((await owner.get(`/v1/orgs/${orgId}/ai-pages`)).json().total).toBe(0);
  });

  it('changes a page by asking, by hand and by restoring, each a new version over the one seen', async () => {
    const { owner, orgId } = await team(3);
    answers([
      { when: /保温杯/, text: ONE_PAGER },
      { when: /降到 159/, text: CHANGED },
    ]);
    const { page } = await write(owner, { orgId, prompt: '保温杯介绍页' });
    const pageId = page!.pageId;
    const changed = await write(owner, { orgId, pageId, prompt: '价格降到 159' });
    expect(changed.page).toMatchObject({ pageId, version: 2 });
    // The model saw the page as it was, and the change asked for.
    const seen = llm.stub.requests.at(-1)!.messages.map((m) => String(m.content));
    expect(seen.some((m) => m.includes('¥ 199'))).toBe(true);
    expect(seen.at(-1)).toContain('价格降到 159');
    expect((await read(owner, orgId, pageId)).html).toContain('¥ 159');

    // By hand: a fragment is made a whole document; what would lead away is taken out.
    const edit = (html: string, baseVersion: number) =>
      owner.post(`/v1/orgs/${orgId}/ai-pages/${pageId}/versions`, { html, baseVersion });
    const stale = await edit('<h1>旧的</h1>', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('AI_PAGE_STALE');
    const handmade = await edit(
      '<base href="https://evil.example/"><meta http-equiv="Refresh" content="0;url=https://evil.example/"><h1>手改的标题<p>没有闭合',
      2,
    );
    expect(handmade.statusCode, handmade.body).toBe(200);
    const edited = handmade.json() as AiPage;
    expect(edited.version).toBe(3);
    expect(edited.html).toMatch(
      /^<!DOCTYPE html>\n<html><head><meta charset="utf-8"><meta name="viewport"/,
    );
    expect(edited.html).toContain('<h1>手改的标题<p>没有闭合</p></h1></body></html>');
    expect(edited.html).not.toMatch(/<base|refresh/i);

    const restored = await owner.post(`/v1/orgs/${orgId}/ai-pages/${pageId}/versions/1/restore`, {
      baseVersion: 3,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const after = restored.json() as AiPage;
    expect(after.version).toBe(4);
    expect(after.versions.map((v) => [v.n, v.source, v.instruction])).toEqual([
      [4, 'restored', '#1'],
      [3, 'edited', ''],
      [2, 'changed', '价格降到 159'],
      [1, 'generated', '保温杯介绍页'],
    ]);
    const first = (await owner.get(`/v1/orgs/${orgId}/ai-pages/${pageId}/versions/1`)).json();
    expect(after.html).toBe(first.html);

    // Too large: refused whole, nothing written.
    const huge = await edit(`<p>${'页'.repeat(2_100_000)}</p>`, 4);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('AI_PAGE_TOO_LARGE');
    // Ten megabytes are refused before they are read whole.
    const tenMegabytes = await edit(`<p>${'a'.repeat(10 * 1024 * 1024)}</p>`, 4);
    expect(tenMegabytes.statusCode).toBe(413);
    const versions = await t.app.db
      .select()
      .from(aiPageVersions)
      .where(eq(aiPageVersions.pageId, BigInt(pageId)));
    expect(versions).toHaveLength(4);
  });

  it("writes from a conversation's answer, and lets colleagues read but not change the page", async () => {
    const { owner, orgId } = await team(4);
    const sessionId = await owner.session();
    answers([{ when: /团购价/, text: '十件以上团购价 169 元，包邮。' }]);
    const asked = await owner.ask(sessionId, { prompt: '十件以上的团购价是多少？' });
    const answerId = asked.events.find((e) => e.event === 'start')!.data.answerId;
    answers([{ when: /报价/, text: ONE_PAGER }]);
    const { page } = await write(owner, {
      orgId,
      prompt: '把这个报价做成页面',
      sessionId,
      answerId,
    });
    const seen = llm.stub.requests.at(-1)!.messages.map((m) => String(m.content));
    expect(seen).toContain('十件以上团购价 169 元，包邮。');
    expect((await read(owner, orgId, page!.pageId)).sessionId).toBe(sessionId);

    // Someone else's conversation is not found.
    const stranger = await user('13900364009');
    const theirs = await write(stranger, {
      orgId: stranger.orgId,
      prompt: '报价',
      sessionId,
      answerId,
    });
    expect(theirs.res.statusCode).toBe(404);

    const invite = await owner.post(`/v1/orgs/${orgId}/invites`, {
      role: 'member',
      expiresInHours: 24,
      maxUses: 1,
    });
    const colleague = await user('13900364002');
    expect((await colleague.post(`/v1/invites/${invite.json().code}/accept`)).statusCode).toBe(200);
    const seenByColleague = await read(colleague, orgId, page!.pageId);
    expect(seenByColleague.canEdit).toBe(false);
    const teamList = (await colleague.get(`/v1/orgs/${orgId}/ai-pages?scope=team`)).json();
    expect(teamList.total).toBe(1);
    expect((await colleague.get(`/v1/orgs/${orgId}/ai-pages?scope=mine`)).json().total).toBe(0);
    const refused = await colleague.patch(`/v1/orgs/${orgId}/ai-pages/${page!.pageId}`, {
      title: '我的',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('AI_PAGE_NOT_YOURS');
    expect((await stranger.get(`/v1/orgs/${orgId}/ai-pages/${page!.pageId}`)).statusCode).toBe(404);
  });

  it('shares a frozen version by a link that anyone opens, sandboxed, counted, and dead once revoked', async () => {
    const { owner, orgId } = await team(5);
    answers([{ when: /保温杯/, text: ONE_PAGER }]);
    const { page } = await write(owner, { orgId, prompt: '保温杯介绍页' });
    const made = await owner.post(`/v1/subscribe/html/share?shareId=${page!.pageId}`, { orgId });
    expect(made.statusCode, made.body).toBe(200);
    const share = made.json() as AiShare;
    expect(share).toMatchObject({ version: 1, hasPassword: false, live: true, views: 0 });
    expect(share.url).toMatch(new RegExp(`/aiShare/${share.code}$`));
    expect(share.code).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const open = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    const sharePage = await open(`/aiShare/${share.code}`);
    expect(sharePage.statusCode).toBe(200);
    expect(sharePage.body).toContain(`<iframe src="/u/s/${share.code}" sandbox="allow-scripts"`);
    expect(sharePage.body).toContain('春季新品 · 智能保温杯');
    // No studio script at all, and a policy that frames only the content.
    expect(sharePage.body).not.toMatch(/<script/i);
    expect(sharePage.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    const content = await open(`/u/s/${share.code}`);
    expect(content.statusCode).toBe(200);
    expect(content.body).toContain('¥ 199');
    const policy = String(content.headers['content-security-policy']);
    for (const rule of [
      'sandbox allow-scripts',
      "connect-src 'none'",
      "form-action 'none'",
      "default-src 'none'",
    ])
      expect(policy).toContain(rule);
    expect(policy).not.toContain('allow-same-origin');
    expect(content.headers['cache-control']).toBe('no-store');
    expect(content.headers['x-frame-options']).toBeUndefined();
    // Opened as a page of its own, the content leads to the share page with its bar.
    const direct = await open(`/u/s/${share.code}`, { 'sec-fetch-dest': 'document' });
    expect(direct.statusCode).toBe(303);
    expect(direct.headers.location).toBe(`/aiShare/${share.code}`);

    // The link keeps showing version 1 after the page changes.
    await owner.post(`/v1/orgs/${orgId}/ai-pages/${page!.pageId}/versions`, {
      html: '<h1>第二版</h1>',
      baseVersion: 1,
    });
    expect((await open(`/u/s/${share.code}`)).body).toContain('¥ 199');
    const listed = (await owner.get(`/v1/orgs/${orgId}/ai-pages/${page!.pageId}/shares`)).json();
    expect(listed.list[0]).toMatchObject({ views: 2, live: true });
    expect(listed.list[0].lastViewedAt).not.toBeNull();

    const revoked = await owner.del(
      `/v1/orgs/${orgId}/ai-pages/${page!.pageId}/shares/${share.id}`,
    );
    expect(revoked.json()).toMatchObject({ live: false });
    expect((await open(`/aiShare/${share.code}`)).statusCode).toBe(404);
    expect((await open(`/u/s/${share.code}`)).statusCode).toBe(404);
    expect((await open('/aiShare/not-a-code')).statusCode).toBe(404);

    // An expired link is as dead.
    const later = (
      await owner.post(`/v1/subscribe/html/share?shareId=${page!.pageId}`, {
        orgId,
        expiresInDays: 1,
      })
    ).json() as AiShare;
    expect((await open(`/u/s/${later.code}`)).statusCode).toBe(200);
    await t.app.db
      .update(aiPageShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(aiPageShares.id, BigInt(later.id)));
    expect((await open(`/aiShare/${later.code}`)).statusCode).toBe(404);
  });

  it('asks for the password of a protected link, and limits wrong guesses', async () => {
    const { owner, orgId } = await team(6);
    answers([{ when: /保温杯/, text: ONE_PAGER }]);
    const { page } = await write(owner, { orgId, prompt: '保温杯介绍页' });
    const share = (
      await owner.post(`/v1/subscribe/html/share?shareId=${page!.pageId}`, {
        orgId,
        password: 'wang2026',
      })
    ).json() as AiShare;
    expect(share.hasPassword).toBe(true);
    const asked = await t.app.inject({ method: 'GET', url: `/aiShare/${share.code}` });
    expect(asked.body).toContain('type="password"');
    expect(asked.body).not.toContain('/u/s/');
    expect((await t.app.inject({ method: 'GET', url: `/u/s/${share.code}` })).statusCode).toBe(403);

    const guess = (password: string, ip = '203.0.113.7') =>
      t.app.inject({
        method: 'POST',
        url: `/aiShare/${share.code}`,
        payload: `password=${encodeURIComponent(password)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: ip,
      });
    const right = await guess('wang2026');
    expect(right.statusCode).toBe(200);
    const src = /<iframe src="([^"]+)"/.exec(right.body)![1]!.replace(/&amp;/g, '&');
    expect(src).toMatch(new RegExp(`^/u/s/${share.code}\\?pass=`));
    expect((await t.app.inject({ method: 'GET', url: src })).statusCode).toBe(200);
    const cookie = String(right.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`Path=/aiShare/${share.code}`));
    expect(cookie).toMatch(/HttpOnly/);

    const wrong = await guess('wang2025');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain('密码不正确');
    // One address guessing: its eleventh try in the window is refused unread, even the right one.
    for (let i = 0; i < 9; i += 1) await guess(`x${i}xxx`);
    expect((await guess('wang2026')).statusCode).toBe(429);
    // Guessers anywhere: thirty tries at this link, then it is refused for the window.
    for (let i = 0; i < 20; i += 1) await guess(`y${i}yyy`, `198.51.100.${i + 1}`);
    expect((await guess('wang2026', '192.0.2.1')).statusCode).toBe(429);
  });

  it('deletes a page with its versions and links', async () => {
    const { owner, orgId } = await team(7);
    answers([{ when: /保温杯/, text: ONE_PAGER }]);
    const { page } = await write(owner, { orgId, prompt: '保温杯介绍页' });
    const share = (
      await owner.post(`/v1/subscribe/html/share?shareId=${page!.pageId}`, { orgId })
    ).json();
    expect((await owner.del(`/v1/orgs/${orgId}/ai-pages/${page!.pageId}`)).statusCode).toBe(200);
    expect((await owner.get(`/v1/orgs/${orgId}/ai-pages/${page!.pageId}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/u/s/${share.code}` })).statusCode).toBe(404);
  });
});

describe.each(DATABASE_KINDS.slice(0, 1))('AI pages on a second origin (%s)', (kind) => {
  const env: Record<string, string> = {
    ...CHAT_TEST_ENV,
    PUBLIC_URL: 'https://ai.example.com',
    SHARE_ORIGIN: 'https://pages.example.net',
  };
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  it('frames content from SHARE_ORIGIN, which only the studio may frame', async () => {
    const owner = await user('13900368001');
    const page = await insertPage(
      t.app.db,
      { orgId: BigInt(owner.orgId), ownerId: BigInt(owner.id), title: '邀请函', sessionId: null },
      {
        html: '<h1>邀请函</h1>',
        sha256: '',
        source: 'edited',
        instruction: '',
        createdBy: BigInt(owner.id),
      },
    );
    const share = (
      await owner.post(`/v1/subscribe/html/share?shareId=${page.id}`, { orgId: owner.orgId })
    ).json() as AiShare;
    expect(share.url).toBe(`https://ai.example.com/aiShare/${share.code}`);
    const sharePage = await t.app.inject({ method: 'GET', url: `/aiShare/${share.code}` });
    expect(sharePage.body).toContain(`<iframe src="https://pages.example.net/u/s/${share.code}"`);
    expect(String(sharePage.headers['content-security-policy'])).toContain(
      'frame-src https://pages.example.net',
    );
    const studio = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(String(studio.headers['content-security-policy'])).toMatch(
      /frame-src 'self' https:\/\/pages\.example\.net/,
    );
    const moved = await t.app.inject({ method: 'GET', url: '/u/frame' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('https://pages.example.net/u/frame');
    // The second origin serves nothing of the studio, and a content address opened as a page
    // leads to the share page.
    const onContentHost = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { host: 'pages.example.net', ...headers } });
    expect((await onContentHost('/v1/health')).statusCode).toBe(404);
    expect((await onContentHost(`/aiShare/${share.code}`)).statusCode).toBe(404);
    const direct = await onContentHost(`/u/s/${share.code}`, { 'sec-fetch-dest': 'document' });
    expect(direct.statusCode).toBe(303);
    expect(direct.headers.location).toBe(`https://ai.example.com/aiShare/${share.code}`);
    const framed = await onContentHost(`/u/s/${share.code}`, { 'sec-fetch-dest': 'iframe' });
    expect(framed.statusCode).toBe(200);
    const frame = await t.app.inject({
      method: 'GET',
      url: '/u/frame',
      headers: { host: 'pages.example.net' },
    });
    const policy = String(frame.headers['content-security-policy']);
    expect(policy).toContain('frame-ancestors https://ai.example.com');
    expect(policy).not.toContain("'self'");
    expect(policy).toContain('sandbox allow-scripts');
    expect(frame.body).toContain('event.source !== parent');
  });
});
