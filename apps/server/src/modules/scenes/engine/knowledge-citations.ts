/**
 * A knowledge node's passages are cited only when the answer used them: when a node that speaks
 * (an answer, an ask, a hand-over, a model that replies) read the knowledge node's output, itself
 * or through the nodes it read. A branch that hands over cites nothing it found on the way.
 */
import type { ChatCitation, SceneGraph, SceneNode } from '@miaoyu/contracts';
import type { NodeJournalEntry, PriorNode } from './run-scene';

const speaks = (node: SceneNode) =>
  node.type === 'answer' ||
  node.type === 'ask' ||
  node.type === 'handover' ||
  (node.type === 'llm' && node.settings.reply);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The passages a knowledge node's outputs carry (`citations`, beside what the scene reads). */
export const citationsIn = (outputs: Record<string, unknown> | undefined): ChatCitation[] =>
  Array.isArray(outputs?.citations) ? (outputs.citations as ChatCitation[]) : [];

/**
 * Reads the run's journal as it is written, and cites a knowledge node's passages once a node
 * that speaks has used them. `prior` brings what a paused run found before its question.
 */
export function knowledgeCiter(
  graph: SceneGraph,
  cite: (citations: ChatCitation[]) => void,
  prior?: ReadonlyMap<string, PriorNode>,
): (entry: NodeJournalEntry) => void {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const patterns = graph.nodes.map(
    (node) => [node.id, new RegExp(`(^|[^\\w.-])${escape(node.id)}\\.\\w`)] as const,
  );
  // The nodes a node reads, by the selectors and templates in its settings.
  const reads = new Map<string, string[]>();
  const readBy = (node: SceneNode) => {
    let found = reads.get(node.id);
    if (!found) {
      const settings = JSON.stringify(node.settings);
      found = patterns.filter(([id, at]) => id !== node.id && at.test(settings)).map(([id]) => id);
      reads.set(node.id, found);
    }
    return found;
  };
  // Knowledge nodes' passages not cited yet.
  const found = new Map<string, ChatCitation[]>();
  for (const [id, state] of prior ?? [])
    if (state.status === 'done' && byId.get(id)?.type === 'knowledge')
      found.set(id, citationsIn(state.outputs));

  const citeUsedBy = (speaker: SceneNode) => {
    const seen = new Set([speaker.id]);
    const queue = [...readBy(speaker)];
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const passages = found.get(id);
      if (passages?.length) {
        cite(passages);
        found.set(id, []);
      }
      const node = byId.get(id);
      if (node) queue.push(...readBy(node));
    }
  };

  return (entry) => {
    const node = byId.get(entry.nodeId);
    if (!node) return;
    if (entry.status === 'done' && node.type === 'knowledge')
      found.set(node.id, citationsIn(entry.outputs));
    if ((entry.status === 'done' || entry.status === 'waiting') && speaks(node)) citeUsedBy(node);
  };
}
