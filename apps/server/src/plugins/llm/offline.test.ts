import { describe, expect, it } from 'vitest';
import type { GatewayPart } from './gateway';
import { offlineAnswer } from './offline';

async function collect(source: AsyncIterable<GatewayPart>, onPart?: () => void) {
  const parts: GatewayPart[] = [];
  for await (const part of source) {
    parts.push(part);
    onPart?.();
  }
  return parts;
}

describe('offlineAnswer', () => {
  it('explains in each language that no model is configured, then reports no usage', async () => {
    for (const [locale, start] of [
      ['zh-CN', '**离线应答**'],
      ['en-US', '**Offline answer**'],
    ] as const) {
      const parts = await collect(offlineAnswer(locale, new AbortController().signal));
      const text = parts.map((p) => (p.type === 'delta' ? p.text : '')).join('');
      expect(text.startsWith(start)).toBe(true);
      expect(text).toContain('LLM_MODEL');
      expect(parts.filter((p) => p.type === 'delta').length).toBeGreaterThan(3);
      expect(parts.at(-1)).toEqual({ type: 'usage', promptTokens: 0, completionTokens: 0 });
    }
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const parts = await collect(offlineAnswer('zh-CN', controller.signal), () =>
      controller.abort(),
    );
    expect(parts).toHaveLength(1);
  });
});
