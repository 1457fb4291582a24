import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { thumbnail } from './thumbnails';

describe('thumbnail', () => {
  it('decodes an image once however many ask for its thumbnail at the same time', async () => {
    const original = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#3366ff' },
    })
      .png()
      .toBuffer();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return original;
    };
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () => thumbnail('samecodeforall', 160, read)),
    );
    expect(reads).toBe(1);
    expect(new Set(bodies.map((body) => body!.toString('base64'))).size).toBe(1);
    expect((await sharp(bodies[0]!).metadata()).width).toBe(160);
    // Made, then kept: asked again later, nothing is read.
    await thumbnail('samecodeforall', 160, read);
    expect(reads).toBe(1);
  });

  it('answers nothing for a missing original, and asks again next time', async () => {
    let reads = 0;
    const missing = async () => {
      reads += 1;
      return null;
    };
    expect(await thumbnail('gonecode', 160, missing)).toBeNull();
    expect(await thumbnail('gonecode', 160, missing)).toBeNull();
    expect(reads).toBe(2);
  });
});
