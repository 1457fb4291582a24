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

  it('rejects at once when the caller has given up', async () => {
    const pool = new OcrPool();
    await expect(pool.recognize(await line(), AbortSignal.abort())).rejects.toThrow();
    await pool.close();
  });
});
