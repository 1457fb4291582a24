import type { NodeJournalEntry } from './engine/run-scene';

/**
 * A run's journal written off the answer's path, in batches: while one write is out, the lines
 * that come in wait, and a node's (and pass's) later line replaces its earlier one, so a
 * ten-node scene costs a few statements instead of twenty and never holds a word back.
 */
export function journalWriter(
  write: (entries: NodeJournalEntry[]) => Promise<void>,
  onError: (error: unknown) => void,
) {
  const pending = new Map<string, NodeJournalEntry>();
  let writing: Promise<void> | null = null;
  const drain = async () => {
    while (pending.size > 0) {
      const batch = [...pending.values()];
      pending.clear();
      await write(batch).catch(onError);
    }
    writing = null;
  };
  return {
    add(entry: NodeJournalEntry) {
      const key = `${entry.nodeId}\u0000${entry.iteration ?? 0}`;
      pending.delete(key);
      pending.set(key, entry);
      writing ??= drain();
    },
    /** Resolves once every line given so far is written (or failed to be). */
    settled: (): Promise<void> => writing ?? Promise.resolve(),
  };
}
