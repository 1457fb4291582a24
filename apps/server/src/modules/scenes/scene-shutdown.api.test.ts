import { describe, expect, it } from 'vitest';
import type { SceneGraphInput } from '@miaoyu/contracts';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { scenesOf } from '../../../test/scenes';
import { deltaText, parseSse } from '../../../test/sse';
import { sceneRunsInFlight } from './in-flight';

/** A slow model first, then code: the code runs after the shutdown has begun. */
const SLOW_THEN_CODE: SceneGraphInput = {
  variables: [],
  nodes: [
    { id: 'start', type: 'start', settings: {} },
    { id: 'think', type: 'llm', settings: { prompt: '{{ start.question }}', reply: false } },
    {
      id: 'calc',
      type: 'code',
      settings: {
        code: 'function main() { return { total: 6 * 7 } }',
        inputs: [{ name: 'said', from: 'think.text' }],
        outputs: [{ name: 'total', type: 'number' }],
      },
    },
    { id: 'say', type: 'answer', settings: { text: '合计 {{ calc.total }}' } },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'think' },
    { id: 'e2', source: 'think', target: 'calc' },
    { id: 'e3', source: 'calc', target: 'say' },
  ],
};

describe.each(DATABASE_KINDS)('shutting down with a scene run going on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  useLlmStub(env, ['stub-model-slow'], { chunks: 4 });
  const t = useTestApp(kind, env);

  it('closes the code sandbox only once the run has ended', async () => {
    const owner = await chatUsers(t)('13900392001');
    const scenes = scenesOf(t, owner);
    const { scene } = await scenes.withDraft('算账', SLOW_THEN_CODE);

    const answer = scenes.test(scene.id, { conversation: 'c1', question: '算一下' });
    const deadline = Date.now() + 5_000;
    while (sceneRunsInFlight() === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sceneRunsInFlight()).toBe(1);
    await t.app.close();

    const { events } = parseSse((await answer).body);
    expect(deltaText(events)).toBe('合计 42');
    expect(events.at(-1)?.event).toBe('done');
  });
});
