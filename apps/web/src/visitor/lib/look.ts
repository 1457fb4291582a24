import { BOT_DEFAULT_COLOR } from '@miaoyu/contracts/bot-constants';
import { isHexColor, textColorOn } from '@/embed/protocol';

/** The CSS variables the page's colours come from, for the bot's colour. */
export function lookVariables(color: string): Record<string, string> {
  const primary = isHexColor(color) ? color : BOT_DEFAULT_COLOR;
  const [r, g, b] = [1, 3, 5].map((offset) => parseInt(primary.slice(offset, offset + 2), 16));
  return {
    '--primary': primary,
    '--on-primary': textColorOn(primary),
    '--primary-soft': `rgba(${r}, ${g}, ${b}, 0.12)`,
  };
}

export function applyLook(root: HTMLElement, color: string): void {
  for (const [name, value] of Object.entries(lookVariables(color)))
    root.style.setProperty(name, value);
}
