import { SCENE_MAX_DEPTH, type SceneGraph, type SceneProblem } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { latestPublished } from './scenes.repo';

const subscenesOf = (graph: SceneGraph) =>
  graph.nodes.flatMap((n) =>
    n.type === 'subscene' ? [{ nodeId: n.id, sceneId: n.settings.sceneId }] : [],
  );

/**
 * Sub-scenes as a helper would run them (each at its latest published version): a scene that
 * calls itself, directly or through others, or calls deeper than the limit, is refused at the
 * node that starts it; so is a sub-scene that is not published in the team.
 */
export async function subsceneProblems(
  db: Executor,
  orgId: bigint,
  sceneId: bigint | null,
  graph: SceneGraph,
): Promise<SceneProblem[]> {
  const problems: SceneProblem[] = [];
  const published = new Map<string, SceneGraph | null>();
  const load = async (id: string) => {
    if (!published.has(id))
      published.set(id, (await latestPublished(db, orgId, BigInt(id)))?.graph ?? null);
    return published.get(id)!;
  };
  const self = sceneId === null ? null : String(sceneId);
  for (const { nodeId, sceneId: called } of subscenesOf(graph)) {
    // Walked breadth-first with the path to each scene: the first repeat is the loop to name.
    const queue: { id: string; path: string[] }[] = [{ id: called, path: [called] }];
    let problem: SceneProblem | null = null;
    while (queue.length > 0 && !problem) {
      const { id, path } = queue.shift()!;
      if (id === self || path.slice(0, -1).includes(id)) {
        problem = {
          code: 'SCENE_SUBSCENE_LOOP',
          nodeId,
          field: 'settings.sceneId',
          params: { scenes: [self ?? '∗', ...path].join(' → ') },
        };
        break;
      }
      if (path.length > SCENE_MAX_DEPTH) {
        problem = {
          code: 'SCENE_SUBSCENE_DEPTH',
          nodeId,
          field: 'settings.sceneId',
          params: { max: SCENE_MAX_DEPTH },
        };
        break;
      }
      const child = await load(id);
      if (!child) {
        if (path.length === 1)
          problem = { code: 'SCENE_SUBSCENE_MISSING', nodeId, field: 'settings.sceneId' };
        continue;
      }
      for (const next of subscenesOf(child))
        queue.push({ id: next.sceneId, path: [...path, next.sceneId] });
    }
    if (problem) problems.push(problem);
  }
  return problems;
}
