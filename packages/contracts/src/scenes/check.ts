import type { SceneGraph, SceneNode } from './graph';
import {
  LOOP_PASS_OUTPUTS,
  nodeHandles,
  nodeOutputs,
  nodeReads,
  nodeSpeaks,
  isUnary,
  type NodeRead,
} from './shape';
import { CONVERSATION_SCOPE, valueFits } from './values';
import type { SCENE_ERRORS } from './errors';

/**
 * The rules a scene's graph keeps before it is saved: one start, something that answers, edges
 * between nodes that exist and from branches they have, no cycle, every node reachable, every
 * value read from a node that runs before the reader and has it, of a fitting type. Each problem
 * says where it is, so the canvas can point at it.
 */

export interface SceneProblem {
  code: keyof typeof SCENE_ERRORS;
  nodeId?: string;
  edgeId?: string;
  /** The settings field (`settings.query`), when the problem is in one. */
  field?: string;
  params?: Record<string, string | number>;
}

/** Node ids in topological order, or the nodes of one cycle. */
export function topologicalOrder(
  ids: string[],
  edges: { source: string; target: string }[],
): { order: string[] } | { cycle: string[] } {
  const next = new Map(ids.map((id) => [id, [] as string[]]));
  for (const edge of edges) next.get(edge.source)?.push(edge.target);
  const state = new Map<string, 'open' | 'done'>();
  const order: string[] = [];
  // Walked with an explicit stack: 10,000 nodes in a line must not overflow the call stack.
  for (const root of ids) {
    if (state.has(root)) continue;
    const stack: { id: string; i: number }[] = [{ id: root, i: 0 }];
    state.set(root, 'open');
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const targets = next.get(top.id) ?? [];
      if (top.i < targets.length) {
        const target = targets[top.i++]!;
        const seen = state.get(target);
        if (seen === 'open') {
          const from = stack.findIndex((s) => s.id === target);
          return { cycle: stack.slice(from).map((s) => s.id) };
        }
        if (!seen && next.has(target)) {
          state.set(target, 'open');
          stack.push({ id: target, i: 0 });
        }
      } else {
        state.set(top.id, 'done');
        order.push(top.id);
        stack.pop();
      }
    }
  }
  return { order: order.reverse() };
}

/** The nodes each node can be reached from (its ancestors), for a graph without cycles. */
function ancestorsOf(order: string[], edges: { source: string; target: string }[]) {
  const before = new Map(order.map((id) => [id, new Set<string>()]));
  const into = new Map(order.map((id) => [id, [] as string[]]));
  for (const edge of edges) into.get(edge.target)?.push(edge.source);
  for (const id of order) {
    const mine = before.get(id)!;
    for (const source of into.get(id)!) {
      mine.add(source);
      for (const a of before.get(source) ?? []) mine.add(a);
    }
  }
  return before;
}

function checkEdges(graph: SceneGraph, byId: Map<string, SceneNode>, problems: SceneProblem[]) {
  const seen = new Set<string>();
  const edgeIds = new Set<string>();
  for (const edge of graph.edges) {
    const at = { edgeId: edge.id };
    const source = byId.get(edge.source);
    const target = byId.get(edge.target);
    if (edgeIds.has(edge.id)) problems.push({ code: 'SCENE_DUPLICATE_ID', ...at });
    edgeIds.add(edge.id);
    if (!source || !target) {
      problems.push({
        code: 'SCENE_EDGE_DANGLING',
        ...at,
        params: { node: !source ? edge.source : edge.target },
      });
      continue;
    }
    if (!nodeHandles(source).includes(edge.sourceHandle))
      problems.push({
        code: 'SCENE_EDGE_HANDLE',
        ...at,
        nodeId: source.id,
        params: { handle: edge.sourceHandle },
      });
    if (target.type === 'start') problems.push({ code: 'SCENE_EDGE_INTO_START', ...at });
    if (source.parentId !== target.parentId)
      problems.push({ code: 'SCENE_EDGE_CROSSES_LOOP', ...at });
    const key = `${edge.source}\u0000${edge.sourceHandle}\u0000${edge.target}`;
    if (seen.has(key)) problems.push({ code: 'SCENE_EDGE_DUPLICATE', ...at });
    seen.add(key);
  }
}

