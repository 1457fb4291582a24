import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { cleanFileName } from '../../lib/upload';
import { classify, isPlainText } from './attachments.service';

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .png()
    .toBuffer();

async function refusal(name: string, bytes: Buffer) {
  try {
    await classify(name, bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return {
      status: (error as AppError).statusCode,
      code: (error as AppError).code,
      params: (error as AppError).params,
    };
  }
  throw new Error(`${name} was accepted`);
}

describe('cleanFileName', () => {
  it.each([
    ['report.md', 'report.md'],
    ['C:\\Users\\me\\说明.txt', '说明.txt'],
    ['../../etc/passwd', 'passwd'],
    ['a\u0000b\u001f\u007f.ts', 'ab.ts'],
    ['a\u202Egnp.txt', 'agnp.txt'],
    ['  spaced.md  ', 'spaced.md'],
    ['', 'file'],
    ['dir/', 'file'],
    ['\u0001\u0002', 'file'],
  ])('%j → %j', (input, expected) => {
    expect(cleanFileName(input)).toBe(expected);
  });

  it('keeps the last 200 characters, so the extension survives', () => {
    const name = `${'长'.repeat(300)}.md`;
    const clean = cleanFileName(name);
    expect(Array.from(clean)).toHaveLength(200);
    expect(clean.endsWith('.md')).toBe(true);
  });
});

describe('isPlainText', () => {
  it('takes UTF-8 text with tabs and newlines', () => {
    expect(isPlainText(Buffer.from('中文\tcolumn\r\nline 2\n'))).toBe(true);
    expect(isPlainText(Buffer.from(''))).toBe(true);
    expect(isPlainText(Buffer.from('emoji 🎉'))).toBe(true);
  });

  it('refuses NUL and control bytes, and invalid UTF-8', () => {
    expect(isPlainText(Buffer.from('a\u0000b'))).toBe(false);
    expect(isPlainText(Buffer.from('bell\u0007'))).toBe(false);
    expect(isPlainText(Buffer.from('esc\u001b[0m'))).toBe(false);
    expect(isPlainText(Buffer.from([0x63, 0x61, 0x66, 0xe9]))).toBe(false);
    expect(isPlainText(Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toBe(false);
  });
});

describe('classify', () => {
  it('recognises images by content, whatever the extension of an image', async () => {
    expect(await classify('a.png', await png())).toEqual({
      kind: 'image',
      contentType: 'image/png',
    });
    expect(await classify('no-extension', await png())).toEqual({
      kind: 'image',
      contentType: 'image/png',
    });
    expect(await classify('photo.jpg', await png())).toEqual({
      kind: 'image',
      contentType: 'image/png',
    });
  });

  it('takes text files with a text or code extension', async () => {
    for (const name of ['a.txt', 'b.MD', 'c.ts', 'd.py', 'e.json', 'f.csv'])
      expect(await classify(name, Buffer.from('内容'))).toEqual({
        kind: 'text',
        contentType: 'text/plain; charset=utf-8',
      });
  });

  it('refuses mismatches with ATTACHMENT_INVALID', async () => {
    const invalid = { status: 422, code: 'ATTACHMENT_INVALID' };
    expect(await refusal('photo.txt', await png())).toMatchObject({
      ...invalid,
      params: { name: 'photo.txt' },
    });
    expect(await refusal('notes.png', Buffer.from('text'))).toMatchObject(invalid);
    expect(await refusal('junk.txt', Buffer.from([0, 1, 2, 3]))).toMatchObject(invalid);
    expect(await refusal('program.exe', Buffer.from('text'))).toMatchObject(invalid);
    expect(await refusal('README', Buffer.from('text'))).toMatchObject(invalid);
  });

  it('refuses text over 2 MB with ATTACHMENT_TOO_LARGE', async () => {
    expect(await refusal('big.txt', Buffer.alloc(2 * 1024 * 1024 + 1, 'a'))).toEqual({
      status: 413,
      code: 'ATTACHMENT_TOO_LARGE',
      params: { name: 'big.txt', limit: '2 MB' },
    });
    expect(await classify('edge.txt', Buffer.alloc(2 * 1024 * 1024, 'a'))).toMatchObject({
      kind: 'text',
    });
  });
});
