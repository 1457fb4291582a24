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

function* elements(node: Node): Generator<Element> {
  if (tree.isElementNode(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  // Inside <template>, the content is a fragment of its own.
  const content = 'content' in node ? [node.content as Node] : [];
  for (const child of [...children, ...content]) yield* elements(child);
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

const textOf = (element: Element): string =>
  element.childNodes
    .map((child) =>
      tree.isTextNode(child) ? child.value : tree.isElementNode(child) ? textOf(child) : '',
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

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
  for (const element of [...elements(document)]) {
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
  const head = [...elements(document)].find((e) => e.tagName === 'head');
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
