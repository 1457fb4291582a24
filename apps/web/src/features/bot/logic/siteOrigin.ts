import { originSchema } from '@miaoyu/contracts/bot';
import { messageText } from '@/lib/form';

/**
 * The website origin in what someone pasted: a whole page address (`https://shop.example.com/a?b`)
 * gives its origin, since that is what browsers send; anything else is checked as typed.
 */
export function siteOrigin(input: string): { origin: string } | { error: string } {
  const typed = input.trim();
  let candidate = typed;
  try {
    const url = new URL(typed);
    if (url.protocol === 'http:' || url.protocol === 'https:') candidate = url.origin;
  } catch {
    // Not an address at all: the contract says what is wrong with it.
  }
  const parsed = originSchema.safeParse(candidate);
  return parsed.success
    ? { origin: parsed.data }
    : { error: messageText(parsed.error.issues[0]?.message ?? 'validation.origin') };
}
