import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ChatCompletion } from '@miaoyu/contracts/chat';
import { ChatHeader } from './ChatHeader';

const exported = vi.hoisted(() => vi.fn());
vi.mock('../export/exportMarkdown', () => ({ exportMarkdown: exported }));

const message = (id: string, role: ChatCompletion['role'], content: string): ChatCompletion => ({
  id,
  ts: 0,
  content,
  role,
  turnId: id,
  state: 'done',
  error: '',
  model: 'stub',
  usage: null,
  attachments: [],
  citations: [],
});

describe('ChatHeader export', () => {
  it('exports the whole conversation, loading the pages not scrolled to yet', async () => {
    const loaded = [message('3', 'user', '第二问')];
    const all = [message('1', 'user', '第一问'), message('2', 'assistant', '第一答'), ...loaded];
    const loadAll = vi.fn(async () => all);
    render(
      <ChatHeader title="周报" messages={loaded} loadAll={loadAll} exportNode={createRef()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '导出对话' }));
    fireEvent.click(await screen.findByText('导出为 Markdown'));
    await waitFor(() => expect(exported).toHaveBeenCalledTimes(1));
    expect(loadAll).toHaveBeenCalledTimes(1);
    expect(exported).toHaveBeenCalledWith('周报', [
      { role: 'user', content: '第一问' },
      { role: 'assistant', content: '第一答' },
      { role: 'user', content: '第二问' },
    ]);
  });
});

describe('ChatHeader with a helper', () => {
  it("shows the helper's initial and name, leading to its page", () => {
    const helper = {
      code: 'abcdefghij',
      name: '售后小助手',
      avatar: '',
      welcome: '',
      suggestedQuestions: [],
    };
    render(
      <MemoryRouter>
        <ChatHeader
          title="退货运费"
          messages={[]}
          loadAll={async () => []}
          exportNode={createRef()}
          helper={helper}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /售后小助手/ });
    expect(link.getAttribute('href')).toBe('/setting/s/abcdefghij');
    expect(screen.getByTestId('default-avatar').textContent).toBe('售');
    expect(screen.getByRole('heading').textContent).toBe('退货运费');
  });
});
