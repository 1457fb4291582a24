import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrPool } from './ocr-pool';
import { readScreenshot, sniffFormat } from './read-screenshot';
import { LIGHT, drawChat } from './test-images';

const pool = new OcrPool();
afterAll(() => pool.close());

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#EDEDED' } });

/** A PNG file of the given size holding only its header and one empty data chunk. */
function pngHeader(width: number, height: number) {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), body])));
    return Buffer.concat([length, Buffer.from(type, 'latin1'), body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: { code?: string }) => error.code,
  );

describe('readScreenshot refuses what is not a chat screenshot', () => {
  it('tells the format by content', async () => {
    expect(sniffFormat(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(sniffFormat(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffFormat(await solid(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffFormat(Buffer.from('GIF89a'))).toBeNull();
  });

  it('refuses GIF and other formats', async () => {
    const gif = await solid(40, 40).gif().toBuffer();
    expect(await codeOf(readScreenshot(gif, { pool }))).toBe('SALE_PIC_UNSUPPORTED');
    expect(await codeOf(readScreenshot(Buffer.from('hello'), { pool }))).toBe(
      'SALE_PIC_UNSUPPORTED',
    );
  });

  it('refuses a truncated JPEG', async () => {
    const { png } = await drawChat(LIGHT, [{ side: 'left', lines: 1, width: 0.3 }]);
    const jpeg = await sharp(png).jpeg().toBuffer();
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect(await codeOf(readScreenshot(cut, { pool }))).toBe('SALE_PIC_CORRUPT');
  });

  it('refuses a 20000 × 20000 picture from its header, without decoding it', async () => {
    const started = performance.now();
    expect(await codeOf(readScreenshot(pngHeader(20_000, 20_000), { pool }))).toBe(
      'SALE_PIC_TOO_LARGE',
    );
    expect(await codeOf(readScreenshot(pngHeader(7000, 7000), { pool }))).toBe(
      'SALE_PIC_TOO_LARGE',
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a blank picture', async () => {
    const blank = await solid(1080, 2000).png().toBuffer();
    expect(await codeOf(readScreenshot(blank, { pool }))).toBe('SALE_PIC_BLANK');
  });

  it('refuses a photo-like picture with no chat in it', async () => {
    const noise = Buffer.alloc(600 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (Math.sin(i * 12.9898) * 43758.5453) & 255;
    const photo = await sharp(noise, { raw: { width: 600, height: 1000, channels: 3 } })
      .blur(2)
      .jpeg()
      .toBuffer();
    expect(await codeOf(readScreenshot(photo, { pool }))).toBe('SALE_PIC_NO_CHAT');
  });

  it('refuses a screen with bars but no bubbles', async () => {
    const { png } = await drawChat(LIGHT, []);
    expect(await codeOf(readScreenshot(png, { pool }))).toBe('SALE_PIC_NO_CHAT');
  });
});

describe('readScreenshot reads', () => {
  it('the text of a bubble and who wrote it', { timeout: 15_000 }, async () => {
    const { png } = await drawChat(
      LIGHT,
      [
        { side: 'left', lines: 1, width: 0.5 },
        { side: 'right', lines: 1, width: 0.5 },
      ],
      { text: 'Price 2499' },
    );
    const progress: number[] = [];
    const read = await readScreenshot(png, { pool, onProgress: (done) => progress.push(done) });
    expect(read.width).toBe(1080);
    expect(read.turns.map((t) => t.speaker)).toEqual(['customer', 'me']);
    expect(read.turns[1]!.text.replace(/\s/g, '')).toContain('2499');
    expect(progress.at(-1)).toBe(2);
  });
});
