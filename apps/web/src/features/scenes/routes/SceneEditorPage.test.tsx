import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Scene } from '@miaoyu/contracts/scenes';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { mockHttp, type RecordedRequest, type Reply } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { layoutKey } from '../components/editor/layoutStorage';
import { simpleGraph } from '../components/editor/testing/graphs';
import { SceneEditorPage } from './SceneEditorPage';

const scene = (over: Partial<Scene> = {}): Scene => ({
  id: '9',
  name: '官网客服',
  description: '',
  ownerId: '42',
  ownerName: '小妙',
  draftVersion: 3,
  publishedVersion: null,
  publishedAt: null,
  unpublishedChanges: true,
  helpers: [],
  nodeCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  graph: simpleGraph(),
  canEdit: true,
  ...over,
});

/** jsdom lays nothing out: the canvas needs these two to start. */
function stubLayout() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'DOMMatrixReadOnly',
    class {
      m22 = 1;
      constructor(public transform?: string) {}
    },
  );
}

function serve(extra: (request: RecordedRequest) => Reply | undefined = () => undefined) {
  return mockHttp((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.url === '/v1/orgs/7/scenes/9') return [200, scene()];
    if (request.url === '/v1/chat/models') return [200, { list: [], defaultRef: null }];
    if (request.url.endsWith('/datasets')) return [200, { list: [] }];
    if (request.url === '/v1/orgs/7/scenes') return [200, { list: [], total: 0 }];
    return [404, { message: '没有找到', code: 'NOT_FOUND' }];
  });
}

