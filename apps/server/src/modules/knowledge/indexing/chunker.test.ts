import { describe, expect, it } from 'vitest';
import type { Block } from '../parsing/types';
import { chunkBlocks, chunkSearchText, splitSentences } from './chunker';

const sentences = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `这是第${String(from + i).padStart(2, '0')}句话。`).join('');

describe('splitSentences', () => {
  it('keeps every sentence end so the sentences join back into the text', () => {
    const text = '第一句。第二句！“第三句？”Fourth one. Costs 3.5 yuan.\nLast';
    const parts = splitSentences(text);
    expect(parts.join('')).toBe(text);
    expect(parts).toEqual([
      '第一句。',
      '第二句！',
      '“第三句？”',
      'Fourth one. ',
      'Costs 3.5 yuan.\n',
      'Last',
    ]);
  });
});

describe('chunkBlocks', () => {
  it('starts a chunk at each heading and keeps the heading path', () => {
    const blocks: Block[] = [
      { kind: 'heading', level: 1, text: '售后' },
      { kind: 'text', text: '售后说明。' },
      { kind: 'heading', level: 2, text: '退货' },
      { kind: 'text', text: '七天无理由退货。' },
      { kind: 'heading', level: 2, text: '换货' },
      { kind: 'text', text: '十五天换货。' },
      { kind: 'heading', level: 1, text: '发票' },
      { kind: 'text', text: '电子发票。' },
    ];
    const chunks = chunkBlocks(blocks, { size: 500, overlap: 50 });
    expect(chunks.map((c) => [c.source.headings, c.content])).toEqual([
      [['售后'], '售后说明。'],
      [['售后', '退货'], '七天无理由退货。'],
      [['售后', '换货'], '十五天换货。'],
      [['发票'], '电子发票。'],
    ]);
    expect(chunkSearchText(chunks[1]!)).toBe('售后\n退货\n七天无理由退货。');
  });

  it('packs paragraphs up to the size, cuts long ones at sentences, and overlaps', () => {
    const text = sentences(30); // 30 sentences of 8 characters
    const chunks = chunkBlocks([{ kind: 'text', text, page: 3 }], { size: 80, overlap: 16 });
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(chunk.content.length).toBeLessThanOrEqual(80 + 16);
      expect(chunk.content).toMatch(/^这是第\d\d句话。/u); // never cut inside a sentence
      expect(chunk.source.page).toBe(3);
    }
    // each chunk begins with the last two sentences of the one before
    for (let i = 1; i < chunks.length; i++)
      expect(chunks[i]!.content.startsWith(chunks[i - 1]!.content.slice(-16))).toBe(true);
    const all = chunks.map((c) => c.content).join('');
    for (let i = 0; i < 30; i++) expect(all).toContain(`这是第${String(i).padStart(2, '0')}句话。`);
  });

  it('without overlap repeats nothing', () => {
    const chunks = chunkBlocks([{ kind: 'text', text: sentences(30) }], { size: 70, overlap: 0 });
    expect(chunks.map((c) => c.content).join('')).toBe(sentences(30));
  });

  it('cuts a sentence longer than a chunk by characters', () => {
    const chunks = chunkBlocks([{ kind: 'text', text: '长'.repeat(250) }], {
      size: 100,
      overlap: 0,
    });
    expect(chunks.map((c) => c.content.length)).toEqual([100, 100, 50]);
  });

  it('keeps a table whole even when it is longer than a chunk', () => {
    const table = [
      '型号 | 价格',
      ...Array.from({ length: 20 }, (_, i) => `M${i} | ${i * 100}`),
    ].join('\n');
    const chunks = chunkBlocks(
      [
        { kind: 'text', text: '价格表如下。' },
        { kind: 'table', text: table },
        { kind: 'text', text: '以上。' },
      ],
      { size: 100, overlap: 20 },
    );
    expect(chunks.map((c) => c.content)).toEqual(['价格表如下。', table, '以上。']);
  });

  it('splits a huge table between rows with its header on every part', () => {
    const rows = Array.from({ length: 300 }, (_, i) => `R${i} | ${'值'.repeat(10)}`);
    const chunks = chunkBlocks([{ kind: 'table', text: ['名称 | 值', ...rows].join('\n') }], {
      size: 100,
      overlap: 0,
    });
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.content.startsWith('名称 | 值\n')).toBe(true);
      expect(chunk.content.length).toBeLessThanOrEqual(400);
    }
    expect(chunks.flatMap((c) => c.content.split('\n').slice(1))).toEqual(rows);
  });

  it('packs records of one sheet together, never across sheets, never cut', () => {
    const record = (sheet: string, i: number): Block => ({
      kind: 'record',
      sheet,
      text: `产品: P${i}；价格: ${i}`,
    });
    const blocks = [...[0, 1, 2, 3, 4, 5].map((i) => record('价目', i)), record('库存', 6)];
    const chunks = chunkBlocks(blocks, { size: 40, overlap: 10 });
    expect(chunks.map((c) => [c.source.sheet, c.content.split('\n').length])).toEqual([
      ['价目', 3],
      ['价目', 3],
      ['库存', 1],
    ]);
    expect(chunks[0]!.content).toBe('产品: P0；价格: 0\n产品: P1；价格: 1\n产品: P2；价格: 2');
  });

  it('makes nothing of headings alone or blank text', () => {
    expect(
      chunkBlocks(
        [
          { kind: 'heading', level: 1, text: '空' },
          { kind: 'text', text: ' \n\n ' },
        ],
        { size: 100, overlap: 0 },
      ),
    ).toEqual([]);
  });
});
