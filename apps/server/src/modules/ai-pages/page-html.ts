/**
 * A page as it is stored: whatever the model or the editor gave, parsed as a browser would and
 * written back as one well-formed document, less what could take the viewer elsewhere.
 */
import { createHash } from 'node:crypto';
import { defaultTreeAdapter as tree, parse, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { AI_PAGE_MAX_CHARS, extractPageHtml } from '@miaoyu/contracts';
import { AppError } from '../../lib/errors';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Elements nested deeper than this are refused: no real page comes near it. */
const MAX_DEPTH = 500;

/**
 * Every element under `node` in document order, walked without recursion; a page nested past
 * MAX_DEPTH is refused (422) before anything (the serialiser) walks it recursively.
 */
function elements(node: Node): Element[] {
  const found: Element[] = [];
  const stack: [Node, number][] = [[node, 0]];
  while (stack.length > 0) {
    const [next, depth] = stack.pop()!;
    if (depth > MAX_DEPTH) throw new AppError(422, 'AI_PAGE_TOO_DEEP', { max: MAX_DEPTH });
    if (tree.isElementNode(next)) found.push(next);
    const children = 'childNodes' in next ? next.childNodes : [];
    // Inside <template>, the content is a fragment of its own.
    const content = 'content' in next ? [next.content as Node] : [];
    const below = [...children, ...content];
    for (let i = below.length - 1; i >= 0; i -= 1) stack.push([below[i]!, depth + 1]);
  }
  return found;
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((a) => a.name === name)?.value;

/**
 * Elements that would send the viewer somewhere (`<meta http-equiv=refresh>`) or turn every
 * relative link into another site's (`<base>`). The sandbox and the CSP stop the rest.
 */
function leadsAway(element: Element): boolean {
  if (element.tagName === 'base') return true;
  return (
    element.tagName === 'meta' && attribute(element, 'http-equiv')?.toLowerCase() === 'refresh'
  );
}

/** The text under an element, spaces collapsed. */
function textOf(element: Element): string {
  const parts: string[] = [];
  const stack: Node[] = [element];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (tree.isTextNode(next)) parts.push(next.value);
    else if (tree.isElementNode(next))
      for (let i = next.childNodes.length - 1; i >= 0; i -= 1) stack.push(next.childNodes[i]!);
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

export interface StoredPage {
  html: string;
  sha256: string;
  /** The page's `<title>`, or its first heading; '' when it has neither. */
  title: string;
}

/** Parses and repairs a page (413 when too large); what it leads away with is removed. */
export function storedPage(markup: string): StoredPage {
  if (markup.length > AI_PAGE_MAX_CHARS) throw new AppError(413, 'AI_PAGE_TOO_LARGE');
  const document = parse(markup);
  let title = '';
  let heading = '';
  let hasCharset = false;
  let hasViewport = false;
  const all = elements(document);
  for (const element of all) {
    if (leadsAway(element)) {
      tree.detachNode(element);
      continue;
    }
    if (element.tagName === 'title' && !title) title = textOf(element);
    if (/^h[1-3]$/.test(element.tagName) && !heading) heading = textOf(element);
    if (element.tagName === 'meta' && attribute(element, 'charset') !== undefined)
      hasCharset = true;
    if (element.tagName === 'meta' && attribute(element, 'name') === 'viewport') hasViewport = true;
  }
  const head = all.find((e) => e.tagName === 'head' && e.parentNode !== null);
  if (head) {
    // A page read on a phone: the device's width, and UTF-8 whatever the server says.
    if (!hasViewport)
      prepend(head, 'meta', [
        { name: 'name', value: 'viewport' },
        { name: 'content', value: 'width=device-width, initial-scale=1' },
      ]);
    if (!hasCharset) prepend(head, 'meta', [{ name: 'charset', value: 'utf-8' }]);
  }
  const html = `<!DOCTYPE html>\n${serialize(document).replace(/^<!DOCTYPE html>/i, '')}`;
  if (html.length > AI_PAGE_MAX_CHARS) throw new AppError(413, 'AI_PAGE_TOO_LARGE');
  return { html, sha256: createHash('sha256').update(html).digest('hex'), title: title || heading };
}

function prepend(parent: Element, tagName: string, attrs: { name: string; value: string }[]) {
  const element = tree.createElement(tagName, parent.namespaceURI, attrs);
  const first = parent.childNodes[0];
  if (first) tree.insertBefore(parent, element, first);
  else tree.appendChild(parent, element);
}

/** The page a model wrote, or null when its answer holds no markup at all. */
export function pageFromAnswer(answer: string): StoredPage | null {
  const markup = extractPageHtml(answer);
  return markup === null ? null : storedPage(markup);
}
