import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InboxConversation } from '@miaoyu/contracts/bot';
import { ConversationItem } from './ConversationItem';

const conversation: InboxConversation = {
  id: '41',
  title: '发票',
  status: 'agent',
  helper: { id: '9', name: '售后客服', avatar: '' },
  keyName: '官网',
  visitorName: '3F9A',
  agent: null,
  lastMessage: '发票多久到？',
  lastMessageAt: new Date().toISOString(),
  handedOffAt: null,
  unread: 3,
};

describe('ConversationItem', () => {
  it('shows what is unread, except on the conversation being read', () => {
    const { rerender, container } = render(
      <ConversationItem conversation={conversation} selected={false} onOpen={vi.fn()} />,
    );
    expect(container.querySelector('.arco-badge')?.textContent).toBe('3');
    rerender(<ConversationItem conversation={conversation} selected onOpen={vi.fn()} />);
    expect(container.querySelector('.arco-badge')).toBeNull();
    expect(screen.getByText('发票多久到？')).toBeTruthy();
  });
});
