import { describe, expect, it } from 'vitest';
import { sceneNodeSchema, type SceneNodeOf } from '@miaoyu/contracts';
import type { CodeResult } from '../code/code-pool';
import type { NodeContext } from '../engine/context';
import { runCode } from './code';

const node = sceneNodeSchema.parse({
  id: 'calc',
  type: 'code',
  settings: { code: 'function main() { return {} }', outputs: [{ name: 'n', type: 'number' }] },
}) as SceneNodeOf<'code'>;

/** A node context whose sandbox answers `result`, remembering the signal it was given. */
function contextAnswering(result: CodeResult) {
  const seen: { signal?: AbortSignal } = {};
  const signal = new AbortController().signal;
  const ctx = {
    signal,
    read: () => null,
    services: {
      runCode: async (_code: string, _input: unknown, _ms: number, given?: AbortSignal) => {
        seen.signal = given;
        return result;
      },
    },
  } as unknown as NodeContext;
  return { ctx, seen, signal };
}

describe('code node', () => {
  it("hands the node's signal to the sandbox", async () => {
    const { ctx, seen, signal } = contextAnswering({ ok: true, value: { n: 3 }, logs: [] });
    expect(await runCode(node, ctx)).toMatchObject({ outputs: { n: 3 } });
    expect(seen.signal).toBe(signal);
  });

  it("fails as busy when the team's line of code runs is full", async () => {
    const { ctx } = contextAnswering({ ok: false, reason: 'busy', message: 'full' });
    await expect(runCode(node, ctx)).rejects.toMatchObject({ code: 'SCENE_CODE_BUSY' });
  });
});