function checkBranches(node: SceneNode, problems: SceneProblem[]) {
  const ids =
    node.type === 'ifelse'
      ? node.settings.cases.map((c) => c.id)
      : node.type === 'classifier'
        ? node.settings.classes.map((c) => c.id)
        : node.type === 'ask'
          ? node.settings.options.map((o) => o.id)
          : [];
  if (new Set(ids).size !== ids.length)
    problems.push({ code: 'SCENE_DUPLICATE_BRANCH', nodeId: node.id });
  if (node.type === 'ask') {
    const empty =
      node.settings.mode === 'buttons'
        ? node.settings.options.length === 0
        : node.settings.fields.length === 0;
    if (empty) problems.push({ code: 'SCENE_ASK_EMPTY', nodeId: node.id, field: 'settings' });
  }
  if (node.type === 'ifelse')
    node.settings.cases.forEach((c, i) =>
      c.conditions.forEach((cond, j) => {
        if (!isUnary(cond.op) && !cond.right)
          problems.push({
            code: 'SCENE_CONDITION_INCOMPLETE',
            nodeId: node.id,
            field: `settings.cases.${i}.conditions.${j}.right`,
          });
      }),
    );
  const fields =
    node.type === 'extractor' || node.type === 'code'
      ? node.type === 'code'
        ? node.settings.outputs
        : node.settings.fields
      : [];
  if (new Set(fields.map((f) => f.name)).size !== fields.length)
    problems.push({ code: 'SCENE_DUPLICATE_BRANCH', nodeId: node.id, field: 'settings' });
}

/** Where a read happens: the loop whose pass it is made in, and the node it runs after. */
function readPlace(node: SceneNode, read: NodeRead) {
  const loop = read.inside ? node.id : node.parentId;
  // A loop's own reads during a pass come after every node of the pass.
  return { loop, anchor: read.inside ? undefined : node.id };
}

function checkReads(
  graph: SceneGraph,
  byId: Map<string, SceneNode>,
  ancestors: Map<string, Set<string>> | null,
  problems: SceneProblem[],
) {
  const variables = new Map(graph.variables.map((v) => [v.name, v.type]));
  for (const node of graph.nodes) {
    for (const read of nodeReads(node)) {
      const { selector, field } = read;
      const at = { nodeId: node.id, field, params: { ref: `${selector.node}.${selector.output}` } };
      if (selector.node === CONVERSATION_SCOPE) {
        const type = variables.get(selector.output);
        if (!type) problems.push({ code: 'SCENE_REF_MISSING', ...at });
        else if (!valueFits(type, read.wanted))
          problems.push({
            code: 'SCENE_REF_TYPE',
            ...at,
            params: { ...at.params, type: read.wanted },
          });
        continue;
      }
      // Secrets are the team's, looked up when the request is made.
      if (selector.node === 'secret' && node.type === 'http') continue;
      const source = byId.get(selector.node);
      if (!source) {
        problems.push({ code: 'SCENE_REF_MISSING', ...at });
        continue;
      }
      const place = readPlace(node, read);
      // A node inside a loop has a value per pass: outside its loop only the loop's results do.
      if (source.parentId && source.parentId !== place.loop) {
        problems.push({ code: 'SCENE_REF_IN_LOOP', ...at });
        continue;
      }
      const ownPass = source.id === place.loop;
      const outputs = ownPass ? LOOP_PASS_OUTPUTS : nodeOutputs(source);
      const type = Object.hasOwn(outputs, selector.output) ? outputs[selector.output] : undefined;
      if (!type) problems.push({ code: 'SCENE_REF_OUTPUT', ...at });
      else if (!valueFits(type, read.wanted))
        problems.push({
          code: 'SCENE_REF_TYPE',
          ...at,
          params: { ...at.params, type: read.wanted },
        });
      else if (ancestors && !ownPass && !runsBefore(source, place, ancestors))
        problems.push({ code: 'SCENE_REF_NOT_BEFORE', ...at });
    }
  }
  for (const variable of graph.variables.filter(
    (v, i, all) => all.findIndex((w) => w.name === v.name) !== i,
  ))
    problems.push({ code: 'SCENE_DUPLICATE_ID', params: { ref: `conv.${variable.name}` } });
}

