import {
  CONVERSATION_SCOPE,
  LOOP_PASS_OUTPUTS,
  nodeOutputs,
  topologicalOrder,
  valueFits,
  type SceneGraph,
  type SceneValueType,
} from '@miaoyu/contracts/scenes';

/** A value a node may read: `node.output` of a node that runs before it, or `conv.name`. */
export interface ValueOption {
  /** The selector, `node.output`. */
  value: string;
  node: string;
  output: string;
  type: SceneValueType;
  /** The node's title, or '' for a conversation variable. */
  title: string;
}

/** The nodes that run before `nodeId` (every node it can be reached from), in running order. */
export function ancestorsOf(graph: SceneGraph, nodeId: string): string[] {
  const into = new Map<string, string[]>();
  for (const e of graph.edges) into.set(e.target, [...(into.get(e.target) ?? []), e.source]);
  const found = new Set<string>();
  const queue = [...(into.get(nodeId) ?? [])];
  while (queue.length) {
    const id = queue.shift()!;
    if (found.has(id) || id === nodeId) continue;
    found.add(id);
    queue.push(...(into.get(id) ?? []));
  }
  const sorted = topologicalOrder(
    graph.nodes.map((n) => n.id),
    graph.edges,
  );
  const order = 'order' in sorted ? sorted.order : graph.nodes.map((n) => n.id);
  return order.filter((id) => found.has(id));
}

/**
 * What `nodeId` may read, of a fitting type: its ancestors' outputs, then conversation variables.
 * Inside a loop, that is also what runs before the loop and the loop's element and pass number.
 */
export function valuesFor(
  graph: SceneGraph,
  nodeId: string | null,
  wanted: SceneValueType = 'any',
): ValueOption[] {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const loopId = nodeId === null ? undefined : byId.get(nodeId)?.parentId;
  const before =
    nodeId === null
      ? graph.nodes.filter((n) => !n.parentId).map((n) => n.id)
      : loopId
        ? [...ancestorsOf(graph, loopId), loopId, ...ancestorsOf(graph, nodeId)]
        : ancestorsOf(graph, nodeId);
  return withVariables(graph, optionsOf(graph, before, wanted, loopId), wanted);
}

/**
 * What a loop's own end-of-pass settings may read (the value it collects, its stop condition):
 * what runs before the loop, its element and pass number, and every node it holds.
 */
export function passValuesFor(
  graph: SceneGraph,
  loopId: string,
  wanted: SceneValueType = 'any',
): ValueOption[] {
  const inside = new Set(graph.nodes.filter((n) => n.parentId === loopId).map((n) => n.id));
  const sorted = topologicalOrder(
    graph.nodes.map((n) => n.id),
    graph.edges,
  );
  const order = 'order' in sorted ? sorted.order : graph.nodes.map((n) => n.id);
  const before = [...ancestorsOf(graph, loopId), loopId, ...order.filter((id) => inside.has(id))];
  return withVariables(graph, optionsOf(graph, before, wanted, loopId), wanted);
}

/** The outputs of these nodes; a loop offers its pass's values to `passOf`, its results elsewhere. */
function optionsOf(
  graph: SceneGraph,
  ids: string[],
  wanted: SceneValueType,
  passOf: string | undefined,
): ValueOption[] {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const options: ValueOption[] = [];
  for (const id of ids) {
    const node = byId.get(id);
    if (!node) continue;
    const outputs = id === passOf ? LOOP_PASS_OUTPUTS : nodeOutputs(node);
    for (const [output, type] of Object.entries(outputs))
      if (valueFits(type, wanted))
        options.push({ value: `${id}.${output}`, node: id, output, type, title: node.title });
  }
  return options;
}

function withVariables(
  graph: SceneGraph,
  options: ValueOption[],
  wanted: SceneValueType,
): ValueOption[] {
  for (const variable of graph.variables)
    if (valueFits(variable.type, wanted))
      options.push({
        value: `${CONVERSATION_SCOPE}.${variable.name}`,
        node: CONVERSATION_SCOPE,
        output: variable.name,
        type: variable.type,
        title: '',
      });
  return options;
}

/** How a template names a value. */
export const templateRef = (selector: string) => `{{ ${selector} }}`;
