import type { ModelProvider } from '@miaoyu/contracts/models';

/** The key as the list shows it: never the key itself, which the server never sends. */
export function maskedKey(provider: Pick<ModelProvider, 'hasApiKey' | 'apiKeyLast4'>): string {
  return provider.hasApiKey ? `••••${provider.apiKeyLast4}` : '';
}

/** 8192 → 8K, 128000 → 128K, 1048576 → 1M: how model cards usually write context sizes. */
export function formatContextSize(size: number): string {
  if (size >= 1_000_000) return `${trim(size / 1_048_576)}M`;
  if (size >= 1000) return `${trim(size / 1024)}K`;
  return String(size);
}

function trim(value: number): string {
  return value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}
