import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrPool } from './ocr-pool';
import { readScreenshot } from './read-screenshot';
import { LIGHT, drawChat, type DrawnBubble } from './test-images';

const pool = new OcrPool();
afterAll(() => pool.close());

const ONE_LINE: DrawnBubble[] = [
  { side: 'left', lines: 1, width: 0.7 },
  { side: 'right', lines: 1, width: 0.7 },
];

/** The Chinese fonts phones use or resemble, of those installed (e2e/run.sh installs WenQuanYi). */
const families = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
const FONTS = ['WenQuanYi Zen Hei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei'].filter((font) =>
  families.includes(font),
);

/** The yen signs, hashes and digits the reader finds in a chat whose bubbles show `text`. */
async function read(text: string, font: string) {
  const { png } = await drawChat(LIGHT, ONE_LINE, { text, font });
  const { turns } = await readScreenshot(png, { pool });
  return turns.map((turn) => turn.text.replace(/[^¥#\d]/g, ''));
}

describe.skipIf(!FONTS.length)('readScreenshot reads prices', { timeout: 60_000 }, () => {
  for (const font of FONTS) {
    it(`keeps the yen sign, which the OCR model has no letter for (${font})`, async () => {
      expect(await read('活动价 ¥2,499 年卡 ¥399', font)).toEqual(['¥2499¥399', '¥2499¥399']);
      expect(await read('两瓶 ￥58，满 ¥1,299.00', font)).toEqual(['¥58¥129900', '¥58¥129900']);
    });

    it(`invents no yen sign where the picture has a # or a 4 (${font})`, async () => {
      expect(await read('订单 #5821 共 4,980 元 44 件', font)).toEqual([
        '#5821498044',
        '#5821498044',
      ]);
    });
  }
});
