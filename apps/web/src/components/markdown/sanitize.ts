/**
 * What a model may link to. Answers are untrusted text (a prompt can be injected through a
 * pasted page or a file), so only web and mail links survive; `javascript:`, `data:`, `vbscript:`
 * and relative paths into this app are dropped.
 */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** react-markdown's `urlTransform`: the URL when it is safe to link to, else undefined. */
export function safeUrl(url: string): string | undefined {
  const trimmed = url.trim();
  // Browsers drop tabs and newlines inside a scheme (`java\tscript:`); URL() mirrors that.
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return undefined;
  }
  return SAFE_PROTOCOLS.has(parsed.protocol) ? trimmed : undefined;
}

/** Every link in an answer opens in a new tab, without giving the page a handle on ours. */
export const LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;
