import type { Edge, Node } from '@xyflow/react';
import type { SceneGraph, SceneNode, SceneNodeRunStatus } from '@miaoyu/contracts/scenes';
import type { SceneNote, Selection } from './graphOps';
import { loopSize } from './loops';
import { NODE_SIZE } from './layout';
import type { ProblemIndex } from './problems';

/** What a scene node's look needs; one object per node state, so a drag re-renders none. */
export interface SceneNodeData extends Record<string, unknown> {
  node: SceneNode;
  /** Its problems in words, one a line; '' when it has none. */
  problems: string;
  status: SceneNodeRunStatus | undefined;
  readOnly: boolean;
}
export interface NoteData extends Record<string, unknown> {
  note: SceneNote;
  readOnly: boolean;
}
export type SceneFlowNode = Node<SceneNodeData, 'scene'>;
export type LoopFlowNode = Node<SceneNodeData, 'loop'>;
export type NoteFlowNode = Node<NoteData, 'note'>;
export type FlowNode = SceneFlowNode | LoopFlowNode | NoteFlowNode;

/** The canvas id of a comment: its own namespace, apart from node ids. */
export const NOTE_PREFIX = 'note:';
export const noteFlowId = (id: string) => `${NOTE_PREFIX}${id}`;
export const noteIdOf = (flowId: string) =>
  flowId.startsWith(NOTE_PREFIX) ? flowId.slice(NOTE_PREFIX.length) : null;

/** Canvas moves split into the graph's nodes and its comments. */
export function movesOf(moved: { id: string; position: { x: number; y: number } }[]) {
  const nodes: Record<string, { x: number; y: number }> = {};
  const notes: Record<string, { x: number; y: number }> = {};
  for (const { id, position } of moved) {
    const note = noteIdOf(id);
    if (note) notes[note] = position;
    else nodes[id] = position;
  }
  return { nodes, notes };
}

export interface Decorations {
  problems: ProblemIndex;
  statuses: Readonly<Record<string, SceneNodeRunStatus>>;
  readOnly: boolean;
}

function sceneData(old: SceneNodeData | undefined, node: SceneNode, deco: Decorations) {
  const problems = (deco.problems.byNode.get(node.id) ?? []).map((p) => p.message).join('\n');
  const status = deco.statuses[node.id];
  const same =
    old &&
    old.node === node &&
    old.problems === problems &&
    old.status === status &&
    old.readOnly === deco.readOnly;
  return same ? old : { node, problems, status, readOnly: deco.readOnly };
}

function noteData(old: NoteData | undefined, note: SceneNote, readOnly: boolean): NoteData {
  return old && old.note === note && old.readOnly === readOnly ? old : { note, readOnly };
}

/**
 * The canvas's nodes for the graph, keeping each unchanged node's object (and what the canvas
 * measured of it): the canvas re-renders only what changed. A node being dragged keeps the place
 * the drag gave it until the drag ends.
 */
export function syncFlowNodes(
  previous: FlowNode[],
  graph: SceneGraph,
  deco: Decorations,
  selection: Selection,
  dragging: ReadonlySet<string>,
  label: (node: SceneNode) => string,
): FlowNode[] {
  const before = new Map(previous.map((n) => [n.id, n]));
  const selectedNodes = new Set(selection.nodes);
  const selectedNotes = new Set(selection.notes);
  const next: FlowNode[] = [];
  for (const note of graph.notes) {
    const id = noteFlowId(note.id);
    const old = before.get(id) as NoteFlowNode | undefined;
    const data = noteData(old?.data, note, deco.readOnly);
    const selected = selectedNotes.has(note.id);
    const position = old && dragging.has(id) ? old.position : note.position;
    if (old && old.data === data && old.position === position && old.selected === selected) {
      next.push(old);
      continue;
    }
    next.push({
      id,
      type: 'note',
      position,
      data,
      selected,
      width: note.width,
      height: note.height,
      zIndex: -1,
      measured: old?.measured,
      ariaRole: 'group',
    });
  }
  // A loop comes before the nodes it holds: the canvas places them relative to it.
  const ordered = [
    ...graph.nodes.filter((n) => !n.parentId),
    ...graph.nodes.filter((n) => n.parentId),
  ];
  for (const node of ordered) {
    const old = before.get(node.id) as SceneFlowNode | LoopFlowNode | undefined;
    const data = sceneData(old?.data, node, deco);
    const selected = selectedNodes.has(node.id);
    const position = old && dragging.has(node.id) ? old.position : node.position;
    const size = node.type === 'loop' ? loopSize(node) : undefined;
    if (
      old &&
      old.data === data &&
      old.position === position &&
      old.selected === selected &&
      old.parentId === node.parentId &&
      old.width === size?.width &&
      old.height === size?.height
    ) {
      next.push(old);
      continue;
    }
    next.push({
      id: node.id,
      type: node.type === 'loop' ? 'loop' : 'scene',
      position,
      data,
      selected,
      ...(node.parentId ? { parentId: node.parentId } : {}),
      // A size before it is measured lets the canvas leave a node out of view undrawn.
      ...(size
        ? { width: size.width, height: size.height, zIndex: 0 }
        : { initialWidth: NODE_SIZE.width, initialHeight: NODE_SIZE.height }),
      measured: size ?? old?.measured,
      ariaLabel: label(node),
      ariaRole: 'group',
    } as SceneFlowNode | LoopFlowNode);
  }
  return next;
}

/**
 * The canvas's edges: a problem paints one red, a running source animates it. Each unchanged
 * edge keeps its object: a new one would redraw the edge (its path worked out again), and a graph
 * change (a node let go) would redraw every edge of the scene.
 */
export function syncFlowEdges(
  previous: Edge[],
  graph: SceneGraph,
  deco: Decorations,
  selection: Selection,
): Edge[] {
  const before = new Map(previous.map((e) => [e.id, e]));
  const selected = new Set(selection.edges);
  const edges = graph.edges.map((edge) => {
    const problem = deco.problems.byEdge.get(edge.id)?.[0]?.message;
    const status = deco.statuses[edge.source];
    const next: Edge = {
      id: edge.id,
      source: edge.source,
      sourceHandle: edge.sourceHandle,
      target: edge.target,
      targetHandle: 'in',
      selected: selected.has(edge.id),
      animated: status === 'running',
      className: problem ? 'scene-edge-problem' : undefined,
      ariaLabel: problem,
      deletable: !deco.readOnly,
    };
    const old = before.get(edge.id);
    return old && sameEdge(old, next) ? old : next;
  });
  // The same list when nothing changed (a node selected): the canvas then re-reads no edge.
  const same = edges.length === previous.length && edges.every((e, i) => e === previous[i]);
  return same ? previous : edges;
}

const EDGE_FIELDS = [
  'source',
  'sourceHandle',
  'target',
  'targetHandle',
  'selected',
  'animated',
  'className',
  'ariaLabel',
  'deletable',
] as const satisfies readonly (keyof Edge)[];

const sameEdge = (a: Edge, b: Edge) => EDGE_FIELDS.every((field) => a[field] === b[field]);
