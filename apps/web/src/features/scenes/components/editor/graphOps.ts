import {
  nodeHandles,
  SCENE_NODE_ID_PATTERN,
  SCENE_RESERVED_IDS,
  type SceneEdge,
  type SceneGraph,
  type SceneNode,
  type SceneNodeType,
} from '@miaoyu/contracts/scenes';
import { defaultSettings, type DefaultWords } from './defaults';

/** A comment on the canvas. */
export type SceneNote = SceneGraph['notes'][number];
export interface Point {
  x: number;
  y: number;
}

/** What is selected on the canvas, by kind. */
export interface Selection {
  nodes: string[];
  edges: string[];
  notes: string[];
}
export const NO_SELECTION: Selection = { nodes: [], edges: [], notes: [] };

/** What Ctrl+C keeps: nodes, the edges between them, and comments. */
export interface Clip {
  nodes: SceneNode[];
  edges: SceneEdge[];
  notes: SceneNote[];
}

const round = ({ x, y }: Point): Point => ({ x: Math.round(x), y: Math.round(y) });

/** `${type}_${n}` with the smallest n not taken (ids stay as they are once made). */
export function nextNodeId(type: SceneNodeType, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const id = `${type}_${n}`;
    if (!taken.has(id) && SCENE_NODE_ID_PATTERN.test(id) && !isReserved(id)) return id;
  }
}

const isReserved = (id: string) => (SCENE_RESERVED_IDS as readonly string[]).includes(id);

function nextId(prefix: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) if (!taken.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

export const nodeIds = (graph: SceneGraph) => new Set(graph.nodes.map((n) => n.id));

/** A new node of `type` at `position`, with its type's default settings. */
export function createNode(
  graph: SceneGraph,
  type: SceneNodeType,
  position: Point,
  words: DefaultWords,
  parentId?: string,
): SceneNode {
  const id = nextNodeId(type, nodeIds(graph));
  const same = graph.nodes.filter((n) => n.type === type).length;
  const title = same ? `${words.title(type)} ${same + 1}` : words.title(type);
  return {
    id,
    type,
    title,
    position: round(position),
    join: 'all',
    settings: defaultSettings(type, graph, words),
    ...(parentId ? { parentId } : {}),
  } as SceneNode;
}

export const addNode = (graph: SceneGraph, node: SceneNode): SceneGraph => ({
  ...graph,
  nodes: [...graph.nodes, node],
});

export interface Link {
  source: string;
  sourceHandle: string;
  target: string;
}

/** The graph with an edge from a branch of `source` to `target`. */
export function connect(graph: SceneGraph, link: Link): SceneGraph {
  const id = nextId('e_', new Set(graph.edges.map((e) => e.id)));
  return { ...graph, edges: [...graph.edges, { id, ...link }] };
}

/** The graph without these nodes (and every edge that touches them), edges and comments. */
export function removeItems(graph: SceneGraph, selection: Selection): SceneGraph {
  const nodes = new Set(selection.nodes);
  // A loop goes with what it holds.
  for (const node of graph.nodes) if (node.parentId && nodes.has(node.parentId)) nodes.add(node.id);
  const edges = new Set(selection.edges);
  const notes = new Set(selection.notes);
  if (!nodes.size && !edges.size && !notes.size) return graph;
  return {
    ...graph,
    nodes: graph.nodes.filter((n) => !nodes.has(n.id)),
    edges: graph.edges.filter(
      (e) => !edges.has(e.id) && !nodes.has(e.source) && !nodes.has(e.target),
    ),
    notes: graph.notes.filter((n) => !notes.has(n.id)),
  };
}

/** Nodes and comments moved to new places (by node id, and by note id under `notes`). */
export function moveItems(
  graph: SceneGraph,
  nodes: Record<string, Point>,
  notes: Record<string, Point> = {},
): SceneGraph {
  let changed = false;
  const place = <T extends { id: string; position: Point }>(item: T, to: Point | undefined): T => {
    if (!to) return item;
    const at = round(to);
    if (at.x === item.position.x && at.y === item.position.y) return item;
    changed = true;
    return { ...item, position: at };
  };
  const next = {
    ...graph,
    nodes: graph.nodes.map((n) => place(n, nodes[n.id])),
    notes: graph.notes.map((n) => place(n, notes[n.id])),
  };
  // A click that moved nothing is no change (and no undo step).
  return changed ? next : graph;
}

/**
 * The node replaced by its edited self. Edges from a branch it no longer has (a removed class, a
 * form instead of buttons) go with the branch.
 */
export function replaceNode(graph: SceneGraph, node: SceneNode): SceneGraph {
  const handles = new Set(nodeHandles(node));
  return {
    ...graph,
    nodes: graph.nodes.map((n) => (n.id === node.id ? node : n)),
    edges: graph.edges.filter((e) => e.source !== node.id || handles.has(e.sourceHandle)),
  };
}

export function addNote(graph: SceneGraph, position: Point, text: string): SceneGraph {
  const id = nextId('note_', new Set(graph.notes.map((n) => n.id)));
  const note: SceneNote = { id, text, position: round(position), width: 240, height: 120 };
  return { ...graph, notes: [...graph.notes, note] };
}

export function updateNote(graph: SceneGraph, id: string, patch: Partial<SceneNote>): SceneGraph {
  return { ...graph, notes: graph.notes.map((n) => (n.id === id ? { ...n, ...patch } : n)) };
}

/** What Ctrl+C takes: the selected nodes, the edges among them, the selected comments. */
export function copyItems(graph: SceneGraph, selection: Selection): Clip | null {
  const ids = new Set(selection.nodes);
  for (const node of graph.nodes) if (node.parentId && ids.has(node.parentId)) ids.add(node.id);
  const notes = new Set(selection.notes);
  const clip: Clip = {
    nodes: graph.nodes.filter((n) => ids.has(n.id)),
    edges: graph.edges.filter((e) => ids.has(e.source) && ids.has(e.target)),
    notes: graph.notes.filter((n) => notes.has(n.id)),
  };
  return clip.nodes.length || clip.notes.length ? clip : null;
}

/** Where a template or a selector names a node: `id.output` not after a word or a dot. */
const refOf = (id: string) => new RegExp(`(?<![\\w.])${id}\\.(?=[A-Za-z_])`, 'g');

/** Settings with each selector of a renamed node pointing at its new id. */
function renameRefs<T>(value: T, renames: Map<string, string>): T {
  if (typeof value === 'string') {
    let text: string = value;
    for (const [from, to] of renames) text = text.replace(refOf(from), `${to}.`);
    return text as T;
  }
  if (Array.isArray(value)) return value.map((v: unknown) => renameRefs(v, renames)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, renameRefs(v, renames)]),
    ) as T;
  return value;
}

