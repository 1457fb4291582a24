import type { SceneNodeOf } from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';
import { conditionsHold } from '../engine/conditions';
import type { NodeExecutor } from '../engine/context';

type Pass = { read(selector: string): unknown };

/**
 * A loop: `each` makes one pass per element of a list (some at once when asked), `repeat` makes
 * passes until its condition holds, never more than its limit. Each pass may add a value to
 * `results`, in pass order. The first pass that fails stops the others and fails the loop.
 */
export const runLoop: NodeExecutor<SceneNodeOf<'loop'>> = async (node, ctx) => {
  const { settings } = node;
  const runPass = ctx.runPass;
  if (!runPass) throw new AppError(422, 'SCENE_RUN_FAILED', { reason: 'loop without passes' });
  const collect = (pass: Pass) => (settings.collect ? (pass.read(settings.collect) ?? null) : null);

  if (settings.mode === 'repeat') {
    const results: unknown[] = [];
    let previous: unknown = null;
    for (let index = 0; index < settings.maxPasses; index++) {
      const pass = await runPass(index, previous, ctx.signal);
      previous = collect(pass);
      results.push(previous);
      const { conditions, match } = settings.until;
      if (conditions.length > 0 && conditionsHold(match, conditions, (s) => pass.read(s))) break;
    }
    return {
      outputs: { results, count: results.length },
      inputs: { maxPasses: settings.maxPasses },
    };
  }

  const ref = settings.items ?? '';
  const items = ctx.read(ref);
  if (!Array.isArray(items)) throw new AppError(422, 'SCENE_LOOP_NOT_LIST', { ref });
  if (items.length > settings.maxPasses)
    throw new AppError(422, 'SCENE_LOOP_TOO_MANY', {
      count: items.length,
      max: settings.maxPasses,
    });
  const results: unknown[] = new Array<unknown>(items.length).fill(null);
  await eachAtMost(items, settings.parallel, ctx.signal, async (item, index, signal) => {
    results[index] = collect(await runPass(index, item, signal));
  });
  return { outputs: { results, count: items.length }, inputs: { items } };
};

/** Runs `work` on each element, `limit` at once; the first failure stops the rest and is thrown. */
async function eachAtMost<T>(
  items: T[],
  limit: number,
  outer: AbortSignal,
  work: (item: T, index: number, signal: AbortSignal) => Promise<void>,
) {
  const stop = new AbortController();
  const onOuter = () => stop.abort(outer.reason);
  outer.addEventListener('abort', onOuter, { once: true });
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (next < items.length && !failure && !stop.signal.aborted) {
      const index = next++;
      try {
        await work(items[index]!, index, stop.signal);
      } catch (error) {
        failure ??= { error };
        stop.abort('failed');
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  } finally {
    outer.removeEventListener('abort', onOuter);
  }
  if (failure) throw (failure as { error: unknown }).error;
  if (outer.aborted) throw outer.reason;
}
