import type { AnswerPart } from '../conversation';
import type { PartsQueue } from './engine/parts-queue';

/**
 * The run's parts in the order they were produced, though the run's id comes a moment after the
 * first words: a part naming the run (and every part after it) waits for the id; words before
 * it go at once.
 */
export function partsInOrder(parts: PartsQueue<AnswerPart>, runIdOf: Promise<bigint>) {
  let runId: string | null = null;
  const held: (() => AnswerPart)[] = [];
  const flushed = runIdOf.then((id) => {
    runId = String(id);
    for (const make of held.splice(0)) parts.push(make());
  });
  flushed.catch(() => undefined);
  return {
    push(part: AnswerPart) {
      if (held.length > 0) held.push(() => part);
      else parts.push(part);
    },
    pushNaming(make: (runId: string) => AnswerPart) {
      if (runId !== null && held.length === 0) parts.push(make(runId));
      else held.push(() => make(runId!));
    },
    /** Resolves once every held part is out. */
    flushed: () => flushed,
  };
}
