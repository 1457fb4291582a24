import { describe, expect, it } from 'vitest';
import { makeChinesePdf, makePdf } from './fixtures/documents';
import { parseDocument } from './index';
import { pageText, type PositionedText } from './pdf-text';

describe('pdf', () => {
  it('reads the text layer page by page, with paragraphs and page numbers', async () => {
    const pdf = await makePdf([
      [
        'Miaoyu answers customer questions.',
        'It reads your documents first.',
        '',
        'Plans start at zero.',
      ],
      ['Page two: contact sales for invoices.'],
    ]);
    const { kind, document } = await parseDocument(pdf, 'guide.pdf');
    expect(kind).toBe('pdf');
    expect(document.blocks).toEqual([
      {
        kind: 'text',
        text: 'Miaoyu answers customer questions.\nIt reads your documents first.',
        page: 1,
      },
      { kind: 'text', text: 'Plans start at zero.', page: 1 },
      { kind: 'text', text: 'Page two: contact sales for invoices.', page: 2 },
    ]);
  });

  it('reads Chinese through a predefined CMap, without spaces between glyphs', async () => {
    const { document } = await parseDocument(
      makeChinesePdf('妙语智能助手', '中文不加空格'),
      'zh.pdf',
    );
    expect(document.blocks).toEqual([
      { kind: 'text', text: '妙语智能助手\n中文不加空格', page: 1 },
    ]);
  });

  it('reads text with the drawing classes stood in for, as the image (no canvas package) does', async () => {
    const { document } = await parseDocument(makeChinesePdf('退货政策', '七天无理由'), 'zh.pdf');
    expect(document.blocks).toEqual([{ kind: 'text', text: '退货政策\n七天无理由', page: 1 }]);
    // pdfjs took none of @napi-rs/canvas's classes: production leaves that package out.
    const scope = globalThis as Record<string, { name?: string } | undefined>;
    expect(scope.DOMMatrix?.name).toBe('TextOnlyDOMMatrix');
    expect(scope.Path2D?.name).toBe('TextOnlyDrawing');
  });

  it('reads several PDFs at once, each in its own pdfjs document', async () => {
    const pdf = await makePdf([['Same text']]);
    const results = await Promise.all(Array.from({ length: 8 }, () => parseDocument(pdf, 'a.pdf')));
    for (const { document } of results)
      expect(document.blocks).toEqual([{ kind: 'text', text: 'Same text', page: 1 }]);
  });
});

describe('pdf text layout', () => {
  const run = (
    str: string,
    x: number,
    y: number,
    width: number,
    hasEOL = false,
  ): PositionedText => ({
    str,
    transform: [12, 0, 0, 12, x, y],
    width,
    height: 12,
    hasEOL,
  });

  it('joins Chinese glyph runs without spaces, and Latin words with one', () => {
    const chinese = [...'妙语智能助手'].map((char, i) => run(char, 50 + i * 12.5, 700, 12));
    const latin = [run('Hello', 50, 684, 30), run('world', 84, 684, 30)];
    expect(pageText([...chinese, ...latin])).toBe('妙语智能助手\nHello world');
  });

  it('puts a blank line where the baseline jumps further than a line', () => {
    const items = [
      run('One', 50, 700, 20, true),
      run('two', 50, 686, 20),
      run('Three', 50, 640, 30),
    ];
    expect(pageText(items)).toBe('One\ntwo\n\nThree');
  });
});
