/**
 * Where pages' content is served and under which policy. A page's document is sandboxed by its
 * own response header (so a direct visit is as contained as a framed one): an opaque origin
 * with scripts and nothing else: no network, no forms, no storage or cookies, no way out.
 */
import type { Config } from '../../config';
import { publicOrigins } from '../../lib/public-origins';

export interface PageOrigins {
  /** The origin content URLs start with ('' for the studio's own, relative). */
  content: string;
  /** Who may frame content: the studio's origins ('self' when they are the same). */
  framers: string[];
  /** The studio's origin for links, when PUBLIC_URL names it. */
  studio: string | null;
}

export function pageOrigins(config: Pick<Config, 'PUBLIC_URL' | 'SHARE_ORIGIN'>): PageOrigins {
  const studio = publicOrigins(config);
  const content = config.SHARE_ORIGIN ? new URL(config.SHARE_ORIGIN).origin : '';
  return {
    content,
    framers: content ? studio : ["'self'", ...studio],
    studio: studio[0] ?? null,
  };
}

/** The policy of a page's content and of the studio's preview frame. */
export function contentPolicy(origins: PageOrigins): string {
  return [
    'sandbox allow-scripts',
    "default-src 'none'",
    "script-src 'unsafe-inline'",
    "style-src 'unsafe-inline'",
    'img-src data: blob:',
    'font-src data:',
    'media-src data: blob:',
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    `frame-ancestors ${origins.framers.join(' ')}`,
  ].join('; ');
}

/** The headers every piece of page content is served with. */
export function contentHeaders(origins: PageOrigins): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': contentPolicy(origins),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-robots-tag': 'noindex',
  };
}

/**
 * The studio's preview frame: it draws the HTML its parent posts in a frame of its own, which
 * inherits this document's policy (srcdoc does), so a page in the editor is held as a shared
 * one is. Only its parent is listened to.
 */
export const PREVIEW_FRAME = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>html,body{margin:0;height:100%;background:#fff}iframe{display:block;border:0;width:100%;height:100%}</style></head><body><iframe sandbox="allow-scripts" title="page"></iframe><script>
var frame = document.querySelector('iframe');
addEventListener('message', function (event) {
  if (event.source !== parent || !event.data || typeof event.data.html !== 'string') return;
  frame.srcdoc = event.data.html;
});
parent.postMessage({ ready: true }, '*');
</script></body></html>`;
