import { describe, expect, it } from 'vitest';
import { decodeText, detectKind } from './detect';
import { GBK_SENTENCE, makeDocx, makePdf, makeXlsx, PNG_BYTES } from './fixtures/documents';
import { contentTypes, makeManySheetWorkbook, writeZip } from './fixtures/zip';

const text = (value: string) => Buffer.from(value, 'utf8');

describe('detectKind: binary documents by their content', () => {
  it('knows pdf, docx and xlsx whatever their names say', async () => {
    expect(await detectKind(await makePdf([['Hello']]), 'report.txt')).toBe('pdf');
    expect(await detectKind(await makeDocx(), 'data.xlsx')).toBe('docx');
    expect(await detectKind(await makeXlsx(), 'noname')).toBe('xlsx');
  });

  it('knows a workbook whose content types are past what file-type reads (8,000 sheets)', async () => {
    expect(await detectKind(makeManySheetWorkbook(8_000), 'many.zip')).toBe('xlsx');
  });

  it('refuses other binary files, a plain zip and an OOXML package that is neither', async () => {
    await expect(detectKind(PNG_BYTES, 'notes.txt')).rejects.toMatchObject({
      code: 'UNSUPPORTED_TYPE',
    });
    const zip = writeZip([{ name: 'a.txt', data: 'hello' }]);
    await expect(detectKind(zip, 'a.docx')).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE' });
    const pptxTypes = contentTypes('word');
    pptxTypes.data = String(pptxTypes.data).replace(
      'wordprocessingml.document',
      'presentationml.presentation',
    );
    const pptx = writeZip([pptxTypes, { name: 'ppt/presentation.xml', data: '<p/>' }]);
    await expect(detectKind(pptx, 'a.docx')).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE' });
  });

  it('refuses an old OLE Office file, and names a password-protected one', async () => {
    const ole = Buffer.alloc(2048);
    Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(ole);
    await expect(detectKind(ole, 'old.doc')).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE' });
    Buffer.from('EncryptedPackage', 'utf16le').copy(ole, 1024);
    await expect(detectKind(ole, 'secret.docx')).rejects.toMatchObject({ code: 'ENCRYPTED' });
  });
});

describe('detectKind: text formats', () => {
  it('lets the content win over a binary extension', async () => {
    expect(await detectKind(text('Just some notes.\nNothing else.'), 'fake.pdf')).toBe('txt');
  });

  it('reads JSON, HTML, CSV and markdown', async () => {
    expect(await detectKind(text(' [{"a": 1}]'), 'x.txt')).toBe('json');
    expect(await detectKind(text('{"a": {"b": 2}}'), 'x')).toBe('json');
    expect(await detectKind(text('<!DOCTYPE html><html><body>Hi</body></html>'), 'x.txt')).toBe(
      'html',
    );
    expect(await detectKind(text('<div><p>Hi</p></div>'), 'page.HTML')).toBe('html');
    expect(await detectKind(text('<p>Hi</p>'), 'page.txt')).toBe('txt');
    expect(await detectKind(text('a,b\n1,2'), 'table.csv')).toBe('csv');
    expect(await detectKind(text('name;city\nAnn;Paris\nBo;Rome\n'), 'export')).toBe('csv');
    expect(await detectKind(text('name;city\nAnn;Paris\nBo;Rome\n'), 'export.txt')).toBe('txt');
    expect(await detectKind(text('# Title\n\nText'), 'notes.txt')).toBe('md');
    expect(await detectKind(text('plain words'), 'readme.markdown')).toBe('md');
    expect(await detectKind(text('#hashtag is not a heading'), 'a.txt')).toBe('txt');
  });

  it('takes text that merely starts like a binary signature', async () => {
    expect(await detectKind(text('solid results this quarter'), 'a.txt')).toBe('txt');
    expect(await detectKind(text('BM25 ranks documents'), 'a.txt')).toBe('txt');
  });

  it('refuses empty and whitespace-only files as EMPTY', async () => {
    await expect(detectKind(Buffer.alloc(0), 'a.txt')).rejects.toMatchObject({ code: 'EMPTY' });
    await expect(detectKind(text(' \n\t\r\n　'), 'a.txt')).rejects.toMatchObject({ code: 'EMPTY' });
    await expect(detectKind(Buffer.from([0xef, 0xbb, 0xbf]), 'a.txt')).rejects.toMatchObject({
      code: 'EMPTY',
    });
  });

  it('refuses text with NUL bytes', async () => {
    await expect(detectKind(text('abc\0def'), 'a.txt')).rejects.toMatchObject({
      code: 'UNSUPPORTED_TYPE',
    });
  });
});

describe('decodeText', () => {
  it('decodes UTF-8 without its BOM, UTF-16 with a BOM, and GBK', () => {
    expect(decodeText(Buffer.from('\uFEFF你好', 'utf8'))).toBe('你好');
    expect(
      decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('你好 a', 'utf16le')])),
    ).toBe('你好 a');
    const be = Buffer.from('你好', 'utf16le').swap16();
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toBe('你好');
    expect(decodeText(GBK_SENTENCE)).toBe('你好，世界。这是一段用国标编码保存的中文文本。');
  });

  it('refuses bytes that are no text in any of those', () => {
    expect(() => decodeText(PNG_BYTES)).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_TYPE' }),
    );
  });
});
