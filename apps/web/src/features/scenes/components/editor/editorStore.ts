import { createStore } from 'zustand';
import type { SceneGraph } from '@miaoyu/contracts/scenes';
import {
  copyItems,
  NO_SELECTION,
  pasteClip,
  removeItems,
  type Clip,
  type Selection,
} from './graphOps';

/** What a save sends and an undo steps back through: the scene's name, description and graph. */
export interface SceneDoc {
  name: string;
  description: string;
  graph: SceneGraph;
}

/** Steps kept for undo. */
const HISTORY = 100;
/** Changes with the same key this close together (typing in one field) are one undo step. */
const COALESCE_MS = 1_000;
/** How far each paste lands from the last. */
export const PASTE_OFFSET = 40;

export interface EditorState {
  doc: SceneDoc;
  /** The doc as last saved (or loaded): the editor is dirty while `doc` is another object. */
  saved: SceneDoc;
  past: SceneDoc[];
  future: SceneDoc[];
  lastKey: string | null;
  lastAt: number;
  selection: Selection;
  clipboard: Clip | null;
  pastes: number;

  /** Starts over from a doc (a load, theirs after a conflict): no history, nothing unsaved. */
  load: (doc: SceneDoc) => void;
  /** One undoable change of the graph; `key` joins a burst of typing into one step. */
  change: (recipe: (graph: SceneGraph) => SceneGraph, key?: string) => void;
  changeDoc: (recipe: (doc: SceneDoc) => SceneDoc, key?: string) => void;
  undo: () => void;
  redo: () => void;
  select: (selection: Selection) => void;
  markSaved: (doc: SceneDoc) => void;
  copy: () => boolean;
  paste: () => boolean;
  removeSelected: () => boolean;
}

export type EditorStore = ReturnType<typeof createEditorStore>;

/** Drops from the selection what no longer exists (after an undo). */
function existing(selection: Selection, graph: SceneGraph): Selection {
  const nodes = new Set(graph.nodes.map((n) => n.id));
  const edges = new Set(graph.edges.map((e) => e.id));
  const notes = new Set(graph.notes.map((n) => n.id));
  return {
    nodes: selection.nodes.filter((id) => nodes.has(id)),
    edges: selection.edges.filter((id) => edges.has(id)),
    notes: selection.notes.filter((id) => notes.has(id)),
  };
}

/** The editor's own state, one store per open scene (the canvas derives its nodes from it). */
export function createEditorStore(initial: SceneDoc, now: () => number = Date.now) {
  return createStore<EditorState>()((set, get) => {
    const commit = (next: SceneDoc, key?: string) => {
      const { doc, past, lastKey, lastAt } = get();
      if (next === doc) return;
      const at = now();
      const joined = key !== undefined && key === lastKey && at - lastAt < COALESCE_MS;
      set({
        doc: next,
        past: joined ? past : [...past, doc].slice(-HISTORY),
        future: [],
        lastKey: key ?? null,
        lastAt: at,
      });
    };
    return {
      doc: initial,
      saved: initial,
      past: [],
      future: [],
      lastKey: null,
      lastAt: 0,
      selection: NO_SELECTION,
      clipboard: null,
      pastes: 0,

      load: (doc) =>
        set({ doc, saved: doc, past: [], future: [], lastKey: null, selection: NO_SELECTION }),
      change: (recipe, key) => {
        const { doc } = get();
        const graph = recipe(doc.graph);
        if (graph !== doc.graph) commit({ ...doc, graph }, key);
      },
      changeDoc: (recipe, key) => commit(recipe(get().doc), key),
      undo: () => {
        const { past, doc, future, selection } = get();
        const previous = past[past.length - 1];
        if (!previous) return;
        set({
          doc: previous,
          past: past.slice(0, -1),
          future: [doc, ...future],
          lastKey: null,
          selection: existing(selection, previous.graph),
        });
      },
      redo: () => {
        const { past, doc, future, selection } = get();
        const next = future[0];
        if (!next) return;
        set({
          doc: next,
          past: [...past, doc],
          future: future.slice(1),
          lastKey: null,
          selection: existing(selection, next.graph),
        });
      },
      select: (selection) => set({ selection }),
      markSaved: (doc) => set({ saved: doc }),
      copy: () => {
        const clip = copyItems(get().doc.graph, get().selection);
        if (clip) set({ clipboard: clip, pastes: 0 });
        return clip !== null;
      },
      paste: () => {
        const { clipboard, pastes, doc } = get();
        if (!clipboard) return false;
        const result = pasteClip(doc.graph, clipboard, PASTE_OFFSET * (pastes + 1));
        commit({ ...doc, graph: result.graph });
        set({ selection: result.selection, pastes: pastes + 1 });
        return true;
      },
      removeSelected: () => {
        const { doc, selection } = get();
        const graph = removeItems(doc.graph, selection);
        if (graph === doc.graph) return false;
        commit({ ...doc, graph });
        set({ selection: NO_SELECTION });
        return true;
      },
    };
  });
}
