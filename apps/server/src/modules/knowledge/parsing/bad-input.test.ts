import { describe, expect, it } from 'vitest';
import { GBK_SENTENCE, makePasswordPdf, makePdf, PNG_BYTES } from './fixtures/documents';
import { failureCode } from './fixtures/failure-code';
import { parseDocument } from './index';
import { DEFAULT_PARSE_LIMITS } from './types';

describe('files that are not documents', () => {
  it('refuses empty and whitespace-only files', async () => {
    expect(await failureCode(Buffer.alloc(0), 'a.txt')).toBe('EMPTY');
    expect(await failureCode(Buffer.from('  \r\n\n\t '), 'a.md')).toBe('EMPTY');
  });

  it('refuses a PNG named .txt', async () => {
    expect(await failureCode(PNG_BYTES, 'notes.txt')).toBe('UNSUPPORTED_TYPE');
  });

  it('reads a text file named .pdf as text', async () => {
    const { kind, document } = await parseDocument(
      Buffer.from('Meeting notes.\n\nNext steps.'),
      'x.pdf',
    );
    expect(kind).toBe('txt');
    expect(document.blocks.map((block) => block.text)).toEqual(['Meeting notes.', 'Next steps.']);
  });

  it('decodes GBK-encoded Chinese text', async () => {
    const { document } = await parseDocument(GBK_SENTENCE, '说明.txt');
    expect(document.blocks).toEqual([
      { kind: 'text', text: '你好，世界。这是一段用国标编码保存的中文文本。' },
    ]);
  });
});

describe('broken and protected PDFs', () => {
  it('names a password-protected PDF', async () => {
    expect(await failureCode(makePasswordPdf(), 'secret.pdf')).toBe('ENCRYPTED');
  });

  it('calls garbage and truncated PDFs BROKEN', async () => {
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x07)]);
    expect(await failureCode(garbage, 'garbage.pdf')).toBe('BROKEN');
    const pdf = await makePdf([['Hello']]);
    expect(await failureCode(pdf.subarray(0, 300), 'cut.pdf')).toBe('BROKEN');
  });

  it('calls a PDF of pages without a text layer NO_TEXT', async () => {
    expect(await failureCode(await makePdf([[''], ['']]), 'scan.pdf')).toBe('NO_TEXT');
  });
});

describe('limits on the text itself', () => {
  it('refuses more text than maxChars instead of cutting it', async () => {
    const limits = { ...DEFAULT_PARSE_LIMITS, maxChars: 100 };
    expect(await failureCode(Buffer.from('字'.repeat(101)), 'a.txt', limits)).toBe(
      'UNPACKED_TOO_LARGE',
    );
    const { document } = await parseDocument(Buffer.from('字'.repeat(100)), 'a.txt', limits);
    expect(document.blocks[0]?.text).toHaveLength(100);
  });

  it('calls a document with nothing readable NO_TEXT', async () => {
    expect(
      await failureCode(Buffer.from('<html><body><script>x()</script></body></html>'), 'a.html'),
    ).toBe('NO_TEXT');
    expect(await failureCode(Buffer.from('[]'), 'a.json')).toBe('NO_TEXT');
  });

  it('reads malformed JSON named .json as the text it is', async () => {
    const { kind, document } = await parseDocument(Buffer.from('{"a": 1,'), 'a.json');
    expect(kind).toBe('txt');
    expect(document.blocks).toEqual([{ kind: 'text', text: '{"a": 1,' }]);
  });

  it('refuses HTML nested too deep to walk, rather than dropping its inner text', async () => {
    const nest = (depth: number) => '<div>'.repeat(depth) + 'deep text' + '</div>'.repeat(depth);
    expect(await failureCode(Buffer.from(nest(20_000)), 'deep.html')).toBe('BROKEN');
    const { document } = await parseDocument(Buffer.from(nest(500)), 'deep.html');
    expect(document.blocks).toEqual([{ kind: 'text', text: 'deep text' }]);
  });

  it('reads hostile markup in linear time', async () => {
    const started = performance.now();
    // One endless tag full of attributes: nothing readable, and no quadratic scan on the way.
    expect(await failureCode(Buffer.from('<p'.repeat(200_000)), 'a.html')).toBe('NO_TEXT');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