function renderEditor() {
  renderWithQuery(
    <MemoryRouter initialEntries={['/business-scene/9']}>
      <Routes>
        <Route path="/business-scene/:sceneId" element={<SceneEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the scene editor page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    stubLayout();
    useSessionStore.setState({ user });
  });

  it('draws the scene, adds a node from the palette and opens its settings', async () => {
    serve();
    renderEditor();
    expect(await screen.findByText('回答')).toBeTruthy();
    const nodes = screen.getAllByTestId('scene-node').map((n) => n.getAttribute('data-node-id'));
    expect(nodes).toEqual(['start', 'llm_1', 'answer_1']);
    expect(screen.getByTestId('save-state').textContent).toBe('已保存');

    fireEvent.click(screen.getByRole('button', { name: '直接回复' }));
    const panel = await screen.findByTestId('node-panel');
    expect(within(panel).getByText('answer_2')).toBeTruthy();
    expect(screen.getByTestId('save-state').textContent).toBe('未保存');
    // Not connected yet: the node is marked and the header counts the problem.
    await waitFor(() =>
      expect(
        document.querySelector('[data-node-id="answer_2"]')?.getAttribute('data-problem'),
      ).toBe('true'),
    );
    expect(screen.getByTestId('problems-button').textContent).toContain('1 个问题');

    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(document.querySelector('[data-node-id="answer_2"]')).toBeNull());
  });

  it('saves with If-Match and, after someone else saved, keeps mine over theirs', async () => {
    let saves = 0;
    const theirs = scene({
      draftVersion: 4,
      graph: { ...simpleGraph(), edges: simpleGraph().edges.slice(0, 1) },
    });
    let reads = 0;
    const http = serve((request) => {
      if (request.method === 'GET' && request.url === '/v1/orgs/7/scenes/9')
        return [200, reads++ === 0 ? scene() : theirs];
      if (request.method === 'PUT' && request.url === '/v1/orgs/7/scenes/9/draft')
        return saves++ === 0
          ? [409, { message: '场景已被他人修改', code: 'SCENE_STALE' }]
          : [200, { draftVersion: 5, updatedAt: '2026-01-02T00:00:00.000Z' }];
      return undefined;
    });
    renderEditor();
    fireEvent.change((await screen.findAllByLabelText('场景名称'))[0]!, {
      target: { value: '售前' },
    });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });

    const dialog = await screen.findByTestId('conflict-dialog');
    expect(within(dialog).getByTestId('graph-diff').textContent).toContain('llm_1 → answer_1');
    expect(screen.getByTestId('save-state').textContent).toBe('有冲突');
    fireEvent.click(screen.getByRole('button', { name: '保留我的并覆盖' }));
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('已保存'));

    const puts = http.requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.headers.get('If-Match'))).toEqual(['"3"', '"4"']);
    expect(puts[1]!.body).toMatchObject({ name: '售前', graph: { edges: simpleGraph().edges } });
  });

  it('marks the nodes a 422 names', async () => {
    serve((request) =>
      request.method === 'PUT'
        ? [
            422,
            {
              message: '场景有 1 处问题，请按提示修改后再保存',
              code: 'SCENE_INVALID',
              detail: [
                { loc: ['graph', 'nodes', 'llm_1', 'settings', 'model'], msg: '模型不存在' },
              ],
            },
          ]
        : undefined,
    );
    renderEditor();
    fireEvent.change((await screen.findAllByLabelText('场景名称'))[0]!, {
      target: { value: '售前' },
    });
    fireEvent.click(screen.getByTestId('save-button'));
    await waitFor(() =>
      expect(document.querySelector('[data-node-id="llm_1"]')?.getAttribute('title')).toBe(
        '模型不存在',
      ),
    );
  });

  it('opens where this browser left the nodes', async () => {
    localStorage.setItem(
      layoutKey('9'),
      JSON.stringify({ positions: { llm_1: { x: 1234, y: 56 } } }),
    );
    serve();
    renderEditor();
    await screen.findByText('回答');
    const wrapper = document.querySelector('.react-flow__node[data-id="llm_1"]') as HTMLElement;
    expect(wrapper.style.transform).toContain('1234px');
  });

  it('draws nodes compact, icon and title only, when the canvas is zoomed out past reading', async () => {
    localStorage.setItem(
      layoutKey('9'),
      JSON.stringify({ positions: {}, viewport: { x: 0, y: 0, zoom: 0.3 } }),
    );
    serve();
    renderEditor();
    await waitFor(() => expect(screen.getAllByTestId('scene-node')).toHaveLength(3));
    const answer = document.querySelector('[data-node-id="answer_1"]') as HTMLElement;
    expect(answer.className).toMatch(/compact/);
    expect(within(answer).getByText('回复')).toBeTruthy();
    // The type's name and the line of what it does are left for a zoom they can be read at.
    expect(within(answer).queryByText('回答')).toBeNull();
    expect(answer.querySelector('[class*="summary"]')).toBeNull();
  });

  it('test-runs the draft: streams words, lights nodes, answers an ask with its buttons', async () => {
    const sse = (events: [string, unknown][]) =>
      events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
    const node = (nodeId: string, status: string) =>
      ['scene-node', { runId: '5', nodeId, status }] as [string, unknown];
    const http = serve((request) =>
      request.url === '/v1/orgs/7/scenes/9/runs/5'
        ? [
            200,
            {
              id: '5',
              version: null,
              status: 'done',
              channel: 'test',
              error: '',
              startedAt: '2026-01-01T00:00:00.000Z',
              endedAt: null,
              nodes: [],
            },
          ]
        : undefined,
    );
    const json = globalThis.fetch;
    const streams = [
      sse([
        node('start', 'done'),
        node('llm_1', 'waiting'),
        ['delta', { content: '需要报价吗？\n<b>不是 HTML</b>' }],
        [
          'scene-ask',
          {
            runId: '5',
            nodeId: 'llm_1',
            prompt: '需要报价吗？',
            mode: 'buttons',
            options: [
              { id: 'yes', label: '要' },
              { id: 'no', label: '不用' },
            ],
            fields: [],
          },
        ],
        ['done', { answerId: 'a1', state: 'done' }],
      ]),
      sse([
        node('llm_1', 'done'),
        node('answer_1', 'done'),
        ['delta', { content: '单价 100 元' }],
        ['done', { answerId: 'a2', state: 'done' }],
      ]),
    ];
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      if (!String(input).endsWith('/scenes/9/test')) return json(input, init);
      bodies.push(JSON.parse(String(init.body)));
      return new Response(streams.shift(), { headers: { 'content-type': 'text/event-stream' } });
    });
    renderEditor();
    fireEvent.click(await screen.findByTestId('test-button'));
    fireEvent.change(screen.getByLabelText('试运行提问'), { target: { value: '你好' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));

    const ask = await screen.findByTestId('scene-ask');
    // The scene's words are text: the tag is shown, not made.
    expect(screen.getByText(/<b>不是 HTML<\/b>/)).toBeTruthy();
    expect(document.querySelector('[data-node-id="start"]')?.getAttribute('data-status')).toBe(
      'done',
    );
    expect(document.querySelector('[data-node-id="llm_1"]')?.getAttribute('data-status')).toBe(
      'waiting',
    );
    fireEvent.click(within(ask).getByRole('button', { name: '要' }));
    expect(await screen.findByText('单价 100 元')).toBeTruthy();
    expect(screen.getAllByTestId('test-message-user').map((m) => m.textContent)).toEqual([
      '你好',
      '要',
    ]);
    await waitFor(() =>
      expect(document.querySelector('[data-node-id="answer_1"]')?.getAttribute('data-status')).toBe(
        'done',
      ),
    );
    const [first, second] = bodies as {
      conversation: string;
      question?: string;
      reply?: string;
      history: unknown[];
    }[];
    expect(first).toMatchObject({ question: '你好', history: [] });
    expect(first!.conversation).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(second).toMatchObject({ conversation: first!.conversation, reply: 'yes' });
    expect(second!.history).toEqual([
      { role: 'user', content: '你好' },
      { role: 'assistant', content: '需要报价吗？\n<b>不是 HTML</b>' },
    ]);
    // Nothing was unsaved: the test ran the saved draft without saving again.
    expect(http.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    // Starting over is a new conversation.
    fireEvent.click(screen.getByRole('button', { name: '重新开始' }));
    expect(screen.queryByTestId('test-message-user')).toBeNull();
  });
});
