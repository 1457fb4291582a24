import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatCompletion, ChatSession } from '@miaoyu/contracts/chat';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { mockHttp } from '@/test/http';
import { useChatStore } from '../store';
import { Conversation } from './Conversation';

const initial = useChatStore.getState();
beforeEach(() => useSessionStore.setState({ user }));
afterEach(() => useChatStore.setState(initial, true));

const session: ChatSession = {
  sessionId: '7',
  title: '前台',
  topic: '',
  chatCompletionType: 'chat',
  usingContext: true,
  contextSize: 10,
  model: '',
  helper: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const message = (
  id: string,
  role: ChatCompletion['role'],
  content: string,
  choices?: string[],
): ChatCompletion => ({
  id,
  ts: 0,
  content,
  role,
  turnId: id,
  state: 'done',
  error: '',
  model: 'stub-model',
  usage: null,
  attachments: [],
  citations: [],
  ...(choices ? { choices } : {}),
});

const MENU = ['售后服务', '购买咨询'];

/** A stored conversation (newest first, as the server sends it); questions are refused. */
function serve(stored: ChatCompletion[]) {
  return mockHttp((request) => {
    if (request.url === '/v1/chat/sessions/7') return [200, session];
    if (request.url === '/v1/chat/models') return [200, { list: [], defaultRef: null }];
    if (request.url === '/v1/chat/sessions/7/datasets') return [200, { list: [] }];
    if (request.url.endsWith('/sessions/7/completions'))
      return request.method === 'GET'
        ? [200, { list: stored, total: stored.length }]
        : [429, { message: '太快了', code: 'RATE_LIMITED' }];
    return [404, { message: 'not found', code: 'NOT_FOUND' }];
  });
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {/* jsdom lays nothing out: the virtual list is told its sizes, or it shows no message. */}
        <VirtuosoMockContext.Provider value={{ viewportHeight: 2000, itemHeight: 80 }}>
          <Conversation sessionId="7" onNewChat={() => {}} />
        </VirtuosoMockContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a scene question's buttons in the studio chat", () => {
  it('shows a reloaded question’s choices under its answer, and sends the chosen label', async () => {
    const { requests } = serve([
      message('2', 'assistant', '请问您需要：', MENU),
      message('1', 'user', '在吗'),
    ]);
    show();
    const group = await screen.findByRole('group', { name: '请选择一项回答' });
    expect(group.closest('[data-role="assistant"]')?.getAttribute('data-message-id')).toBe('2');
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(MENU);

    fireEvent.click(within(group).getByRole('button', { name: '购买咨询' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST')).toMatchObject([
        { url: '/v1/chat/users/42/sessions/7/completions', body: { prompt: '购买咨询' } },
      ]),
    );
  });

  it('shows no buttons for a question already answered', async () => {
    serve([
      message('4', 'assistant', '净水器 1999 元起。'),
      message('3', 'user', '购买咨询'),
      message('2', 'assistant', '请问您需要：', MENU),
      message('1', 'user', '在吗'),
    ]);
    show();
    expect(await screen.findByText('净水器 1999 元起。')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '请选择一项回答' })).toBeNull();
    expect(screen.queryByRole('button', { name: '售后服务' })).toBeNull();
  });
});
