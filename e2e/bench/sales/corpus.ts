/**
 * Renders the sales screenshot corpus in Chromium: every dialogue in WeChat light, WeChat dark and
 * DingTalk looks, at phone widths 360/390/430 CSS px and device scale 3, saved as PNG or JPEG
 * (quality 60–90). The expected turns of a picture are the rows fully visible on its screen.
 * Also pairs of overlapping screenshots of one longer chat, scrolled between the two.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';
import { chatHtml, scrollToTurn, visibleTurns, type ChatStyle } from './chat-html';
import { DIALOGUES, LONG_DIALOGUE, type Entry, type Line } from './dialogues';

export interface CorpusImage {
  file: string;
  style: ChatStyle;
  width: number;
  format: string;
  expected: Line[];
}
export interface CorpusPair {
  files: [string, string];
  style: ChatStyle;
  /** The turns of each picture, and of the whole conversation once stitched. */
  parts: [Line[], Line[]];
  expected: Line[];
}

const STYLES: ChatStyle[] = ['wechat-light', 'wechat-dark', 'dingtalk'];
const SCREENS = [
  { width: 360, height: 760 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
];
type Format = { type: 'png' } | { type: 'jpeg'; quality: number };
const FORMATS: Format[] = [
  { type: 'png' },
  { type: 'jpeg', quality: 60 },
  { type: 'jpeg', quality: 75 },
  { type: 'jpeg', quality: 90 },
];
const TITLES = ['王女士', '李总（采购）', 'Kevin 陈', '张同学'];

const lines = (entries: Entry[]) => entries.filter((e): e is Line => 'speaker' in e);

async function shoot(page: Page, file: string, format: Format) {
  const bytes = await page.screenshot({ ...format });
  await writeFile(file, bytes);
}

export async function renderCorpus(
  dir?: string,
): Promise<{ dir: string; images: CorpusImage[]; pairs: CorpusPair[] }> {
  const out = dir ?? (await mkdtemp(path.join(os.tmpdir(), 'sales-corpus-')));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const images: CorpusImage[] = [];
  const pairs: CorpusPair[] = [];
  try {
    for (const [s, screen] of SCREENS.entries()) {
      const context = await browser.newContext({ viewport: screen, deviceScaleFactor: 3 });
      const page = await context.newPage();
      for (const [d, dialogue] of DIALOGUES.entries()) {
        for (const [k, style] of STYLES.entries()) {
          if ((d + k) % SCREENS.length !== s) continue;
          const format = FORMATS[(d + 2 * k) % FORMATS.length]!;
          await page.setContent(chatHtml(style, TITLES[d % TITLES.length]!, dialogue, d + k));
          // A chat opens scrolled to its newest message.
          await page.evaluate(() => {
            const list = document.querySelector('.messages')!;
            list.scrollTop = list.scrollHeight;
          });
          const turns = lines(dialogue);
          const visible = await visibleTurns(page);
          const ext = format.type === 'png' ? 'png' : 'jpg';
          const file = path.join(out, `d${d}-${style}-${screen.width}.${ext}`);
          await shoot(page, file, format);
          images.push({
            file,
            style,
            width: screen.width,
            format: format.type === 'png' ? 'png' : `jpeg q${format.quality}`,
            expected: visible.map((i) => turns[i]!),
          });
        }
      }
      if (s === 1) {
        for (const [k, style] of STYLES.entries())
          pairs.push(await shootPair(page, out, style, FORMATS[k + 1]!));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { dir: out, images, pairs };
}

/** The long chat from its start, then scrolled so its first rows repeat the end of the first shot. */
async function shootPair(
  page: Page,
  out: string,
  style: ChatStyle,
  format: Format,
): Promise<CorpusPair> {
  const turns = lines(LONG_DIALOGUE);
  await page.setContent(chatHtml(style, '赵先生', LONG_DIALOGUE, 7));
  const first = await visibleTurns(page);
  const files: [string, string] = [
    path.join(out, `pair-${style}-a.jpg`),
    path.join(out, `pair-${style}-b.jpg`),
  ];
  await shoot(page, files[0], format);
  // Two turns of the first screen show again at the top of the second.
  const overlapFrom = first[first.length - 2];
  await scrollToTurn(page, overlapFrom);
  const second = await visibleTurns(page);
  await shoot(page, files[1], format);
  const all = [...new Set([...first, ...second])].sort((a, b) => a - b);
  return {
    files,
    style,
    parts: [first.map((i) => turns[i]!), second.map((i) => turns[i]!)],
    expected: all.map((i) => turns[i]!),
  };
}

if (process.argv[1]?.endsWith('corpus.ts')) {
  const { dir, images, pairs } = await renderCorpus(process.argv[2]);
  process.stderr.write(`${images.length} images and ${pairs.length} pairs in ${dir}\n`);
}
