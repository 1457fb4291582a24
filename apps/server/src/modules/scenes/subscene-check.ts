import { SCENE_MAX_DEPTH, type SceneGraph, type SceneProblem } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { latestPublished } from './scenes.repo';

/** The scenes a graph calls, each once, with the first node that calls it. */
const subscenesOf = (graph: SceneGraph) => {
  const calls = new Map<string, string>();
  for (const node of graph.nodes)
    if (node.type === 'subscene' && !calls.has(node.settings.sceneId))
      calls.set(node.settings.sceneId, node.id);
  return calls;
};

/**
 * Sub-scenes as a helper would run them (each at its latest published version): a scene that
 * calls itself, directly or through others, or calls deeper than the limit, is refused at the
 * node that starts it; so is a sub-scene that is not published in the team. Each scene is read
 * and walked once, however many nodes or paths call it.
 */
export async function subsceneProblems(
  db: Executor,
  orgId: bigint,
  sceneId: bigint | null,
  graph: SceneGraph,
): Promise<SceneProblem[]> {
  const self = sceneId === null ? null : String(sceneId);
  const graphs = new Map<string, SceneGraph | null>();
  const load = async (id: string) => {
    if (!graphs.has(id))
      graphs.set(id, (await latestPublished(db, orgId, BigInt(id)))?.graph ?? null);
    return graphs.get(id)!;
  };
  // How deep each scene's calls go (1 for one that calls none); a loop is reported as found.
  const depth = new Map<string, number>();
  const walking: string[] = [];
  const visit = async (id: string): Promise<number | { loop: string[] }> => {
    if (id === self || walking.includes(id))
      return { loop: [...walking.slice(walking.indexOf(id)), id] };
    const known = depth.get(id);
    if (known !== undefined) return known;
    const child = await load(id);
    if (!child) return 1;
    walking.push(id);
    let deepest = 0;
    for (const next of subscenesOf(child).keys()) {
      const below = await visit(next);
      if (typeof below !== 'number') return below;
      deepest = Math.max(deepest, below);
    }
    walking.pop();
    depth.set(id, deepest + 1);
    return deepest + 1;
  };

  const problems: SceneProblem[] = [];
  for (const [called, nodeId] of subscenesOf(graph)) {
    const at = { nodeId, field: 'settings.sceneId' };
    if (called !== self && !(await load(called))) {
      problems.push({ code: 'SCENE_SUBSCENE_MISSING', ...at });
      continue;
    }
    walking.length = 0;
    const found = await visit(called);
    if (typeof found !== 'number')
      problems.push({
        code: 'SCENE_SUBSCENE_LOOP',
        ...at,
        params: { scenes: [self ?? '∗', ...found.loop].join(' → ') },
      });
    else if (found > SCENE_MAX_DEPTH)
      problems.push({ code: 'SCENE_SUBSCENE_DEPTH', ...at, params: { max: SCENE_MAX_DEPTH } });
  }
  return problems;
}
