/**
 * How one chat screen looks: the app's colours (WeChat light and dark, DingTalk, WeCom) and the
 * sizes a phone and its user's settings give it. Sizes are drawn at random (a fixed seed) within what
 * the apps show, the same way for both sides: the room a bubble leaves on its far side is drawn on
 * its own, so a long message may come nearer the far edge than its own avatar's.
 */
export type ChatStyle = 'wechat-light' | 'wechat-dark' | 'dingtalk' | 'wecom';
export const CHAT_STYLES: ChatStyle[] = ['wechat-light', 'wechat-dark', 'dingtalk', 'wecom'];

export interface Palette {
  background: string;
  bar: string;
  text: string;
  left: string;
  leftText: string;
  right: string;
  rightText: string;
  stamp: string;
  /** A pill behind system lines and time stamps, or none. */
  stampPill: string | null;
  input: string;
  icon: string;
  rule: string;
}

const PALETTES: Record<ChatStyle, Palette[]> = {
  'wechat-light': [
    {
      background: '#EDEDED',
      bar: '#EDEDED',
      text: '#191919',
      left: '#FFFFFF',
      leftText: '#191919',
      right: '#95EC69',
      rightText: '#191919',
      stamp: '#B2B2B2',
      stampPill: null,
      input: '#FFFFFF',
      icon: '#181818',
      rule: '#D9D9D9',
    },
  ],
  'wechat-dark': [
    {
      background: '#111111',
      bar: '#1E1E1E',
      text: '#D5D5D5',
      left: '#2C2C2C',
      leftText: '#D5D5D5',
      right: '#3EB575',
      rightText: '#0F0F0F',
      stamp: '#5F5F5F',
      stampPill: null,
      input: '#2C2C2C',
      icon: '#D0D0D0',
      rule: '#222222',
    },
  ],
  dingtalk: [
    {
      background: '#F2F3F5',
      bar: '#FFFFFF',
      text: '#171A1D',
      left: '#FFFFFF',
      leftText: '#171A1D',
      right: '#CDE4FF',
      rightText: '#171A1D',
      stamp: '#A2A3A4',
      stampPill: null,
      input: '#F2F3F5',
      icon: '#5C5D5F',
      rule: '#E5E6E8',
    },
    {
      background: '#F5F6F7',
      bar: '#FFFFFF',
      text: '#171A1D',
      left: '#FFFFFF',
      leftText: '#171A1D',
      right: '#D6E9FF',
      rightText: '#171A1D',
      stamp: '#8F959E',
      stampPill: '#E8EAED',
      input: '#F2F3F5',
      icon: '#5C5D5F',
      rule: '#E5E6E8',
    },
  ],
  wecom: [
    {
      background: '#F1F1F1',
      bar: '#F7F7F7',
      text: '#1D1D1D',
      left: '#FFFFFF',
      leftText: '#1D1D1D',
      right: '#C9DEF8',
      rightText: '#1D1D1D',
      stamp: '#A8A8A8',
      stampPill: null,
      input: '#FFFFFF',
      icon: '#3B3B3B',
      rule: '#DEDEDE',
    },
  ],
};

export interface Look {
  style: ChatStyle;
  palette: Palette;
  font: string;
  fontPx: number;
  lineHeight: number;
  /** Screen edge to avatar. */
  edgePx: number;
  avatarPx: number;
  avatarRadius: string;
  /** Avatar to bubble. */
  gapPx: number;
  /** Room a bubble at its widest leaves on the far side of the row (besides edgePx). */
  farPx: number;
  padX: number;
  padY: number;
  radiusPx: number;
  /** Size of the tail pointing at the avatar, 0 for none. */
  tailPx: number;
  rowGapPx: number;
  /** Names above the customer's bubbles, as a group chat shows them. */
  names: boolean;
  /** "已读" beside my bubbles (DingTalk, WeCom). */
  readMarks: boolean;
  /** Seeds the avatars' colours. */
  avatarSeed: number;
}

export type Random = () => number;

/** mulberry32: small, fast, and the same sequence from the same seed. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const between = (random: Random, lo: number, hi: number) => Math.round(lo + random() * (hi - lo));

/** A look of the style with every size drawn at random from the range the app shows. */
export function randomLook(style: ChatStyle, random: Random, fonts: readonly string[]): Look {
  const wechat = style.startsWith('wechat');
  const avatarPx = between(random, 34, 44);
  const tailPx = wechat ? between(random, 5, 7) : style === 'wecom' ? between(random, 0, 5) : 0;
  return {
    style,
    palette: pick(random, PALETTES[style]),
    font: pick(random, fonts),
    fontPx: between(random, 15, 18),
    lineHeight: 1.3 + random() * 0.2,
    edgePx: between(random, 8, 16),
    avatarPx,
    avatarRadius: style === 'dingtalk' ? '50%' : `${between(random, 3, 8)}px`,
    // A tail stops short of the avatar, as the apps draw it.
    gapPx: Math.max(between(random, 6, 12), tailPx + 3),
    farPx: between(random, 36, 96),
    padX: between(random, 10, 14),
    padY: between(random, 7, 11),
    radiusPx: style === 'dingtalk' ? between(random, 8, 14) : between(random, 4, 8),
    tailPx,
    rowGapPx: between(random, 12, 22),
    names: random() < 0.2,
    readMarks: !wechat && random() < 0.7,
    avatarSeed: Math.floor(random() * 1000),
  };
}

/** The look the browser test's screenshots use: WeChat's own sizes. */
export function plainLook(style: ChatStyle = 'wechat-light'): Look {
  return {
    style,
    palette: PALETTES[style][0]!,
    font: 'WenQuanYi Zen Hei',
    fontPx: 16,
    lineHeight: 1.45,
    edgePx: 12,
    avatarPx: 40,
    avatarRadius: '4px',
    gapPx: 10,
    farPx: 64,
    padX: 12,
    padY: 9,
    radiusPx: 4,
    tailPx: 6,
    rowGapPx: 16,
    names: false,
    readMarks: false,
    avatarSeed: 3,
  };
}