/** Whether `source` has run whenever a read at `place` is made. */
function runsBefore(
  source: SceneNode,
  place: { loop: string | undefined; anchor: string | undefined },
  ancestors: Map<string, Set<string>>,
) {
  if (source.parentId) {
    // In the same pass: before the reader, or anywhere in it for the loop's end-of-pass reads.
    return place.anchor === undefined || !!ancestors.get(place.anchor)?.has(source.id);
  }
  // Outside any loop: before the reader, or before the loop the reader is in.
  const outer = place.loop ?? place.anchor!;
  return !!ancestors.get(outer)?.has(source.id);
}

/** Loops hold plain nodes: no loop in a loop, and nothing that starts, pauses or hands over. */
function checkLoops(graph: SceneGraph, byId: Map<string, SceneNode>, problems: SceneProblem[]) {
  const inside = new Set<string>();
  for (const node of graph.nodes) {
    if (!node.parentId) continue;
    const parent = byId.get(node.parentId);
    if (!parent || parent.type !== 'loop') {
      problems.push({ code: 'SCENE_LOOP_PARENT', nodeId: node.id });
      continue;
    }
    inside.add(parent.id);
    if (node.type === 'loop') problems.push({ code: 'SCENE_LOOP_NESTED', nodeId: node.id });
    else if (node.type === 'start' || node.type === 'ask' || node.type === 'handover')
      problems.push({ code: 'SCENE_LOOP_CHILD_TYPE', nodeId: node.id });
  }
  for (const node of graph.nodes) {
    if (node.type !== 'loop') continue;
    if (!inside.has(node.id)) problems.push({ code: 'SCENE_LOOP_EMPTY', nodeId: node.id });
    if (node.settings.mode === 'each' && !node.settings.items)
      problems.push({ code: 'SCENE_LOOP_ITEMS', nodeId: node.id, field: 'settings.items' });
  }
}

export function checkSceneGraph(graph: SceneGraph): SceneProblem[] {
  const problems: SceneProblem[] = [];
  const byId = new Map<string, SceneNode>();
  for (const node of graph.nodes) {
    if (byId.has(node.id)) problems.push({ code: 'SCENE_DUPLICATE_ID', nodeId: node.id });
    byId.set(node.id, node);
    checkBranches(node, problems);
  }
  checkLoops(graph, byId, problems);
  const starts = graph.nodes.filter((n) => n.type === 'start');
  if (starts.length === 0) problems.push({ code: 'SCENE_NO_START' });
  for (const extra of starts.slice(1))
    problems.push({ code: 'SCENE_MANY_STARTS', nodeId: extra.id });
  if (!graph.nodes.some(nodeSpeaks)) problems.push({ code: 'SCENE_NO_ANSWER' });
  checkEdges(graph, byId, problems);

  const edges = graph.edges.filter((e) => byId.has(e.source) && byId.has(e.target));
  const sorted = topologicalOrder([...byId.keys()], edges);
  let ancestors: Map<string, Set<string>> | null = null;
  if ('cycle' in sorted)
    problems.push({
      code: 'SCENE_CYCLE',
      nodeId: sorted.cycle[0],
      params: { nodes: sorted.cycle.join(' → ') },
    });
  else {
    ancestors = ancestorsOf(sorted.order, edges);
    const start = starts[0];
    if (start)
      // A loop's nodes start each pass from the loop: only the loop must be reachable.
      for (const node of graph.nodes)
        if (node.id !== start.id && !node.parentId && !ancestors.get(node.id)?.has(start.id))
          problems.push({ code: 'SCENE_UNREACHABLE', nodeId: node.id });
  }
  checkReads(graph, byId, ancestors, problems);
  return problems;
}
