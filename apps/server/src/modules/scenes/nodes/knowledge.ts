import type { SceneNodeOf } from '@miaoyu/contracts';
import type { NodeExecutor } from '../engine/context';
import { asText } from '../engine/conditions';

/** Passages from the team's knowledge for a query; the answer's citations show where from. */
export const runKnowledge: NodeExecutor<SceneNodeOf<'knowledge'>> = async (node, ctx) => {
  const query = asText(ctx.read(node.settings.query));
  const found = query.trim()
    ? (await ctx.services.retrieve(node.settings.datasetIds, query, ctx.signal)).slice(
        0,
        node.settings.topK,
      )
    : [];
  // Cited once a node that speaks uses them: the journal's reader takes `citations` from it.
  const citations = found.map((p) => p.citation);
  return {
    outputs: {
      passages: found.map((p, i) => `[${i + 1}] ${p.citation.title}\n${p.text}`).join('\n\n'),
      count: found.length,
      found: found.length > 0,
      citations,
    },
    inputs: { query },
  };
};
