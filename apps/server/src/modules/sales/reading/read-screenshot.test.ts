import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { SALE_PIC_MAX_PIXELS, SALE_PIC_MAX_SIDE } from '@miaoyu/contracts/sales';
import { sniffFormat } from './decode';
import { LineReader, OcrTimeoutError } from './line-reader';
import { PixelPool } from './pixel-pool';
import { readScreenshot } from './read-screenshot';
import { LIGHT, drawChat, type DrawnBubble } from './test-images';

const pool = new LineReader();
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

  // The pictures are headers alone: decoding them would fail as corrupt, not as too large.
  it('refuses a 20000 × 20000 picture from its header, without decoding it', async () => {
    expect(await codeOf(readScreenshot(pngHeader(20_000, 20_000), { pool }))).toBe(
      'SALE_PIC_TOO_LARGE',
    );
    expect(await codeOf(readScreenshot(pngHeader(7000, 7000), { pool }))).toBe(
      'SALE_PIC_TOO_LARGE',
    );
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
    const read = await readScreenshot(png, { pool });
    expect(read.turns.map((t) => t.speaker)).toEqual(['customer', 'me']);
    expect(read.turns[1]!.text.replace(/\s/g, '')).toContain('2499');
  });
});

describe('readScreenshot refuses', () => {
  it('an animated WebP as another kind of picture, whatever its size', async () => {
    const frame = (colour: string) =>
      solid(400, 800)
        .composite([
          { input: { create: { width: 100, height: 100, channels: 3, background: colour } } },
        ])
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .webp()
      .toBuffer();
    expect(await codeOf(readScreenshot(animated, { pool }))).toBe('SALE_PIC_UNSUPPORTED');
  });

  it('a picture over the contract’s limits', async () => {
    const side = SALE_PIC_MAX_SIDE + 1;
    expect(await codeOf(readScreenshot(pngHeader(side, 10), { pool }))).toBe('SALE_PIC_TOO_LARGE');
    const square = Math.ceil(Math.sqrt(SALE_PIC_MAX_PIXELS)) + 1;
    expect(await codeOf(readScreenshot(pngHeader(square, square), { pool }))).toBe(
      'SALE_PIC_TOO_LARGE',
    );
  });
});

describe('readScreenshot when a line takes too long', () => {
  const lines = Array.from({ length: 6 }, (): DrawnBubble => ({
    side: 'left',
    lines: 3,
    width: 0.6,
  }));

  it('says SALE_PIC_TIMEOUT and stops the picture’s other lines', async () => {
    const { png } = await drawChat(LIGHT, lines);
    const signals: AbortSignal[] = [];
    const slow: Pick<LineReader, 'recognize'> = {
      recognize: (_image, signal) => {
        signals.push(signal!);
        if (signals.length === 1)
          return new Promise((_, reject) => setTimeout(() => reject(new OcrTimeoutError(5)), 5));
        return new Promise((_, reject) =>
          signal!.addEventListener('abort', () => reject(signal!.reason), { once: true }),
        );
      },
    };
    const read = readScreenshot(png, { pool: slow as LineReader });
    expect(await codeOf(read)).toBe('SALE_PIC_TIMEOUT');
    expect(signals.length).toBeGreaterThan(5);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('on the real OCR threads too', { timeout: 15_000 }, async () => {
    const { png } = await drawChat(LIGHT, lines);
    const hasty = new LineReader({ timeoutMs: 1 });
    try {
      expect(await codeOf(readScreenshot(png, { pool: hasty }))).toBe('SALE_PIC_TIMEOUT');
    } finally {
      await hasty.close();
    }
  });
});

describe('readScreenshot leaves the event loop free', () => {
  it('while the pixels of a tall screenshot are worked on', { timeout: 30_000 }, async () => {
    const bubbles = Array.from({ length: 55 }, (_, i): DrawnBubble => ({
      side: i % 2 ? 'right' : 'left',
      lines: 1 + (i % 3),
      width: 0.4 + (i % 4) * 0.1,
    }));
    const { png } = await drawChat(LIGHT, bubbles, { height: 16_000 });
    const pixels = new PixelPool({ threads: 1 });
    try {
      await pixels.lineImages(png); // the thread's start is not what is measured
      // How busy this thread's loop was, not how long anything took: a busy machine slows
      // both, but only work done on this thread counts as the loop's own.
      const before = performance.eventLoopUtilization();
      const found = await pixels.lineImages(png);
      const busy = performance.eventLoopUtilization(before).utilization;
      expect(found.length).toBeGreaterThan(45);
      // Done on this thread, the same work keeps the loop busy nearly all the while.
      expect(busy).toBeLessThan(0.5);
    } finally {
      await pixels.close();
    }
  });
});
