import { useCallback, useState } from 'react';
import { applyNodeChanges, type Edge, type NodeChange } from '@xyflow/react';
import type { SceneGraph, SceneNode } from '@miaoyu/contracts/scenes';
import type { Selection } from './graphOps';
import { syncFlowEdges, syncFlowNodes, type Decorations, type FlowNode } from './flow';

interface Inputs {
  graph: SceneGraph;
  deco: Decorations;
  selection: Selection;
  label: (node: SceneNode) => string;
}

const NOT_DRAGGING: ReadonlySet<string> = new Set();

/**
 * The canvas's nodes: derived from the graph when it (or its decorations) change, and moved by
 * the canvas itself while a drag lasts (only the dragged nodes change then). What the canvas
 * measured of each node stays with it.
 */
export function useFlowNodes(
  inputs: Inputs,
  onSelect: (changes: { id: string; selected: boolean }[]) => void,
  /** Nodes moved without a drag (arrow keys): one step of the graph at once. */
  onMoved: (moved: { id: string; position: { x: number; y: number } }[]) => void,
) {
  const [dragging, setDragging] = useState(NOT_DRAGGING);
  const [flow, setFlow] = useState(() => ({
    inputs,
    nodes: syncFlowNodes([], inputs.graph, inputs.deco, inputs.selection, dragging, inputs.label),
  }));
  const stale =
    flow.inputs.graph !== inputs.graph ||
    flow.inputs.deco !== inputs.deco ||
    flow.inputs.selection !== inputs.selection ||
    flow.inputs.label !== inputs.label;
  let nodes = flow.nodes;
  if (stale) {
    // Adjusted while rendering (React's pattern for state that follows props): no stale frame.
    nodes = syncFlowNodes(
      flow.nodes,
      inputs.graph,
      inputs.deco,
      inputs.selection,
      dragging,
      inputs.label,
    );
    setFlow({ inputs, nodes });
  }

  const onNodesChange = useCallback(
    (changes: NodeChange<FlowNode>[]) => {
      // Removal is the editor's (Delete, Backspace), with its undo step; selection goes to the
      // editor's store and comes back with the graph's nodes.
      const kept = changes.filter((c) => c.type === 'position' || c.type === 'dimensions');
      if (kept.length)
        setFlow((f) => ({ ...f, nodes: applyNodeChanges(kept, f.nodes) as FlowNode[] }));
      const selects = changes.flatMap((c) => (c.type === 'select' ? [c] : []));
      if (selects.length) onSelect(selects);
      const stepped = changes.flatMap((c) =>
        c.type === 'position' && c.position && !c.dragging && !dragging.has(c.id)
          ? [{ id: c.id, position: c.position }]
          : [],
      );
      if (stepped.length) onMoved(stepped);
    },
    [onSelect, onMoved, dragging],
  );

  return { nodes, onNodesChange, setDragging };
}

/** The canvas's edges, derived as the nodes are: an unchanged edge keeps its object. */
export function useFlowEdges({ graph, deco, selection }: Omit<Inputs, 'label'>): Edge[] {
  const [flow, setFlow] = useState(() => ({
    graph,
    deco,
    selection,
    edges: syncFlowEdges([], graph, deco, selection),
  }));
  if (flow.graph === graph && flow.deco === deco && flow.selection === selection) return flow.edges;
  const edges = syncFlowEdges(flow.edges, graph, deco, selection);
  setFlow({ graph, deco, selection, edges });
  return edges;
}
