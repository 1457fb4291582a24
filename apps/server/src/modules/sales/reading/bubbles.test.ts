import { describe, expect, it } from 'vitest';
import { findBubbles } from './bubbles';
import { DARK, LIGHT, drawChat, rawOf, type DrawnBubble } from './test-images';

const CHAT: DrawnBubble[] = [
  { side: 'left', lines: 1, width: 0.3 },
  { side: 'right', lines: 2, width: 0.6 },
  { side: 'left', lines: 3, width: 0.65 },
  { side: 'right', lines: 1, width: 0.12 },
  { side: 'left', lines: 1, width: 0.1 },
];

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
