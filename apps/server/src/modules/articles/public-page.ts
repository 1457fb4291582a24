/**
 * The public article page (`/richText/:keyword`), written here whole: no studio script, its own
 * small stylesheet, the published version in the reader's language (or the other one), and links
 * to read it in either. Its HTML was sanitised when it was saved; the page's policy runs nothing.
 */
import type { FastifyPluginAsync } from 'fastify';
import { calendarDay, DEFAULT_TIME_ZONE, LOCALES, type Locale } from '@miaoyu/contracts';
import { articleKeywordSchema } from '@miaoyu/contracts/articles';
import type { Config } from '../../config';
import { escapeHtml, htmlPage } from '../../lib/html-page';
import { publishedByKeyword } from './repo';

const TEXTS = {
  'zh-CN': {
    missing: '文章不存在',
    missingText: '这篇文章不存在或尚未发布。',
    published: '发布于',
    other: 'English',
  },
  'en-US': {
    missing: 'No such article',
    missingText: 'This article does not exist or is not published.',
    published: 'Published',
    other: '中文',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

const STYLE = `*{box-sizing:border-box}body{margin:0;background:#f7f8fa;color:#1d2129;font:16px/1.75 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif}
main{max-width:760px;margin:0 auto;padding:24px 16px 48px;background:#fff;min-height:100vh}
header{display:flex;justify-content:space-between;align-items:baseline;gap:12px;flex-wrap:wrap;border-bottom:1px solid #e5e6eb;margin-bottom:16px}
h1{font-size:26px;line-height:1.4;margin:8px 0 12px}h2{font-size:21px;margin:28px 0 8px}h3{font-size:18px;margin:22px 0 6px}
small,.lang{color:#86909c;font-size:13px}a{color:#165dff}pre{background:#f2f3f5;padding:12px;overflow:auto;border-radius:4px}
blockquote{margin:12px 0;padding:4px 16px;border-left:3px solid #c9cdd4;color:#4e5969}hr{border:0;border-top:1px solid #e5e6eb}
article{overflow-wrap:anywhere}`;

const page = (locale: Locale, title: string, body: string) =>
  htmlPage({ locale, title, style: STYLE, body: `<main>${body}</main>` });

const publicArticleRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.get<{ Params: { keyword: string }; Querystring: { lang?: string } }>(
    '/richText/:keyword',
    {
      schema: { hide: true },
      config: { rateLimit: { max: config.PUBLIC_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const asked = LOCALES.find((l) => l === request.query.lang) ?? request.locale;
      const keyword = articleKeywordSchema.safeParse(request.params.keyword);
      const versions = keyword.success ? await publishedByKeyword(app.db, keyword.data) : [];
      const shown = versions.find((v) => v.locale === asked) ?? versions[0];
      reply
        .header('content-security-policy', POLICY)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8');
      if (!shown || !keyword.success) {
        const t = TEXTS[asked];
        return reply
          .code(404)
          .send(page(asked, t.missing, `<h1>${t.missing}</h1><p>${t.missingText}</p>`));
      }
      const t = TEXTS[shown.locale];
      const other = versions.find((v) => v.locale !== shown.locale);
      const switcher = other
        ? `<a class="lang" href="/richText/${keyword.data}?lang=${other.locale}" hreflang="${other.locale}">${TEXTS[shown.locale].other}</a>`
        : '';
      // The platform's day (readers are not asked for their time zone).
      const day = calendarDay(shown.publishedAt, DEFAULT_TIME_ZONE);
      return reply.send(
        page(
          shown.locale,
          shown.title,
          `<header><h1>${escapeHtml(shown.title)}</h1>${switcher}</header><small>${t.published} ${day}</small><article>${shown.html}</article>`,
        ),
      );
    },
  );
};

export default publicArticleRoutes;
