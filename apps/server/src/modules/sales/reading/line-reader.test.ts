import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LineReader, OcrTimeoutError } from './line-reader';

/** One line of dark text on white, as the pixel thread hands lines over. */
const printed = (text: string, width = 420) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="60"><rect width="${width}" height="60" fill="#fff"/><text x="12" y="42" font-size="30" font-family="Noto Sans CJK SC, WenQuanYi Zen Hei, sans-serif">${text}</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

const blank = () =>
  sharp({ create: { width: 200, height: 60, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

describe('LineReader', () => {
  const reader = new LineReader();
  afterAll(() => reader.close());

  it('reads a price whole: the yen sign, the separators and the characters around it', async () => {
    const text = await reader.recognize(await printed('活动价¥2,499，今天下单'));
    expect(text.normalize('NFKC')).toBe('活动价¥2,499,今天下单');
  });

  it('reads a line of one character, which alone would be read as nothing', async () => {
    expect(await reader.recognize(await printed('嗯', 60))).toBe('嗯');
  });

  it('reads nothing from a blank line without asking the model', async () => {
    expect(await reader.recognize(await blank())).toBe('');
  });

  it('gives up on a line that takes too long, and says it is closed once closed', async () => {
    const hasty = new LineReader({ timeoutMs: 1 });
    await expect(hasty.recognize(await printed('你好'))).rejects.toBeInstanceOf(OcrTimeoutError);
    await hasty.close();
    await expect(hasty.recognize(await printed('你好'))).rejects.toThrow(/closed/);
  });

  it('lets a caller waiting for its turn give up without waiting', async () => {
    const one = new LineReader({ size: 1 });
    const [a, b] = [await printed('OK 42'), await printed('OK 43')];
    let firstDone = false;
    const first = one.recognize(a).then((text) => {
      firstDone = true;
      return text;
    });
    const waiting = new AbortController();
    const second = one.recognize(b, waiting.signal);
    waiting.abort(new Error('picture failed'));
    await expect(second).rejects.toThrow('picture failed');
    expect(firstDone).toBe(false);
    expect(await first).toBe('OK 42');
    await one.close();
  });

  it('rejects at once when the caller has given up', async () => {
    await expect(reader.recognize(await blank(), AbortSignal.abort())).rejects.toThrow();
  });
});
