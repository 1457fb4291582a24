import { h, type ComponentChildren } from 'preact';
import type { Definition, Nodes, Parents, Table, TableRow } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { LINK_ATTRIBUTES, safeImageUrl, safeUrl } from './urls';

/**
 * One Markdown block (GFM) as Preact elements, built from the syntax tree: there is no HTML
 * string anywhere, so raw HTML in an answer can only ever be text. Links keep http(s) and mail
 * addresses only; images load from the studio's files or https, other images become links.
 * This module is its own chunk, downloaded the first time an answer looks like Markdown.
 *
 * GFM without its autolink-literal part: that part's regular expressions use lookbehind, a
 * syntax error on iOS before 16.4 (WeChat there uses the system's WebKit) that would fail this
 * whole chunk. Bare web addresses are linked here instead.
 */

interface Scope {
  definitions: Map<string, Definition>;
  /** Inside a tight list item: paragraphs are not wrapped. */
  tight: boolean;
  /** Inside a link: bare addresses stay text. */
  linked?: boolean;
}

const BARE_URL = /https?:\/\/[^\s<>"'`\u3000-\u303f\uff00-\uffef]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"*_~]+$/;

/** Text with its bare http(s) addresses as links; a sentence's closing punctuation stays text. */
function autolink(text: string, scope: Scope): ComponentChildren {
  if (scope.linked || !text.includes('://')) return text;
  const parts: ComponentChildren[] = [];
  let last = 0;
  BARE_URL.lastIndex = 0;
  for (let match = BARE_URL.exec(text); match; match = BARE_URL.exec(text)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    if (url.length < 'http://x'.length) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(link(url, url));
    last = match.index + url.length;
  }
  if (last === 0) return text;
  parts.push(text.slice(last));
  return parts;
}

const normalise = (identifier: string) => identifier.toLowerCase().replace(/\s+/g, ' ').trim();

function kids(node: Parents, scope: Scope): ComponentChildren[] {
  return node.children.map((child) => convert(child, scope));
}

function link(url: string, content: ComponentChildren): ComponentChildren {
  const href = safeUrl(url);
  return href ? h('a', { href, ...LINK_ATTRIBUTES }, content) : h('span', null, content);
}

function image(url: string, alt: string): ComponentChildren {
  const src = safeImageUrl(url);
  if (src)
    return h('img', {
      src,
      alt,
      loading: 'lazy',
      decoding: 'async',
      referrerpolicy: 'no-referrer',
    });
  return safeUrl(url) ? link(url, alt || url) : alt;
}

function row(node: TableRow, table: Table, cell: 'th' | 'td', scope: Scope) {
  return h(
    'tr',
    null,
    node.children.map((child, index) => {
      const align = table.align?.[index];
      return h(cell, align ? { style: { textAlign: align } } : null, kids(child, scope));
    }),
  );
}

function convert(node: Nodes, scope: Scope): ComponentChildren {
  switch (node.type) {
    case 'text':
      return autolink(node.value, scope);
    case 'paragraph':
      return scope.tight ? kids(node, scope) : h('p', null, kids(node, scope));
    case 'heading':
      return h(`h${node.depth}`, null, kids(node, scope));
    case 'thematicBreak':
      return h('hr', null);
    case 'blockquote':
      return h('blockquote', null, kids(node, { ...scope, tight: false }));
    case 'list': {
      const loose = node.spread || node.children.some((item) => item.spread);
      const start =
        node.ordered && node.start !== null && node.start !== undefined && node.start !== 1;
      return h(
        node.ordered ? 'ol' : 'ul',
        start ? { start: node.start } : null,
        node.children.map((item) => convert(item, { ...scope, tight: !loose })),
      );
    }
    case 'listItem':
      return h(
        'li',
        null,
        typeof node.checked === 'boolean'
          ? h('input', { type: 'checkbox', checked: node.checked, disabled: true })
          : null,
        kids(node, scope),
      );
    case 'code': {
      const lang = (node.lang ?? '').replace(/[^\w+-]/g, '');
      return h('pre', null, h('code', lang ? { class: `language-${lang}` } : null, node.value));
    }
    case 'inlineCode':
      return h('code', null, node.value);
    case 'emphasis':
      return h('em', null, kids(node, scope));
    case 'strong':
      return h('strong', null, kids(node, scope));
    case 'delete':
      return h('del', null, kids(node, scope));
    case 'break':
      return h('br', null);
    case 'html':
      // Models put <br> in table cells, where Markdown has no line break: that tag alone counts.
      return /^<br\s*\/?>$/i.test(node.value) ? h('br', null) : node.value;
    case 'link':
      return link(node.url, kids(node, { ...scope, linked: true }));
    case 'image':
      return image(node.url, node.alt ?? '');
    case 'linkReference': {
      const target = scope.definitions.get(normalise(node.identifier));
      return target ? link(target.url, kids(node, { ...scope, linked: true })) : kids(node, scope);
    }
    case 'imageReference': {
      const target = scope.definitions.get(normalise(node.identifier));
      return target ? image(target.url, node.alt ?? '') : (node.alt ?? '');
    }
    case 'definition':
      return null;
    case 'table': {
      const [head, ...body] = node.children;
      const inner = { ...scope, tight: true };
      return h(
        'div',
        { class: 'md-table' },
        h(
          'table',
          null,
          head ? h('thead', null, row(head, node, 'th', inner)) : null,
          body.length > 0
            ? h(
                'tbody',
                null,
                body.map((line) => row(line, node, 'td', inner)),
              )
            : null,
        ),
      );
    }
    default:
      if ('children' in node) return kids(node, scope);
      return 'value' in node ? String(node.value) : null;
  }
}

function collectDefinitions(node: Nodes, into: Map<string, Definition>): void {
  if (node.type === 'definition') into.set(normalise(node.identifier), node);
  if ('children' in node) for (const child of node.children) collectDefinitions(child, into);
}

/** Renders a block of Markdown; text that cannot be parsed (absurd nesting) shows as typed. */
export function renderMarkdown(source: string): ComponentChildren {
  try {
    const tree = fromMarkdown(source, {
      extensions: [gfmTable(), gfmStrikethrough(), gfmTaskListItem()],
      mdastExtensions: [
        gfmTableFromMarkdown(),
        gfmStrikethroughFromMarkdown(),
        gfmTaskListItemFromMarkdown(),
      ],
    });
    const definitions = new Map<string, Definition>();
    collectDefinitions(tree, definitions);
    return kids(tree, { definitions, tight: false });
  } catch {
    return source;
  }
}
