import type { AiPageVersion } from '@miaoyu/contracts/ai-pages';

/** The version a restore brought back, from its instruction (`#n`); null for other versions. */
export function restoredFrom(
  version: Pick<AiPageVersion, 'source' | 'instruction'>,
): number | null {
  if (version.source !== 'restored') return null;
  const n = /^#(\d+)$/.exec(version.instruction)?.[1];
  return n ? Number(n) : null;
}
