/** Pages the server writes whole (a share link's, an article's): no studio script, no template engine. */

/** Text as it may stand inside an element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A whole page: its language, escaped title, own stylesheet, extra head tags and body. */
export function htmlPage(page: {
  locale: string;
  title: string;
  style: string;
  head?: string;
  body: string;
}): string {
  return `<!DOCTYPE html><html lang="${page.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">${page.head ?? ''}<title>${escapeHtml(page.title)}</title><style>${page.style}</style></head><body>${page.body}</body></html>`;
}
