/**
 * JSON as text a reader (and a search) can use: a list of objects becomes one record per
 * object; anything else is walked into `path: value` lines.
 */
import { decodeText } from './decode-text';
import { recordText } from './records';
import type { Block, ParsedDocument, ParseLimits } from './types';

/** About a screen of `path: value` lines per block. */
const LINES_BLOCK_CHARS = 1500;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: Json): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const scalarText = (value: Json) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Every leaf as `a.b[0].c: value`, walked with a stack so deep nesting cannot overflow. */
function pathLines(root: Json): string[] {
  const lines: string[] = [];
  const stack: [path: string, value: Json][] = [['', root]];
  while (stack.length > 0) {
    const [path, value] = stack.pop()!;
    const children: [string, Json][] = Array.isArray(value)
      ? value.map((item, i) => [`${path}[${i}]`, item])
      : isObject(value)
        ? Object.entries(value).map(([key, item]) => [path ? `${path}.${key}` : key, item])
        : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    if (children.length === 0 && value !== null && value !== '' && typeof value !== 'object')
      lines.push(`${path || '$'}: ${scalarText(value)}`);
  }
  return lines;
}

function linesToBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let current: string[] = [];
  let size = 0;
  for (const line of lines) {
    if (size > 0 && size + line.length > LINES_BLOCK_CHARS) {
      blocks.push({ kind: 'text', text: current.join('\n') });
      [current, size] = [[], 0];
    }
    current.push(line);
    size += line.length + 1;
  }
  if (current.length > 0) blocks.push({ kind: 'text', text: current.join('\n') });
  return blocks;
}

export function jsonBlocks(value: Json): Block[] {
  if (Array.isArray(value) && value.length > 0 && value.every(isObject)) {
    return value.map((item) => ({
      kind: 'record',
      text: recordText(
        Object.entries(item)
          .filter(([, field]) => field !== null)
          .map(([key, field]) => [key, scalarText(field)]),
      ),
    }));
  }
  return linesToBlocks(pathLines(value));
}

export async function parseJson(bytes: Buffer, _limits: ParseLimits): Promise<ParsedDocument> {
  return { blocks: jsonBlocks(JSON.parse(decodeText(bytes)) as Json) };
}
