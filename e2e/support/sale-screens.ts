import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { chatHtml, scrollToTurn, visibleTurns } from '../bench/sales/chat-html';
import { plainLook, type ChatStyle } from '../bench/sales/chat-look';
import type { Entry } from '../bench/sales/dialogues';

/**
 * Two phone screenshots of one chat (the bench's WeChat-like renderer), the second scrolled so
 * that its first rows repeat the end of the first: what a salesperson uploads for a long chat.
 */
export async function overlappingShots(
  browser: Browser,
  entries: Entry[],
  { style = 'wechat-light' as ChatStyle, title = '客户' } = {},
): Promise<[string, string]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sale-shots-'));
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  });
  try {
    const page = await context.newPage();
    await page.setContent(chatHtml(plainLook(style), title, entries));
    const first = await visibleTurns(page);
    const files: [string, string] = [path.join(dir, 'chat-1.png'), path.join(dir, 'chat-2.png')];
    await writeFile(files[0], await page.screenshot());
    await scrollToTurn(page, first[first.length - 2]);
    await writeFile(files[1], await page.screenshot());
    return files;
  } finally {
    await context.close();
  }
}
