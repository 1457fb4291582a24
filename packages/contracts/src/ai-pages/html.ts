/**
 * Finding the page in what a model wrote: a fenced ```html block, a whole document, or a
 * fragment of markup, with the talk around it left out. Shared by the server (which then repairs
 * what it found) and the live preview (which shows a page as it is written, fence and all cut).
 */

const FENCE_OPEN = /```[ \t]*(?:html|htm|xhtml)?[ \t]*\r?\n/i;
const FENCE_CLOSE = /^[ \t]*```[ \t]*$/m;
const DOCUMENT_START = /<!doctype html|<html[\s>]/i;
const DOCUMENT_END = /<\/html\s*>/i;
/**
 * Elements a page is made of, starting a line: text so marked is markup (a sentence that only
 * mentions a tag is not).
 */
const MARKUP =
  /^[ \t]*<(?:body|head|div|section|main|article|header|h[1-6]|table|svg|style|p|ul|ol|img)[\s>/]/im;

/** The page's markup in `text`, or null when there is none (a reply in words only). */
export function extractPageHtml(text: string): string | null {
  const fence = FENCE_OPEN.exec(text);
  if (fence) {
    const start = fence.index + fence[0].length;
    // The fence closes on a line of its own: a ``` inside the page's script or text does not.
    const close = FENCE_CLOSE.exec(text.slice(start));
    const inside = text.slice(start, close ? start + close.index : undefined);
    if (DOCUMENT_START.test(inside) || MARKUP.test(inside)) return inside.trim();
  }
  const doc = DOCUMENT_START.exec(text);
  if (doc) {
    const rest = text.slice(doc.index);
    const end = DOCUMENT_END.exec(rest);
    return (end ? rest.slice(0, end.index + end[0].length) : rest).trim();
  }
  const markup = MARKUP.exec(text);
  if (!markup) return null;
  const lastClose = text.lastIndexOf('>');
  return text.slice(markup.index, lastClose + 1).trim() || null;
}
