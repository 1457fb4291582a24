/** The HTML of a phone chat screen in the look of WeChat (light, dark) or DingTalk. */
import type { Page } from '@playwright/test';
import type { Entry } from './dialogues';

export type ChatStyle = 'wechat-light' | 'wechat-dark' | 'dingtalk';

interface Palette {
  background: string;
  text: string;
  left: string;
  leftText: string;
  right: string;
  rightText: string;
  stamp: string;
  bar: string;
  input: string;
  icon: string;
  avatarRadius: string;
}

const PALETTES: Record<ChatStyle, Palette> = {
  'wechat-light': {
    background: '#EDEDED',
    text: '#191919',
    left: '#FFFFFF',
    leftText: '#191919',
    right: '#95EC69',
    rightText: '#191919',
    stamp: '#B2B2B2',
    bar: '#F7F7F7',
    input: '#FFFFFF',
    icon: '#181818',
    avatarRadius: '4px',
  },
  'wechat-dark': {
    background: '#111111',
    text: '#D5D5D5',
    left: '#2C2C2C',
    leftText: '#D5D5D5',
    right: '#3EB575',
    rightText: '#0F0F0F',
    stamp: '#5F5F5F',
    bar: '#1E1E1E',
    input: '#2C2C2C',
    icon: '#D0D0D0',
    avatarRadius: '4px',
  },
  dingtalk: {
    background: '#F2F3F5',
    text: '#171A1D',
    left: '#FFFFFF',
    leftText: '#171A1D',
    right: '#CDE4FF',
    rightText: '#171A1D',
    stamp: '#A2A3A4',
    bar: '#FFFFFF',
    input: '#F2F3F5',
    icon: '#5C5D5F',
    avatarRadius: '50%',
  },
};

const AVATAR_COLOURS = ['#F5A623', '#4A90E2', '#7ED321', '#D0021B', '#9013FE', '#50E3C2'];

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

function avatar(side: 'left' | 'right', seed: number, style: ChatStyle) {
  const colour = AVATAR_COLOURS[seed % AVATAR_COLOURS.length];
  const label = side === 'left' ? '客' : style === 'dingtalk' ? '销售' : '我';
  return `<div class="avatar" style="background:linear-gradient(135deg, ${colour}, #333)">${label}</div>`;
}

/** Rows carry data-turn with the index of the turn, so the page can tell which are fully visible. */
export function chatHtml(style: ChatStyle, title: string, entries: Entry[], seed: number) {
  const p = PALETTES[style];
  let turn = 0;
  const rows = entries
    .map((entry) => {
      if ('stamp' in entry) return `<div class="stamp">${escape(entry.stamp)}</div>`;
      const side = entry.speaker === 'me' ? 'right' : 'left';
      const read = style === 'dingtalk' && side === 'right' ? '<span class="read">已读</span>' : '';
      return `<div class="row ${side}" data-turn="${turn++}">${avatar(side, seed, style)}<div class="bubble">${escape(entry.text)}</div>${read}</div>`;
    })
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; padding: 0; }
  html, body { height: 100%; }
  body { display: flex; flex-direction: column; background: ${p.background}; color: ${p.text};
    font-family: 'PingFang SC', 'WenQuanYi Zen Hei', sans-serif; -webkit-font-smoothing: antialiased; }
  .status { height: 44px; display: flex; justify-content: space-between; align-items: center; padding: 0 22px;
    font-size: 15px; font-weight: 600; background: ${style === 'dingtalk' ? p.bar : p.background}; }
  .battery { width: 24px; height: 11px; border: 1.5px solid ${p.icon}; border-radius: 3px; padding: 1px; }
  .battery i { display: block; height: 100%; width: 70%; background: ${p.icon}; border-radius: 1px; }
  .nav { height: 44px; display: flex; align-items: center; justify-content: space-between; padding: 0 14px;
    font-size: 17px; font-weight: 600; background: ${style === 'dingtalk' ? p.bar : p.background};
    border-bottom: 0.5px solid ${style === 'wechat-dark' ? '#222' : '#D9D9D9'}; }
  .messages { flex: 1; overflow: hidden; padding: 4px 12px; }
  .stamp { text-align: center; font-size: 12px; color: ${p.stamp}; margin: 14px 0 4px; }
  .row { display: flex; align-items: flex-start; margin: 16px 0; }
  .row.right { flex-direction: row-reverse; }
  .avatar { width: 40px; height: 40px; flex: none; border-radius: ${p.avatarRadius}; color: #fff; font-size: 14px;
    display: flex; align-items: center; justify-content: center; }
  .bubble { position: relative; max-width: calc(100% - 104px); padding: 9px 12px; border-radius: ${style === 'dingtalk' ? '10px' : '4px'};
    font-size: 16px; line-height: 1.45; word-break: break-word; margin: 0 10px; }
  .left .bubble { background: ${p.left}; color: ${p.leftText}; }
  .right .bubble { background: ${p.right}; color: ${p.rightText}; }
  ${
    style === 'dingtalk'
      ? ''
      : `.bubble::before { content: ''; position: absolute; top: 13px; border: 6px solid transparent; }
  .left .bubble::before { left: -11px; border-right-color: ${p.left}; }
  .right .bubble::before { right: -11px; border-left-color: ${p.right}; }`
  }
  .read { align-self: flex-end; font-size: 11px; color: #3296FA; margin-right: -4px; }
  .input { height: 90px; background: ${p.bar}; display: flex; align-items: flex-start; gap: 10px;
    padding: 10px 12px 0; border-top: 0.5px solid ${style === 'wechat-dark' ? '#2A2A2A' : '#DDD'}; }
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
