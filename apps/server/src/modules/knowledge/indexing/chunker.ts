/**
 * Cuts a parsed document into chunks: sections by heading first, paragraphs inside a section,
 * then sentences when a paragraph is longer than a chunk. Tables and sheet records are never
 * cut mid-row. Each chunk keeps where it came from (heading path, page, sheet).
 */
import type { Block } from '../parsing/types';
import type { Chunk, ChunkingOptions, ChunkSource } from './types';

/** A table longer than this many chunk sizes is split between rows, its header repeated. */
const TABLE_SIZE_FACTOR = 4;

/** One piece a chunk is built of, and how it joins the piece before it. */
interface Piece {
  text: string;
  /** '' inside a paragraph cut into sentences, '\n' between paragraphs, rows and records. */
  joiner: string;
  /** Text continues across chunks (and repeats as overlap); tables and records stand alone. */
  prose: boolean;
  page?: number;
  sheet?: string;
}

/** A sentence's end: Chinese or Western stops (with closing quotes), or a line break. */
const SENTENCE_END = /([。！？!?；;…]+[”’"'」』）)]*\s*|\.\s+|\n+)/u;

/** Sentences with their ends kept, so joining them gives the text back ("3.5" stays whole). */
export function splitSentences(text: string): string[] {
  const parts = text.split(SENTENCE_END);
  const sentences: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const sentence = parts[i]! + (parts[i + 1] ?? '');
    if (sentence.length > 0) sentences.push(sentence);
  }
  return sentences;
}

function hardSplit(text: string, size: number): string[] {
  const out: string[] = [];
  for (let at = 0; at < text.length; at += size) out.push(text.slice(at, at + size));
  return out;
}

/** A paragraph as pieces no longer than `size`: whole, or by sentences, or by characters. */
function proseSpan(text: string, size: number, where: Partial<Piece>): Piece[] {
  const paragraphs = text
    .split(/\n\s*\n/u)
    .map((p) => p.trim())
    .filter(Boolean);
  const pieces: Piece[] = [];
  for (const paragraph of paragraphs) {
    const parts =
      paragraph.length <= size
        ? [paragraph]
        : splitSentences(paragraph).flatMap((s) => (s.length <= size ? [s] : hardSplit(s, size)));
    parts.forEach((part, i) =>
      pieces.push({ ...where, text: part, joiner: i === 0 ? '\n' : '', prose: true }),
    );
  }
  return pieces;
}

/** A table whole when it fits a few chunks; otherwise groups of rows under the header. */
function tablePieces(text: string, size: number, where: Partial<Piece>): Piece[] {
  const limit = size * TABLE_SIZE_FACTOR;
  if (text.length <= limit) return [{ ...where, text, joiner: '\n', prose: false }];
  const [header = '', ...rows] = text.split('\n');
  const pieces: Piece[] = [];
  let group: string[] = [];
  let length = header.length;
  for (const row of rows) {
    if (group.length > 0 && length + row.length + 1 > limit) {
      pieces.push({ ...where, text: [header, ...group].join('\n'), joiner: '\n', prose: false });
      group = [];
      length = header.length;
    }
    group.push(row);
    length += row.length + 1;
  }
  if (group.length > 0)
    pieces.push({ ...where, text: [header, ...group].join('\n'), joiner: '\n', prose: false });
  return pieces;
}

/** The end of a chunk repeated at the start of the next: whole sentences when they fit. */
function overlapTail(text: string, overlap: number): string {
  if (overlap <= 0) return '';
  const sentences = splitSentences(text);
  let tail = '';
  for (let i = sentences.length - 1; i >= 0; i--) {
    const next = sentences[i]! + tail;
    if (next.length > overlap) break;
    tail = next;
  }
  return (tail || text.slice(-overlap)).trim();
}

class ChunkBuilder {
  readonly chunks: Chunk[] = [];
  private text = '';
  private prose = false;
  private source: ChunkSource = { headings: [] };

  constructor(private readonly options: ChunkingOptions) {}

  add(piece: Piece, headings: string[]): void {
    if (this.text.length === 0) return this.begin(piece, headings, '');
    const sameSheet = piece.sheet === this.source.sheet;
    if (
      sameSheet &&
      this.text.length + piece.joiner.length + piece.text.length <= this.options.size
    ) {
      this.text += piece.joiner + piece.text;
      this.prose = piece.prose;
      return;
    }
    const carry =
      this.prose && piece.prose && sameSheet ? overlapTail(this.text, this.options.overlap) : '';
    this.flush();
    this.begin(piece, headings, carry);
  }

  private begin(piece: Piece, headings: string[], carry: string): void {
    this.source = {
      headings: [...headings],
      ...(piece.page === undefined ? {} : { page: piece.page }),
      ...(piece.sheet === undefined ? {} : { sheet: piece.sheet }),
    };
    this.text = carry ? carry + (piece.joiner || '') + piece.text : piece.text;
    this.prose = piece.prose;
  }

  flush(): void {
    const content = this.text.trim();
    if (content.length > 0) this.chunks.push({ content, source: this.source });
    this.text = '';
    this.prose = false;
  }
}

export function chunkBlocks(blocks: Block[], options: ChunkingOptions): Chunk[] {
  const builder = new ChunkBuilder(options);
  const headings: { level: number; text: string }[] = [];
  const path = () => headings.map((h) => h.text);
  for (const block of blocks) {
    if (block.kind === 'heading') {
      builder.flush();
      while (headings.length > 0 && headings[headings.length - 1]!.level >= block.level)
        headings.pop();
      const text = block.text.trim();
      if (text) headings.push({ level: block.level, text });
      continue;
    }
    const where = {
      ...('page' in block && block.page !== undefined ? { page: block.page } : {}),
      ...('sheet' in block && block.sheet !== undefined ? { sheet: block.sheet } : {}),
    };
    const pieces =
      block.kind === 'text'
        ? proseSpan(block.text, options.size, where)
        : block.kind === 'table'
          ? tablePieces(block.text, options.size, where)
          : [{ ...where, text: block.text.trim(), joiner: '\n', prose: false }];
    for (const piece of pieces) if (piece.text) builder.add(piece, path());
  }
  builder.flush();
  return builder.chunks;
}

/** What a chunk is found by: its heading path, then its text. */
export function chunkSearchText(chunk: Chunk): string {
  return [...chunk.source.headings, chunk.content].join('\n');
}
