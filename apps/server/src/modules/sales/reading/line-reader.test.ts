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

  it('lets a caller waiting for its turn give up, and the next one is read', async () => {
    const one = new LineReader({ size: 1 });
    const [a, b, c] = [await printed('OK 42'), await printed('OK 43'), await printed('OK 44')];
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
    expect(await one.recognize(c)).toBe('OK 44');
    await one.close();
  });

  it('stops a line given up on while it is read, and reads the next', async () => {
    const one = new LineReader({ size: 1 });
    await one.warm();
    const reading = new AbortController();
    const first = one.recognize(await printed('价格多少'), reading.signal);
    setTimeout(() => reading.abort(new Error('picture failed')), 1);
    await expect(first).rejects.toThrow('picture failed');
    expect(await one.recognize(await printed('OK 45'))).toBe('OK 45');
    await one.close();
  });

  it('reads on its own threads: the event loop stays free while lines are read', async () => {
    const lines = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        printed(`第${i}行：活动价¥${i}99，今天下单明天发货`, 640),
      ),
    );
    await reader.warm();
    const before = performance.eventLoopUtilization();
    const texts = await Promise.all(lines.map((line) => reader.recognize(line)));
    const busy = performance.eventLoopUtilization(before).utilization;
    expect(texts.filter((t) => t.includes('今天下单明天发货'))).toHaveLength(12);
    // Run on this thread, the model keeps the loop busy nearly all the while.
    expect(busy).toBeLessThan(0.5);
  });

  it('rejects at once when the caller has given up', async () => {
    await expect(reader.recognize(await blank(), AbortSignal.abort())).rejects.toThrow();
  });
});
