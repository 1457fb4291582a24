import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatCitation } from '@miaoyu/contracts/chat';
import { IconFile } from '@arco-design/web-react/icon';
import { registerNavText, type TitleKey } from '@/lib/i18n';
import { registerSlots, setSlotsAside } from '@/lib/slots';
import { ActionBar, ActionButton } from './ActionBar';
import { AnswerBubble } from './AnswerBubble';
import { CitationList } from './Citations';

const citations: ChatCitation[] = [
  { title: '价目表.pdf', excerpt: '标准版每月 99 元', source: 'f1', chunkId: 'c1' },
  { title: '售后指南.md', excerpt: '七天内可退', source: 'f2', chunkId: 'c2' },
];

registerNavText('answerToy', {
  'zh-CN': { fromAnswer: '做成页面' },
  'en-US': { fromAnswer: 'Make a page' },
});
const label = 'nav:answerToy.fromAnswer' as TitleKey;

let unregister = () => {};
// Only the buttons registered here: the app's features' own are set aside meanwhile.
let putBack = () => {};
beforeEach(() => {
  putBack = setSlotsAside();
});
afterEach(() => {
  unregister();
  unregister = () => {};
  putBack();
});

describe('AnswerBubble', () => {
  it('shows three dots until the first words, then the text, and never the dots after', () => {
    const { rerender, container } = render(
      <AnswerBubble answer={{ content: '', state: 'streaming' }} />,
    );
    expect(screen.getByLabelText('正在思考')).toBeTruthy();
    rerender(<AnswerBubble answer={{ content: '你好', state: 'streaming' }} />);
    expect(screen.queryByLabelText('正在思考')).toBeNull();
    expect(screen.getByText('你好')).toBeTruthy();
    rerender(<AnswerBubble answer={{ content: '', state: 'stopped' }} />);
    expect(container.querySelector('[data-part=content]')!.textContent).toBe('');
  });

  it("says why an answer failed under what arrived, in the server's words or its own", () => {
    const { rerender } = render(
      <AnswerBubble answer={{ content: '一半', state: 'error', error: '模型超时' }} />,
    );
    expect(screen.getByText('一半')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('模型超时');
    rerender(<AnswerBubble answer={{ content: '', state: 'error', error: '' }} />);
    expect(screen.getByRole('alert').textContent).toBe('回答失败');
  });

  it('renders model text as text, never as HTML', () => {
    const { container } = render(
      <AnswerBubble answer={{ content: '<img src=x onerror=alert(1)>', state: 'done' }} />,
    );
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('CitationList', () => {
  it('numbers the passages as the marks and opens the one clicked', () => {
    const onOpen = vi.fn();
    render(<CitationList citations={citations} open={2} onOpen={onOpen} />);
    expect(screen.getByRole('list', { name: '引用的资料' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '[1] 价目表.pdf' }));
    expect(onOpen).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: '[2] 售后指南.md' }).ariaExpanded).toBe('true');
  });
});

describe('ActionBar', () => {
  const answer = { id: 7, content: '答案', state: 'done' as const, citations };

  it('is nothing at all without buttons', () => {
    const { container } = render(<ActionBar answer={answer} place="preview" />);
    expect(container.innerHTML).toBe('');
  });

  it("shows the page's buttons, then the registered ones the answer asks for, once finished", () => {
    const run = vi.fn();
    unregister = registerSlots({
      messageActions: [
        { id: 'page', labelKey: label, icon: IconFile, run },
        {
          id: 'inbox-only',
          labelKey: label,
          icon: IconFile,
          run,
          visible: (m) => m.place === 'inbox',
        },
      ],
    });
    const { rerender } = render(
      <MemoryRouter>
        <ActionBar answer={{ ...answer, state: 'streaming' }} place="preview" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <MemoryRouter>
        <ActionBar answer={answer} place="preview">
          <ActionButton label="复制" icon={null} />
        </ActionBar>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('button').map((button) => button.ariaLabel)).toEqual([
      '复制',
      '做成页面',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '做成页面' }));
    expect(run).toHaveBeenCalledWith(
      { id: '7', content: '答案', state: 'done', citations, place: 'preview' },
      { navigate: expect.any(Function) },
    );
  });
});
