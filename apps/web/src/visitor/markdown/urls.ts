import { LINK_PROPS, safeUrl } from '@/components/markdown/sanitize';

export { safeUrl };

/** Links open in a new tab without a handle on this page (the studio's rule). */
export const LINK_ATTRIBUTES = { target: LINK_PROPS.target, rel: LINK_PROPS.rel };

const OWN_FILE = /^\/v1\/files\/[A-Za-z0-9_-][^?#\\\s]*$/;

/**
 * Images an answer may show: the studio's own stored files, or any https address. Everything
 * else (http, data:, other paths of this site) is not loaded; the renderer shows it as a link.
 */
export function safeImageUrl(url: string): string | undefined {
  const trimmed = url.trim();
  if (OWN_FILE.test(trimmed)) return trimmed.includes('..') ? undefined : trimmed;
  try {
    return new URL(trimmed).protocol === 'https:' ? trimmed : undefined;
  } catch {
    return undefined;
  }
}