/**
 * The clip added with new ids, `offset` away from where it was copied; pasted nodes that read
 * each other read their copies. Answers the graph and what to select.
 */
export function pasteClip(
  graph: SceneGraph,
  clip: Clip,
  offset: number,
): { graph: SceneGraph; selection: Selection } {
  const taken = nodeIds(graph);
  const renames = new Map<string, string>();
  for (const node of clip.nodes) {
    const id = nextNodeId(node.type, taken);
    taken.add(id);
    renames.set(node.id, id);
  }
  const shift = (p: Point) => ({ x: p.x + offset, y: p.y + offset });
  // A copied loop's nodes go into the copy, at the same place in it; a node copied without its
  // loop is pasted into the same loop.
  const nodes = clip.nodes.map(
    (node) =>
      ({
        ...node,
        id: renames.get(node.id)!,
        position:
          node.parentId && renames.has(node.parentId) ? node.position : shift(node.position),
        ...(node.parentId ? { parentId: renames.get(node.parentId) ?? node.parentId } : {}),
        settings: renameRefs(node.settings, renames),
      }) as SceneNode,
  );
  let next: SceneGraph = { ...graph, nodes: [...graph.nodes, ...nodes] };
  const edgeIds: string[] = [];
  for (const edge of clip.edges) {
    next = connect(next, {
      source: renames.get(edge.source)!,
      sourceHandle: edge.sourceHandle,
      target: renames.get(edge.target)!,
    });
    edgeIds.push(next.edges[next.edges.length - 1]!.id);
  }
  const noteIds = new Set(next.notes.map((n) => n.id));
  const notes = clip.notes.map((note) => {
    const id = nextId('note_', noteIds);
    noteIds.add(id);
    return { ...note, id, position: shift(note.position) };
  });
  next = { ...next, notes: [...next.notes, ...notes] };
  return {
    graph: next,
    selection: { nodes: nodes.map((n) => n.id), edges: edgeIds, notes: notes.map((n) => n.id) },
  };
}
