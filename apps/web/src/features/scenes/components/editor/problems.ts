import {
  checkSceneGraph,
  sceneGraphSchema,
  type SceneGraph,
  type SceneProblem,
} from '@miaoyu/contracts/scenes';
import type { ApiError } from '@miaoyu/contracts/errors';
import type { Issue } from '@/lib/form';

/** Something wrong with the graph, where it is, in words. */
export interface Problem {
  nodeId?: string;
  edgeId?: string;
  /** `settings.query`, `title`, `variables.0.name`… */
  field?: string;
  message: string;
}

/** A problem the server reported for the graph as it was sent: shown while that node is unchanged. */
export interface ServerProblem extends Problem {
  /** The node or edge as sent, to tell whether it has been edited since. */
  sent?: object;
}

export interface ProblemIndex {
  all: Problem[];
  byNode: Map<string, Problem[]>;
  byEdge: Map<string, Problem[]>;
}

const joinPath = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** A schema issue at its node, edge or scene field. */
function placeIssue(graph: SceneGraph, issue: Issue, describe: (i: Issue) => string): Problem {
  const [kind, index, ...rest] = issue.path;
  const message = describe(issue);
  if (kind === 'nodes' && typeof index === 'number' && graph.nodes[index])
    return { nodeId: graph.nodes[index].id, field: joinPath(rest) || undefined, message };
  if (kind === 'edges' && typeof index === 'number' && graph.edges[index])
    return { edgeId: graph.edges[index].id, message };
  return { field: joinPath(issue.path) || undefined, message };
}

/**
 * Everything wrong with the graph now: the settings the schema refuses (an empty address) and
 * the rules the server checks before it saves (`checkSceneGraph`).
 */
export function liveProblems(
  graph: SceneGraph,
  describe: (problem: SceneProblem) => string,
  describeIssue: (issue: Issue) => string,
): Problem[] {
  const parsed = sceneGraphSchema.safeParse(graph);
  const fromSchema = parsed.success
    ? []
    : parsed.error.issues.map((issue) => placeIssue(graph, issue, describeIssue));
  const fromRules = checkSceneGraph(graph).map((p) => ({
    nodeId: p.nodeId,
    edgeId: p.edgeId,
    field: p.field,
    message: describe(p),
  }));
  return [...fromSchema, ...fromRules];
}

/**
 * A 422's detail lines on the graph that was sent: `['graph','nodes',id,'settings',…]` from the
 * scene's rules, or `['body','graph','nodes',index,…]` from the request's schema.
 */
export function serverProblems(body: ApiError | null, sent: SceneGraph): ServerProblem[] {
  return (body?.detail ?? []).map((detail) => {
    let loc = detail.loc.map(String);
    if (loc[0] === 'body') loc = loc.slice(1);
    if (loc[0] === 'graph') loc = loc.slice(1);
    const [kind, key, ...rest] = loc;
    const message = detail.msg;
    if (kind === 'nodes' && key !== undefined) {
      const node = sent.nodes.find((n) => n.id === key) ?? sent.nodes[Number(key)];
      if (node) return { nodeId: node.id, field: rest.join('.') || undefined, message, sent: node };
    }
    if (kind === 'edges' && key !== undefined) {
      const edge = sent.edges.find((e) => e.id === key) ?? sent.edges[Number(key)];
      if (edge) return { edgeId: edge.id, message, sent: edge };
    }
    return { field: loc.join('.') || undefined, message };
  });
}

/** The server's problems whose node or edge is still as it was sent. */
export function stillStanding(problems: ServerProblem[], graph: SceneGraph): Problem[] {
  return problems.filter((p) => {
    if (p.nodeId) return graph.nodes.find((n) => n.id === p.nodeId) === p.sent;
    if (p.edgeId) return graph.edges.find((e) => e.id === p.edgeId) === p.sent;
    return true;
  });
}

/** Problems by where they are, each said once. */
export function indexProblems(problems: Problem[]): ProblemIndex {
  const seen = new Set<string>();
  const index: ProblemIndex = { all: [], byNode: new Map(), byEdge: new Map() };
  for (const p of problems) {
    const key = `${p.nodeId ?? ''}|${p.edgeId ?? ''}|${p.field ?? ''}|${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    index.all.push(p);
    if (p.nodeId) index.byNode.set(p.nodeId, [...(index.byNode.get(p.nodeId) ?? []), p]);
    if (p.edgeId) index.byEdge.set(p.edgeId, [...(index.byEdge.get(p.edgeId) ?? []), p]);
  }
  return index;
}

/** The message for a settings field of a node (or any field under it), if there is one. */
export function fieldProblem(problems: Problem[] | undefined, field: string): string | undefined {
  return problems?.find((p) => p.field === field || p.field?.startsWith(`${field}.`))?.message;
}
