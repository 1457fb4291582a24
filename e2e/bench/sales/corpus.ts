/**
 * Renders the sales screenshot corpus in Chromium. Every dialogue is shot several times, each time
 * in a look drawn at random from a fixed seed: the app (WeChat light or dark, DingTalk, WeCom), the
 * font (each Chinese sans font installed of those phones use or resemble), the sizes of avatars,
 * gaps and bubbles (chat-look.ts), the phone's width, its device scale (1, 2 or 3) and the file
 * (PNG, or JPEG at quality 60–90); time stamps and system lines fall between turns. The expected
 * turns of a picture are the rows fully visible on its screen. Also pairs of overlapping
 * screenshots of one longer chat, scrolled between the two.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';
import { chatHtml, scrollToTurn, visibleTurns } from './chat-html';
import { CHAT_STYLES, pick, randomLook, seeded, type ChatStyle, type Random } from './chat-look';
import { DIALOGUES, LONG_DIALOGUE, type Entry, type Line } from './dialogues';
import { LONG_DIALOGUES } from './dialogues-long';

export interface CorpusImage {
  file: string;
  style: ChatStyle;
  font: string;
  width: number;
  scale: number;
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

/** Android's own (Noto Sans CJK, i.e. Source Han Sans) and the WenQuanYi look-alikes of PingFang. */
const FONTS = ['Noto Sans CJK SC', 'WenQuanYi Zen Hei', 'WenQuanYi Micro Hei'];
/** CSS widths of common phones, from small Androids to large iPhones. */
const WIDTHS = [320, 360, 375, 390, 393, 412, 414, 430];
const SCALES = [1, 2, 3];
const SHOTS_PER_DIALOGUE = 3;
const TITLES = ['王女士', '李总（采购）', 'Kevin 陈', '张同学', '刘姐', '周先生'];
const SEED = Number(process.env.BENCH_SALES_SEED ?? 20261129);

type Format = { type: 'png' } | { type: 'jpeg'; quality: number };

const lines = (entries: Entry[]) => entries.filter((e): e is Line => 'speaker' in e);

/** The fonts of FONTS that fontconfig has. */
export function installedFonts(): string[] {
  const families = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  const found = FONTS.filter((font) => families.includes(font));
  if (!found.length)
    throw new Error(`No Chinese font of ${FONTS.join(', ')}: apt-get install fonts-noto-cjk`);
  return found;
}

/** Time stamps and system lines where chats have them, now and then between turns. */
function withStamps(entries: Entry[], random: Random): Entry[] {
  const out: Entry[] = [];
  for (const entry of entries) {
    if (out.length && 'speaker' in entry && random() < 0.12) {
      const time = `${Math.floor(random() * 24)}:${String(Math.floor(random() * 60)).padStart(2, '0')}`;
      const stamp = pick(random, [time, `昨天 ${time}`, '对方撤回了一条消息', '以下为新消息']);
      out.push({ stamp });
    }
    out.push(entry);
  }
  return out;
}

function drawFormat(random: Random): Format {
  return random() < 0.4
    ? { type: 'png' }
    : { type: 'jpeg', quality: 60 + Math.floor(random() * 31) };
}

async function openPage(browser: Browser, width: number, scale: number, random: Random) {
  const height = Math.round(width * (1.95 + random() * 0.25));
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: scale,
  });
  return { context, page: await context.newPage() };
}

async function shoot(page: Page, file: string, format: Format) {
  await writeFile(file, await page.screenshot({ ...format }));
}

export async function renderCorpus(
  dir?: string,
): Promise<{ dir: string; images: CorpusImage[]; pairs: CorpusPair[]; fonts: string[] }> {
  const out = dir ?? (await mkdtemp(path.join(os.tmpdir(), 'sales-corpus-')));
  const fonts = installedFonts();
  const random = seeded(SEED);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const images: CorpusImage[] = [];
  const pairs: CorpusPair[] = [];
  try {
    const dialogues = [...DIALOGUES, ...LONG_DIALOGUES];
    for (const [d, dialogue] of dialogues.entries()) {
      for (let shot = 0; shot < SHOTS_PER_DIALOGUE; shot++) {
        const look = randomLook(pick(random, CHAT_STYLES), random, fonts);
        const [width, scale, format] = [
          pick(random, WIDTHS),
          pick(random, SCALES),
          drawFormat(random),
        ];
        const { context, page } = await openPage(browser, width, scale, random);
        await page.setContent(chatHtml(look, pick(random, TITLES), withStamps(dialogue, random)));
        // A chat opens scrolled to its newest message.
        await page.evaluate(() => {
          const list = document.querySelector('.messages')!;
          list.scrollTop = list.scrollHeight;
        });
        const turns = lines(dialogue);
        const visible = await visibleTurns(page);
        const file = path.join(
          out,
          `d${d}-${shot}-${look.style}-${width}x${scale}.${format.type === 'png' ? 'png' : 'jpg'}`,
        );
        await shoot(page, file, format);
        await context.close();
        images.push({
          file,
          style: look.style,
          font: look.font,
          width,
          scale,
          format: format.type === 'png' ? 'png' : `jpeg q${format.quality}`,
          expected: visible.map((i) => turns[i]!),
        });
      }
    }
    for (const style of CHAT_STYLES)
      pairs.push(await shootPair(browser, out, style, random, fonts));
  } finally {
    await browser.close();
  }
  return { dir: out, images, pairs, fonts };
}

/** The long chat from its start, then scrolled so its first rows repeat the end of the first shot. */
async function shootPair(
  browser: Browser,
  out: string,
  style: ChatStyle,
  random: Random,
  fonts: string[],
): Promise<CorpusPair> {
  const turns = lines(LONG_DIALOGUE);
  const { context, page } = await openPage(
    browser,
    pick(random, WIDTHS),
    pick(random, [2, 3]),
    random,
  );
  try {
    await page.setContent(chatHtml(randomLook(style, random, fonts), '赵先生', LONG_DIALOGUE));
    const first = await visibleTurns(page);
    const format = drawFormat(random);
    const ext = format.type === 'png' ? 'png' : 'jpg';
    const files: [string, string] = [
      path.join(out, `pair-${style}-a.${ext}`),
      path.join(out, `pair-${style}-b.${ext}`),
    ];
    await shoot(page, files[0], format);
    // Two turns of the first screen show again at the top of the second.
    await scrollToTurn(page, first[first.length - 2]);
    const second = await visibleTurns(page);
    await shoot(page, files[1], format);
    const all = [...new Set([...first, ...second])].sort((a, b) => a - b);
    return {
      files,
      style,
      parts: [first.map((i) => turns[i]!), second.map((i) => turns[i]!)],
      expected: all.map((i) => turns[i]!),
    };
  } finally {
    await context.close();
  }
}

if (process.argv[1]?.endsWith('corpus.ts')) {
  const { dir, images, pairs, fonts } = await renderCorpus(process.argv[2]);
  process.stderr.write(
    `${images.length} images and ${pairs.length} pairs in ${dir} (${fonts.join(', ')})\n`,
  );
}
