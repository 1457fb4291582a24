/**
 * Markdown: ATX (`## x`) and setext (`x` over `===`) headings, paragraphs, pipe tables kept as
 * one block, and fenced code kept as one block so no heading-looking line inside it counts.
 */
import { decodeText } from './decode-text';
import type { Block, ParsedDocument, ParseLimits } from './types';

const ATX_OPENING = /^ {0,3}(#{1,6})(?=[ \t]|$)/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
/** Matched with the blanks taken out, which keeps the pattern free of slow backtracking. */
const TABLE_DELIMITER = /^\|?:?-+:?(?:\|:?-+:?)*\|?$/;

/** Cells of a pipe-table row; `\|` is a pipe inside a cell. */
function tableCells(line: string): string[] {
  const cells = line.trim().split(/(?<!\\)\|/);
  if (cells[0]?.trim() === '') cells.shift();
  if (cells.length > 0 && cells[cells.length - 1]!.trim() === '') cells.pop();
  return cells.map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** `## Title ##` → level 2, "Title"; the closing hashes need a blank before them. */
function atxHeading(line: string): { level: number; text: string } | undefined {
  const opening = ATX_OPENING.exec(line);
  if (!opening) return undefined;
  let text = line.slice(opening[0].length).trim();
  let closing = 0;
  while (text[text.length - 1 - closing] === '#') closing++;
  if (closing === text.length) text = '';
  else if (closing > 0 && /[ \t]/.test(text[text.length - closing - 1]!))
    text = text.slice(0, -closing).trim();
  return { level: opening[1]!.length, text };
}

function isTableStart(lines: string[], i: number): boolean {
  const header = lines[i]!;
  const delimiter = lines[i + 1];
  if (!header.includes('|') || delimiter === undefined) return false;
  if (!TABLE_DELIMITER.test(delimiter.replace(/[ \t]+/g, ''))) return false;
  return tableCells(header).length === tableCells(delimiter).length;
}

/** The index of the closing fence, or the last line: an unclosed fence runs to the end. */
function fenceEnd(lines: string[], start: number, fence: string): number {
  const closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
  for (let j = start + 1; j < lines.length; j++) if (closing.test(lines[j]!)) return j;
  return lines.length - 1;
}

/** Front matter (`---` … `---` on the first lines) would otherwise read as a setext heading. */
function frontMatterEnd(lines: string[]): number {
  if (lines[0]?.trim() !== '---' || !/^[\w-]+[ \t]*:/.test(lines[1] ?? '')) return -1;
  return lines.findIndex((line, j) => j > 0 && /^(?:---|\.\.\.)[ \t]*$/.test(line));
}

export function markdownBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'text', text: paragraph.join('\n').trim() });
    paragraph = [];
  };
  const pushLines = (from: number, to: number) =>
    blocks.push({ kind: 'text', text: lines.slice(from, to + 1).join('\n') });

  let i = frontMatterEnd(lines);
  if (i > 0) pushLines(0, i);
  for (i++; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = FENCE_OPEN.exec(line);
    const heading = atxHeading(line);
    const underline = SETEXT_UNDERLINE.exec(line);
    if (fence) {
      flush();
      const end = fenceEnd(lines, i, fence[1]!);
      pushLines(i, end);
      i = end;
    } else if (heading) {
      flush();
      if (heading.text) blocks.push({ kind: 'heading', ...heading });
    } else if (underline && paragraph.length > 0) {
      const text = paragraph.map((part) => part.trim()).join(' ');
      blocks.push({ kind: 'heading', level: underline[1]!.startsWith('=') ? 1 : 2, text });
      paragraph = [];
    } else if (isTableStart(lines, i)) {
      flush();
      const rows = [tableCells(line).join(' | ')];
      for (i += 2; i < lines.length && lines[i]!.includes('|') && lines[i]!.trim(); i++)
        rows.push(tableCells(lines[i]!).join(' | '));
      i--;
      blocks.push({ kind: 'table', text: rows.join('\n') });
    } else if (line.trim() === '' || THEMATIC_BREAK.test(line)) {
      flush();
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

export async function parseMarkdown(bytes: Buffer, _limits: ParseLimits): Promise<ParsedDocument> {
  return { blocks: markdownBlocks(decodeText(bytes)) };
}
