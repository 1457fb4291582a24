import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { IconFile } from '@arco-design/web-react/icon';
import type { ChatCompletion } from '@miaoyu/contracts/chat';
import { registerNavText, type TitleKey } from '@/lib/i18n';
import { registerSlots } from '@/lib/slots';
import { AnswererContext } from './answerer';
import { MessageItem, type MessageActions } from './MessageItem';

const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('@/components/markdown/Markdown', () => ({
  Markdown: ({ content }: { content: string }) => {
    renders.set(content.slice(0, 6), (renders.get(content.slice(0, 6)) ?? 0) + 1);
    return <div>{content}</div>;
  },
}));

const answer = (id: string, content: string, state: ChatCompletion['state']): ChatCompletion => ({
  id,
  ts: 0,
  content,
  role: 'assistant',
  turnId: id,
  state,
  error: '',
  model: 'offline',
  usage: null,
  attachments: [],
  citations: [],
});

const actions: MessageActions = {
  sessionId: 's1',
  regenerate: () => {},
  removeTurn: () => {},
  editAndResend: () => {},
  choose: () => {},
};

/** The messages as the chat shows them: inside the router (answers' plugged buttons navigate). */
function List({ items }: { items: ChatCompletion[] }) {
  return (
    <MemoryRouter>
      {items.map((m) => (
        <MessageItem key={m.id} message={m} busy={false} actions={actions} />
      ))}
    </MemoryRouter>
  );
}

describe('MessageItem', () => {
  it('streaming one answer does not re-render the earlier ones', () => {
    const earlier = answer('1', 'first answer', 'done');
    const { rerender } = render(<List items={[earlier, answer('2', 'second', 'streaming')]} />);
    rerender(<List items={[earlier, answer('2', 'second answer grows', 'streaming')]} />);
    rerender(<List items={[earlier, answer('2', 'second answer grows more', 'done')]} />);
    expect(renders.get('first ')).toBe(1);
    expect(renders.get('second')).toBe(3);
  });

  it('labels the offline answerer and shows a stopped answer as stopped', () => {
    render(<List items={[answer('3', 'partial', 'stopped')]} />);
    expect(screen.getByText('离线应答')).toBeTruthy();
    expect(screen.getByText('已停止')).toBeTruthy();
  });

  it("shows the helper's picture beside its answers, the studio's icon otherwise", () => {
    render(
      <AnswererContext.Provider value={{ name: '售后小助手', avatar: '' }}>
        <List items={[answer('4', 'helper answer', 'done')]} />
      </AnswererContext.Provider>,
    );
    expect(screen.getByTestId('default-avatar').textContent).toBe('售');
  });

  it('shows the actions another feature registered under each finished answer, and runs one with it', () => {
    // What a feature declares in its feature.tsx (`slots`), registered as the app does.
    registerNavText('pagesToy', {
      'zh-CN': { fromAnswer: '做成页面' },
      'en-US': { fromAnswer: 'Make a page' },
    });
    const run = vi.fn();
    const off = registerSlots({
      messageActions: [
        {
          id: 'page-from-answer',
          labelKey: 'nav:pagesToy.fromAnswer' as TitleKey,
          icon: IconFile,
          visible: (message) => message.place === 'chat',
          run,
        },
      ],
    });
    try {
      render(
        <List items={[answer('5', 'an answer', 'done'), answer('6', 'on its way', 'streaming')]} />,
      );
      const buttons = screen.getAllByRole('button', { name: '做成页面' });
      expect(buttons).toHaveLength(1);
      fireEvent.click(buttons[0]!);
      expect(run).toHaveBeenCalledWith(
        {
          id: '5',
          content: 'an answer',
          state: 'done',
          citations: [],
          place: 'chat',
          conversationId: 's1',
        },
        { navigate: expect.any(Function) },
      );
    } finally {
      off();
    }
  });
});
