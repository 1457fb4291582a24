/** The HTML of a phone chat screen in the look of WeChat (light, dark), DingTalk or WeCom. */
import type { Page } from '@playwright/test';
import { seeded, type Look } from './chat-look';
import type { Entry } from './dialogues';

export type { ChatStyle } from './chat-look';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

/**
 * An avatar as people have them: a photo (here a blend of colours, light or dark) or, in DingTalk
 * and WeCom, the name's last characters on a coloured disc.
 */
function avatar(look: Look, name: string, seed: number) {
  const random = seeded(look.avatarSeed * 7 + seed);
  const hue = Math.floor(random() * 360);
  const light = 30 + Math.floor(random() * 50);
  const second = `hsl(${(hue + 40 + random() * 120) % 360} 45% ${20 + random() * 60}%)`;
  if (look.style !== 'wechat-light' && look.style !== 'wechat-dark' && random() < 0.5)
    return `<div class="avatar" style="background:hsl(${hue} 70% 55%)">${escape(name.slice(-2))}</div>`;
  const face = `radial-gradient(circle at ${30 + random() * 40}% ${30 + random() * 30}%, hsl(${(hue + 180) % 360} 35% ${55 + random() * 30}%) 0 22%, transparent 23%)`;
  return `<div class="avatar" style="background:${face}, linear-gradient(${Math.floor(random() * 360)}deg, hsl(${hue} 50% ${light}%), ${second})"></div>`;
}

/** Rows carry data-turn with the index of the turn, so the page can tell which are fully visible. */
export function chatHtml(look: Look, title: string, entries: Entry[]) {
  const p = look.palette;
  let turn = 0;
  const rows = entries
    .map((entry) => {
      if ('stamp' in entry) return `<div class="stamp"><span>${escape(entry.stamp)}</span></div>`;
      const side = entry.speaker === 'me' ? 'right' : 'left';
      const name = side === 'left' ? title : '销售顾问';
      const label = look.names && side === 'left' ? `<div class="name">${escape(title)}</div>` : '';
      const read =
        look.readMarks && side === 'right'
          ? `<span class="read">${turn % 3 ? '已读' : '未读'}</span>`
          : '';
      return `<div class="row ${side}" data-turn="${turn++}">${avatar(look, name, side === 'left' ? 1 : 2)}<div class="body">${label}<div class="bubble">${escape(entry.text)}</div></div>${read}</div>`;
    })
    .join('');
  const reserve = look.avatarPx + look.gapPx + look.farPx;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; padding: 0; }
  html, body { height: 100%; }
  body { display: flex; flex-direction: column; background: ${p.background}; color: ${p.text};
    font-family: '${look.font}', sans-serif; -webkit-font-smoothing: antialiased; }
  .status { height: 44px; display: flex; justify-content: space-between; align-items: center; padding: 0 22px;
    font-size: 15px; font-weight: 600; background: ${p.bar}; }
  .battery { width: 24px; height: 11px; border: 1.5px solid ${p.icon}; border-radius: 3px; padding: 1px; }
  .battery i { display: block; height: 100%; width: 70%; background: ${p.icon}; border-radius: 1px; }
  .nav { height: 44px; display: flex; align-items: center; justify-content: space-between; padding: 0 14px;
    font-size: 17px; font-weight: 600; background: ${p.bar}; border-bottom: 0.5px solid ${p.rule}; }
  .messages { flex: 1; overflow: hidden; padding: 4px ${look.edgePx}px; }
  .stamp { text-align: center; font-size: 12px; color: ${p.stamp}; margin: ${look.rowGapPx}px 0 4px; }
  .stamp span { display: inline-block; padding: 2px 8px; border-radius: 4px; ${p.stampPill ? `background: ${p.stampPill};` : ''} }
  .row { display: flex; align-items: flex-start; margin: ${look.rowGapPx}px 0; }
  .row.right { flex-direction: row-reverse; }
  .avatar { width: ${look.avatarPx}px; height: ${look.avatarPx}px; flex: none; border-radius: ${look.avatarRadius};
    color: #fff; font-size: 13px; display: flex; align-items: center; justify-content: center; }
  .body { display: flex; flex-direction: column; max-width: calc(100% - ${reserve}px); margin: 0 ${look.gapPx}px; }
  .right .body { align-items: flex-end; }
  .name { font-size: 12px; color: ${p.stamp}; margin-bottom: 3px; }
  .bubble { position: relative; padding: ${look.padY}px ${look.padX}px; border-radius: ${look.radiusPx}px;
    font-size: ${look.fontPx}px; line-height: ${look.lineHeight.toFixed(2)}; word-break: break-word; }
  .left .bubble { background: ${p.left}; color: ${p.leftText}; }
  .right .bubble { background: ${p.right}; color: ${p.rightText}; }
  ${
    look.tailPx
      ? `.bubble::before { content: ''; position: absolute; top: ${Math.round(look.avatarPx * 0.4 - look.tailPx)}px; border: ${look.tailPx}px solid transparent; }
  .left .bubble::before { left: -${2 * look.tailPx - 1}px; border-right-color: ${p.left}; }
  .right .bubble::before { right: -${2 * look.tailPx - 1}px; border-left-color: ${p.right}; }`
      : ''
  }
  .read { align-self: flex-end; font-size: 11px; color: #3296FA; margin-right: -${look.gapPx - 2}px; white-space: nowrap; }
  .input { height: 90px; background: ${p.bar}; display: flex; align-items: flex-start; gap: 10px;
    padding: 10px 12px 0; border-top: 0.5px solid ${p.rule}; }
  .input .icon { width: 30px; height: 30px; border: 1.5px solid ${p.icon}; border-radius: 50%; flex: none; margin-top: 4px; }
  .input .box { flex: 1; height: 38px; background: ${p.input}; border-radius: 6px; }
  </style></head><body>
  <div class="status"><span>9:41</span><span class="battery"><i></i></span></div>
  <div class="nav"><span>&lt;</span><span>${escape(title)}</span><span>···</span></div>
  <div class="messages">${rows}</div>
  <div class="input"><span class="icon"></span><span class="box"></span><span class="icon"></span><span class="icon"></span></div>
  </body></html>`;
}

/** Indexes of the turns whose rows lie wholly inside the rendered chat's visible message list. */
export function visibleTurns(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const box = document.querySelector('.messages')!.getBoundingClientRect();
    return Array.from(document.querySelectorAll<HTMLElement>('.row'))
      .filter((row) => {
        const r = row.getBoundingClientRect();
        return r.top >= box.top && r.bottom <= box.bottom;
      })
      .map((row) => Number(row.dataset.turn));
  });
}

/** Scrolls the rendered chat so that turn `index` is at the top of the message list. */
export async function scrollToTurn(page: Page, index: number | undefined): Promise<void> {
  await page.evaluate((turn) => {
    const list = document.querySelector('.messages')!;
    const row = document.querySelector<HTMLElement>(`.row[data-turn="${turn}"]`)!;
    list.scrollTop += row.getBoundingClientRect().top - list.getBoundingClientRect().top - 6;
  }, index);
}
