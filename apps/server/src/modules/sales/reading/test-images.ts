/** Chat screens drawn with SVG for the tests: bars, avatars, a time stamp and bubbles with "text". */
import sharp from 'sharp';

export interface DrawnBubble {
  side: 'left' | 'right';
  lines: number;
  /** Width as a share of the screen. */
  width: number;
}

interface Theme {
  background: string;
  left: string;
  right: string;
  text: string;
  bar: string;
}

export const LIGHT: Theme = {
  background: '#EDEDED',
  left: '#FFFFFF',
  right: '#95EC69',
  text: '#191919',
  bar: '#F7F7F7',
};
export const DINGTALK: Theme = {
  background: '#F2F3F5',
  left: '#FFFFFF',
  right: '#CDE4FF',
  text: '#171A1D',
  bar: '#FFFFFF',
};
export const DARK: Theme = {
  background: '#111111',
  left: '#2C2C2C',
  right: '#3EB575',
  text: '#D5D5D5',
  bar: '#1E1E1E',
};

/** A 1080-px-wide screen; returns PNG bytes and the boxes of the bubbles it drew, top to bottom. */
export async function drawChat(
  theme: Theme,
  bubbles: DrawnBubble[],
  options: {
    text?: string;
    /** Font of the text (DejaVu Sans by default). */
    font?: string;
    height?: number;
    /** Avatars' colour ('none' draws none) and shape. */
    avatar?: string;
    round?: boolean;
    /** A tail on each bubble pointing at its avatar, as WeChat draws them. */
    tail?: boolean;
  } = {},
) {
  const width = 1080;
  const height = options.height ?? 2200;
  const parts: string[] = [
    `<rect width="${width}" height="${height}" fill="${theme.background}"/>`,
    `<rect y="${height - 250}" width="${width}" height="250" fill="${theme.bar}"/>`,
    `<rect x="150" y="${height - 220}" width="650" height="110" rx="16" fill="${theme.left}"/>`,
    // Status bar clock and a centred time stamp: thin grey text without fill.
    `<rect x="60" y="50" width="90" height="30" fill="${theme.text}"/>`,
    `<rect x="470" y="300" width="140" height="28" fill="#B2B2B2"/>`,
  ];
  const boxes: Array<{ x: number; y: number; width: number; height: number; side: string }> = [];
  let y = 380;
  for (const bubble of bubbles) {
    const w = Math.round(bubble.width * width);
    const h = 70 + 70 * bubble.lines;
    const x = bubble.side === 'left' ? 180 : width - 180 - w;
    const avatarX = bubble.side === 'left' ? 36 : width - 36 - 120;
    const [avatar, rx] = [options.avatar ?? '#4A90E2', options.round ? 60 : 12];
    if (avatar !== 'none')
      parts.push(
        `<rect x="${avatarX}" y="${y}" width="120" height="120" rx="${rx}" fill="${avatar}"/>`,
      );
    parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${theme[bubble.side]}"/>`,
    );
    if (options.tail) {
      const [tip, base] = bubble.side === 'left' ? [x - 18, x + 1] : [x + w + 18, x + w - 1];
      parts.push(
        `<polygon points="${base},${y + 30} ${tip},${y + 48} ${base},${y + 66}" fill="${theme[bubble.side]}"/>`,
      );
    }
    for (let line = 0; line < bubble.lines; line++) {
      const lineWidth = line === bubble.lines - 1 ? w * 0.5 : w - 72;
      parts.push(
        `<rect x="${x + 36}" y="${y + 45 + line * 70}" width="${lineWidth}" height="48" fill="${theme.text}"/>`,
      );
    }
    if (options.text && bubble.lines === 1)
      parts[parts.length - 1] =
        `<text x="${x + 36}" y="${y + 90}" font-size="52" font-family="${options.font ?? 'DejaVu Sans'}, sans-serif" fill="${theme.text}">${options.text}</text>`;
    boxes.push({ x, y, width: w, height: h, side: bubble.side });
    y += h + 60;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return { png, boxes };
}

export async function rawOf(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
