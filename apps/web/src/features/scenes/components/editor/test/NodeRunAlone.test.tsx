import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SceneNodeRunResult, SceneRun } from '@miaoyu/contracts/scenes';
import { describe, expect, it } from 'vitest';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { EditorContext } from '../context';
import { createEditorStore, type EditorStore } from '../editorStore';
import { NO_SELECTION } from '../graphOps';
import type { ProblemIndex } from '../problems';
import { SidePanel } from '../SidePanel';
import { simpleGraph } from '../testing/graphs';

const LAST_RUN: SceneRun = {
  id: '9',
  version: null,
  status: 'done',
  channel: 'test',
  error: '',
  startedAt: '2026-12-01T00:00:00.000Z',
  endedAt: '2026-12-01T00:00:01.000Z',
  nodes: [
    {
      nodeId: 'start',
      type: 'start',
      status: 'done',
      attempt: 1,
      iteration: 0,
      inputs: {},
      outputs: { question: '上次的问题' },
      handles: ['out'],
      error: '',
      promptTokens: null,
      completionTokens: null,
      startedAt: null,
      ms: 1,
    },
  ],
};

const ANSWER: SceneNodeRunResult = {
  nodeId: 'llm_1',
  type: 'llm',
  status: 'done',
  inputs: {},
  outputs: { text: '<b>价格</b>是 42 元' },
  handles: ['out'],
  error: null,
  text: '<b>价格</b>是 42 元',
  ask: null,
  promptTokens: 12,
  completionTokens: 7,
  ms: 321,
};

function editorWith(selected: string): EditorStore {
  const store = createEditorStore({ name: '客服', description: '', graph: simpleGraph() });
  store.getState().select({ ...NO_SELECTION, nodes: [selected] });
  return store;
}

function renderPanel(store: EditorStore, runId: string | null, readOnly = false) {
  const problems: ProblemIndex = { byNode: new Map(), byEdge: new Map(), all: [] };
  renderWithQuery(
    <EditorContext.Provider
      value={{
        store,
        sceneRef: { orgId: '1', sceneId: '7' },
        readOnly,
        problems,
      }}
    >
      <SidePanel runId={runId} />
    </EditorContext.Provider>,
  );
}

function serve() {
  return mockHttp(({ method, url }) => {
    if (url === '/v1/chat/models') return [200, { list: [], defaultRef: null }];
    if (url.endsWith('/datasets')) return [200, { list: [] }];
    if (url === '/v1/orgs/1/scenes/7/runs/9') return [200, LAST_RUN];
    if (method === 'POST' && url === '/v1/orgs/1/scenes/7/nodes/llm_1/run') return [200, ANSWER];
    return [404, { message: 'not found', code: 'NOT_FOUND' }];
  });
}

describe('running one node alone', () => {
  it('fills the values from the last run, runs with the edited ones, and shows what came out', async () => {
    const { requests } = serve();
    renderPanel(editorWith('llm_1'), '9');
    fireEvent.click(screen.getByRole('button', { name: '单独运行' }));
    const form = await screen.findByTestId('node-run-form');
    const question = within(form).getByLabelText('start.question');
    await waitFor(() => expect((question as HTMLTextAreaElement).value).toBe('上次的问题'));

    fireEvent.change(question, { target: { value: '多少钱' } });
    fireEvent.click(within(form).getByRole('button', { name: '运行' }));

    const result = await screen.findByTestId('node-run-result');
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({ inputs: { 'start.question': '多少钱' } });
    expect(within(result).getByText('321 毫秒')).toBeTruthy();
    expect(within(result).getByText('走了分支：out')).toBeTruthy();
    // The model's words are text, never markup.
    const said = within(result).getByTestId('node-run-text');
    expect(said.textContent).toBe('<b>价格</b>是 42 元');
    expect(result.querySelector('b')).toBeNull();
    expect(result.textContent).toContain('"text": "<b>价格</b>是 42 元"');
  });

  it('is not offered for the start node', () => {
    serve();
    renderPanel(editorWith('start'), null);
    expect(screen.queryByRole('button', { name: '单独运行' })).toBeNull();
  });

  it('is not offered in a read-only editor', () => {
    serve();
    renderPanel(editorWith('llm_1'), null, true);
    expect(screen.queryByRole('button', { name: '单独运行' })).toBeNull();
  });
});
