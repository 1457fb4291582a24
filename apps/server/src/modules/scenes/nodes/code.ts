import type { SceneNodeOf } from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';
import type { NodeExecutor } from '../engine/context';

const REASONS: Record<string, string> = {
  timeout: 'took too long',
  memory: 'used too much memory',
  'invalid-output': 'main() must return an object',
  'too-large': 'the result is too large',
  stopped: 'stopped',
};

/**
 * `main(input)` in JavaScript, in the QuickJS sandbox: JSON in, JSON out, no host, with a memory
 * limit and a deadline the parent enforces.
 */
export const runCode: NodeExecutor<SceneNodeOf<'code'>> = async (node, ctx) => {
  const { settings } = node;
  const input: Record<string, unknown> = {};
  for (const { name, from } of settings.inputs) input[name] = ctx.read(from) ?? null;
  const result = await ctx.services.runCode(settings.code, input, settings.timeoutMs, ctx.signal);
  if (!result.ok && result.reason === 'busy') throw new AppError(503, 'SCENE_CODE_BUSY');
  if (!result.ok)
    throw new AppError(422, 'SCENE_CODE_FAILED', {
      reason: REASONS[result.reason] ?? result.message.slice(0, 300),
    });
  const value = result.value as Record<string, unknown>;
  const outputs: Record<string, unknown> = {};
  for (const field of settings.outputs) outputs[field.name] = value[field.name] ?? null;
  return { outputs, inputs: input };
};
