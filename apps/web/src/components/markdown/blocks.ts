/**
 * Splits an answer into top-level Markdown blocks so that, while it streams, only the last
 * (growing) block changes and the blocks before it keep their rendered output.
 * Splits on blank lines, never inside a fenced code block or a `$$` math block, and gives every
 * fence that starts a line its own block. Anything that might belong to the block before it
 * (indented continuation, the next item of a list) stays with it: merging is always safe,
 * splitting is not.
 */

const FENCE = /^([ \t]*)(`{3,}|~{3,})(.*)$/;
const LIST_ITEM = /^[ \t]*([-*+]|\d{1,9}[.)])[ \t]/;

interface Fence {
  indent: string;
  char: string;
  length: number;
}

/** A fence opening line; a backtick fence's info string cannot hold a backtick (CommonMark). */
function openingFence(line: string): Fence | null {
  const match = FENCE.exec(line);
  if (!match) return null;
  const [, indent = '', marks = '', info = ''] = match;
  if (marks[0] === '`' && info.includes('`')) return null;
  return { indent, char: marks[0]!, length: marks.length };
}

function closesFence(line: string, fence: Fence): boolean {
  const match = FENCE.exec(line);
  if (!match) return false;
  const [, , marks = '', rest = ''] = match;
  return marks[0] === fence.char && marks.length >= fence.length && rest.trim() === '';
}

/** A line that opens a `$$` block (and does not close it on the same line). */
function opensMath(line: string): boolean {
  const trimmed = line.trim();
  return trimmed.startsWith('$$') && !trimmed.slice(2).includes('$$');
}

/** Link reference or footnote definitions (`[id]: url`, `[^1]: note`). */
const DEFINITION = /^ {0,3}\[[^\]\n]+\]:[ \t]*\S/m;

export function splitBlocks(content: string): string[] {
  // Definitions resolve across the whole document: an answer with any stays one block.
  if (DEFINITION.test(content)) return content.trim() ? [content.trim()] : [];
  const blocks: string[] = [];
  let current: string[] = [];
  let blankSeen = false;
  let fence: Fence | null = null;
  let inMath = false;

  const flush = () => {
    while (current.length > 0 && current[current.length - 1]!.trim() === '') current.pop();
    if (current.length > 0) blocks.push(current.join('\n'));
    current = [];
    blankSeen = false;
  };

  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    if (fence) {
      current.push(line);
      if (closesFence(line, fence)) {
        if (fence.indent === '') flush();
        fence = null;
      }
      continue;
    }
    if (inMath) {
      current.push(line);
      if (line.trim().endsWith('$$')) inMath = false;
      continue;
    }
    if (line.trim() === '') {
      if (current.length > 0) {
        blankSeen = true;
        current.push(line);
      }
      continue;
    }
    const opening = openingFence(line);
    if ((opening && opening.indent === '') || (blankSeen && !continues(current, line))) flush();
    current.push(line);
    if (opening) {
      fence = opening;
    } else if (opensMath(line)) {
      inMath = true;
    }
  }
  flush();
  return blocks;
}

/** Whether a line after a blank line still belongs to the block before it. */
function continues(block: string[], line: string): boolean {
  if (/^[ \t]/.test(line)) return true;
  const first = block.find((l) => l.trim() !== '');
  return first !== undefined && LIST_ITEM.test(first) && LIST_ITEM.test(line);
}

export interface FenceInfo {
  lang: string;
  body: string;
  closed: boolean;
}

/** The language, text and completeness of a block that is one fenced code block, else null. */
export function parseFence(block: string): FenceInfo | null {
  const lines = block.split('\n');
  const fence = openingFence(lines[0] ?? '');
  if (!fence || fence.indent !== '') return null;
  const info = FENCE.exec(lines[0]!)?.[3] ?? '';
  const lang = info.trim().split(/\s+/)[0] ?? '';
  const last = lines.length > 1 ? lines[lines.length - 1]! : undefined;
  const closed = last !== undefined && closesFence(last, fence);
  const body = lines.slice(1, closed ? -1 : undefined).join('\n');
  return { lang: lang.toLowerCase(), body, closed };
}

export interface Needs {
  math: boolean;
  code: boolean;
  mermaid: boolean;
}

const FENCE_LANGS = /^[ \t]*(?:`{3,}|~{3,})[ \t]*([^\s`]+)/gm;
const MATH = /\$\$|\\\(|\\\[|(?:^|[^\\$])\$[^$\s](?:[^$\n]*[^$\s\\])?\$/;

/** What an answer needs beyond plain Markdown, so only that code is downloaded. */
export function detectNeeds(content: string): Needs {
  let code = false;
  let mermaid = false;
  for (const match of content.matchAll(FENCE_LANGS)) {
    if (match[1]!.toLowerCase() === 'mermaid') mermaid = true;
    else code = true;
  }
  return { math: MATH.test(content), code, mermaid };
}

/**
 * Models often write LaTeX delimiters `\(…\)` and `\[…\]`, which Markdown reads as escaped
 * brackets; turn them into the `$…$` / `$$…$$` that remark-math understands. Inline code is
 * left alone.
 */
export function normaliseMath(block: string): string {
  if (!block.includes('\\(') && !block.includes('\\[')) return block;
  return block
    .split(/(`+[^`]*`+)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/\\\[([\s\S]+?)\\\]/g, (_, tex: string) => `\n$$\n${tex.trim()}\n$$\n`)
            .replace(/\\\(([\s\S]+?)\\\)/g, (_, tex: string) => `$${tex.trim()}$`),
    )
    .join('');
}
