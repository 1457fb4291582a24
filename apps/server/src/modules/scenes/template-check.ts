import { nodeTemplates, type SceneGraph, type SceneProblem } from '@miaoyu/contracts';
import { templateParses } from './engine/template';

/** Each template that would fail to parse when the node runs, at its node and field. */
export function templateProblems(graph: SceneGraph): SceneProblem[] {
  return graph.nodes.flatMap((node) =>
    nodeTemplates(node)
      .filter((t) => !templateParses(t.text))
      .map((t) => ({ code: 'SCENE_TEMPLATE_SYNTAX' as const, nodeId: node.id, field: t.field })),
  );
}
