/**
 * HTML to blocks with html-to-text, which only parses markup and never runs it. Headings and
 * tables are written with marker characters around them, then the text is cut at the markers.
 */
import { compile, type FormatCallback } from 'html-to-text';
import { decodeText } from './decode-text';
import { ParseError, type Block, type ParsedDocument, type ParseLimits } from './types';

// Unicode noncharacters: never in real text, and taken out of the page first (withoutMarkers).
const HEADING = '\uFDD0';
const TABLE_START = '\uFDD1';
const TABLE_END = '\uFDD2';
/** Written where the nesting gets too deep to walk. */
const TOO_DEEP = '\uFDD3';
const MAX_DEPTH = 1000;
const ALL_MARKERS = /[\uFDD0-\uFDD3]/g;
/** The markers written as character references: &#xFDD0; to &#64979;, the `;` optional. */
const MARKER_REFERENCES = /&#(?:x0*fdd[0-3]|0*6497[6-9]);?/gi;
const HEADING_START = /^\uFDD0([1-6])/;
const HEADING_MARKS = /\uFDD0[1-6]?/g;
const TABLE_MARKS = /[\uFDD1\uFDD2]/;

const markHeading: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addLiteral(`${HEADING}${elem.name?.slice(1) ?? '1'}`);
  walk(elem.children, builder);
  builder.closeBlock({ trailingLineBreaks: 2 });
};

const tableCell = (text: string) => text.replace(ALL_MARKERS, '').replace(/\s+/g, ' ').trim();

/** Rows as `a | b` lines; a table in a cell is flattened into that cell's text. */
const markTable: FormatCallback = (elem, walk, builder) => {
  builder.openTable();
  const visit = (node: typeof elem) => {
    if (node.type !== 'tag') return;
    if (node.name === 'thead' || node.name === 'tbody' || node.name === 'tfoot') {
      node.children.forEach(visit);
    } else if (node.name === 'tr') {
      builder.openTableRow();
      for (const cell of node.children) {
        if (cell.type !== 'tag' || (cell.name !== 'td' && cell.name !== 'th')) continue;
        builder.openTableCell();
        walk(cell.children, builder);
        builder.closeTableCell();
      }
      builder.closeTableRow();
    }
  };
  elem.children.forEach(visit);
  builder.closeTable({
    tableToString: (rows) => {
      const lines = rows
        .map((cells) => cells.map((cell) => tableCell(cell.text)).join(' | '))
        .filter((line) => line.replace(/[|\s]/g, '') !== '');
      return lines.length > 0 ? `${TABLE_START}${lines.join('\n')}${TABLE_END}` : '';
    },
    leadingLineBreaks: 2,
    trailingLineBreaks: 2,
  });
};

/** What a reader never sees, or sees on every page of a site, is left out. */
const SKIPPED = [
  'head',
  'title',
  'script',
  'style',
  'noscript',
  'template',
  'nav',
  'footer',
  'iframe',
];
const SKIPPED_TOO = ['object', 'embed', 'svg', 'canvas', 'button', 'select', 'img', '[hidden]'];

const convert = compile({
  wordwrap: false,
  // No silent truncation of long pages (the default cuts at 16 MB); the caller limits size.
  // The walk is recursive: absurd nesting would overflow the stack, so it is refused below.
  limits: { maxInputLength: Number.MAX_SAFE_INTEGER, maxDepth: MAX_DEPTH, ellipsis: TOO_DEEP },
  formatters: { markHeading, markTable },
  selectors: [
    ...[...SKIPPED, ...SKIPPED_TOO].map((selector) => ({ selector, format: 'skip' })),
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
      selector,
      format: 'markHeading',
    })),
    { selector: 'table', format: 'markTable' },
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'ul', options: { itemPrefix: '- ' } },
  ],
});

function textBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    const trimmed = paragraph.trim();
    const heading = HEADING_START.exec(trimmed);
    if (heading) {
      const headingText = trimmed.slice(2).replace(/\s+/g, ' ').trim();
      if (headingText)
        blocks.push({ kind: 'heading', level: Number(heading[1]), text: headingText });
    } else {
      const plain = trimmed.replace(HEADING_MARKS, '').trim();
      if (plain) blocks.push({ kind: 'text', text: plain });
    }
  }
  return blocks;
}

/** A page could hold the markers itself, raw or as references, and fake a heading or table. */
const withoutMarkers = (html: string) =>
  html.replace(ALL_MARKERS, '').replace(MARKER_REFERENCES, '');

export function htmlBlocks(html: string): Block[] {
  const text = convert(withoutMarkers(html));
  if (text.includes(TOO_DEEP))
    throw new ParseError('BROKEN', `HTML nested deeper than ${MAX_DEPTH} elements`);
  const parts = text.split(TABLE_MARKS);
  // The split alternates: text, table, text, table, …
  return parts.flatMap((part, i): Block[] =>
    i % 2 === 1 ? [{ kind: 'table', text: part.trim() }] : textBlocks(part),
  );
}

export async function parseHtml(bytes: Buffer, _limits: ParseLimits): Promise<ParsedDocument> {
  return { blocks: htmlBlocks(decodeText(bytes)) };
}
