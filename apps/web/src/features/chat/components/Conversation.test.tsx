import { StrictMode, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatSession, SessionHelper } from '@miaoyu/contracts/chat';
import { mockHttp, type Reply } from '@/test/http';
import { useChatStore } from '../store';
import { Conversation } from './Conversation';

const initial = useChatStore.getState();
afterEach(() => useChatStore.setState(initial, true));

const helper: SessionHelper = {
  code: 'abcdefghij',
  name: '售后小助手',
  avatar: '',
  welcome: '您好，<b>欢迎</b>咨询售后',
  suggestedQuestions: ['退货运费谁出？', '发票多久到？'],
  modelStatus: 'ok',
};

const session = (withHelper: SessionHelper | null): ChatSession => ({
  sessionId: '7',
  title: '新对话',
  topic: '',
  chatCompletionType: 'chat',
  usingContext: true,
  contextSize: 10,
  model: '',
  helper: withHelper,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const notShared: Reply = [403, { message: '这个助手已不再向你开放', code: 'HELPER_NOT_SHARED' }];

/** The server of one empty session; questions get `answer`. */
function serve(withHelper: SessionHelper | null, answer: Reply = notShared) {
  return mockHttp((request) => {
    if (request.url === '/v1/chat/sessions/7') return [200, session(withHelper)];
    if (request.url === '/v1/chat/models') return [200, { list: [], defaultRef: null }];
    if (request.url === '/v1/chat/sessions/7/datasets') return [200, { list: [] }];
    if (request.url.endsWith('/sessions/7/completions'))
      return request.method === 'GET' ? [200, { list: [], total: 0 }] : answer;
    return [404, { message: 'not found', code: 'NOT_FOUND' }];
  });
}

function show(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const asked = (requests: ReturnType<typeof mockHttp>['requests']) =>
  requests.filter((r) => r.method === 'POST' && r.url.endsWith('/completions'));

describe('Conversation with a helper', () => {
  it('shows the helper instead of the pickers, and its welcome as plain text', async () => {
    serve(helper);
    const { container } = show(<Conversation sessionId="7" onNewChat={() => {}} />);
    const link = await screen.findByRole('link', { name: /售后小助手/ });
    expect(link.getAttribute('href')).toBe('/setting/s/abcdefghij');
    expect(await screen.findByText('您好，<b>欢迎</b>咨询售后')).toBeTruthy();
    expect(container.querySelector('[data-role="helper-welcome"] b')).toBeNull();
    expect(screen.getByRole('note', { name: /这个助手使用它自己的模型和知识库/ })).toBeTruthy();
    expect(screen.queryByTestId('knowledge-picker')).toBeNull();
    expect(screen.queryByText('离线应答')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when its model was removed', async () => {
    serve({ ...helper, modelStatus: 'missing' });
    show(<Conversation sessionId="7" onNewChat={() => {}} />);
    expect((await screen.findByRole('status')).textContent).toContain('模型已被移除');
  });

  it("asks a suggested question, and shows the server's refusal in place", async () => {
    const { requests } = serve(helper);
    show(<Conversation sessionId="7" onNewChat={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: '发票多久到？' }));
    await waitFor(() => expect(asked(requests)).toHaveLength(1));
    const body = asked(requests)[0]!.body as { prompt: string; options: { model?: string } };
    expect(body.prompt).toBe('发票多久到？');
    // The helper's own model answers: the page names none.
    expect(body.options.model).toBeUndefined();
    expect((await screen.findByRole('alert')).textContent).toBe('这个助手已不再向你开放');
    const input = screen.getByRole('textbox', { name: '输入问题' }) as HTMLTextAreaElement;
    expect(input.value).toBe('发票多久到？');
    // The session is still empty: the welcome and its questions are back.
    expect(screen.getByRole('button', { name: '退货运费谁出？' })).toBeTruthy();
  });

  it('asks the question it was opened with, once, then lets it go', async () => {
    const { requests } = serve(helper);
    const taken = vi.fn();
    show(
      <Conversation
        sessionId="7"
        onNewChat={() => {}}
        firstQuestion="退货运费谁出？"
        onFirstQuestionTaken={taken}
      />,
    );
    await waitFor(() => expect(taken).toHaveBeenCalledTimes(1));
    await screen.findByRole('alert');
    expect(asked(requests).map((r) => (r.body as { prompt: string }).prompt)).toEqual([
      '退货运费谁出？',
    ]);
  });
});

describe('Conversation without a helper', () => {
  it("keeps today's empty state and pickers", async () => {
    serve(null);
    show(<Conversation sessionId="7" onNewChat={() => {}} />);
    expect(await screen.findByText('发送第一个问题，开始对话')).toBeTruthy();
    expect(await screen.findByTestId('knowledge-picker')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
