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
    // The way to the models page is the studio's: the avatar menu's entry (there is no Settings menu).
    for (const [locale, start, way] of [
      ['zh-CN', '**离线应答**', '点击右上角的头像，打开 **模型设置**'],
      ['en-US', '**Offline answer**', 'clicks their avatar at the top right and opens **Models**'],
    ] as const) {
      const parts = await collect(offlineAnswer(locale, 'studio', new AbortController().signal));
      const text = parts.map((p) => (p.type === 'delta' ? p.text : '')).join('');
      expect(text.startsWith(start)).toBe(true);
      expect(text).toContain('LLM_MODEL');
      expect(text).toContain(way);
      expect(text).not.toMatch(/设置 →|Settings →/);
      expect(parts.filter((p) => p.type === 'delta').length).toBeGreaterThan(3);
      expect(parts.at(-1)).toEqual({ type: 'usage', promptTokens: 0, completionTokens: 0 });
    }
  });

  it("tells a bot's visitor nothing of the team's set-up, and where to turn", async () => {
    for (const [locale, words] of [
      ['zh-CN', '人工客服'],
      ['en-US', 'ask for a person'],
    ] as const) {
      const parts = await collect(offlineAnswer(locale, 'visitor', new AbortController().signal));
      const text = parts.map((p) => (p.type === 'delta' ? p.text : '')).join('');
      expect(text).toContain(words);
      expect(text).not.toMatch(/LLM_MODEL|OPENAI|模型|model/i);
    }
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const parts = await collect(offlineAnswer('zh-CN', 'studio', controller.signal), () =>
      controller.abort(),
    );
    expect(parts).toHaveLength(1);
  });
});
