import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findBubbles } from './bubbles';
import { DARK, DINGTALK, LIGHT, drawChat, rawOf, type DrawnBubble } from './test-images';

const CHAT: DrawnBubble[] = [
  { side: 'left', lines: 1, width: 0.3 },
  { side: 'right', lines: 2, width: 0.6 },
  { side: 'left', lines: 3, width: 0.65 },
  { side: 'right', lines: 1, width: 0.12 },
  { side: 'left', lines: 1, width: 0.1 },
];

const SPEAKER = { left: 'customer', right: 'me' } as const;

describe('findBubbles', () => {
  for (const [name, theme] of [
    ['light', LIGHT],
    ['dark', DARK],
  ] as const) {
    it(`finds left and right bubbles in order on a ${name} screen, not avatars, bars or stamps`, async () => {
      const { png, boxes } = await drawChat(theme, CHAT);
      const scan = findBubbles(await rawOf(png));
      expect(scan.marginAgreement).toBeGreaterThan(0.9);
      expect(scan.bubbles.map((b) => b.speaker)).toEqual([
        'customer',
        'me',
        'customer',
        'me',
        'customer',
      ]);
      scan.bubbles.forEach((bubble, i) => {
        const drawn = boxes[i]!;
        expect(Math.abs(bubble.x - drawn.x)).toBeLessThan(8);
        expect(Math.abs(bubble.y - drawn.y)).toBeLessThan(8);
        expect(Math.abs(bubble.width - drawn.width)).toBeLessThan(10);
        expect(Math.abs(bubble.height - drawn.height)).toBeLessThan(10);
      });
    });
  }

  it('leaves out a bubble cut by the bottom bar', async () => {
    const many = Array.from({ length: 12 }, (_, i): DrawnBubble => ({
      side: i % 2 ? 'right' : 'left',
      lines: 2,
      width: 0.5,
    }));
    const { png, boxes } = await drawChat(LIGHT, many);
    const scan = findBubbles(await rawOf(png));
    const whole = boxes.filter((b) => b.y + b.height < 2200 - 250);
    expect(scan.bubbles).toHaveLength(whole.length);
  });
});

describe('findBubbles tells who wrote a bubble as a person does', () => {
  // Long messages wrap to the full row: each comes nearer the far edge than its own avatar's side.
  const WIDE: DrawnBubble[] = [
    { side: 'left', lines: 3, width: 0.72 },
    { side: 'right', lines: 3, width: 0.72 },
    { side: 'right', lines: 1, width: 0.2 },
    { side: 'left', lines: 2, width: 0.71 },
    { side: 'left', lines: 1, width: 0.25 },
    { side: 'right', lines: 4, width: 0.73 },
  ];
  const expected = WIDE.map((b) => (b.side === 'left' ? 'customer' : 'me'));

  for (const [name, theme, round] of [
    ['WeChat light', LIGHT, false],
    ['WeChat dark', DARK, false],
    ['DingTalk blue, round avatars', DINGTALK, true],
  ] as const) {
    it(`by the avatar beside full-width bubbles on both sides (${name})`, async () => {
      const { png } = await drawChat(theme, WIDE, { round, height: 2600 });
      expect(findBubbles(await rawOf(png)).bubbles.map((b) => b.speaker)).toEqual(expected);
    });
  }

  it('by the bubble’s colour where no avatar shows', async () => {
    for (const theme of [LIGHT, DARK, DINGTALK]) {
      const { png } = await drawChat(theme, WIDE, { avatar: 'none', height: 2600 });
      expect(findBubbles(await rawOf(png)).bubbles.map((b) => b.speaker)).toEqual(expected);
    }
  });
});

describe('findBubbles on what phones send', () => {
  it('finds the bubbles of a 1× JPEG, whose avatars bleed colour into the margin', async () => {
    const { png } = await drawChat(LIGHT, CHAT);
    const jpeg = await sharp(png).resize({ width: 360 }).jpeg({ quality: 60 }).toBuffer();
    const scan = findBubbles(await rawOf(jpeg));
    expect(scan.bubbles.map((b) => b.speaker)).toEqual(CHAT.map((b) => SPEAKER[b.side]));
  });

  it('leaves a tail out of a dark bubble, whose background there looks like text', async () => {
    const { png, boxes } = await drawChat(DARK, CHAT, { tail: true });
    const scan = findBubbles(await rawOf(png));
    scan.bubbles.forEach((bubble, i) => {
      expect(Math.abs(bubble.x - boxes[i]!.x)).toBeLessThan(8);
      expect(Math.abs(bubble.width - boxes[i]!.width)).toBeLessThan(10);
    });
  });
});
