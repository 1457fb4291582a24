import type { SceneEdge, SceneGraph, SceneNode } from '@miaoyu/contracts/scenes';

/** How one graph differs from another, by node id and by edge (source, branch, target). */
export interface GraphDiff {
  added: string[];
  removed: string[];
  /** Settings, title or behaviour changed. */
  changed: string[];
  /** Only the place on the canvas changed. */
  moved: string[];
  edgesAdded: string[];
  edgesRemoved: string[];
  /** Comments or conversation variables changed. */
  notesChanged: boolean;
  variablesChanged: boolean;
}

/** JSON with keys in order: two objects built in different orders compare equal. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const withoutPlace = ({ position: _position, ...rest }: SceneNode) => canonical(rest);
const edgeName = (e: SceneEdge) =>
  e.sourceHandle === 'out'
    ? `${e.source} → ${e.target}`
    : `${e.source}.${e.sourceHandle} → ${e.target}`;

/** What `mine` changed relative to `base` (their draft, a published version). */
export function diffGraphs(base: SceneGraph, mine: SceneGraph): GraphDiff {
  const before = new Map(base.nodes.map((n) => [n.id, n]));
  const after = new Map(mine.nodes.map((n) => [n.id, n]));
  const diff: GraphDiff = {
    added: mine.nodes.filter((n) => !before.has(n.id)).map((n) => n.id),
    removed: base.nodes.filter((n) => !after.has(n.id)).map((n) => n.id),
    changed: [],
    moved: [],
    edgesAdded: [],
    edgesRemoved: [],
    notesChanged: canonical(base.notes) !== canonical(mine.notes),
    variablesChanged: canonical(base.variables) !== canonical(mine.variables),
  };
  for (const node of mine.nodes) {
    const old = before.get(node.id);
    if (!old) continue;
    if (withoutPlace(old) !== withoutPlace(node)) diff.changed.push(node.id);
    else if (canonical(old.position) !== canonical(node.position)) diff.moved.push(node.id);
  }
  const baseEdges = new Set(base.edges.map(edgeName));
  const myEdges = new Set(mine.edges.map(edgeName));
  diff.edgesAdded = [...myEdges].filter((e) => !baseEdges.has(e));
  diff.edgesRemoved = [...baseEdges].filter((e) => !myEdges.has(e));
  return diff;
}

export const isSameGraph = (d: GraphDiff) =>
  !d.added.length &&
  !d.removed.length &&
  !d.changed.length &&
  !d.moved.length &&
  !d.edgesAdded.length &&
  !d.edgesRemoved.length &&
  !d.notesChanged &&
  !d.variablesChanged;
