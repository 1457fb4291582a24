import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OcrPool, OcrTimeoutError } from './ocr-pool';

const line = () =>
  sharp({ create: { width: 200, height: 60, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

describe('OcrPool', () => {
  it('says which language file is missing instead of starting a worker', async () => {
    const pool = new OcrPool({ langPath: '/nonexistent/tessdata' });
    await expect(pool.recognize(await line())).rejects.toThrow(/not found: \/nonexistent/);
    await pool.close();
  });

  it('stops a recognition that takes too long and can still be closed', async () => {
    const pool = new OcrPool({ timeoutMs: 1 });
    await expect(pool.recognize(await line())).rejects.toBeInstanceOf(OcrTimeoutError);
    await expect(pool.recognize(await line())).rejects.toBeInstanceOf(OcrTimeoutError);
    await pool.close();
    await expect(pool.recognize(await line())).rejects.toThrow(/closed/);
  });

  it('lets a caller waiting for a worker give up without waiting its turn', async () => {
    const pool = new OcrPool();
    const printed = () =>
      sharp(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#fff"/><text x="12" y="44" font-size="36">OK 42</text></svg>',
        ),
      )
        .png()
        .toBuffer();
    const [a, b] = [await printed(), await printed()];
    let firstDone = false;
    const first = pool.recognize(a).then((text) => {
      firstDone = true;
      return text;
    });
    const waiting = new AbortController();
    const second = pool.recognize(b, waiting.signal);
    waiting.abort(new Error('picture failed'));
    await expect(second).rejects.toThrow('picture failed');
    expect(firstDone).toBe(false);
    expect(typeof (await first)).toBe('string');
    await pool.close();
  });

  it('rejects at once when the caller has given up', async () => {
    const pool = new OcrPool();
    await expect(pool.recognize(await line(), AbortSignal.abort())).rejects.toThrow();
    await pool.close();
  });
});
