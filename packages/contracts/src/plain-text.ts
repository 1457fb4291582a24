/**
 * Model Markdown as plain words, for the places text is copied or previewed rather than read as
 * a message: a suggested reply pasted into WeChat, a list's one-line preview, a question chip.
 * Built from the syntax tree (GFM tables, strikethrough and task lists), so table pipes, emphasis
 * marks and list bullets go while `2*3=6` and a lone `#` stay as they were typed.
 */
import type { Nodes, Parents, RootContent, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';

interface Options {
  /** A link keeps its address after its words when they differ (what is pasted stays usable). */
  urls: boolean;
}

/** Between a table row's cells: the pipes' job, in a mark that reads as a separator. */
const CELL_SEPARATOR = ' · ';
const BULLET = '• ';

const TAGS = /<\/?[A-Za-z][^<>]*>|<!--[\s\S]*?-->/g;

function inline(node: Nodes, options: Options): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'html':
      return node.value.replace(TAGS, '');
    case 'break':
      return '\n';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'link': {
      const words = children(node, options);
      const url = node.url;
      return options.urls && /^(https?:|mailto:)/i.test(url) && words.trim() !== url
        ? `${words} ${url}`
        : words;
    }
    default:
      return 'children' in node ? children(node, options) : '';
  }
}

function children(node: Parents, options: Options): string {
  return node.children.map((child) => inline(child, options)).join('');
}

function table(node: Table, options: Options): string[] {
  return node.children.map((row) =>
    row.children
      .map((cell) => children(cell, options).trim())
      .filter(Boolean)
      .join(CELL_SEPARATOR),
  );
}

/** A block as its lines; list items are numbered or bulleted, nested ones indented. */
function block(node: RootContent, options: Options): string[] {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return [children(node, options)];
    case 'code':
      return [node.value];
    case 'html':
      return [node.value.replace(TAGS, '')];
    case 'thematicBreak':
    case 'definition':
      return [];
    case 'table':
      return table(node, options);
    case 'blockquote':
      return blocks(node.children, options);
    case 'list':
      return node.children.flatMap((item, index) => {
        const mark = node.ordered ? `${(node.start ?? 1) + index}. ` : BULLET;
        const [first = '', ...rest] = blocks(item.children, options);
        return [`${mark}${first}`, ...rest.map((line) => `  ${line}`)];
      });
    default:
      return [inline(node, options)];
  }
}

function blocks(nodes: RootContent[], options: Options): string[] {
  return nodes.flatMap((node) => block(node, options));
}

function parse(markdown: string) {
  return fromMarkdown(markdown, {
    extensions: [gfmTable(), gfmStrikethrough(), gfmTaskListItem()],
    mdastExtensions: [
      gfmTableFromMarkdown(),
      gfmStrikethroughFromMarkdown(),
      gfmTaskListItemFromMarkdown(),
    ],
  });
}

/** Text to copy or show as plain text: one line per paragraph, row or list item. */
export function plainText(markdown: string): string {
  return blocks(parse(markdown).children, { urls: true })
    .join('\n')
    .replace(/[ \t]+$/gm, '')
    .trim();
}

/** A message as one line of a list (an inbox row, a chat's last line): its words only. */
export function previewText(markdown: string): string {
  return blocks(parse(markdown).children, { urls: false }).join(' ').replace(/\s+/g, ' ').trim();
}
