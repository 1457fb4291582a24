import { act, fireEvent, screen, within } from '@testing-library/react';
import { checkSceneGraph, sceneGraphSchema } from '@miaoyu/contracts/scenes';
import { describe, expect, it } from 'vitest';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { createEditorStore } from './editorStore';
import { addNode, connect, createNode, NO_SELECTION } from './graphOps';
import { PanelHarness } from './testing/PanelHarness';
import { simpleGraph, WORDS } from './testing/graphs';

/** A store over the simple graph with one more node of `type` after the LLM, selected. */
function withNode(type: 'http' | 'classifier' | 'ask') {
  let graph = simpleGraph();
  const node = createNode(graph, type, { x: 300, y: 200 }, WORDS);
  graph = addNode(graph, node);
  const handle = type === 'classifier' ? 'class_1' : type === 'ask' ? 'opt_1' : 'out';
  graph = connect(graph, { source: 'start', sourceHandle: 'out', target: node.id });
  graph = connect(graph, { source: node.id, sourceHandle: handle, target: 'answer_1' });
  const store = createEditorStore({ name: '客服', description: '', graph });
  store.getState().select({ ...NO_SELECTION, nodes: [node.id] });
  return { store, id: node.id };
}

const valid = (store: ReturnType<typeof createEditorStore>) => {
  const graph = store.getState().doc.graph;
  return sceneGraphSchema.safeParse(graph).success && checkSceneGraph(graph).length === 0;
};

function serveLists() {
  mockHttp(({ url }) => {
    if (url === '/v1/chat/models') return [200, { list: [], defaultRef: null }];
    if (url.endsWith('/datasets')) return [200, { list: [] }];
    if (url.endsWith('/scenes')) return [200, { list: [], total: 0 }];
    return [404, { message: 'not found', code: 'NOT_FOUND' }];
  });
}

describe('the node settings panel', () => {
  it('edits an HTTP node until the graph passes the rules', async () => {
    serveLists();
    const { store } = withNode('http');
    renderWithQuery(<PanelHarness store={store} />);
    const panel = screen.getByTestId('node-panel');
    // A new HTTP node has no address: the panel says so where it goes.
    expect(
      within(panel)
        .getAllByTestId('field-error')
        .map((e) => e.textContent),
    ).toContain('请填写');
    expect(valid(store)).toBe(false);

    fireEvent.change(within(panel).getByLabelText('请求地址'), {
      target: { value: 'https://api.example.com/price?q={{ start.question }}' },
    });
    expect(valid(store)).toBe(true);
    expect(within(panel).queryAllByTestId('field-error')).toHaveLength(0);
    const node = store.getState().doc.graph.nodes.find((n) => n.type === 'http')!;
    expect(node.settings).toMatchObject({
      url: 'https://api.example.com/price?q={{ start.question }}',
    });

    // The title is the node's own; its id stays as it was made.
    fireEvent.change(within(panel).getByLabelText('标题'), { target: { value: '查价格' } });
    expect(store.getState().doc.graph.nodes.find((n) => n.id === 'http_1')?.title).toBe('查价格');
    expect(within(panel).getByText('http_1')).toBeTruthy();
  });

  it('adds and names a classifier class, and an ask node without buttons gets one', async () => {
    serveLists();
    const { store, id } = withNode('classifier');
    renderWithQuery(<PanelHarness store={store} />);
    fireEvent.click(screen.getByRole('button', { name: '添加类别' }));
    fireEvent.change(screen.getByLabelText('类别 3 的名称'), { target: { value: '投诉' } });
    const node = store.getState().doc.graph.nodes.find((n) => n.id === id)!;
    expect(node.settings).toMatchObject({
      classes: [{ id: 'class_1' }, { id: 'class_2' }, { id: 'class_3', label: '投诉' }],
    });
    expect(valid(store)).toBe(true);

    // Removing the class an edge leaves from takes the edge with it.
    fireEvent.click(screen.getByRole('button', { name: '删除类别 1' }));
    expect(store.getState().doc.graph.edges.some((e) => e.sourceHandle === 'class_1')).toBe(false);
  });

  it('shows an ask node’s missing buttons and clears it when one is added', async () => {
    serveLists();
    const { store, id } = withNode('ask');
    act(() =>
      store.getState().change((g) => ({
        ...g,
        nodes: g.nodes.map((n) =>
          n.id === id && n.type === 'ask' ? { ...n, settings: { ...n.settings, options: [] } } : n,
        ),
      })),
    );
    renderWithQuery(<PanelHarness store={store} />);
    expect(screen.getByText('请至少添加一个按钮或表单字段')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '添加按钮' }));
    // Its branch needs an edge to be reachable beyond; the node itself is fine now.
    expect(screen.queryByText('请至少添加一个按钮或表单字段')).toBeNull();
    expect(checkSceneGraph(store.getState().doc.graph).filter((p) => p.nodeId === id)).toEqual([]);
  });

  it('shows the scene’s own settings when nothing is selected, and adds a variable', () => {
    serveLists();
    const store = createEditorStore({ name: '客服', description: '', graph: simpleGraph() });
    renderWithQuery(<PanelHarness store={store} />);
    fireEvent.change(screen.getByLabelText('场景名称'), { target: { value: '售前' } });
    fireEvent.click(screen.getByRole('button', { name: '添加变量' }));
    fireEvent.change(screen.getByLabelText('变量 1 的名称'), { target: { value: 'phone' } });
    expect(store.getState().doc.name).toBe('售前');
    expect(store.getState().doc.graph.variables).toEqual([
      { name: 'phone', type: 'string', description: '', required: false },
    ]);
    expect(valid(store)).toBe(true);
  });
});
