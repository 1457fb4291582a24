import { EMBED_MESSAGE_SOURCE, type EmbedMessage } from '@miaoyu/contracts/bot-constants';

/**
 * What the loader and the chat in its iframe say to each other. Either side checks the sender's
 * origin first; this checks the shape, since any script on a page can post anything.
 */
export function isEmbedMessage(data: unknown): data is EmbedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.source !== EMBED_MESSAGE_SOURCE) return false;
  if (message.type === 'open' || message.type === 'close') return true;
  return (
    message.type === 'unread' &&
    typeof message.count === 'number' &&
    Number.isInteger(message.count) &&
    message.count >= 0
  );
}

/** The origin of a URL when it is an http(s) page's, else null. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && HEX_COLOR.test(value);

/** Black or white, whichever reads better on `color` (WCAG relative luminance). */
export function textColorOn(color: string): '#000000' | '#ffffff' {
  const channel = (offset: number) => {
    const value = parseInt(color.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4);
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // White wins down to the luminance where both contrasts are equal (about 0.18).
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
