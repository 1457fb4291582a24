import { checkSceneGraph, SCENE_NODE_ID_PATTERN, type SceneNode } from '@miaoyu/contracts/scenes';
import { describe, expect, it } from 'vitest';
import { diffGraphs, isSameGraph } from './diff';
import { createEditorStore, PASTE_OFFSET, type SceneDoc } from './editorStore';
import { addNode, connect, createNode, NO_SELECTION, replaceNode } from './graphOps';
import { autoLayout } from './layout';
import { simpleGraph, WORDS } from './testing/graphs';

const docOf = (graph = simpleGraph()): SceneDoc => ({ name: '客服', description: '', graph });

/** A store with a clock the test moves. */
function storeAt(doc = docOf()) {
  let now = 10_000;
  const store = createEditorStore(doc, () => now);
  return { store, tick: (ms: number) => (now += ms), state: () => store.getState() };
}

describe('the editor store', () => {
  it('adds a node with a fresh id, connects it, and undoes and redoes each step', () => {
    const { store, state } = storeAt();
    const node = createNode(state().doc.graph, 'llm', { x: 10.4, y: 20.6 }, WORDS);
    expect(node.id).toBe('llm_2');
    expect(node.id).toMatch(SCENE_NODE_ID_PATTERN);
    expect(node.position).toEqual({ x: 10, y: 21 });
    state().change((g) => addNode(g, node));
    state().change((g) => connect(g, { source: 'start', sourceHandle: 'out', target: node.id }));
    expect(state().doc.graph.edges.at(-1)).toMatchObject({
      id: 'e_3',
      source: 'start',
      target: 'llm_2',
    });
    expect(state().doc !== state().saved).toBe(true);

    state().undo();
    expect(state().doc.graph.edges).toHaveLength(2);
    expect(state().doc.graph.nodes.map((n) => n.id)).toContain('llm_2');
    state().undo();
    expect(state().doc.graph.nodes.map((n) => n.id)).not.toContain('llm_2');
    // Back where it was loaded: nothing to save.
    expect(state().doc).toBe(state().saved);
    state().redo();
    state().redo();
    expect(state().doc.graph.edges).toHaveLength(3);
    expect(store.getState().future).toHaveLength(0);
  });

  it('joins a burst of typing in one field into one undo step', () => {
    const { state, tick } = storeAt();
    const type = (text: string) =>
      state().change(
        (g) => replaceNode(g, { ...g.nodes[2]!, settings: { text } } as SceneNode),
        'answer_1:settings.text',
      );
    type('你');
    tick(200);
    type('你好');
    tick(200);
    type('你好！');
    tick(5_000);
    type('你好！再见');
    state().undo();
    expect(state().doc.graph.nodes[2]!.settings).toEqual({ text: '你好！' });
    state().undo();
    expect(state().doc.graph.nodes[2]!.settings).toEqual({ text: '{{ llm_1.text }}' });
  });

  it('pastes copies with new ids, 40 px away, with their own edges and references', () => {
    const { state } = storeAt();
    state().select({ ...NO_SELECTION, nodes: ['llm_1', 'answer_1'] });
    expect(state().copy()).toBe(true);
    expect(state().paste()).toBe(true);
    const graph = state().doc.graph;
    const llm = graph.nodes.find((n) => n.id === 'llm_2')!;
    const answer = graph.nodes.find((n) => n.id === 'answer_2')!;
    expect(llm.position).toEqual({ x: 300 + PASTE_OFFSET, y: PASTE_OFFSET });
    expect(answer.settings).toEqual({ text: '{{ llm_2.text }}' });
    // The edge between them came along; the one from the start (not copied) did not.
    expect(graph.edges.filter((e) => e.target === 'answer_2')).toEqual([
      { id: 'e_3', source: 'llm_2', sourceHandle: 'out', target: 'answer_2' },
    ]);
    expect(graph.edges.some((e) => e.target === 'llm_2')).toBe(false);
    expect(state().selection.nodes).toEqual(['llm_2', 'answer_2']);
    // A second paste lands further on, with ids of its own.
    state().paste();
    const ids = state().doc.graph.nodes.map((n) => n.id);
    expect(ids).toContain('llm_3');
    expect(new Set(ids).size).toBe(ids.length);
    expect(state().doc.graph.nodes.find((n) => n.id === 'llm_3')!.position.x).toBe(
      300 + 2 * PASTE_OFFSET,
    );
  });

  it('deletes selected nodes with every edge that touches them, in one undo step', () => {
    const { state } = storeAt();
    state().select({ ...NO_SELECTION, nodes: ['llm_1'] });
    expect(state().removeSelected()).toBe(true);
    expect(state().doc.graph.nodes.map((n) => n.id)).toEqual(['start', 'answer_1']);
    expect(state().doc.graph.edges).toEqual([]);
    expect(state().selection).toEqual(NO_SELECTION);
    state().undo();
    expect(state().doc.graph.edges).toHaveLength(2);
  });

  it('drops edges of branches a node no longer has', () => {
    const { state } = storeAt();
    const classifier = createNode(state().doc.graph, 'classifier', { x: 0, y: 0 }, WORDS);
    state().change((g) => addNode(g, classifier));
    state().change((g) =>
      connect(g, { source: classifier.id, sourceHandle: 'class_2', target: 'answer_1' }),
    );
    const node = state().doc.graph.nodes.find((n) => n.id === classifier.id)!;
    if (node.type !== 'classifier') throw new Error('not a classifier');
    const one = {
      ...node,
      settings: { ...node.settings, classes: node.settings.classes.slice(0, 1) },
    };
    state().change((g) => replaceNode(g, one));
    expect(state().doc.graph.edges.some((e) => e.sourceHandle === 'class_2')).toBe(false);
  });

  it('lays the graph out left to right as one undoable step', () => {
    const graph = simpleGraph();
    const piled = { ...graph, nodes: graph.nodes.map((n) => ({ ...n, position: { x: 0, y: 0 } })) };
    const { state } = storeAt(docOf(piled));
    state().change((g) => autoLayout(g, new Map()));
    const xs = state().doc.graph.nodes.map((n) => n.position.x);
    expect(xs[0]).toBeLessThan(xs[1]!);
    expect(xs[1]).toBeLessThan(xs[2]!);
    // Left to right: one rank apart, at least a node's width plus ranksep.
    expect(xs[1]! - xs[0]!).toBeGreaterThanOrEqual(240 + 80);
    state().undo();
    expect(state().doc.graph.nodes.every((n) => n.position.x === 0)).toBe(true);
  });

  it('gives every new node settings the rules accept (but an address and a scene to fill in)', () => {
    let graph = simpleGraph();
    for (const type of [
      'llm',
      'knowledge',
      'classifier',
      'ifelse',
      'extractor',
      'template',
      'aggregate',
      'ask',
      'code',
      'handover',
    ] as const) {
      const node = createNode(graph, type, { x: 0, y: 0 }, WORDS);
      graph = connect(addNode(graph, node), {
        source: 'start',
        sourceHandle: 'out',
        target: node.id,
      });
    }
    expect(checkSceneGraph(graph)).toEqual([]);
  });
});

describe('the conflict summary', () => {
  it('names the nodes added, removed, changed and moved, and the edges', () => {
    const theirs = simpleGraph();
    let mine = simpleGraph();
    const extra = createNode(mine, 'answer', { x: 0, y: 300 }, WORDS);
    mine = connect(addNode(mine, extra), {
      source: 'llm_1',
      sourceHandle: 'out',
      target: extra.id,
    });
    mine = {
      ...mine,
      nodes: mine.nodes
        .filter((n) => n.id !== 'answer_1')
        .map((n) =>
          n.id === 'llm_1'
            ? { ...n, title: '改过' }
            : n.id === 'start'
              ? { ...n, position: { x: 5, y: 5 } }
              : n,
        ),
      edges: mine.edges.filter((e) => e.target !== 'answer_1'),
    };
    const diff = diffGraphs(theirs, mine);
    expect(diff).toMatchObject({
      added: ['answer_2'],
      removed: ['answer_1'],
      changed: ['llm_1'],
      moved: ['start'],
      edgesAdded: ['llm_1 → answer_2'],
      edgesRemoved: ['llm_1 → answer_1'],
    });
    expect(isSameGraph(diffGraphs(theirs, simpleGraph()))).toBe(true);
  });
});
