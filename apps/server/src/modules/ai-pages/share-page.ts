/**
 * The public share page (`/aiShare/:code`), written here whole: no studio script, a few hundred
 * bytes of its own, so it opens at once on a phone and in WeChat. The page's content sits in a
 * sandboxed frame under a bar that says whose content it is.
 */
import type { Locale } from '@miaoyu/contracts';
import { escapeHtml, htmlPage } from '../../lib/html-page';

const TEXTS = {
  'zh-CN': {
    note: 'AI 生成的页面',
    locked: '这个页面需要密码',
    password: '密码',
    open: '查看',
    wrong: '密码不正确',
    tooMany: '尝试次数太多，请稍后再试',
    gone: '链接已失效',
    goneDetail: '这个分享链接已被撤销、已过期或不存在。',
  },
  'en-US': {
    note: 'A page written by AI',
    locked: 'This page needs a password',
    password: 'Password',
    open: 'Open',
    wrong: 'The password is not right',
    tooMany: 'Too many tries; please wait a little',
    gone: 'This link no longer works',
    goneDetail: 'The link was revoked, has expired or never existed.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const STYLE = `*{box-sizing:border-box}html,body{margin:0;height:100%}body{display:flex;flex-direction:column;font:14px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif;color:#1d2129;background:#f2f3f5}
.bar{display:flex;align-items:center;gap:8px;padding:6px 12px;background:#fff;border-bottom:1px solid #e5e6eb;min-height:36px}
.bar b{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-weight:600}
.bar small{flex:none;color:#86909c;font-size:12px}
iframe{flex:1;width:100%;border:0;background:#fff}
.card{margin:15vh auto 0;max-width:360px;width:calc(100% - 32px);padding:24px;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
.card h1{font-size:18px;margin:0 0 12px}.card p{margin:0 0 12px;color:#4e5969}
input{width:100%;height:40px;padding:0 12px;border:1px solid #c9cdd4;border-radius:4px;font-size:16px}
button{margin-top:12px;width:100%;height:40px;border:0;border-radius:4px;background:#165dff;color:#fff;font-size:16px}
.error{color:#f53f3f}`;

/** The share page's own policy: its style, its form, one frame from the content origin. */
export function sharePagePolicy(contentOrigin: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `frame-src ${contentOrigin || "'self'"}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function layout(locale: Locale, title: string, body: string): string {
  return htmlPage({
    locale,
    title,
    style: STYLE,
    head: '<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">',
    body,
  });
}

export function framedPage(locale: Locale, title: string, contentUrl: string): string {
  const t = TEXTS[locale];
  return layout(
    locale,
    title,
    `<div class="bar"><b>${escapeHtml(title)}</b><small>${t.note}</small></div><iframe src="${escapeHtml(contentUrl)}" sandbox="allow-scripts" referrerpolicy="no-referrer" title="${escapeHtml(title)}"></iframe>`,
  );
}

export function passwordPage(locale: Locale, code: string, error?: 'wrong' | 'tooMany'): string {
  const t = TEXTS[locale];
  const message = error ? `<p class="error" role="alert">${t[error]}</p>` : '';
  return layout(
    locale,
    t.locked,
    `<form class="card" method="post" action="/aiShare/${escapeHtml(code)}"><h1>${t.locked}</h1>${message}<input type="password" name="password" aria-label="${t.password}" placeholder="${t.password}" autocomplete="off" maxlength="64" required autofocus><button type="submit">${t.open}</button></form>`,
  );
}

export function gonePage(locale: Locale): string {
  const t = TEXTS[locale];
  return layout(locale, t.gone, `<div class="card"><h1>${t.gone}</h1><p>${t.goneDetail}</p></div>`);
}
