/** Chat screenshots drawn for tests outside vitest too (the container stack test reads one). */
import sharp from 'sharp';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A phone chat screenshot as WeChat draws it: grey background, the customer's white bubbles on
 * the left and the salesperson's green ones on the right, with an avatar square beside each.
 */
export function chatScreenshot(turns: { speaker: 'customer' | 'me'; text: string }[]) {
  const width = 750;
  const fontSize = 34;
  const rowHeight = 140;
  const height = 200 + rowHeight * turns.length;
  const rows = turns.map((turn, i) => {
    const y = 120 + i * rowHeight;
    const textWidth = Array.from(turn.text).length * fontSize + 48;
    const left = turn.speaker === 'customer';
    const avatarX = left ? 24 : width - 24 - 80;
    const bubbleX = left ? 124 : width - 124 - textWidth;
    const fill = left ? '#ffffff' : '#95ec69';
    return [
      `<rect x="${avatarX}" y="${y}" width="80" height="80" rx="8" fill="${left ? '#4e7fd6' : '#e0883a'}"/>`,
      `<rect x="${bubbleX}" y="${y}" width="${textWidth}" height="80" rx="10" fill="${fill}"/>`,
      `<text x="${bubbleX + 24}" y="${y + 52}" font-family="WenQuanYi Zen Hei, Noto Sans CJK SC, sans-serif" font-size="${fontSize}" fill="#111111">${escapeXml(turn.text)}</text>`,
    ].join('');
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#ededed"/>${rows.join('\n')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
