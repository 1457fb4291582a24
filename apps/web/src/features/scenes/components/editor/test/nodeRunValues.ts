import {
  CONVERSATION_SCOPE,
  nodeOutputs,
  nodeReads,
  type SceneGraph,
  type SceneNode,
  type SceneRun,
  type SceneValueType,
} from '@miaoyu/contracts/scenes';

/** A value a node reads, as the run-alone form asks for it. */
export interface NodeRunField {
  selector: string;
  type: SceneValueType;
}

/**
 * What a node run alone must be given: what it reads; for a loop, also what the nodes it holds
 * read from before the loop (their own values and the element come from the passes).
 */
function readsFromOutside(graph: SceneGraph, node: SceneNode) {
  if (node.type !== 'loop') return nodeReads(node);
  const inside = graph.nodes.filter((n) => n.parentId === node.id);
  const local = new Set([node.id, ...inside.map((n) => n.id)]);
  return [
    ...nodeReads(node).filter((read) => !read.inside),
    ...inside.flatMap(nodeReads).filter((read) => !local.has(read.selector.node)),
  ];
}

/**
 * The values a node reads, each once, typed as their source declares them (a reading place may
 * want `any`). The team's secrets are the server's to fill, never the form's.
 */
export function nodeRunFields(graph: SceneGraph, node: SceneNode): NodeRunField[] {
  const fields = new Map<string, NodeRunField>();
  for (const read of readsFromOutside(graph, node)) {
    const { node: from, output } = read.selector;
    if (from === 'secret') continue;
    const selector = `${from}.${output}`;
    if (fields.has(selector)) continue;
    const source =
      from === CONVERSATION_SCOPE
        ? graph.variables?.find((v) => v.name === output)?.type
        : (() => {
            const found = graph.nodes.find((n) => n.id === from);
            return found ? nodeOutputs(found)[output] : undefined;
          })();
    fields.set(selector, { selector, type: source && source !== 'any' ? source : read.wanted });
  }
  return [...fields.values()];
}

/** A value as the form shows it: text as it is, anything else as JSON. */
export const valueText = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value, null, 2);

/** The form's first values: what each source node gave in the last run, when it ran. */
export function prefilled(fields: NodeRunField[], run: SceneRun | undefined) {
  const texts: Record<string, string> = {};
  for (const { selector } of fields) {
    const [from, output] = selector.split('.') as [string, string];
    const last = run?.nodes.filter((n) => n.nodeId === from && n.status === 'done').at(-1);
    texts[selector] =
      last && Object.hasOwn(last.outputs, output) ? valueText(last.outputs[output]) : '';
  }
  return texts;
}

/**
 * The form's texts as the values the server takes: an empty one is left out (the node reads it
 * as missing), text stays text, other types are JSON; `any` takes JSON when it is JSON.
 */
export function inputsOf(
  fields: NodeRunField[],
  texts: Record<string, string>,
): { inputs: Record<string, unknown> } | { invalid: string } {
  const inputs: Record<string, unknown> = {};
  for (const { selector, type } of fields) {
    const text = texts[selector] ?? '';
    if (text.trim() === '') continue;
    if (type === 'string') {
      inputs[selector] = text;
      continue;
    }
    try {
      inputs[selector] = JSON.parse(text) as unknown;
    } catch {
      if (type !== 'any') return { invalid: selector };
      inputs[selector] = text;
    }
  }
  return { inputs };
}
