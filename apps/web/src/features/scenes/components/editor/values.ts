import {
  CONVERSATION_SCOPE,
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

/** What `nodeId` may read, of a fitting type: its ancestors' outputs, then conversation variables. */
export function valuesFor(
  graph: SceneGraph,
  nodeId: string | null,
  wanted: SceneValueType = 'any',
): ValueOption[] {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const options: ValueOption[] = [];
  const before = nodeId === null ? graph.nodes.map((n) => n.id) : ancestorsOf(graph, nodeId);
  for (const id of before) {
    const node = byId.get(id);
    if (!node) continue;
    for (const [output, type] of Object.entries(nodeOutputs(node)))
      if (valueFits(type, wanted))
        options.push({ value: `${id}.${output}`, node: id, output, type, title: node.title });
  }
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
